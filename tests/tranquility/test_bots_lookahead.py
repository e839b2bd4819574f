"""The hard bot's look-ahead scoring, the beginner's placements and the normal level's risk
(RULES.md A4, A6, A7)."""

from __future__ import annotations

from dataclasses import replace

from game.core.rng import Rng
from game.tranquility import cards as C
from game.tranquility.actions import DISCARD, FINISH, PLAY, Action
from game.tranquility.bots import easy, hard, normal
from game.tranquility.bots.fit import LOSS
from game.tranquility.bots.judge import Judge
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


def test_the_beginner_puts_a_free_number_where_it_fits_best() -> None:
    """In an empty sea every placement is free: the beginner takes the best-fitting one, and 79
    goes near the top, never at the bottom."""
    state = _game(1)
    hand = (2, 79, C.FINISH, C.FINISH, C.FINISH)
    state = replace(state, hands=(hand,), start_card=C.START)
    seen = seen_from_state(state, 0)
    moves = RULES.legal_moves(state)
    judge = Judge(seen)
    best = min(judge.fit(m.number, m.cell) for m in moves if m.kind == PLAY)
    for k in range(5):
        action = easy.decide(seen, moves, Rng(k))
        assert action.kind == PLAY and not action.cards
        assert judge.fit(action.number, action.cell) == best
    assert Action(PLAY, 2, 0, (), False) in moves and Action(PLAY, 79, 0, (), False) in moves
    high = replace(state, hands=((79, C.FINISH, C.FINISH, C.FINISH),))
    action = easy.decide(seen_from_state(high, 0), RULES.legal_moves(high), Rng(0))
    assert action.number == 79 and action.cell >= 30


def test_the_beginner_places_at_the_lowest_cost_and_discards_only_when_it_cannot_place() -> None:
    """Short-sighted, not a saboteur: over a whole game of beginners, every turn with a legal
    placement places an Island at the lowest cost on offer."""
    state = RULES.new_game(options_from_json({"players": 3}), 11)
    rng = Rng(11)
    turns = 0
    while not RULES.is_terminal(state):
        moves = RULES.legal_moves(state)
        seen = seen_from_state(state, RULES.current_player(state))
        action = easy.decide(seen, moves, rng)
        plays = [m for m in moves if m.kind == PLAY and not m.wild]
        if not seen.pending and plays and action.kind != FINISH:
            turns += 1
            assert action.kind == PLAY and len(action.cards) == min(len(m.cards) for m in plays)
        if action.kind == DISCARD:
            assert not plays
        state = RULES.apply_move(state, action)
    assert turns > 10


def test_the_normal_level_weighs_the_risk_of_a_gap_running_dry_less_than_the_full_judgement() -> None:
    """Two cells between 10 and 14 with only 11, 12 and 13 left: the full judgement prices the
    danger of never filling them far higher than the normal level does."""
    state = replace(_game(), grid=(10, 0, 0, 14, *([0] * 32)), placed=(0, 3))
    seen = seen_from_state(state, 0)
    full = Judge(seen).model.price(0, 10, 3, 14)
    level = Judge(seen, normal.LEVEL_LOSS).model.price(0, 10, 3, 14)
    assert normal.LEVEL_LOSS < LOSS and level < full
