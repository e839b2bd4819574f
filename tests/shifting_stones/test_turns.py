"""A turn (RULES.md B3): Shift, Flip and Score in any order, then End; or Skip instead."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.shifting_stones.engine import legal_action_strings
from game.shifting_stones.rules import RULES
from game.shifting_stones.tiles import format_grid
from tests.shifting_stones.scenario import cards, play, position


def refused_code(state: object, action: str) -> str:
    with pytest.raises(IllegalAction) as refused:
        RULES.apply(state, action)  # type: ignore[arg-type]
    return refused.value.code


def test_a_shift_discards_the_chosen_card_face_up_and_swaps_two_adjacent_tiles() -> None:
    after = play(position("SFH/OBD/TDH", ["c1 c2 c3", ""]), "swap:0-1/discard:c2")
    assert format_grid(after.grid) == "FSH/OBD/TDH"
    assert after.hands[0] == cards("c1 c3")
    assert after.discard == cards("c2")
    assert after.current == 0, "a shift does not end the turn"


def test_a_shift_works_down_a_column_too() -> None:
    after = play(position("SFH/OBD/TDH", ["c1", ""]), "swap:2-5/discard:c1")
    assert format_grid(after.grid) == "SFD/OBH/TDH"


def test_diagonal_or_distant_tiles_cannot_be_swapped() -> None:
    state = position("SFH/OBD/TDH", ["c1", ""])
    assert refused_code(state, "swap:0-4/discard:c1") == "not_adjacent"
    assert refused_code(state, "swap:2-3/discard:c1") == "not_adjacent"  # end of a row, start of the next
    assert refused_code(state, "swap:0-2/discard:c1") == "not_adjacent"


def test_a_flip_discards_a_card_and_turns_one_tile_over() -> None:
    after = play(position("SFH/OBD/TDH", ["c1 c2", ""]), "flip:0/discard:c1", "flip:4/discard:c2")
    assert format_grid(after.grid) == "MFH/OFD/TDH"
    assert after.discard == cards("c1 c2")
    assert after.hands[0] == ()


def test_shifting_or_flipping_needs_a_card_in_hand() -> None:
    state = position("SFH/OBD/TDH", ["c1", ""])
    assert refused_code(state, "flip:0/discard:c2") == "card_not_in_hand"
    empty = play(state, "flip:0/discard:c1")
    assert legal_action_strings(empty) == ["end"]


def test_any_card_may_pay_for_a_move_even_one_that_would_score() -> None:
    state = position("BHM/BHT/DOT", ["c13", ""])
    assert "flip:8/discard:c13" in RULES.legal_actions(state)
    assert "score:c13" in RULES.legal_actions(state)


def test_actions_combine_in_any_order_and_scoring_needs_the_pattern_now() -> None:
    state = position("BFS/HHT/DOT", ["c13 c1", ""])  # no Bird left of a Horse yet
    assert "score:c13" not in RULES.legal_actions(state)
    assert refused_code(state, "score:c13") == "pattern_not_on_grid"
    after = play(state, "swap:1-4/discard:c1", "score:c13")
    assert after.scored[0] == cards("c13") and after.turn_scored == 1 and after.hands[0] == ()


def test_ending_the_turn_draws_back_up_to_four_and_passes_the_turn() -> None:
    state = position("SFH/OBD/TDH", ["c1 c2", "c3"], deck="c10 c11 c12 c14")
    after = play(state, "end")
    assert after.hands[0] == cards("c1 c2 c10 c11")
    assert after.deck == cards("c12 c14")
    assert after.current == 1 and after.turns == (1, 0)


def test_a_hand_larger_than_four_is_not_discarded_down() -> None:
    state = position("SFH/OBD/TDH", ["c1 c2 c3 c4 c5 c6", ""])
    after = play(state, "end")
    assert after.hands[0] == cards("c1 c2 c3 c4 c5 c6")


def test_a_turn_may_end_without_any_action() -> None:
    assert "end" in RULES.legal_actions(position("SFH/OBD/TDH", ["c1 c2 c3 c4", ""]))


def test_skip_draws_two_cards_and_ends_the_turn() -> None:
    state = position("SFH/OBD/TDH", ["c1 c2 c3 c4", ""], deck="c10 c11 c12")
    after = play(state, "skip")
    assert after.hands[0] == cards("c1 c2 c3 c4 c10 c11")
    assert after.current == 1 and after.skipped_last == (True, False)


def test_skip_never_makes_a_hand_larger_than_six() -> None:
    five = play(position("SFH/OBD/TDH", ["c1 c2 c3 c4 c5", ""], deck="c10 c11"), "skip")
    assert len(five.hands[0]) == 6 and five.deck == cards("c11")
    six = play(position("SFH/OBD/TDH", ["c1 c2 c3 c4 c5 c6", ""], deck="c10 c11"), "skip")
    assert len(six.hands[0]) == 6 and six.skipped_last[0], "it still counts as a skip"


def test_skip_is_instead_of_acting_not_after_it() -> None:
    state = play(position("SFH/OBD/TDH", ["c1 c2", ""]), "flip:0/discard:c1")
    assert "skip" not in RULES.legal_actions(state)
    assert refused_code(state, "skip") == "skip_after_action"


def test_nobody_skips_two_turns_in_a_row() -> None:
    state = play(position("SFH/OBD/TDH", ["c1", "c2"]), "skip", "skip")  # seat 0, then seat 1
    assert state.current == 0 and state.skipped_last == (True, True)
    assert "skip" not in RULES.legal_actions(state)
    assert refused_code(state, "skip") == "skip_twice"
    later = play(state, "end", "end")  # seat 0 plays a normal turn; seat 1 too
    assert later.skipped_last == (False, False)
    assert "skip" in RULES.legal_actions(later)


def test_an_empty_deck_is_refilled_by_shuffling_the_discard_pile() -> None:
    state = position("SFH/OBD/TDH", ["c1", ""], deck="c10", discard="c20 c21 c22 c23")
    after = play(state, "end")
    assert after.hands[0][:2] == cards("c1 c10")
    assert len(after.hands[0]) == 4
    assert after.discard == ()
    assert sorted(after.hands[0][2:] + after.deck) == sorted(cards("c20 c21 c22 c23"))
    assert after.reshuffled == cards("c20 c21 c22 c23")
    assert after.rng != state.rng, "the reshuffle used the game's seeded generator"
    assert play(state, "end") == after, "the reshuffle is the same on every replay"


def test_the_discard_pile_is_reshuffled_only_when_a_card_must_be_drawn() -> None:
    state = position("SFH/OBD/TDH", ["c1 c2 c3 c4", ""], deck="", discard="c20 c21")
    after = play(state, "end")
    assert after.deck == () and after.discard == cards("c20 c21") and after.rng == state.rng


def test_with_deck_and_discard_pile_both_empty_nothing_is_drawn() -> None:
    state = position("SFH/OBD/TDH", ["c1", ""], deck="", discard="")
    after = play(state, "end")
    assert after.hands[0] == cards("c1") and after.current == 1


def test_the_turn_passes_around_the_table_in_seat_order() -> None:
    state = position("SFH/OBD/TDH", ["c1", "c2", "c3"])
    seats = []
    for _ in range(4):
        seats.append(state.current)
        state = play(state, "end")
    assert seats == [0, 1, 2, 0]


def test_legal_actions_list_every_shift_flip_score_end_and_skip() -> None:
    legal = RULES.legal_actions(position("BHM/BHT/DOT", ["c13 c1", ""]))
    assert legal == sorted(legal)
    assert len(legal) == 2 * (12 + 9) + 1 + 2  # shifts and flips per card, score:c13, end, skip
    assert "score:c13" in legal and "score:c1" not in legal
