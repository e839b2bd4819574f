"""How soon the Hint answers after the game screen opens, in the browser.

Opens the served site in headless Chromium, starts a game of ``--game`` for a person and a
normal bot, clicks Hint as soon as the game screen is there and prints the time from the game
screen appearing to the hint on screen (ms), for a first visit of the page. Prints figures,
asserts nothing.

Usage: nice -n 10 .venv/bin/python bench/first_hint.py [--game tranquility] [--runs 2]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from e2e.browser import READY, READY_TIMEOUT_MS, launch, serve_site

STAMP = """() => new Promise((done) => {
  const t0 = performance.now();
  document.querySelector("[data-cmd='hint']").click();
  const check = () => document.querySelector('.message[data-hint]')
    ? done(performance.now() - t0) : requestAnimationFrame(check);
  check();
})"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tranquility")
    parser.add_argument("--runs", type=int, default=2)
    args = parser.parse_args()
    with serve_site() as url, sync_playwright() as playwright:
        browser = launch(playwright)
        for run in range(args.runs):
            context = browser.new_context()
            page = context.new_page()
            page.goto(url)
            page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
            page.click(f"[data-cmd='new:{args.game}']")
            page.check("input[name=players][value='2']")
            page.wait_for_selector("input[name=kind1]")
            page.check("input[name=kind1][value=bot]")
            page.fill("input[name=seed]", "7")
            page.click(f"[data-cmd='start:{args.game}']")
            page.wait_for_selector("[data-cmd='hint']:not([disabled])", timeout=60_000)
            took = page.evaluate(STAMP)
            print(f"{args.game} run {run + 1}: game screen open -> first hint on screen {took:.0f} ms")
            context.close()
        browser.close()


if __name__ == "__main__":
    main()
