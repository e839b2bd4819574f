"""What each seat may see, and hidden cards redealt consistently with it."""

from __future__ import annotations

import json
from collections import Counter

from game.core.rng import Rng
from game.shifting_stones.cards import NAMES, POINTS
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.rules import RULES
from tests.shifting_stones.scenario import cards, play, position


def test_a_seat_sees_its_own_hand_and_only_the_sizes_of_the_others() -> None:
    state = position("SFH/OBD/TDH", ["c1 c2", "c3 c4 c5"], discard="c7 c8", scored=["c9", ""])
    mine = RULES.view(state, 0)
    assert mine["hand"] == ["c1", "c2"]
    assert mine["hand_sizes"] == [2, 3]
    text = json.dumps(mine)
    hidden = [NAMES[c] for c in state.hands[1] + state.deck]
    assert not any(f'"{name}"' in text for name in hidden), "another hand or the deck leaked"


def test_the_public_view_shows_the_table_but_no_hand() -> None:
    state = position("SFH/OBD/TDH", ["c1 c2", "c3"], discard="c7 c8", scored=["c9", ""], strikes=0)
    public = RULES.view(state, None)
    assert "hand" not in public
    assert public["grid"] == "SFH/OBD/TDH"
    assert public["discard"] == ["c7", "c8"] and public["discard_top"] == "c8"
    assert public["scored"] == [["c9"], []]
    assert public["deck_size"] == len(state.deck)
    assert public["hand_sizes"] == [2, 1]
    assert public["scores"] == [1 + 3, 0]


def test_resampling_redeals_other_hands_and_the_deck_but_keeps_what_the_seat_knows() -> None:
    state = RULES.new_game(ShiftingStonesOptions(players=3), 5)
    other = RULES.resample_hidden(state, 1, Rng(9))
    assert other.hands[1] == state.hands[1]
    assert [len(h) for h in other.hands] == [len(h) for h in state.hands]
    hidden = Counter(state.hands[0] + state.hands[2] + state.deck)
    assert Counter(other.hands[0] + other.hands[2] + other.deck) == hidden
    assert other.hands != state.hands or other.deck != state.deck
    assert RULES.view(other, 1) == RULES.view(state, 1)


def test_after_a_reshuffle_the_deck_is_redealt_only_from_the_reshuffled_cards() -> None:
    state = position("SFH/OBD/TDH", ["c1", "c2 c3 c4 c5"], deck="c10", discard="c20 c21 c22 c23 c24 c25")
    state = play(state, "end")  # seat 0 draws c10 then three of the reshuffled six
    reshuffled = set(cards("c20 c21 c22 c23 c24 c25"))
    for seed in range(30):
        other = RULES.resample_hidden(state, 0, Rng(seed))
        assert set(other.deck) <= reshuffled
        assert RULES.view(other, 0) == RULES.view(state, 0)


def test_solo_resampling_keeps_the_value_make_up_of_the_deck() -> None:
    state = RULES.new_game(ShiftingStonesOptions(players=1), 3)
    seen = set(state.hands[0])
    for seed in range(20):
        other = RULES.resample_hidden(state, 0, Rng(seed))
        assert Counter(POINTS[c] for c in other.deck) == Counter(POINTS[c] for c in state.deck)
        assert not seen & set(other.deck)
        assert len(set(other.deck)) == len(state.deck)
        assert RULES.view(other, 0) == RULES.view(state, 0)
