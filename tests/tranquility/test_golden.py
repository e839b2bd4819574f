"""Golden playthroughs: seeded games written out move by move, one action and a compact sea a line.

A rules change shows up as a diff a person can read: each step is the seat and its action, the sea
after it (rows from the top, ``.`` for an empty cell, ``|`` between rows), and the public fields
that changed with it. After a deliberate change, rewrite the files with
``UPDATE_GOLDEN=1 pytest tests/tranquility/test_golden.py`` and review the diff.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.core.rng import Rng
from game.tranquility.layouts import get_layout
from game.tranquility.rules import RULES
from tests.golden import check_golden
from tests.tranquility.playout import OPTION_SETS, choose

GOLDEN = Path(__file__).parent / "golden"
CASES = [(0, 1), (1, 1), (3, 1), (4, 1), (6, 1)]


def sea(public: dict[str, Any]) -> str:
    """The sea's rows from the top, each cell its Island or ``.`` (``*`` marks a wild)."""
    layout = get_layout(public["layout"])
    wild = set(public["wild_cells"])
    rows = []
    for cells in reversed(layout.rows):
        rows.append(
            " ".join(
                "." if public["grid"][p] is None else f"{public['grid'][p]}{'*' if p in wild else ''}"
                for p in cells
            )
        )
    return " | ".join(rows)


def changes(before: dict[str, Any], after: dict[str, Any]) -> str:
    """The public fields (other than the sea) whose value the step changed, as ``key=json``."""
    skip = {"grid", "wild_cells"}
    return "  ".join(
        f"{key}={json.dumps(after[key], separators=(',', ':'), sort_keys=True)}"
        for key in sorted(after)
        if key not in skip and before.get(key) != after[key]
    )


def playthrough(options: dict[str, Any], seed: int) -> str:
    state = RULES.new_game(RULES.options_from_json(options), seed)
    rng = Rng(seed ^ 0x5EED)
    public = RULES.view(state, None)
    lines = [
        f"# Tranquility, options {json.dumps(options, sort_keys=True)}, seed {seed}",
        f"setup  {changes({}, public)}",
        f"       sea {sea(public)}",
    ]
    step = 0
    while not RULES.is_terminal(state):
        seat = RULES.current_player(state)
        action = choose(state, rng, 0.9)
        state = RULES.apply(state, action)
        step += 1
        after = RULES.view(state, None)
        lines.append(f"{step:03d} seat {seat} {action}")
        lines.append(f"     sea {sea(after)}")
        changed = changes(public, after)
        if changed:
            lines.append(f"     {changed}")
        public = after
    lines.append(f"end  returns {RULES.returns(state)}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("index", "seed"), CASES)
def test_a_seeded_game_plays_out_exactly_as_recorded(index: int, seed: int) -> None:
    path = GOLDEN / f"options{index}-seed{seed}.txt"
    text = playthrough(OPTION_SETS[index], seed)
    check_golden(path, text)
