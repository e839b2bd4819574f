"""Golden playthroughs: whole seeded games written out move by move and diffed.

A rules change shows up as a readable diff of these files. After a deliberate change, rewrite
them with ``UPDATE_GOLDEN=1 pytest tests/shifting_stones/test_golden.py`` and review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.rng import Rng
from game.shifting_stones.cards import NAMES
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.rules import RULES
from game.shifting_stones.scoring import scores
from game.shifting_stones.state import StonesState
from game.shifting_stones.tiles import format_grid
from tests.golden import check_golden

GOLDEN = Path(__file__).parent / "golden"
CASES = [(1, 3), (1, 8), (2, 7), (3, 21), (5, 4)]


def names(cards: tuple[int, ...]) -> str:
    return " ".join(NAMES[c] for c in cards) or "-"


def table(state: StonesState) -> str:
    hands = " | ".join(names(h) for h in state.hands)
    scored = " | ".join(names(s) for s in state.scored)
    top = NAMES[state.discard[-1]] if state.discard else "-"
    return (
        f"grid {format_grid(state.grid)}  hands [{hands}]  scored [{scored}]  "
        f"deck {len(state.deck)}  discard {len(state.discard)} top {top}  strikes {state.strikes}"
    )


def playthrough(players: int, seed: int) -> str:
    """A seeded game between keen random players (score when possible, sometimes skip or end)."""
    state = RULES.new_game(ShiftingStonesOptions(players=players), seed)
    rng = Rng(seed)
    lines = [f"# Shifting Stones, {players} player(s), seed {seed}", f"setup  {table(state)}"]
    step = 0
    while not RULES.is_terminal(state):
        legal = RULES.legal_actions(state)
        scoring = [a for a in legal if a.startswith("score:")]
        roll = rng.below(10)
        if scoring:
            action = rng.choice(scoring)
        elif "skip" in legal and roll == 0:
            action = "skip"
        elif roll == 1:
            action = "end"
        else:
            action = rng.choice(legal)
        seat = state.current
        state = RULES.apply(state, action)
        step += 1
        lines.append(f"{step:03d} seat {seat} ({len(legal)} legal) {action}")
        lines.append(f"     {table(state)}")
    lines.append(f"end  turns {list(state.turns)}  scores {scores(state)}  returns {RULES.returns(state)}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_a_seeded_game_plays_out_exactly_as_recorded(players: int, seed: int) -> None:
    path = GOLDEN / f"players{players}_seed{seed}.txt"
    text = playthrough(players, seed)
    check_golden(path, text)
