"""Home with many saved games, timed in headless Chromium: prints figures, asserts nothing.

Stores ``--saves`` games (copies of tests/saves' finished Shifting Stones game, one in ten as it
ended, about 1 kB, the others after five moves, about 400 characters; each under its own key and
date) and reloads, so the site builds its save index once. Then
times the page becoming ready after a reload, with no saved game and with them (the difference is
what the saves cost a start once the runtime is up); inside the page, drawing home with no saved
game (the baseline), then from the stats screen (a click on "home": the controller, the page's
specs and the DOM painted and laid out), ``--runs`` times (median and worst printed); ``--clicks``
home once one index record was damaged (that
record read again from its save); once more after the index was removed (the rebuild, which
reads and replays every save); then ``--clicks`` clicks on the list's "Older games" button.

Usage: .venv/bin/python bench/home_saves.py [--saves 1000] [--runs 9] [--clicks 5]
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
#: the same game after its first five moves, without the snapshot (a save is read by replaying its
#: moves; the snapshot is only a cache): about 400 characters, so 5,000 saves fit in storage
IN_PLAY = {**{k: v for k, v in FINISHED.items() if k != "snapshot"}, "actions": FINISHED["actions"][:5]}

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
        game = FINISHED if i % 10 == 0 else IN_PLAY
        saves[f"sea-stones/save/{save_id}"] = json.dumps({**game, "id": save_id, "updated": updated})
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


#: notes when the app starts once the runtime is up (``game/web/app.py`` ``start`` sets its last
#: loading stage, 0.95, before anything is read) as ``seaBoot.tableAt``; ``readyAt`` is when it is ready
APP_START = """document.addEventListener("DOMContentLoaded", () => {
    const boot = window.seaBoot;
    const stage = boot.stage;
    boot.stage = (text, fraction) => {
        if (fraction === 0.95) boot.tableAt = performance.now();
        return stage(text, fraction);
    };
});"""


def ready_after_reload(page: Page) -> float:
    """Milliseconds from the runtime being up (our app starting) to the page being ready, in a
    reload: the save index read, home's model and its first paint."""
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    ms: float = page.evaluate("() => window.seaBoot.readyAt - window.seaBoot.tableAt")
    return ms


def more_clicks(page: Page, clicks: int) -> list[float]:
    """Each click on the saved games' "Older games" button, timed to the painted page."""
    times = []
    for _ in range(clicks):
        if page.locator("[data-cmd='saves-older']:enabled").count() == 0:
            break
        times.append(page.evaluate(TIMED_CLICK, "[data-cmd='saves-older']"))
    return times


#: damages one record of the stored index (its moves no count): read again from its save
DAMAGE_ONE = """() => {
    const index = JSON.parse(localStorage.getItem('sea-stones/index'));
    const key = Object.keys(index.saves)[0];
    index.saves[key].moves = 'many';
    localStorage.setItem('sea-stones/index', JSON.stringify(index));
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--saves", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--clicks", type=int, default=5)
    args = parser.parse_args()
    with serve_site() as url, sync_playwright() as playwright:
        browser = launch(playwright)
        context = browser.new_context()
        context.add_init_script(APP_START)
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        empty = [home_from_stats(page) for _ in range(args.runs)]
        ready_after_reload(page)  # the first reloads make the memory snapshot: not counted
        ready_after_reload(page)
        ready_empty = [ready_after_reload(page) for _ in range(3)]
        chars = store_saves(page, args.saves)
        ready_after_reload(page)  # the index is built once
        ready_full = [ready_after_reload(page) for _ in range(3)]
        listed = page.locator(".save").count()
        indexed = page.evaluate("() => (localStorage.getItem('sea-stones/index') || '').length")
        times = [home_from_stats(page) for _ in range(args.runs)]
        page.evaluate(DAMAGE_ONE)
        damaged = home_from_stats(page)
        page.evaluate("() => localStorage.removeItem('sea-stones/index')")
        rebuild = home_from_stats(page)
        after = home_from_stats(page)
        clicks = more_clicks(page, args.clicks)
        shown = page.locator(".save").count()
        browser.close()
    print(
        f"saves stored: {args.saves} ({chars / 1e6:.1f} M characters); index: {indexed / 1e3:.0f} k characters"
    )
    print(f"home lists {listed} of them (a page; 'Older games' for the next)")
    print(
        "a reload, from the runtime up to the page ready:"
        f" {statistics.median(ready_full):.0f} ms with the saves,"
        f" {statistics.median(ready_empty):.0f} ms with none (medians of 3): the saves cost"
        f" {statistics.median(ready_full) - statistics.median(ready_empty):.0f} ms"
    )
    print(
        "the list's 'Older games' clicks: "
        + ", ".join(f"{ms:.0f}" for ms in clicks)
        + f" ms ({shown} listed after them)"
    )
    print(f"home with no saved game (the same run, for comparison): median {statistics.median(empty):.0f} ms")
    print(
        f"home drawn from the index: median {statistics.median(times):.0f} ms, worst {max(times):.0f} ms ({args.runs} runs)"
    )
    print(f"home with one index record damaged (read again from its save): {damaged:.0f} ms")
    print(
        f"home with the index removed (rebuilt from every save): {rebuild:.0f} ms; the next draw: {after:.0f} ms"
    )


if __name__ == "__main__":
    main()
