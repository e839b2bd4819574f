"""A lost save index made again with many saves stored: prints figures, asserts nothing.

Stores ``--saves`` games (as bench/home_saves.py does: copies of tests/saves' finished Shifting
Stones game, one in ten as it ended, the others after five moves, about 400 characters; each
under its own key and date) and no index, then times home opening on them:

- in CPython, through the app's effect runner as the browser shell drives it (the first paint as
  the page opens, then each step of reading the saves asked for once painted): the time to the
  first paint and the saves it replayed, each step (how long, how many replays), and the time to
  the whole index written (the steps' work, and with the page's pause of 50 ms between two
  steps); for comparison, every save replayed at once, as the index used to be made again;
- in headless Chromium (unless ``--no-browser``), ``--runs`` reloads with the index removed: the
  time from the page's start to home painted and ready, the first click on "Older games" answered
  (sent as soon as the page is ready), the index written (every save read), and the longest task
  meanwhile (the longest a click may wait).

``--root DIR`` times another copy of the site in the browser (e.g. the code before a change).

Usage: .venv/bin/python bench/index_rebuild.py [--saves 5000] [--runs 3] [--no-browser] [--root DIR]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.match import Match
from game.ui.app import events as ev
from game.ui.app.controller import initial
from game.ui.app.runner import Runner
from game.ui.app.state import Env
from game.ui.storage.backend import MemoryStore
from game.ui.storage.save_index import new_visit
from game.ui.storage.saves import INDEX_KEY, read_index, text_entry

ROOT = Path(__file__).resolve().parent.parent
FINISHED = json.loads((ROOT / "tests" / "saves" / "format2-2026-12-stones-finished.json").read_text())
#: the same game after its first five moves, without the snapshot (bench/home_saves.py's)
IN_PLAY = {**{k: v for k, v in FINISHED.items() if k != "snapshot"}, "actions": FINISHED["actions"][:5]}


def saves(count: int) -> dict[str, str]:
    made = {}
    for i in range(count):
        save_id = f"bench{i:05d}"
        day, minute = 1 + i // 1440, i % 1440
        updated = f"2026-10-{day:02d}T{minute // 60:02d}:{minute % 60:02d}:00.000Z"
        game = FINISHED if i % 10 == 0 else IN_PLAY
        made[f"sea-stones/save/{save_id}"] = json.dumps({**game, "id": save_id, "updated": updated})
    return made


# ----- CPython ------------------------------------------------------------------------------------
def in_cpython(stored: dict[str, str]) -> None:
    replays = [0]
    replay = Match.replay

    def counting(*args: object, **kwargs: object) -> Match:
        replays[0] += 1
        return replay(*args, **kwargs)  # type: ignore[arg-type]

    Match.replay = counting  # type: ignore[method-assign]
    store = MemoryStore(dict(stored))
    new_visit()
    env = Env(store, "2026-12-03", "2026-12-03T10:00:00.000Z", lambda: 1, time.perf_counter)

    def remove(key: str) -> None:
        store.data.pop(key, None)

    runner = Runner(initial(MemoryStore(), "en", ""), lambda: env, store.data.__setitem__, remove)
    started = time.perf_counter()
    runner.state = initial(store, "en", "", env.today)  # the page opens: housekeeping, home's model
    runner.page()
    first = time.perf_counter() - started
    first_replays = replays[0]
    # once every module is in, the shell sends Refresh; each step is asked for once painted
    steps: list[tuple[float, int]] = []
    later = runner.dispatch(ev.Refresh())
    runner.page()
    while thinks := [effect for effect in later if isinstance(effect, ev.Think)]:
        before, count = time.perf_counter(), replays[0]
        later = runner.dispatch(ev.Thought(thinks[0].what))
        runner.page()
        steps.append((time.perf_counter() - before, replays[0] - count))
    work = time.perf_counter() - started
    index = read_index(store.data.get(INDEX_KEY))
    Match.replay = replay  # type: ignore[method-assign]
    at_once = time.perf_counter()
    for text in stored.values():
        text_entry(text)
    at_once = time.perf_counter() - at_once
    longest = max(steps)[0] if steps else 0.0
    print(f"CPython {sys.version.split()[0]}, {len(stored)} saves, no index:")
    print(f"  first paint (the page opening on them): {first * 1000:.0f} ms, {first_replays} saves replayed")
    print(
        f"  {len(steps)} steps of reading: median {statistics.median(s for s, _ in steps) * 1000:.0f} ms,"
        f" longest {longest * 1000:.0f} ms, at most {max(n for _, n in steps)} replays a step"
    )
    print(
        f"  index written with {len(index or {})} records: {work:.2f} s of work after the start,"
        f" {work + 0.05 * len(steps):.2f} s with the page's 50 ms pause before each step"
    )
    print(f"  (every save replayed at once, as the index used to be made again: {at_once:.2f} s)")


# ----- the browser --------------------------------------------------------------------------------
#: when our app starts once the runtime is up (its last loading stage), and the page's long tasks
INIT = """document.addEventListener("DOMContentLoaded", () => {
    const boot = window.seaBoot;
    const stage = boot.stage;
    boot.stage = (text, fraction) => {
        if (fraction === 0.95) boot.tableAt = performance.now();
        return stage(text, fraction);
    };
});
window.seaLong = [];
try {
    new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.seaLong.push([entry.startTime, entry.duration]);
    }).observe({ type: "longtask", buffered: true });
} catch (err) { /* no long tasks told */ }"""

#: clicks "Older games" at once and says when (ms since the page's start) it was sent and answered
CLICK = """() => {
    const sent = performance.now();
    document.querySelector("[data-cmd='saves-older']").click();
    const range = document.querySelector(".saves-range").textContent;
    return [sent, performance.now(), range];
}"""

#: every save read: nothing scheduled, no progress shown, the index written
DONE = """() => window.seaTest.idle() && !document.querySelector(".saves-reading")
    && (localStorage.getItem("sea-stones/index") || "").length > 0"""


def in_browser(stored: dict[str, str], runs: int, root: Path, tasks_too: bool = False) -> None:
    from playwright.sync_api import sync_playwright

    from e2e.browser import READY, READY_TIMEOUT_MS, launch, serve_site

    results = []
    with serve_site(root) as url, sync_playwright() as playwright:
        browser = launch(playwright)
        context = browser.new_context()
        context.add_init_script(INIT)
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        for _ in range(2):  # the first loads make the memory snapshot (as a later visit starts)
            page.reload()
            page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        page.evaluate(
            "(saves) => { for (const [k, v] of Object.entries(saves)) localStorage.setItem(k, v); }", stored
        )
        for _ in range(runs):
            page.evaluate("() => localStorage.removeItem('sea-stones/index')")
            page.reload()
            page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
            sent, answered, range_text = page.evaluate(CLICK)
            page.wait_for_function(DONE, timeout=600_000, polling=100)
            done = float(page.evaluate("() => performance.now()"))
            boot = page.evaluate("() => [window.seaBoot.tableAt || 0, window.seaBoot.readyAt]")
            tasks = page.evaluate("(after) => window.seaLong.filter(([t]) => t >= after)", boot[1])
            longest = max((duration for _, duration in tasks), default=0.0)
            if tasks_too:
                print(
                    "  long tasks after ready (start, ms):", ", ".join(f"{t:.0f}:{d:.0f}" for t, d in tasks)
                )
            records = page.evaluate(
                "() => Object.keys(JSON.parse(localStorage.getItem('sea-stones/index')).saves).length"
            )
            results.append((boot[0], boot[1], sent, answered, range_text, done, longest, records))
        browser.close()
    print(f"headless Chromium ({root}), {len(stored)} saves, the index removed before each of {runs} reloads")
    print(
        "  (ms from the page's start: Python up, home painted and ready, the first click answered, index written)"
    )
    for table, ready, sent, answered, range_text, done, longest, records in results:
        print(
            f"  app start {table:.0f}, home ready {ready:.0f} ({ready - table:.0f} after the app started),"
            f" 'Older games' sent at {sent:.0f} and painted at {answered:.0f} ({range_text}),"
            f" index of {records} written at {done:.0f} ({(done - ready) / 1000:.1f} s after ready);"
            f" longest task after ready {longest:.0f} ms"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--saves", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-browser", action="store_true")
    parser.add_argument("--tasks", action="store_true", help="list the page's long tasks after it is ready")
    parser.add_argument("--root", type=Path, default=ROOT, help="the site to time in the browser")
    args = parser.parse_args()
    stored = saves(args.saves)
    in_cpython(stored)
    if not args.no_browser:
        in_browser(stored, args.runs, args.root, args.tasks)


if __name__ == "__main__":
    main()
