"""How long a bot's action takes on screen, thinking included, at a chosen pace.

Opens the served site in headless Chromium, starts Shifting Stones for a person and a bot of
``--level`` at ``--pace``, and has the person skip or end each turn at once; an observer in the
page stamps the time each log entry appears. Prints, for the bot's actions, the time from the
previous move on screen to the bot's (median, 90th percentile, worst, in ms) and each turn's
total. Prints figures, asserts nothing.

Usage: nice -n 10 .venv/bin/python bench/bot_pace.py [--level hard] [--pace normal] [--turns 6]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from e2e.browser import READY, READY_TIMEOUT_MS, launch, serve_site

OBSERVE = """() => {
  window.__stamps = [];
  const seen = () => document.querySelectorAll('.side-panel .log > li').length;
  let count = seen();
  new MutationObserver(() => {
    const now = seen();
    if (now > count) { for (let i = count; i < now; i++) window.__stamps.push(performance.now()); }
    count = now;
  }).observe(document.getElementById('app'), { childList: true, subtree: true });
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--pace", default="normal")
    parser.add_argument("--turns", type=int, default=6)
    args = parser.parse_args()
    gaps: list[float] = []
    turns: list[float] = []
    with serve_site() as url, sync_playwright() as playwright:
        browser = launch(playwright)
        page = browser.new_page()
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        page.click("[data-cmd='new:shifting-stones']")
        page.check("input[name=players][value='2']")
        page.wait_for_selector("input[name=kind1]")
        page.check("input[name=kind1][value=bot]")
        page.wait_for_selector("select[name=level1]")
        page.select_option("select[name=level1]", args.level)
        page.fill("input[name=seed]", "7")
        page.click("[data-cmd='start:shifting-stones']")
        page.wait_for_selector(".controls", timeout=60_000)
        page.select_option("[data-change='pace']", args.pace)
        page.evaluate(OBSERVE)
        for _ in range(args.turns):
            page.wait_for_selector(".controls", timeout=120_000)
            if page.locator(".end-screen").count():
                break
            start = len(page.evaluate("window.__stamps"))
            skip = page.locator(".controls [data-action='skip']")
            (skip if skip.count() else page.locator(".controls [data-action='end']")).click()
            page.wait_for_function(
                f"window.__stamps.length > {start} + 1 && document.querySelector('.controls, .end-screen')",
                timeout=120_000,
            )
            stamps: list[float] = page.evaluate("window.__stamps")
            mine, bots = stamps[start], stamps[start + 1 :]
            previous = mine
            for stamp in bots:
                gaps.append(stamp - previous)
                previous = stamp
            turns.append(bots[-1] - mine)
        browser.close()
    if not gaps:
        print("no bot action seen")
        return
    gaps.sort()
    print(
        f"Shifting Stones, {args.level} bot, pace {args.pace}: {len(gaps)} bot actions in {len(turns)} turns"
    )
    print(
        f"  previous move -> bot action: median {statistics.median(gaps):.0f} ms, "
        f"p90 {gaps[int(0.9 * (len(gaps) - 1))]:.0f} ms, worst {gaps[-1]:.0f} ms"
    )
    print(f"  whole bot turn: median {statistics.median(turns):.0f} ms, worst {max(turns):.0f} ms")


if __name__ == "__main__":
    main()
