"""Golden playthroughs: seeded games written move by move; a rules change shows up as a diff.

Set ``UPDATE_GOLDEN=1`` to rewrite the files after an intended change.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from game.core.match import Match, record_to_jsonl
from game.core.rng import Rng
from game.tranquility.rules import RULES
from tests.tranquility.playout import OPTION_SETS, choose

GOLDEN = Path(__file__).parent / "golden"
CASES = [(0, 1), (1, 1), (3, 1), (4, 1), (6, 1)]


def _record(options: dict[str, Any], seed: int) -> str:
    match = Match.new(RULES, RULES.options_from_json(options), seed)
    rng = Rng(seed ^ 0x5EED)
    while not RULES.is_terminal(match.state):
        match = match.play(choose(match.state, rng, 0.9))
    return record_to_jsonl(match.record())


@pytest.mark.parametrize(("index", "seed"), CASES)
def test_golden_playthrough(index: int, seed: int) -> None:
    path = GOLDEN / f"options{index}-seed{seed}.jsonl"
    text = _record(OPTION_SETS[index], seed)
    if os.environ.get("UPDATE_GOLDEN") == "1" or not path.exists():
        path.write_text(text)
    assert text == path.read_text(), f"{path.name} changed; rerun with UPDATE_GOLDEN=1 if intended"
    assert json.loads(text.splitlines()[0])["step"] == 0
