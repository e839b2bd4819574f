"""Rules kept in one place: the Headwind's extra discard and the redeal of hidden cards."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.errors import IllegalAction
from game.core.rng import Rng
from game.core.table import play_bots
from game.tranquility import cards as C
from game.tranquility.bots import make_bot, table_decision
from game.tranquility.bots.deal import state_from_view
from game.tranquility.engine import new_game
from game.tranquility.options import TranquilityOptions
from game.tranquility.resample import resample_hidden
from game.tranquility.rules import RULES
from game.tranquility.state import TState
from tests.tranquility.notation import plays, position


def test_the_headwind_adds_one_discard_to_every_island_play_in_legal_moves_and_in_apply() -> None:
    calm = position("grid: 10@0 30@20; hand0: 20 50 60 70")
    windy = position("grid: 10@0 30@20; hand0: 20 50 60 70; headwind: 0")
    # 20 between 10 and 30 in cell 10: free in calm water, one discard against the Headwind.
    assert "play:20@10" in plays(calm, "play:20@10")
    assert plays(windy, "play:20@10") == [
        "play:20@10/discard:50",
        "play:20@10/discard:60",
        "play:20@10/discard:70",
    ]
    with pytest.raises(IllegalAction) as refused:
        RULES.apply(windy, "play:20@10")
    assert refused.value.code == "wrong_cost" and refused.value.params["cost"] == 1
    after = RULES.apply(windy, "play:20@10/discard:50")
    assert after.headwind[0] is False, "the Headwind is used up by the play"


def _box(s: TState) -> Counter[int]:
    """Every card of the state wherever it is (cards in the grid counted by number)."""
    out: Counter[int] = Counter()
    for group in (*s.hands, *s.piles, *s.discards, s.removed, s.lost, s.gone):
        out.update(group)
    return out


def _starts(s: TState, place: str) -> list[int]:
    return [group.count(C.START) for group in getattr(s, place)]


def test_before_any_start_each_start_is_redealt_into_its_owners_pile_or_hand() -> None:
    s = new_game(TranquilityOptions(players=3), 21)
    assert not s.start_card and _starts(s, "piles") == [1, 1, 1]
    seen_in_hand = Counter[int]()
    for k in range(200):
        twin = resample_hidden(s, 0, Rng(k))
        assert _box(twin) == _box(s), "the redeal keeps every card"
        assert RULES.view(twin, 0) == RULES.view(s, 0), "and what seat 0 sees"
        assert twin.hands[0] == s.hands[0] and twin.discards[0] == s.discards[0]
        # Seat 0 sees its own hand, so its Start is in its pile; the others' are in their own
        # pile or hand, wherever the deal puts it: where it truly is stays hidden.
        assert _starts(twin, "piles")[0] == 1
        for other in (1, 2):
            assert _starts(twin, "piles")[other] + _starts(twin, "hands")[other] == 1
            seen_in_hand[other] += _starts(twin, "hands")[other]
    assert 0 < seen_in_hand[1] < 200 and 0 < seen_in_hand[2] < 200


def test_the_hard_bots_deal_and_the_rules_redeal_are_the_same_deal() -> None:
    s = new_game(TranquilityOptions(players=4, sea_monsters=3, removed_islands=4, storms=True), 8)
    view = RULES.view(s, 2)
    for k in range(20):
        rebuilt = state_from_view(view, Rng(k))
        twin = resample_hidden(s, 2, Rng(k))
        for place in ("hands", "piles", "discards"):
            assert getattr(rebuilt, place) == getattr(twin, place)
        assert (rebuilt.removed, rebuilt.lost, rebuilt.rng) == (twin.removed, twin.lost, twin.rng)


def test_after_a_start_is_played_the_redeal_still_keeps_every_card_and_the_view() -> None:
    options = TranquilityOptions(players=3, sea_monsters=3, storms=True)
    played = play_bots(RULES, options, 4, [make_bot("easy")] * 3, together=table_decision, max_actions=40)
    s = played.state
    assert s.start_card, "the bots played a Start within 40 actions"
    for seat in range(3):
        for k in range(30):
            twin = resample_hidden(s, seat, Rng(100 * seat + k))
            assert _box(twin) == _box(s)
            assert RULES.view(twin, seat) == RULES.view(s, seat)
            assert all(c <= C.ISLAND_MAX for c in twin.removed)
            assert not any(C.MONSTER in d for d in twin.discards)
            assert all(c < C.COMPASS for h in twin.hands for c in h), "Storms and Compasses wait in piles"
