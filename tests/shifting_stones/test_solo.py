"""The solo game (RULES.md B6): 16 cards by value, strikes, win by scoring them all."""

from __future__ import annotations

from collections import Counter

from game.shifting_stones.cards import NAMES, POINTS, ids_worth
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.rules import RULES
from game.shifting_stones.scoring import scores
from game.shifting_stones.state import StonesState
from tests.shifting_stones.scenario import play, position

SOLO = ShiftingStonesOptions(players=1)


def test_the_solo_deck_is_16_cards_8_4_3_and_1_by_value() -> None:
    for seed in range(20):
        state = RULES.new_game(SOLO, seed)
        in_play = state.hands[0] + state.deck
        assert len(set(in_play)) == 16 and len(state.hands[0]) == 4
        assert Counter(POINTS[c] for c in in_play) == {1: 8, 2: 4, 3: 3, 5: 1}


def test_different_seeds_draw_different_solo_decks() -> None:
    decks = {frozenset(RULES.new_game(SOLO, seed).deck) for seed in range(5)}
    assert len(decks) > 1


def solo(
    hand: str, deck: str = "", *, scored: str = "", strikes: int = 0, turn_scored: int = 0
) -> StonesState:
    """A solo position on a grid where c13 (Bird left of Horse) matches."""
    return position(
        "BHM/BHT/DOT", [hand], deck=deck, scored=[scored], strikes=strikes, turn_scored=turn_scored
    )


def test_ending_a_turn_without_scoring_is_a_strike() -> None:
    state = play(solo("c1 c2 c3 c4", "c5 c6"), "flip:0/discard:c1", "end")
    assert state.strikes == 1 and state.current == 0


def test_a_skip_is_a_strike_too() -> None:
    state = play(solo("c1 c2 c3 c4", "c5 c6"), "skip")
    assert state.strikes == 1 and len(state.hands[0]) == 6


def test_a_turn_with_a_score_gives_no_strike() -> None:
    state = play(solo("c13 c2", "c5 c6"), "score:c13", "end")
    assert state.strikes == 0 and state.scored[0] == (13,)


def test_the_fourth_strike_loses() -> None:
    state = solo("c1 c2 c3 c4", "c5 c6", strikes=3)
    after = play(state, "end")
    assert RULES.is_terminal(after) and after.strikes == 4
    assert RULES.returns(after) == [0.0]


def test_three_strikes_do_not_lose_yet() -> None:
    after = play(solo("c1 c2 c3 c4", "c5 c6", strikes=2), "end")
    assert not RULES.is_terminal(after) and after.strikes == 3


def test_scoring_the_sixteenth_card_wins_at_once() -> None:
    fifteen = [NAMES[c] for c in ids_worth(2)[:15]]
    state = solo("c13", scored=" ".join(fifteen), strikes=3)
    after = play(state, "score:c13")
    assert RULES.is_terminal(after) and RULES.returns(after) == [1.0]
    assert RULES.legal_actions(after) == []


def test_there_is_no_bonus_in_solo() -> None:
    state = solo("", scored="c1 c9 c10")
    assert scores(state) == [3]


def test_the_multiplayer_card_count_does_not_end_a_solo_game() -> None:
    twelve = " ".join(NAMES[c] for c in ids_worth(2)[:12])
    state = solo("c1", "c5 c6 c7", scored=twelve, turn_scored=1)
    assert not RULES.is_terminal(play(state, "end"))
