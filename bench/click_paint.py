"""Click-to-paint benchmark in headless Chromium: prints figures, asserts nothing.

On a fresh solo table of each game (a fixed seed, every other seat a bot), the page clicks a
control ``--clicks`` times from a script — a hand card of Tranquility (select, then deselect), a
stone of Shifting Stones (the same) — and times each click from just before it is dispatched to
the next animation frame after it (the frame that shows its result: the click's handler repaints
synchronously). Prints the median and the slowest click per table, and the median time of the
handler alone (the click's dispatch until it returns, the page rebuilt).

Usage: .venv/bin/python bench/click_paint.py [--clicks 30] [--root DIR ...] [--rounds 2]
(each ``--root`` serves a copy of the site, such as an older version unpacked with its built
``static/vendor`` and ``static/py``, to compare in the same run; the roots take turns for
``--rounds`` rounds, so a change in the machine's load falls on each alike.)
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Browser, sync_playwright

from e2e.browser import READY, READY_TIMEOUT_MS, ROOT, launch, serve_site

#: (table, share link, the control clicked)
TABLES = [
    ("tranquility solo", "#tranquility?seed=7&players=1&options={}", "[data-cmd='card:0']"),
    ("shifting-stones solo", "#shifting-stones?seed=7&players=1&options={}", "[data-cmd='tile:4']"),
]

#: One click and the time to the frame after it, in milliseconds.
CLICK = """async (selector) => {
  const target = document.querySelector(selector);
  const t0 = performance.now();
  target.click();
  const t1 = performance.now();
  return await new Promise((done) => requestAnimationFrame(() => done([t1 - t0, performance.now() - t0])));
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--root", type=Path, action="append")
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    roots: list[Path] = args.root or [ROOT]
    with sync_playwright() as playwright:
        browser = launch(playwright)
        for _ in range(args.rounds):
            for root in roots:
                with serve_site(root) as url:
                    print(f"{root}:")
                    run(browser, url, args.clicks)
        browser.close()


def run(browser: Browser, url: str, clicks: int) -> None:
    for name, link, selector in TABLES:
        context = browser.new_context(viewport={"width": 1366, "height": 768})
        page = context.new_page()
        page.goto(url + link)
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        page.click("[data-cmd^='start:']")
        page.wait_for_selector(selector)
        page.evaluate(CLICK, selector)  # a first click warms the paths
        page.evaluate(CLICK, selector)
        pairs = [page.evaluate(CLICK, selector) for _ in range(clicks)]
        handler = [float(p[0]) for p in pairs]
        times = [float(p[1]) for p in pairs]
        print(
            f"  {name:22s} clicks {len(times):3d}  to the next frame: median {statistics.median(times):6.1f} ms"
            f"  max {max(times):6.1f} ms;  handler alone: median {statistics.median(handler):6.1f} ms"
        )
        context.close()


if __name__ == "__main__":
    main()
