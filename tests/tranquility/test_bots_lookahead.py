"""The hard bot's look-ahead scoring and the beginner's rule of thumb (RULES.md A4, A6, A7)."""

from __future__ import annotations

from dataclasses import replace

from game.core.rng import Rng
from game.tranquility import cards as C
from game.tranquility.actions import PLAY, Action
from game.tranquility.bots import easy, hard
from game.tranquility.bots.seen import seen_from_state
from game.tranquility.options import options_from_json
from game.tranquility.rules import RULES
from game.tranquility.state import TState


def _game(players: int = 2) -> TState:
    return RULES.new_game(options_from_json({"players": players}), 7)


def _without(state: TState, numbers: set[int]) -> TState:
    """``state`` with ``numbers`` moved from every hand and pile to the first seat's discards."""
    hands = tuple(tuple(c for c in h if c not in numbers) for h in state.hands)
    piles = tuple(tuple(c for c in p if c not in numbers) for p in state.piles)
    gone = tuple(sorted(numbers))
    return replace(state, hands=hands, piles=piles, discards=(gone, *state.discards[1:]))


def test_a_fresh_deal_is_not_doomed_and_looks_winnable() -> None:
    state = _game()
    assert not hard.doomed(state)
    assert 0.5 < hard.outlook(state) < 1.0


def test_a_gap_with_fewer_live_numbers_than_cells_is_doomed() -> None:
    """Cells 1 and 2 lie between 10 and 13: only 11 and 12 fit, and 12 is gone (A4)."""
    state = replace(_game(), grid=(10, 0, 0, 13, *([0] * 32)), placed=(0, 3))
    assert not hard.doomed(_without(state, {10, 13}))
    lost_twelve = _without(state, {10, 12, 13})
    assert hard.doomed(lost_twelve)
    assert hard.outlook(lost_twelve) == 0.0


def test_no_live_finish_card_is_doomed() -> None:
    """Only a Finish wins (A6): with every Finish discarded the deal cannot be won."""
    assert hard.doomed(_without(_game(), {C.FINISH}))


def test_a_rollout_stops_at_its_horizon() -> None:
    state = _game(3)
    _, steps = hard.rollout(state, horizon=5)
    assert steps == 5


def test_the_beginner_puts_a_free_number_roughly_where_it_belongs() -> None:
    """In an empty sea every placement is free; 79 goes near the top, never at the bottom."""
    state = _game(1)
    hand = (2, 79, C.FINISH, C.FINISH, C.FINISH)
    state = replace(state, hands=(hand,), start_card=C.START)
    seen = seen_from_state(state, 0)
    moves = RULES.legal_moves(state)
    for k in range(10):
        action = easy.decide(seen, moves, Rng(k))
        assert action.kind == PLAY and not action.cards
        ideal = (action.number - 1) * 36 // C.ISLAND_MAX
        assert abs(action.cell - ideal) < 2 * easy.ROUGH
    assert Action(PLAY, 79, 0, (), False) in moves
