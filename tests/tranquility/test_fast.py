"""The search fast path agrees with the public engine, so it can never drift.

Random reachable positions come from seeded games of partly greedy random players (hypothesis
draws the option set, every module on in most of them, the seed and how far to play). In each,
the fast state must give back the very state it was made from, list the same legal moves in the
same order, reach the same state and the same deciding seat after each of them and, step by step
along the game, build for every seat the same knowledge the seat's view gives. Whole seeded games
played on the fast path must take exactly the actions the bots take through the public interface.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.bots import RandomBot
from game.core.rng import Rng
from game.core.table import play_bots
from game.tranquility.actions import DISCARD, PLAY, Action
from game.tranquility.bots import hard, make_bot, normal, table_decision
from game.tranquility.bots.normal import judged_turn
from game.tranquility.bots.seen import seen_from_state, seen_from_view
from game.tranquility.engine import apply_move, current_player
from game.tranquility.fast import FastState, action_text, in_string_order
from game.tranquility.fast_bots import play_game
from game.tranquility.legal import has_main_move, legal_moves, main_moves, turn_moves, turn_texts
from game.tranquility.options import options_from_json
from game.tranquility.rules import RULES
from game.tranquility.state import TState
from tests.tranquility.playout import OPTION_SETS, choose

#: Every module on, in several combinations, besides the playout's option sets.
FULL_SETS: list[dict[str, Any]] = [
    *OPTION_SETS,
    {
        "players": 3,
        "removed_islands": 8,
        "sea_monsters": 3,
        "jagged_rocks": "manual",
        "storms": True,
        "wild_cards": 2,
        "layout": "high_arch",
        "day_night": True,
    },
    {
        "players": 2,
        "competitive": True,
        "sea_monsters": 4,
        "jagged_rocks": "follow",
        "storms": True,
        "wild_cards": 1,
        "layout": "pyramid",
        "day_night": True,
    },
    {"players": 5, "jagged_rocks": "automatic", "storms": True, "wild_cards": 2, "sea_monsters": 5},
]


def position(which: int, seed: int, steps: int, greed: float) -> TState:
    """The state after ``steps`` actions of partly greedy random players."""
    state = RULES.new_game(options_from_json(FULL_SETS[which]), seed)
    rng = Rng(seed ^ 0x5EED)
    for _ in range(steps):
        if RULES.is_terminal(state):
            break
        state = RULES.apply(state, choose(state, rng, greed))
    return state


positions = st.builds(
    position,
    which=st.integers(min_value=0, max_value=len(FULL_SETS) - 1),
    seed=st.integers(min_value=0, max_value=2**32),
    steps=st.integers(min_value=0, max_value=160),
    greed=st.sampled_from([0.0, 0.6, 0.9]),
)


def check_position(state: TState) -> None:
    fast = FastState(state)
    assert fast.to_state() == state
    assert fast.current() == current_player(state)
    moves = fast.legal()
    assert moves == legal_moves(state)
    for seat in range(state.options.players):
        assert seen_from_state(fast, seat) == seen_from_view(RULES.view(state, seat)), seat
        assert seen_from_state(state, seat) == seen_from_state(fast, seat), seat
        # Whether a seat could act is read at the start of its turn, from the state in play.
        assert has_main_move(fast, seat) == has_main_move(state, seat) == bool(main_moves(state, seat)), seat
    if not state.agenda and moves:
        turn = state.turn
        once, several = turn_moves(fast, turn, False)
        placements = {(m.number, m.cell, m.wild) for m in moves if m.kind == PLAY}
        discards = [m for m in moves if m.kind == DISCARD]
        others = [m for m in moves if m.kind not in (PLAY, DISCARD)]
        # Each placement and the discarding of two once, paid the first way; the rest as listed.
        assert [m for m in once if m.kind not in (PLAY, DISCARD)] == others
        assert [m for m in once if m.kind == DISCARD] == discards[:1]
        assert len([m for m in once if m.kind == PLAY]) == len(placements)
        assert {(m.number, m.cell, m.wild) for m in once if m.kind == PLAY} == placements
        assert all(m in moves for m in once)
        assert several == (len([m for m in moves if m.kind == PLAY]) > len(placements) or len(discards) > 1)
        assert sorted(turn_texts(fast, turn)) == RULES.legal_actions(state)
    # Every move (a spread of them when there are many) gives the engine's next state.
    stride = max(1, len(moves) // 25)
    for move in moves[::stride]:
        after = fast.copy()
        after.apply(move)
        expected = apply_move(state, move, checked=True)
        assert after.to_state() == expected, action_text(move)
        assert after.current() == current_player(expected)
    assert fast.to_state() == state  # copies never share lists with the original


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions)
def test_same_legal_moves_results_and_knowledge(state: TState) -> None:
    check_position(state)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    which=st.integers(min_value=0, max_value=len(FULL_SETS) - 1),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_step_by_step_along_a_whole_game(which: int, seed: int) -> None:
    """One fast state played on in place stays equal to the public engine's states."""
    state = RULES.new_game(options_from_json(FULL_SETS[which]), seed)
    fast = FastState(state)
    rng = Rng(seed)
    while not RULES.is_terminal(state):
        check_position(state)
        action = choose(state, rng, 0.7)
        fast.apply(next(m for m in fast.legal() if action_text(m) == action))
        state = RULES.apply(state, action)
        assert fast.to_state() == state
    assert fast.legal() == []


def public_game(options: dict[str, Any], seed: int, level: str | None) -> list[str]:
    """The actions of one seeded game of bots through the public interface, at the shared table
    of bots (as the sim plays it with ``--record``)."""
    o = options_from_json(options)
    bot = RandomBot() if level is None else make_bot(level)
    together = None if level is None else table_decision
    return play_bots(RULES, o, seed, [bot] * o.players, together=together).actions


def test_whole_games_take_the_public_interface_actions() -> None:
    for level in (None, "easy", "normal"):
        for which, options in enumerate(FULL_SETS):
            for seed in (3,) if level is None else (3, 11):
                actions: list[str] = []
                final = play_game(options_from_json(options), seed, level, actions=actions)
                assert actions == public_game(options, seed, level), (level, which, seed)
                assert final.result != 0


def test_a_hard_game_takes_the_public_interface_actions() -> None:
    options = FULL_SETS[7]
    actions: list[str] = []
    play_game(options_from_json(options), 5, "hard", actions=actions)
    assert actions == public_game(options, 5, "hard")


def test_rollouts_accept_a_state_or_a_fast_state_alike() -> None:
    state = position(0, 9, 0, 0.0)
    from_state, steps = hard.rollout(state, horizon=12)
    from_fast, fast_steps = hard.rollout(FastState(state), horizon=12)
    assert steps == fast_steps > 0
    assert from_state.to_state() == from_fast.to_state()


def test_the_judged_turn_is_the_normal_decision_on_every_action() -> None:
    """Pricing each placement once gives the decision of the full list of actions."""
    for which in range(len(FULL_SETS)):
        state = position(which, 21, 40, 0.9)
        fast = FastState(state)
        if state.agenda or state.result:
            continue
        full = in_string_order(fast.legal())
        seen = seen_from_state(fast, state.turn)
        expected: Action = normal.level_decide(seen, full)
        assert judged_turn(fast, normal.LEVEL_LOSS) == expected, which
