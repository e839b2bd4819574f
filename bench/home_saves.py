"""Home with many saved games, timed in headless Chromium: prints figures, asserts nothing.

Stores ``--saves`` finished games (copies of tests/saves' finished Shifting Stones game, each under
its own key and date, about 3 kB each) and reloads, so the site builds its save index once. Then
times, inside the page, drawing home with no saved game (the baseline), then from the stats screen (a click on "home": the controller, the
page's specs and the DOM painted and laid out), ``--runs`` times (median and worst printed), and
once more after the index was removed (the rebuild, which reads and replays every save).

Usage: .venv/bin/python bench/home_saves.py [--saves 1000] [--runs 9]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Page, sync_playwright

from e2e.browser import READY, READY_TIMEOUT_MS, ROOT, launch, serve_site

FINISHED = json.loads((ROOT / "tests" / "saves" / "format2-2026-12-stones-finished.json").read_text())

#: clicks ``selector`` and returns the milliseconds until the page has painted and laid out
TIMED_CLICK = """(selector) => {
    const start = performance.now();
    document.querySelector(selector).click();
    void document.body.offsetHeight;
    return performance.now() - start;
}"""


def store_saves(page: Page, count: int) -> int:
    saves = {}
    for i in range(count):
        save_id = f"bench{i:05d}"
        day, minute = 1 + i // 1440, i % 1440
        updated = f"2026-10-{day:02d}T{minute // 60:02d}:{minute % 60:02d}:00.000Z"
        saves[f"sea-stones/save/{save_id}"] = json.dumps({**FINISHED, "id": save_id, "updated": updated})
    page.evaluate(
        "(saves) => { for (const [k, v] of Object.entries(saves)) localStorage.setItem(k, v); }", saves
    )
    return sum(len(k) + len(v) for k, v in saves.items())


def home_from_stats(page: Page) -> float:
    page.click("[data-cmd='stats']")
    page.wait_for_selector("[data-screen='stats']", state="attached")
    ms: float = page.evaluate(TIMED_CLICK, "[data-cmd='home']")
    page.wait_for_selector("[data-screen='home']", state="attached")
    return ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--saves", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    with serve_site() as url, sync_playwright() as playwright:
        browser = launch(playwright)
        page = browser.new_context().new_page()
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        empty = [home_from_stats(page) for _ in range(args.runs)]
        chars = store_saves(page, args.saves)
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        listed = page.locator(".save").count()
        indexed = page.evaluate("() => (localStorage.getItem('sea-stones/index') || '').length")
        times = [home_from_stats(page) for _ in range(args.runs)]
        page.evaluate("() => localStorage.removeItem('sea-stones/index')")
        rebuild = home_from_stats(page)
        after = home_from_stats(page)
        browser.close()
    print(
        f"saves stored: {args.saves} ({chars / 1e6:.1f} M characters); index: {indexed / 1e3:.0f} k characters"
    )
    print(f"home lists {listed} of them (then 'Show all')")
    print(f"home with no saved game (the same run, for comparison): median {statistics.median(empty):.0f} ms")
    print(
        f"home drawn from the index: median {statistics.median(times):.0f} ms, worst {max(times):.0f} ms ({args.runs} runs)"
    )
    print(
        f"home with the index removed (rebuilt from every save): {rebuild:.0f} ms; the next draw: {after:.0f} ms"
    )


if __name__ == "__main__":
    main()
