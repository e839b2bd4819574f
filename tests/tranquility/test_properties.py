"""Properties of every reachable position, over thousands of random games with random options.

``PROPERTY_GAMES`` sets how many games the main property runs: 300, or 2000 under ``make explore``.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.errors import IllegalAction
from game.core.rng import Rng
from game.tranquility.actions import format_action, parse_action
from game.tranquility.legal import legal_moves
from game.tranquility.rules import RULES
from tests.tranquility.invariants import assert_cards_conserved, assert_grid_ascends
from tests.tranquility.playout import playout

GAMES = int(os.environ.get("PROPERTY_GAMES", "2000" if os.environ.get("EXPLORE") else "300"))

option_sets = st.fixed_dictionaries(
    {
        "removed_islands": st.sampled_from([0, 4, 8, 12]),
        "sea_monsters": st.sampled_from([0, 3, 4, 5]),
        "jagged_rocks": st.sampled_from([None, "automatic", "manual", "follow"]),
        "storms": st.booleans(),
        "wild_cards": st.integers(0, 3),
        "layout": st.sampled_from(["standard", "pyramid", "high_arch"]),
        "day_night": st.booleans(),
    }
).flatmap(
    lambda o: st.one_of(
        st.builds(lambda p: {**o, "players": p}, st.integers(1, 5)),
        st.just({**o, "players": 2, "competitive": True}),
    )
)

NOISE = [
    "",
    "play",
    "play:81@3",
    "play:5@36",
    "discard:M,M",
    "start:X",
    "shares:9",
    "rocks:9",
    "give:",
    "compass:maybe",
]


def _json(x: Any) -> str:
    return json.dumps(x, sort_keys=True)


@settings(
    max_examples=GAMES,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(options=option_sets, seed=st.integers(0, 2**32), greed=st.sampled_from([0.0, 0.6, 0.95]))
def test_random_games_keep_every_invariant(options: dict[str, Any], seed: int, greed: float) -> None:
    rng = Rng(seed)
    last = None
    for step, (before, action, after) in enumerate(playout(options, seed, greed)):
        legal = RULES.legal_actions(before)
        assert legal and legal == sorted(set(legal))
        assert action in legal
        assert format_action(parse_action(action)) == action
        assert_cards_conserved(after)
        assert_grid_ascends(after)
        if step % 7 == 0:
            frozen = _json(RULES.state_to_json(before))
            RULES.apply(before, action)
            assert _json(RULES.state_to_json(before)) == frozen, "apply mutated its input"
            assert RULES.state_from_json(json.loads(frozen)) == before
            for text in [*NOISE, rng.choice(legal) + "x", rng.choice(legal).replace("@", "@1")]:
                if text not in legal:
                    with pytest.raises(IllegalAction):
                        RULES.apply(before, text)
        if step % 11 == 0:
            seat = rng.below(before.options.players)
            hidden = RULES.resample_hidden(before, seat, rng)
            assert _json(RULES.view(hidden, seat)) == _json(RULES.view(before, seat))
            assert_cards_conserved(hidden)
            json.dumps(RULES.view(before, None))
        last = after
    assert last is not None and RULES.is_terminal(last) and RULES.legal_actions(last) == []


@settings(max_examples=max(50, GAMES // 20), deadline=None, derandomize=True, database=None)
@given(options=option_sets, seed=st.integers(0, 2**32))
def test_the_same_seed_and_actions_replay_to_the_same_game(options: dict[str, Any], seed: int) -> None:
    steps = list(playout(options, seed, 0.6))
    o = RULES.options_from_json(options)
    state = RULES.new_game(o, seed)
    for _, action, after in steps:
        state = RULES.apply(state, action)
        assert state == after


@settings(max_examples=max(20, GAMES // 100), deadline=None, derandomize=True, database=None)
@given(options=option_sets, seed=st.integers(0, 2**32))
def test_every_legal_action_is_accepted_and_parses_back(options: dict[str, Any], seed: int) -> None:
    rng = Rng(seed)
    for before, _, _ in playout(options, seed, 0.6):
        moves = legal_moves(before)
        for move in moves:
            assert parse_action(format_action(move)) == move
        # Applying all of them is slow with a Wild in hand (thousands of numbers and cells).
        for move in moves if len(moves) <= 40 else [rng.choice(moves) for _ in range(40)]:
            RULES.apply(before, format_action(move))
