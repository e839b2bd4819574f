"""Over random reachable positions, ``legal_actions(state)`` is exactly the set of actions
``apply`` accepts, tried over every syntactically valid action (every Shift and Flip paid with
each of the 72 cards, every Score, End and Skip): the move generator and the engine's checks
agree."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.errors import IllegalAction
from game.core.rng import Rng
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.rules import RULES
from game.shifting_stones.state import StonesState
from tests.shifting_stones.every_action import all_action_strings
from tests.shifting_stones.test_properties import choose

EVERY_ACTION = all_action_strings()
#: Positions checked per game, spread over its first ``STEPS`` actions.
CHECKS = 6
STEPS = 240


def positions(players: int, seed: int, keen: tuple[int, int, int]) -> list[StonesState]:
    """The positions of one random game (players who score, shift and flip by ``keen``)."""
    state = RULES.new_game(ShiftingStonesOptions(players=players), seed)
    rng = Rng(seed ^ 0x5EED)
    out: list[StonesState] = []
    while not RULES.is_terminal(state) and len(out) < STEPS:
        out.append(state)
        state = RULES.apply(state, choose(RULES.legal_actions(state), state, keen, rng))
    return out


def accepted(state: StonesState) -> set[str]:
    out: set[str] = set()
    for action in EVERY_ACTION:
        try:
            RULES.apply(state, action)
        except IllegalAction:
            continue
        out.add(action)
    return out


def test_every_action_is_every_spelling_the_rules_know() -> None:
    assert len(EVERY_ACTION) == len(set(EVERY_ACTION)) == 72 * (12 + 9) + 72 + 2


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(1, 5),
    seed=st.integers(0, 2**32),
    keen=st.tuples(st.integers(0, 10), st.integers(0, 10), st.integers(0, 3)),
)
def test_legal_actions_are_exactly_the_actions_apply_accepts(
    players: int, seed: int, keen: tuple[int, int, int]
) -> None:
    steps = positions(players, seed, keen)
    picks = sorted({round(i * (len(steps) - 1) / (CHECKS - 1)) for i in range(CHECKS)})
    for i in picks:
        state = steps[i]
        assert accepted(state) == set(RULES.legal_actions(state)), f"step {i} of seed {seed}"
