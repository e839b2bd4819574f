"""Click-to-paint: how long a click on the table takes to reach the screen, in headless Chromium.

Each sample clicks a control inside the page and waits for the next animation frame after the
repaint (plus a task, so the frame has been produced): the time a player waits between a click
and the new table. Two clicks per table are measured in turns, so both states are repainted:

- Tranquility: select the first hand card (the sea lights its targets), then cancel it;
- Shifting Stones: select a stone (its neighbours light up), then deselect it;
- the same at five players (you and four bots), Tranquility with every module.

The median and the 90th percentile are printed: a click answered within the frame after it
comes to about one frame (16.7 ms) at most, however little work it is, as the next frame starts
at the screen's next refresh; a click whose work misses that refresh waits for the one after.

The clicks are timed once the first visit's work in the background is over (the snapshot of
Python made in a worker, the page's modules kept compiled in a hidden frame: seconds of work on
another core, which a later visit does not do); ``--busy`` times them while it runs.

Several site roots can be timed in one run (e.g. a copy of the code before a change and the
checkout after it); they are measured in alternation so machine load affects them alike.

Each click's time is split in three, by a wrapper around the page's paint (``seaRender.replace``):
``python``, from the click to the element specs handed to the page (the event handled, the view
built and serialised); ``paint``, the page's DOM made to match them; ``frame``, the rest until the
frame is produced (the motion's comparison, style, layout, drawing).

Usage: python3 bench/click_paint.py [--clicks 30] [--busy] [--root DIR ...]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Browser, Page, sync_playwright

from e2e.browser import READY, READY_TIMEOUT_MS, ROOT, SNAPSHOT_DONE, launch, serve_site

#: (name, share link, the two clicks measured in turns)
TABLES = [
    (
        "tranquility",
        "#tranquility?seed=7&players=1&options=" + json.dumps({"jagged_rocks": "manual"}),
        ("#app .hand [data-cmd='card:0']", "#app .hand [data-cmd='card:0']"),
    ),
    (
        "shifting-stones",
        "#shifting-stones?seed=7&players=1&options={}",
        ("#app [data-cell='4'] button", "#app [data-cell='4'] button"),
    ),
    # five players (you and four bots), Tranquility with every module
    (
        "tranquility-5p",
        "#tranquility?seed=7&players=5&options="
        + json.dumps(
            {
                "removed_islands": 4,
                "sea_monsters": 3,
                "jagged_rocks": "manual",
                "storms": True,
                "wild_cards": 2,
                "layout": "pyramid",
                "day_night": True,
            }
        ),
        ("#app .hand [data-cmd='card:0']", "#app .hand [data-cmd='card:0']"),
    ),
    (
        "shifting-stones-5p",
        "#shifting-stones?seed=7&players=5&options={}",
        ("#app [data-cell='4'] button", "#app [data-cell='4'] button"),
    ),
]

#: Click inside the page and resolve with the time to the frame after the repaint, and when the
#: page's paint began and ended (from the click).
TIMED_CLICK = """async (selector) => {
    const target = document.querySelector(selector);
    if (!target) throw new Error("nothing matches " + selector);
    const render = window.seaRender;
    if (!render.timed) {
        const replace = render.replace;
        render.timed = {};
        render.replace = function () {
            render.timed.enter = performance.now();
            try { return replace.apply(this, arguments); } finally { render.timed.leave = performance.now(); }
        };
    }
    render.timed.enter = render.timed.leave = null;
    const start = performance.now();
    target.click();
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const total = performance.now() - start;
    const enter = render.timed.enter === null ? total : render.timed.enter - start;
    const leave = render.timed.leave === null ? total : render.timed.leave - start;
    return [total, enter, leave - enter, total - leave];
}"""

#: What is timed of each click: the whole, and its three parts.
PARTS = ("total", "python", "paint", "frame")


def open_table(page: Page, base_url: str, link: str) -> None:
    page.goto("about:blank")
    page.goto(base_url + link)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    page.click("[data-cmd^='start:']")
    page.wait_for_selector("[data-screen='game'] .hand button", state="visible")


#: the first visit's work in the background is over: the page's modules kept compiled (in a
#: hidden frame, once the snapshot of Python is made in a worker), or given up
SETTLED = """() => {
    const kept = document.documentElement.dataset.codeCache;
    return kept === "kept" || kept === "failed" || !navigator.serviceWorker;
}"""


def settle(page: Page) -> None:
    """Wait for the first visit's work in the background to end (``--busy``: do not), so the
    clicks are timed on an idle machine, as a player's later visits run them."""
    page.wait_for_selector(SNAPSHOT_DONE, state="attached", timeout=READY_TIMEOUT_MS)
    page.wait_for_function(SETTLED, timeout=READY_TIMEOUT_MS)


def sample(
    page: Page, base_url: str, link: str, clicks: tuple[str, str], count: int, busy: bool = False
) -> list[list[float]]:
    """``count`` clicks, each timed whole and in parts (``PARTS``)."""
    open_table(page, base_url, link)
    if not busy:
        settle(page)
    # Two warm-up clicks: the first click of a page also compiles the handler's code paths.
    for selector in clicks:
        page.evaluate(TIMED_CLICK, selector)
    return [[float(t) for t in page.evaluate(TIMED_CLICK, clicks[i % 2])] for i in range(count)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--root", action="append", type=Path, help="a site root (default: this checkout)")
    parser.add_argument(
        "--busy", action="store_true", help="time the clicks while the first visit's background work runs"
    )
    args = parser.parse_args()
    roots: list[Path] = args.root or [ROOT]
    results: dict[tuple[str, str], list[list[float]]] = {}
    with ExitStack() as stack, sync_playwright() as playwright:
        # each tree is served by its own server (its build may differ)
        urls = [stack.enter_context(serve_site(root, root / "scripts" / "serve.py")) for root in roots]
        browser: Browser = launch(playwright)
        for name, link, clicks in TABLES:
            for root, url in zip(roots, urls, strict=True):
                context = browser.new_context(viewport={"width": 1366, "height": 768})
                page = context.new_page()
                results[(str(root), name)] = sample(page, url, link, clicks, args.clicks, args.busy)
                context.close()
        browser.close()
    when = "during the first visit's background work" if args.busy else "once the first visit's work is done"
    print(f"click to paint, {args.clicks} clicks per table, 1366x768 headless Chromium, {when}")
    for (root_name, name), samples in results.items():
        times = [sample[0] for sample in samples]
        parts = "  ".join(
            f"{part} {statistics.median(sample[i] for sample in samples):.1f}"
            for i, part in enumerate(PARTS)
            if i
        )
        p90 = statistics.quantiles(times, n=10)[-1] if len(times) > 1 else times[0]
        print(
            f"  {name:18} {root_name}: median {statistics.median(times):6.1f} ms  p90 {p90:5.1f}"
            f"  (min {min(times):.1f}, max {max(times):.1f}; medians: {parts})"
        )


if __name__ == "__main__":
    main()
