"""The engines give the same games in the browser's Python (vendored Pyodide) as in CPython."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from e2e.browser import ROOT

#: Plays seeded games with a seeded random player and prints one digest per game.
PLAYER = """
import hashlib, json, sys
from game.core.registry import get_rules
from game.core.rng import Rng

def digest(game, options, seed, steps):
    rules = get_rules(game)
    state = rules.new_game(rules.options_from_json(options), seed)
    rng = Rng(seed * 7 + 1)
    for _ in range(steps):
        legal = rules.legal_actions(state)
        if not legal:
            break
        state = rules.apply(state, rng.choice(legal))
    text = json.dumps(rules.state_to_json(state), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()

CASES = [
    ("tranquility", {"players": 3}, 1),
    ("tranquility", {"players": 4, "sea_monsters": 4, "jagged_rocks": "manual", "storms": True,
                     "wild_cards": 2, "layout": "pyramid", "day_night": True, "removed_islands": 6}, 2),
    ("tranquility", {"players": 2, "competitive": True}, 3),
    ("shifting-stones", {"players": 2}, 4),
    ("shifting-stones", {"players": 1}, 5),
]
print(json.dumps([digest(g, o, s, 400) for g, o, s in CASES]))
"""


def both_runtimes(tmp_path: Path, source: str) -> tuple[Any, Any]:
    """What ``source`` prints last (one JSON value) in the vendored Pyodide, and in CPython."""
    script = tmp_path / "snippet.py"
    script.write_text(source)
    result = subprocess.run(
        ["node", str(ROOT / "e2e" / "pyodide_run.mjs"), str(ROOT), str(script)],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    namespace: dict[str, object] = {}
    exec(compile(source.replace("print(", "OUT = ("), "snippet", "exec"), namespace)
    return json.loads(result.stdout.strip().splitlines()[-1]), json.loads(str(namespace["OUT"]))


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is needed to run Pyodide outside a browser")
def test_same_options_seed_and_moves_give_the_same_game_in_pyodide(tmp_path: Path) -> None:
    in_pyodide, in_cpython = both_runtimes(tmp_path, PLAYER)
    assert in_pyodide == in_cpython
    assert len(set(in_pyodide)) == len(in_pyodide)
    assert all(len(h) == len(hashlib.sha256().hexdigest()) for h in in_pyodide)


#: The daily deal's seeds for a few dates, as the browser computes them.
DAILY = """
import json
from game.ui.deals.daily import DAILY, daily_seed

DATES = ["2026-12-01", "2026-12-02", "2027-01-01", "2028-02-29"]
print(json.dumps({f"{g} {d}": daily_seed(g, d) for g in DAILY for d in DATES}))
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is needed to run Pyodide outside a browser")
def test_the_daily_deal_has_the_same_seed_in_pyodide(tmp_path: Path) -> None:
    in_pyodide, in_cpython = both_runtimes(tmp_path, DAILY)
    assert in_pyodide == in_cpython
    assert len(set(in_pyodide.values())) == len(in_pyodide) == 8
