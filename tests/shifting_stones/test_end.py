"""The end of the game and the final scores (RULES.md B5)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.core.interfaces import TERMINAL
from game.shifting_stones.cards import NAMES, ids_worth
from game.shifting_stones.rules import RULES
from game.shifting_stones.scoring import end_trigger, one_point_bonus_seats, scores, winners
from tests.shifting_stones.scenario import play, position

ONES = [NAMES[c] for c in ids_worth(1)]
TWOS = [NAMES[c] for c in ids_worth(2)]
THREES = [NAMES[c] for c in ids_worth(3)]
FIVES = [NAMES[c] for c in ids_worth(5)]


def test_the_last_round_starts_at_10_9_8_or_7_scored_cards() -> None:
    assert [end_trigger(n) for n in (2, 3, 4, 5)] == [10, 9, 8, 7]


def test_reaching_the_count_mid_turn_lets_the_round_finish_so_turns_are_equal() -> None:
    # Seat 0 holds 9 cards and scores its 10th (c13, Bird left of Horse) during its turn.
    state = position("BHM/BHT/DOT", ["c13 c2", "c3"], scored=[" ".join(TWOS[:9]), ""], turns=[5, 5])
    state = play(state, "score:c13")
    assert state.current == 0, "the player may go on with the turn"
    state = play(state, "flip:8/discard:c2", "end")
    assert state.current == 1 and not RULES.is_terminal(state)
    state = play(state, "end")
    assert RULES.is_terminal(state) and state.current == TERMINAL
    assert state.turns == (6, 6)


def test_when_the_last_seat_reaches_the_count_the_game_ends_after_its_turn() -> None:
    state = position(
        "SFH/OBD/TDH", ["", "", ""], scored=["", "", " ".join(TWOS[:9])], current=2, turns=[3, 3, 2]
    )
    after = play(state, "end")
    assert RULES.is_terminal(after) and after.turns == (3, 3, 3)


def test_one_card_short_of_the_count_the_game_goes_on() -> None:
    state = position("SFH/OBD/TDH", ["", ""], scored=[" ".join(TWOS[:9]), ""], current=1)
    assert play(state, "end").current == 0


def test_the_player_with_most_one_point_cards_gets_three_more() -> None:
    state = position("SFH/OBD/TDH", ["", "", ""], scored=[" ".join(ONES[:3]), " ".join(ONES[3:5]), FIVES[0]])
    assert one_point_bonus_seats(state) == [0]
    assert scores(state) == [3 + 3, 2, 5]
    assert winners(state) == [0]


def test_players_tied_for_most_one_point_cards_each_get_the_bonus() -> None:
    state = position("SFH/OBD/TDH", ["", ""], scored=[" ".join(ONES[:2]), " ".join(ONES[2:4])])
    assert one_point_bonus_seats(state) == [0, 1]
    assert scores(state) == [5, 5]


def test_nobody_gets_the_bonus_when_nobody_scored_a_one_point_card() -> None:
    state = position("SFH/OBD/TDH", ["", ""], scored=[TWOS[0], THREES[0]])
    assert one_point_bonus_seats(state) == []
    assert scores(state) == [2, 3]


def test_highest_total_wins_and_ties_share_the_win() -> None:
    state = position(
        "SFH/OBD/TDH",
        ["", "", ""],
        scored=[" ".join(FIVES[:2]), " ".join(THREES[:2]) + " " + ONES[0], THREES[2]],
        current=2,
    )
    assert scores(state) == [10, 3 + 3 + 1 + 3, 3]
    over = play(state, "end")
    assert not RULES.is_terminal(over), "nobody has reached 9 cards"
    finished = position(
        "SFH/OBD/TDH",
        ["", "", ""],
        scored=[
            " ".join(FIVES[:2]) + " " + " ".join(TWOS[:7]),
            " ".join(THREES[:2]) + " " + ONES[0],
            THREES[2],
        ],
        current=2,
    )
    done = play(finished, "end")
    assert RULES.is_terminal(done)
    assert RULES.returns(done) == [1.0, 0.0, 0.0]
    tied = position("SFH/OBD/TDH", ["", ""], scored=[" ".join(TWOS[:10]), " ".join(TWOS[10:20])], current=1)
    assert RULES.returns(play(tied, "end")) == [0.5, 0.5]


def test_nobody_has_won_before_the_game_ends() -> None:
    assert RULES.returns(position("SFH/OBD/TDH", ["", ""], scored=[FIVES[0], ""])) == [0.0, 0.0]


def test_a_finished_game_accepts_no_more_actions() -> None:
    done = play(position("SFH/OBD/TDH", ["c1", ""], scored=["", " ".join(TWOS[:10])], current=1), "end")
    assert RULES.legal_actions(done) == []
    with pytest.raises(IllegalAction) as refused:
        RULES.apply(done, "end")
    assert refused.value.code == "game_over"
