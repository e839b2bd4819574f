"""Golden bot games: seeded games between the Shifting Stones bots, written out move by move.

The bots are pure functions of their seat's view and the table's seeded decision streams, so a
seeded game always plays the same. These files pin every decision of every level, solo and at
tables of two to four: work that only makes the bots faster must leave them unchanged. After a
deliberate change of play, rewrite them with
``UPDATE_GOLDEN=1 pytest tests/shifting_stones/test_bots_golden.py`` and review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.table import play_bots
from game.shifting_stones.bots import make_bot
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.rules import RULES
from game.shifting_stones.scoring import scores
from tests.golden import check_golden

GOLDEN = Path(__file__).parent / "golden"
#: (bot level per seat, seed)
CASES = [
    (("hard", "normal"), 5),
    (("normal", "hard"), 6),
    (("normal", "easy"), 7),
    (("hard",), 9),
    (("hard",), 10),
    (("hard", "normal", "easy"), 11),
    (("normal", "hard", "easy", "hard"), 13),
]


def bot_game(levels: tuple[str, ...], seed: int) -> str:
    """Every action of a seeded game between bots of ``levels`` (seat order), and the result."""
    options = ShiftingStonesOptions(players=len(levels))
    played = play_bots(RULES, options, seed, [make_bot(level) for level in levels])
    lines = [f"# Shifting Stones bots {','.join(levels)}, seed {seed}"]
    for step, (seat, action) in enumerate(zip(played.seats, played.actions, strict=True), start=1):
        lines.append(f"{step:03d} seat {seat} {levels[seat]} {action}")
    state = played.state
    lines.append(f"end  turns {list(state.turns)}  scores {scores(state)}  returns {RULES.returns(state)}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("levels", "seed"), CASES)
def test_a_seeded_bot_game_plays_out_exactly_as_recorded(levels: tuple[str, ...], seed: int) -> None:
    path = GOLDEN / f"bots_{'_'.join(levels)}_seed{seed}.txt"
    text = bot_game(levels, seed)
    check_golden(path, text)
