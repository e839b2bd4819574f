"""Scenario tests for the base game, in rulebook order (RULES.md A1–A7)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.errors import IllegalAction
from game.tranquility import cards as C
from game.tranquility.options import TranquilityOptions
from game.tranquility.rules import RULES
from game.tranquility.state import PLAYING
from tests.tranquility.notation import do, legal, plays, position

# --- A2 setup --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "sizes"),
    [(1, [85]), (2, [43, 42]), (3, [29, 28, 28]), (4, [22, 21, 21, 21]), (5, [17, 17, 17, 17, 17])],
)
def test_the_deck_is_dealt_as_evenly_as_possible_earlier_seats_first(players: int, sizes: list[int]) -> None:
    s = RULES.new_game(TranquilityOptions(players=players), 5)
    # Every seat also got its Start card shuffled into the pile after drawing.
    assert [len(h) + len(p) - 1 for h, p in zip(s.hands, s.piles, strict=True)] == sizes


def test_each_player_draws_five_then_shuffles_one_start_into_the_pile() -> None:
    for seed in range(20):
        s = RULES.new_game(TranquilityOptions(players=4), seed)
        assert all(len(h) == 5 and C.START not in h for h in s.hands)
        assert all(p.count(C.START) == 1 for p in s.piles)


def test_the_same_seed_gives_the_same_deal_and_another_seed_another() -> None:
    o = TranquilityOptions(players=3)
    assert RULES.new_game(o, 9) == RULES.new_game(o, 9)
    assert RULES.new_game(o, 9).hands != RULES.new_game(o, 10).hands


def test_seat_one_starts() -> None:
    assert RULES.current_player(RULES.new_game(TranquilityOptions(players=3), 1)) == 0


# --- A3 a turn -------------------------------------------------------------------------------


def test_after_acting_the_player_draws_back_up_to_five_from_their_own_pile() -> None:
    s = position("hand0: 10 20 30 40 50; pile0: 1 2 3; hand1: 60 61; pile1: 70")
    after = do(s, "discard:10,20")
    assert after.hands[0] == (2, 3, 30, 40, 50)
    assert after.piles[0] == (1,)
    assert after.hands[1] == (60, 61)
    assert RULES.current_player(after) == 1


def test_with_an_empty_pile_a_player_keeps_playing_with_fewer_cards() -> None:
    s = position("hand0: 10 20 30 40 50; hand1: 60 61 62")
    after = do(s, "discard:10,20")
    assert after.hands[0] == (30, 40, 50)
    assert after.result == PLAYING


def test_discarding_two_is_allowed_even_when_a_play_is_possible() -> None:
    s = position("hand0: 10 20; hand1: 60 61")
    assert "discard:10,20" in legal(s)
    assert "play:10@0" in legal(s)


def test_discards_are_face_down_and_never_shown() -> None:
    s = do(position("hand0: 10 20 30; hand1: 60 61"), "discard:10,20")
    for seat in (None, 0, 1):
        view = RULES.view(s, seat)
        assert view["discard_count"] == 2
        assert "10" not in str(view["gone"])
        assert view["hand"] in (None, ["30"], ["60", "61"])


# --- A4 playing an Island --------------------------------------------------------------------


def test_an_island_may_leave_gaps_that_are_filled_later() -> None:
    s = position("grid: 10@0 50@20; hand0: 30 20; pile0: 5; hand1: 60")
    assert "play:30@10" in legal(s) and "play:60@35" in legal(RULES.apply(s, "play:30@10"))
    s = position("grid: 10@0 30@10 50@20; hand0: 20 1; hand1: 60")
    assert "play:20@5" in legal(s)


def test_an_island_must_be_larger_than_every_card_before_it_and_smaller_than_every_card_after() -> None:
    s = position("grid: 40@12; hand0: 37 45 1 2")
    with pytest.raises(IllegalAction, match="37 can't go in cell 14: 40 is already in cell 12") as err:
        RULES.apply(s, "play:37@14")
    assert err.value.code == "out_of_order"
    assert err.value.params == {"number": 37, "cell": 14, "other": 40, "other_cell": 12}
    assert plays(s, "play:45@") == [f"play:45@{p}" for p in range(14, 36)]


def test_the_last_cell_of_a_row_and_the_first_of_the_next_are_neighbours() -> None:
    s = position("grid: 20@5; hand0: 22 1 2 3")
    assert plays(s, "play:22@6") == [
        "play:22@6/discard:1,2",
        "play:22@6/discard:1,3",
        "play:22@6/discard:2,3",
    ]


def test_vertical_neighbours_do_not_count_in_the_standard_sea() -> None:
    s = position("grid: 20@0; hand0: 22 1 2 3")
    assert "play:22@6" in legal(s)


def test_a_card_between_two_neighbours_pays_the_smaller_gap() -> None:
    s = position("grid: 3@0 7@2; hand0: 6 1 2 4 5")
    assert plays(s, "play:6@1") == [
        "play:6@1/discard:1",
        "play:6@1/discard:2",
        "play:6@1/discard:4",
        "play:6@1/discard:5",
    ]


def test_the_player_chooses_which_cards_pay_the_cost() -> None:
    s = position("grid: 30@10; hand0: 32 1 2 F; pile0: 5 6 7")
    after = do(s, "play:32@11/discard:2,F")
    assert after.grid[11] == 32
    assert after.discards[0] == (2, C.FINISH)


def test_a_play_is_illegal_if_its_cost_exceeds_the_cards_left_to_discard() -> None:
    s = position("grid: 30@10; hand0: 34 1 2")
    with pytest.raises(IllegalAction, match="costs 4 discards but you would hold only 2") as err:
        RULES.apply(s, "play:34@11/discard:1,2")
    assert err.value.code == "cannot_afford"


def test_the_named_discards_must_match_the_cost() -> None:
    s = position("grid: 30@10; hand0: 32 1 2 3")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, "play:32@11/discard:1")
    assert err.value.code == "wrong_cost"
    with pytest.raises(IllegalAction):
        RULES.apply(s, "play:32@11")


def test_a_card_list_must_be_written_in_canonical_order() -> None:
    s = position("grid: 30@10; hand0: 32 1 2 3")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, "play:32@11/discard:2,1")
    assert err.value.code == "not_canonical"
    assert err.value.params["canonical"] == "play:32@11/discard:1,2"


def test_sea_monsters_do_not_count_toward_what_a_player_can_afford() -> None:
    s = position("grid: 30@10; hand0: 32 1 M M", sea_monsters=3)
    assert not plays(s, "play:32@11")


def test_an_occupied_cell_cannot_take_another_card() -> None:
    s = position("grid: 30@10; hand0: 31")
    with pytest.raises(IllegalAction, match="already holds 30"):
        RULES.apply(s, "play:31@10")


# --- A5 Start card ---------------------------------------------------------------------------


def test_a_held_start_must_be_played_while_none_has_been() -> None:
    s = position("start: no; hand0: S 10 20 30 40; hand1: 1 2 3")
    assert legal(s) == ["start"]
    with pytest.raises(IllegalAction, match="must play it now"):
        RULES.apply(s, "discard:10,20")


def test_after_the_start_the_start_player_enters_the_split_and_each_seat_gives_its_own_cards() -> None:
    s = position(
        "start: no; hand0: S 10 20 30 40; pile0: 1 2 3 4 5 6; hand1: 50 51 52 53 54; pile1: 60 61 62"
    )
    s = do(s, "start")
    assert RULES.current_player(s) == 0
    assert legal(s) == [f"shares:{a},{8 - a}" for a in range(9)]
    s = do(s, "shares:3,5")
    assert RULES.view(s, None)["pending"]["decision"] == "give"
    assert plays(s, "give:")[0] == "give:10,20,30"
    s = do(s, "give:10,20,30")
    # Seat 2 gives 5: all five from hand, then draws up to 5 - but owes nothing more.
    assert RULES.current_player(s) == 1
    s = do(s, "give:50,51,52,53,54")
    assert RULES.current_player(s) == 1 and s.turn == 1
    assert s.hands[0] == (3, 4, 5, 6, 40) and s.hands[1] == (60, 61, 62)
    assert sum(len(d) for d in s.discards) == 8


def test_a_player_who_runs_out_mid_share_draws_up_and_goes_on() -> None:
    s = position("start: no; hand0: S 10 20; pile0: 1 2 3 4 5 6 7 8; hand1: 50; pile1: 60")
    s = do(s, "start", "shares:7,1", "give:10,20")
    assert s.hands[0] == (4, 5, 6, 7, 8)
    assert legal(s)[0] == "give:4,5,6,7,8"


def test_solo_the_one_player_gives_all_eight() -> None:
    s = position(
        "start: no; hand0: S 10 20 30 40; pile0: " + " ".join(str(x) for x in range(50, 62)), players=1
    )
    s = do(s, "start")
    assert legal(s) == ["shares:8"]
    s = do(s, "shares:8", "give:10,20,30,40")
    s = do(s, legal(s)[0])
    assert len(s.discards[0]) == 8


def test_a_player_who_cannot_give_their_share_passes_the_rest_clockwise() -> None:
    s = position("start: no; hand0: S 10; hand1: 50 51 52; pile1: 60 61 62 63 64 65")
    s = do(s, "start", "shares:8,0")
    s = do(s, "give:10")
    assert RULES.current_player(s) == 1
    assert RULES.view(s, None)["pending"]["owed"] == 7
    s = do(s, "give:50,51,52")
    s = do(s, legal(s)[0])
    assert sum(len(d) for d in s.discards) == 8


def test_when_the_team_holds_fewer_than_eight_discardable_cards_everyone_gives_all() -> None:
    s = position("start: no; hand0: S 10 M; hand1: 50 51; pile1: M", sea_monsters=3)
    s = do(s, "start", "shares:4,4", "give:10", "give:50,51")
    assert s.turn == 1 and not s.agenda
    assert s.hands == ((C.MONSTER,), (C.MONSTER,))


def test_finish_cards_may_be_given_but_sea_monsters_never() -> None:
    s = position("start: no; hand0: S F M 10; pile0: 1; hand1: 50; pile1: 60", sea_monsters=3)
    s = do(s, "start", "shares:2,6")
    assert legal(s) == ["give:10,F"]
    with pytest.raises(IllegalAction, match="never be discarded"):
        RULES.apply(s, "give:10,M")


def test_later_start_cards_are_discarded_like_any_other_card() -> None:
    s = position("hand0: S 10 20; hand1: 50")
    assert "start" not in legal(s)
    assert "discard:10,S" in legal(s)
    with pytest.raises(IllegalAction, match="already been played"):
        RULES.apply(s, "start")


# --- A6 Finish and A7 end --------------------------------------------------------------------

FULL = " ".join(f"{p + 1}@{p}" for p in range(36))


def test_the_finish_wins_once_the_sea_is_full_and_a_start_was_played() -> None:
    s = position(f"grid: {FULL}; hand0: F 50; hand1: 60")
    assert "finish" in legal(s)
    won = do(s, "finish")
    assert RULES.is_terminal(won) and RULES.returns(won) == [1.0, 1.0]


def test_no_finish_before_the_sea_is_full() -> None:
    s = position("grid: 1@0; hand0: F 50; hand1: 60")
    with pytest.raises(IllegalAction, match="35 cells are still empty"):
        RULES.apply(s, "finish")


def test_no_finish_before_a_start_card_is_played() -> None:
    s = position(f"start: no; grid: {FULL}; hand0: F 50; hand1: 60")
    with pytest.raises(IllegalAction, match="Start card played first"):
        RULES.apply(s, "finish")


def test_a_player_without_a_legal_action_at_the_start_of_their_turn_loses_for_everyone() -> None:
    s = position("grid: 1@0 40@1; hand0: 10 20; hand1: 39")
    lost = do(s, "discard:10,20")
    assert RULES.is_terminal(lost)
    assert RULES.returns(lost) == [0.0, 0.0]
    assert RULES.view(lost, None)["stuck_seat"] == 1


def test_a_single_card_playable_at_no_cost_is_still_a_legal_action() -> None:
    s = position(f"grid: {FULL}; hand0: 1 2; hand1: F")
    after = do(s, "discard:1,2")
    assert not RULES.is_terminal(after)
    assert legal(after) == ["finish"]


def test_legal_actions_are_empty_once_the_game_is_over() -> None:
    s = do(position(f"grid: {FULL}; hand0: F"), "finish")
    assert legal(s) == []
    with pytest.raises(IllegalAction, match="game is over"):
        RULES.apply(s, "discard:1,2")


def test_every_card_of_the_box_is_in_the_deal() -> None:
    s = RULES.new_game(TranquilityOptions(players=3), 3)
    everything = Counter(c for group in (*s.hands, *s.piles) for c in group)
    assert everything == Counter({**{n: 1 for n in range(1, 81)}, C.FINISH: 5, C.START: 3})
