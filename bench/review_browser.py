"""How long the review of a finished game takes in the browser, from the click on "Review my play"
to its summary on screen (the page thinks one decision at a time and paints between two, as a
player sees it); with ``--idle``, the review practice makes of it in idle time, from its end screen
on the page to its cards stored (a decision at each idle moment the browser gives).

A game is played by bots of ``--level`` (as ``python -m game.review`` plays it), saved with its
first seat a person's (the seat rated), imported on the home screen of the served site, and
reviewed from its end screen. Several site roots (``--root``, e.g. a checkout of an older commit
and this one) are measured in alternation, so machine load meets them alike. Prints figures,
asserts nothing.

Usage: .venv/bin/python bench/review_browser.py [--game tranquility] [--players 3] [--seeds 1 2]
[--reps 2] [--idle] [--root DIR ...]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from contextlib import ExitStack
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from e2e.browser import READY, READY_TIMEOUT_MS, ROOT, launch, serve_site
from tests.ui.test_flows import review_save

#: resolves with the milliseconds from the click to the review's summary, done
TIMED_REVIEW = """() => new Promise((done) => {
  const t0 = performance.now();
  document.querySelector(".end-screen [data-cmd=review]").click();
  const check = () => document.querySelector(".review-summary[data-done=true]")
    ? done(performance.now() - t0) : setTimeout(check, 20);
  check();
})"""

#: resolves with the milliseconds from now (the end screen on the page) to the idle review done
TIMED_IDLE_REVIEW = """() => new Promise((done) => {
  const t0 = performance.now();
  const check = () => !window.seaTest.collecting() ? done(performance.now() - t0) : setTimeout(check, 20);
  check();
})"""

#: the practice positions stored once the idle review is done (the game reviewed, once)
DECK_CARDS = """() => {
  const deck = JSON.parse(localStorage.getItem('sea-stones/practice'));
  if (!deck || deck.reviewed.length !== 1) throw new Error('the game was not reviewed');
  return deck.cards.length;
}"""

#: the player's setting that turns practice's review in idle time off, stored before the page runs
NO_IDLE_REVIEW = "localStorage.setItem('sea-stones/prefs', JSON.stringify({learn: false}));"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tranquility")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--reps", type=int, default=2)
    parser.add_argument("--idle", action="store_true", help="time the idle review for practice instead")
    parser.add_argument("--root", action="append", type=Path, help="a site root (default: this checkout)")
    args = parser.parse_args()
    roots: list[Path] = args.root or [ROOT]
    folder = Path(tempfile.mkdtemp())
    saves = {}
    for seed in args.seeds:
        path = folder / f"{args.game}-{seed}.json"
        path.write_text(review_save(args.level, seed, args.game, args.players), encoding="utf-8")
        saves[seed] = path
    times: dict[tuple[str, int], list[float]] = {}
    cards: dict[tuple[str, int], int] = {}
    with ExitStack() as stack, sync_playwright() as playwright:
        urls = [stack.enter_context(serve_site(root)) for root in roots]
        browser = launch(playwright)
        for _ in range(args.reps):
            for seed, path in saves.items():
                for root, url in zip(roots, urls, strict=True):
                    context = browser.new_context(viewport={"width": 1366, "height": 768})
                    if not args.idle:  # the review by hand alone: practice's review in idle time off
                        context.add_init_script(NO_IDLE_REVIEW)
                    page = context.new_page()
                    page.goto(url)
                    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
                    page.set_input_files("input[data-change='import']", str(path))
                    page.wait_for_selector(".end-screen [data-cmd=review]")
                    timed = TIMED_IDLE_REVIEW if args.idle else TIMED_REVIEW
                    times.setdefault((str(root), seed), []).append(float(page.evaluate(timed)))
                    if args.idle:
                        cards[str(root), seed] = int(page.evaluate(DECK_CARDS))
                    context.close()
        browser.close()
    kind = "idle review for practice" if args.idle else "review"
    print(f"{kind} of seat 0, {args.game} {args.players}p played by {args.level} bots, headless Chromium")
    for (name, seed), found in times.items():
        shown = ", ".join(f"{t / 1000:.2f}" for t in found)
        made = f", {cards[name, seed]} cards made" if (name, seed) in cards else ""
        print(f"  seed {seed}  {name}: median {statistics.median(found) / 1000:.2f} s  ({shown}){made}")


if __name__ == "__main__":
    main()
