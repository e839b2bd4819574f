"""The Python side of a click, without a browser: what the controller does for the clicks that
bench/click_paint.py times, on the same tables.

Each table is opened from its link (the setup's form read off the painted page, as the browser
would send it) and started; then the two clicks are sent in turns through the app's effect runner
(game/ui/app/runner.py) and the page is painted after each (its specs serialised, as game/web does).
For each click it counts (at most, over the clicks) the legal-move computations (the rules' ``legal_actions``), the public
and private views worked out (the rules' ``view``) and the calls of ``Session.step``, and times
the click in CPython: the event handled, the page's specs built, the specs serialised. Pyodide
runs the same code some times slower (bench/click_paint.py times it in the browser). Then, on each
Tranquility table, it counts the same for the first card played on a free cell (a click that makes
a move).

Usage: python3 bench/click_calls.py [--clicks 30]
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import unquote

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from click_paint import TABLES

from game.core.registry import GAMES
from game.ui.app import events as ev
from game.ui.app.controller import initial
from game.ui.app.runner import Runner
from game.ui.app.state import Env
from game.ui.element import Child, Spec, find_all, text_content
from game.ui.storage.backend import MemoryStore
from game.ui.table.session import Session

#: the rules' methods counted
COUNTED = ("legal_actions", "view")


def form_values(specs: Sequence[Child]) -> dict[str, str]:
    """What the page's forms would send (``FormData``): named inputs (checked ones only, for
    checkboxes and radio buttons), selects (the option selected, else the first)."""
    values: dict[str, str] = {}
    for form in (f for spec in specs for f in find_all(spec, lambda s: s[0] == "form")):
        for field in find_all(form, lambda s: s[0] in ("input", "select", "textarea")):
            tag, attrs = field[0], field[1]
            name = attrs.get("name")
            if not name:
                continue
            if tag == "select":
                options = find_all(field, lambda s: s[0] == "option")
                chosen = next((o for o in options if o[1].get("selected")), options[0] if options else None)
                if chosen is not None:
                    values[str(name)] = str(chosen[1].get("value", ""))
            elif attrs.get("type") in ("checkbox", "radio"):
                if attrs.get("checked"):
                    values[str(name)] = str(attrs.get("value", "on"))
            else:
                values[str(name)] = str(attrs.get("value", ""))
    return values


def command_of(specs: Sequence[Child], selector: str) -> str:
    """The ``data-cmd`` of the first element a click selector of bench/click_paint.py names
    (``[data-cmd='…']`` inside the hand, or the button of ``[data-cell='…']``)."""
    if "data-cmd=" in selector:
        return selector.split("data-cmd='")[1].split("'")[0]
    cell = selector.split("data-cell='")[1].split("'")[0]
    holders: list[Spec] = [
        found for spec in specs for found in find_all(spec, lambda s: str(s[1].get("data-cell")) == cell)
    ]
    buttons = [b for holder in holders for b in find_all(holder, lambda s: s[0] == "button")]
    return str(buttons[0][1]["data-cmd"])


class Counts:
    """Calls of the counted methods, kept by label while installed."""

    def __init__(self) -> None:
        self.calls: Counter[str] = Counter()
        self.undo: list[Callable[[], None]] = []

    def wrap(self, owner: Any, name: str, label: str) -> None:
        original = getattr(owner, name)

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls[label] += 1
            return original(*args, **kwargs)

        setattr(owner, name, counted)
        self.undo.append(lambda: setattr(owner, name, original))

    def install(self) -> None:
        for spec in GAMES:
            for name in COUNTED:
                self.wrap(type(spec.rules), name, f"{name} ({spec.id})")
        self.wrap(Session, "step", "Session.step")


def play(
    link: str, clicks: tuple[str, str], count: int, counts: Counts
) -> tuple[list[tuple[float, float, float]], list[Counter[str]]]:
    """``count`` clicks on the table of ``link``: the time of each part (ms), and the calls
    counted during each."""
    store = MemoryStore()
    seeds: Iterator[int] = itertools.count(1000)

    def env() -> Env:
        return Env(store, "2026-12-03", "2026-12-03T10:00:00.000Z", lambda: next(seeds))

    def remove(key: str) -> None:
        store.data.pop(key, None)

    runner = Runner(initial(store, "en", unquote(link), "2026-12-03"), env, store.data.__setitem__, remove)
    game = link[1:].split("?")[0]
    runner.dispatch(ev.Command(f"start:{game}", form_values(runner.page().specs)))
    specs = runner.page().specs
    times, calls = [], []
    for i in range(count + 2):  # two to warm up, as in the browser
        command = command_of(specs, clicks[i % 2])
        counts.calls.clear()
        start = time.perf_counter()
        runner.dispatch(ev.Command(command, form_values(specs)))
        handled = time.perf_counter()
        page = runner.page()
        built = time.perf_counter()
        json.dumps(page.specs)
        done = time.perf_counter()
        specs = page.specs
        if i >= 2:
            times.append((1000 * (handled - start), 1000 * (built - handled), 1000 * (done - built)))
            calls.append(Counter(counts.calls))
    return times, calls


def placed(link: str, counts: Counts, moves: int) -> list[Counter[str]]:
    """The calls counted during each of ``moves`` clicks that play a card on a cell of the
    Tranquility table of ``link``: a card of the hand with a free cell picked, then that cell
    clicked (the page painted after each click, as the browser paints it)."""
    store = MemoryStore()
    seeds: Iterator[int] = itertools.count(1000)

    def env() -> Env:
        return Env(store, "2026-12-03", "2026-12-03T10:00:00.000Z", lambda: next(seeds))

    def every(specs: Sequence[Child], prefix: str) -> list[Spec]:
        return [
            found
            for spec in specs
            for found in find_all(spec, lambda s: str(s[1].get("data-cmd", "")).startswith(prefix))
        ]

    def remove(key: str) -> None:
        store.data.pop(key, None)

    runner = Runner(initial(store, "en", unquote(link), "2026-12-03"), env, store.data.__setitem__, remove)
    runner.dispatch(ev.Command("start:tranquility", form_values(runner.page().specs)))
    calls: list[Counter[str]] = []
    for _ in range(moves):
        specs = runner.page().specs
        for card in every(specs, "card:"):
            specs = runner.page().specs
            runner.dispatch(ev.Command(str(card[1]["data-cmd"]), form_values(specs)))
            specs = runner.page().specs
            free = [cell for cell in every(specs, "cell:") if "free" in text_content(cell)]
            if free:
                counts.calls.clear()
                runner.dispatch(ev.Command(str(free[0][1]["data-cmd"]), form_values(specs)))
                json.dumps(runner.page().specs)
                calls.append(Counter(counts.calls))
                break
            runner.dispatch(ev.Command(str(card[1]["data-cmd"]), form_values(specs)))  # put back
        else:
            break  # no card has a free cell
    return calls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=30)
    args = parser.parse_args()
    counts = Counts()
    counts.install()
    print(f"the Python side of a click, {args.clicks} clicks per table, CPython")
    for name, link, clicks in TABLES:
        times, calls = play(link, clicks, args.clicks, counts)
        labels = sorted({label for counted in calls for label in counted})
        per_click = ", ".join(f"{label} {max(c[label] for c in calls)}" for label in labels) or "none"
        parts = "  ".join(
            f"{part} {statistics.median(t[i] for t in times):.2f}"
            for i, part in enumerate(("update", "view", "json"))
        )
        print(f"  {name:18} ms (medians): {parts};  per click (at most): {per_click}")
    print("the first card played on a free cell of each Tranquility table")
    for name, link, _ in TABLES:
        if not name.startswith("tranquility"):
            continue
        calls = placed(link, counts, 1)
        labels = sorted({label for counted in calls for label in counted})
        per_click = ", ".join(f"{label} {max(c[label] for c in calls)}" for label in labels) or "none"
        print(f"  {name:18} {len(calls)} cards placed;  per click (at most): {per_click}")


if __name__ == "__main__":
    main()
