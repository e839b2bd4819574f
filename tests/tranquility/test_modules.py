"""Scenario tests for the advanced modules and the house rulings (RULES.md A8)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.core.rng import seed_from_text
from game.core.table import play_bots
from game.tranquility import cards as C
from game.tranquility.bots import make_bot
from game.tranquility.layouts import LAYOUTS
from game.tranquility.options import TranquilityOptions
from game.tranquility.rules import RULES
from game.tranquility.state import TState
from tests.tranquility.notation import do, legal, plays, position

# --- fewer islands ---------------------------------------------------------------------------


def test_removed_islands_leave_the_deck_unseen() -> None:
    s = RULES.new_game(TranquilityOptions(players=3, removed_islands=6), 4)
    assert len(s.removed) == 6 and all(C.is_island(c) for c in s.removed)
    assert sum(len(h) + len(p) for h, p in zip(s.hands, s.piles, strict=True)) == 85 - 6 + 3
    view = RULES.view(s, 0)
    assert view["removed_count"] == 6 and "removed" not in view


# --- Sea Monsters ----------------------------------------------------------------------------


def test_a_monster_swallows_any_placed_island_and_the_cell_can_be_filled_again() -> None:
    s = position(
        "grid: 10@0 40@14; rocks: 2; hand0: M 1; pile0: 2; hand1: 5", sea_monsters=3, jagged_rocks="follow"
    )
    assert plays(s, "monster") == ["monster:@0", "monster:@14"]
    after = do(s, "monster:@14")
    assert after.grid[14] == 0 and after.gone == (C.MONSTER, 40)


def test_a_monster_needs_an_island_and_can_never_be_discarded() -> None:
    s = position("hand0: M 1 2; hand1: 5", sea_monsters=3)
    assert not plays(s, "monster") and "discard:1,M" not in legal(s)
    with pytest.raises(IllegalAction, match="needs an Island"):
        RULES.apply(s, "monster:@3")


def test_no_finish_while_anyone_holds_a_monster() -> None:
    full = " ".join(f"{p + 1}@{p}" for p in range(36))
    s = position(f"grid: {full}; hand0: F 50; hand1: M", sea_monsters=3)
    with pytest.raises(IllegalAction, match="Sea Monster"):
        RULES.apply(s, "finish")


# --- Jagged Rocks ----------------------------------------------------------------------------


def test_no_card_may_be_placed_in_the_rocks_row() -> None:
    s = position("rocks: 0; hand0: 10 1; hand1: 5", jagged_rocks="follow")
    assert all(not a.startswith("play:10@") or int(a.split("@")[1]) >= 6 for a in legal(s))
    with pytest.raises(IllegalAction, match="Jagged Rocks block"):
        RULES.apply(s, "play:10@3")


def test_automatic_rocks_move_to_another_row_with_room_after_every_turn() -> None:
    s = position("rocks: 0; hand0: 10 20 30; hand1: 5 6", jagged_rocks="automatic")
    after = do(s, "discard:10,20")
    assert after.rocks != 0 and after.rocks in range(6)


def test_manual_rocks_are_moved_or_kept_for_two_cards_after_a_play() -> None:
    s = position("rocks: 0; hand0: 10 1 2 3; pile0: 40 41; hand1: 5 6", jagged_rocks="manual")
    s = do(s, "play:10@6")
    assert RULES.current_player(s) == 0
    assert "rocks:2" in legal(s) and "rocks:0" not in legal(s) and "rocks:stay/discard:1,2" in legal(s)
    kept = do(s, "rocks:stay/discard:1,2")
    assert kept.rocks == 0 and kept.discards[0] == (1, 2) and kept.turn == 1


def test_manual_rocks_must_move_when_fewer_than_two_cards_could_pay() -> None:
    s = position("rocks: 0; hand0: 10 1; hand1: 5 6", jagged_rocks="manual")
    s = do(s, "play:10@6")
    assert all(not a.startswith("rocks:stay") for a in legal(s))


def test_discarding_two_does_not_move_manual_rocks() -> None:
    s = position("rocks: 0; hand0: 10 1 2; hand1: 5 6", jagged_rocks="manual")
    assert do(s, "discard:1,2").turn == 1


def test_follow_rocks_move_to_the_row_of_the_placed_island() -> None:
    s = position("rocks: 0; hand0: 10 1; hand1: 5 6", jagged_rocks="follow")
    assert do(s, "play:10@8").rocks == 1


def test_rocks_leave_for_good_once_four_rows_are_complete() -> None:
    grid = " ".join(f"{p + 1}@{p}" for p in range(23))
    s = position(f"grid: {grid}; rocks: 5; hand0: 24 1 2; hand1: M", jagged_rocks="follow", sea_monsters=3)
    s = do(s, "play:24@23/discard:1")
    assert s.rocks == -1
    s = do(s, "monster:@23")
    assert s.rocks == -1


# --- Storms and Compass ----------------------------------------------------------------------


def test_a_drawn_compass_is_set_aside_and_replaced() -> None:
    s = position("hand0: 10 20 30; pile0: 41 42 C; hand1: 50 51", storms=True)
    s = do(s, "discard:10,20")
    assert s.compasses[0] == 1 and s.hands[0] == (30, 41, 42)


def test_a_storm_drawn_with_a_compass_in_hand_waits_for_the_players_choice() -> None:
    s = position("hand0: 10 20 30; pile0: 41 42 headwind; hand1: 50 51; compasses: 1 0", storms=True)
    s = do(s, "discard:10,20")
    assert legal(s) == ["compass:no", "compass:yes"]
    assert RULES.view(s, 1)["pending"] == {
        "decision": "compass",
        "seat": 0,
        "storm": "headwind",
    }
    calm = do(s, "compass:yes")
    assert calm.compasses[0] == 0 and not calm.headwind[0] and calm.hands[0] == (30, 41, 42)
    struck = do(s, "compass:no")
    assert struck.headwind[0]


def test_the_squall_takes_two_cards_after_the_refill() -> None:
    s = position("hand0: 10 20 30; pile0: 41 42 43 squall; hand1: 50 51", storms=True)
    s = do(s, "discard:10,20")
    assert s.hands[0] == (30, 41, 42, 43) and RULES.current_player(s) == 0
    assert "squall:30,41" in legal(s)
    s = do(s, "squall:30,41")
    assert s.hands[0] == (42, 43) and s.turn == 1


def test_the_undertow_takes_two_pile_cards_unseen_but_a_start_goes_back() -> None:
    s = position("hand0: 10 20 30; pile0: 1 2 3 S 5 undertow; hand1: 50 51", storms=True)
    s = do(s, "discard:10,20")
    assert s.lost == (5,)
    assert s.hands[0] == (1, 2, 3, 30) or C.START in s.piles[0] or C.START in s.hands[0]
    assert RULES.view(s, 0)["lost_count"] == 1


def test_the_headwind_adds_one_to_the_next_island_even_at_no_cost() -> None:
    s = position("headwind: 0; hand0: 10 1 2; hand1: 50", storms=True)
    assert plays(s, "play:10@0") == ["play:10@0/discard:1", "play:10@0/discard:2"]
    assert not do(s, "play:10@0/discard:1").headwind[0]


def test_the_breaker_removes_the_most_recently_placed_island() -> None:
    s = do(position("hand0: 20; pile0: 41 breaker; hand1: 50 51", storms=True), "play:20@3")
    assert s.grid[3] == 0 and 20 in s.gone


def test_the_doldrums_allows_only_discarding_two_on_the_next_turn() -> None:
    s = position("doldrums: 1; hand0: 10 20; hand1: 50 51 52; pile1: 1 2", storms=True)
    s = do(s, "discard:10,20")
    assert s.restricted and all(a.startswith("discard:") for a in legal(s))
    s2 = position("doldrums: 1; hand0: 10 20; hand1: 50", storms=True)
    assert not do(s2, "discard:10,20").restricted


def test_a_start_that_must_be_played_uses_up_the_doldrums() -> None:
    s = position("start: no; doldrums: 1; hand0: 10 20; hand1: S 50 51", storms=True)
    s = do(s, "discard:10,20")
    assert legal(s) == ["start"] and not s.doldrums[1]


def test_lightning_makes_every_player_discard_one_card_clockwise_from_the_drawer() -> None:
    s = position("hand0: 10 20 30; pile0: 41 lightning; hand1: 50 51", storms=True)
    s = do(s, "discard:10,20")
    assert RULES.current_player(s) == 0 and legal(s) == ["lightning:30"]
    s = do(s, "lightning:30")
    assert RULES.current_player(s) == 1
    s = do(s, "lightning:51")
    assert s.hands == ((41,), (50,)) and s.turn == 1


def test_an_unplayed_start_is_never_a_squall_discard() -> None:
    # The audit's example: a Squall with no Start on the table while the victim holds one (A5).
    s = position("start: no; hand0: 10 20 30; pile0: S squall; hand1: 50 51", storms=True)
    s = do(s, "discard:10,20")
    assert s.hands[0] == (30, C.START) and RULES.current_player(s) == 0
    assert legal(s) == ["squall:30"]
    with pytest.raises(IllegalAction) as err:
        do(s, "squall:30,S")
    assert err.value.code == "must_play_start"
    s = do(s, "squall:30")
    assert s.hands[0] == (C.START,) and s.turn == 1


def test_an_unplayed_start_is_never_a_lightning_discard_and_alone_it_is_spared() -> None:
    s = position("start: no; hand0: 10 20 30; pile0: lightning; hand1: S", storms=True)
    s = do(s, "discard:10,20")
    assert legal(s) == ["lightning:30"]
    s = do(s, "lightning:30")
    # Seat 2 holds nothing it may discard: the Lightning passes it by and it must play its Start.
    assert s.hands[1] == (C.START,) and s.turn == 1 and legal(s) == ["start"]


def test_once_a_start_is_played_a_later_start_is_discarded_like_any_card() -> None:
    s = position("hand0: 10 20 30; pile0: S squall; hand1: 50 51", storms=True)
    s = do(s, "discard:10,20")
    assert legal(s) == ["squall:30,S"]
    assert do(s, "squall:30,S").hands[0] == ()


def test_manual_rocks_are_never_kept_with_an_unplayed_start() -> None:
    s = position("start: no; rocks: 0; hand0: 10 20 S; hand1: 50", jagged_rocks="manual")
    for text in legal(s):
        assert text == "start"
    with pytest.raises(IllegalAction):
        do(s, "discard:10,S")


def test_the_audit_game_no_longer_throws_away_its_first_start() -> None:
    """``--seed 6001013 --bot normal`` with Storms, 2 players: at step 25 the normal bot used to
    answer a Squall with ``squall:15,S`` while no Start was on the table."""

    def no_start_offered_without_one(s: TState) -> None:
        if not s.start_card:
            actions = RULES.legal_actions(s)
            assert not any("S" in a.partition(":")[2].replace("/discard:", ",").split(",") for a in actions)

    options = RULES.options_from_json({"players": 2, "storms": True})
    bots = [make_bot("normal")] * 2
    played = play_bots(RULES, options, seed_from_text("6001013"), bots, watch=no_start_offered_without_one)
    assert RULES.is_terminal(played.state)
    assert sum(a.startswith("squall:") for a in played.actions) == 1


def test_completing_a_row_gains_a_compass_from_the_supply() -> None:
    s = position("grid: 1@0 2@1 3@2 4@3 5@4; supply: 3; hand0: 6 7; hand1: 50", storms=True)
    s = do(s, "play:6@5/discard:7")
    assert s.compasses[0] == 1 and s.supply == 2


# --- Wild cards ------------------------------------------------------------------------------


def test_a_wild_plays_as_an_island_of_a_named_number() -> None:
    s = position("grid: 40@12; hand0: W 1; hand1: 50", wild_cards=1)
    assert "play:W=39@11/discard:1" in legal(s)
    assert "play:W=40@13" not in legal(s)
    after = do(s, "play:W=60@20")
    assert after.grid[20] == 60 and after.wild_cells == (20,)


def test_a_wild_can_be_the_start_or_the_finish_but_never_forces_a_start() -> None:
    s = position("start: no; hand0: W 1 2; hand1: 50", wild_cards=1)
    assert "start:W" in legal(s) and "discard:1,2" in legal(s)
    full = " ".join(f"{p + 1}@{p}" for p in range(36))
    assert "finish:W" in legal(position(f"grid: {full}; hand0: W; hand1: 50", wild_cards=1))


def test_an_island_whose_number_a_wild_took_cannot_be_placed() -> None:
    s = position("grid: W37@5; hand0: 37 1 2; hand1: 50", wild_cards=1)
    with pytest.raises(IllegalAction, match="already in the sea"):
        RULES.apply(s, "play:37@20")


# --- layouts ---------------------------------------------------------------------------------


def test_every_layout_has_36_cells_in_rows_bottom_to_top() -> None:
    assert [len(r) for r in LAYOUTS["standard"].rows] == [6] * 6
    assert [len(r) for r in LAYOUTS["pyramid"].rows] == [8, 7, 6, 5, 4, 3, 2, 1]
    assert [len(r) for r in LAYOUTS["high_arch"].rows] == [4, 4, 4, 4, 8, 8, 4]


def test_a_pyramid_brick_counts_the_two_bricks_it_rests_on_as_neighbours() -> None:
    pyramid = LAYOUTS["pyramid"]
    assert pyramid.rests_on[8] == (0, 1)
    s = position("grid: 20@1; hand0: 30 1 2 3; hand1: 50", layout="pyramid")
    assert not plays(s, "play:30@8")  # 10 discards
    assert "play:30@10" in legal(s)  # rests on empty bricks 2 and 3


def test_high_arch_middle_of_the_first_full_row_rests_on_nothing() -> None:
    arch = LAYOUTS["high_arch"]
    first_full = arch.rows[4]
    assert [len(arch.rests_on[p]) for p in first_full] == [1, 1, 0, 0, 0, 0, 1, 1]
    assert arch.coords[35] == (6, 5)


# --- Day and Night ---------------------------------------------------------------------------


def test_at_night_islands_go_only_into_the_lower_half() -> None:
    s = position("night; hand0: 10 1; hand1: 50", day_night=True)
    assert all(int(a.split("@")[1]) < 18 for a in plays(s, "play:10@"))
    with pytest.raises(IllegalAction, match="lower half"):
        RULES.apply(s, "play:10@20")


def test_drawing_a_compass_turns_every_hand() -> None:
    s = position("night; hand0: 10 20 30; pile0: 41 C; hand1: 50 51; pile1: 52", day_night=True)
    assert not do(s, "discard:10,20").night


def test_the_hands_turn_when_nothing_fits_the_half_they_point_at() -> None:
    grid = " ".join(f"{p + 1}@{p}" for p in range(18))
    s = position(f"night; grid: {grid}; hand0: 40 41 42; hand1: 50 51", day_night=True)
    s = do(s, "discard:40,41")
    assert not s.night and "play:50@19" in legal(s)


# --- competitive 1 v 1 -----------------------------------------------------------------------


def test_duel_scores_islands_discards_and_the_finish() -> None:
    s = position("hand0: 10 20 30 1; hand1: 50 60; pile1: 61 62", competitive=True)
    s = do(s, "play:20@3")
    assert s.scores == (1, 0)
    s = do(s, "discard:50,60")
    assert s.scores == (1, -2)
    full = " ".join(f"{p + 1}@{p}" for p in range(36))
    won = do(position(f"grid: {full}; hand0: F", competitive=True), "finish")
    assert RULES.returns(won) == [3.0, 0.0]


def test_duel_player_who_cannot_act_loses_three() -> None:
    s = position("grid: 1@0 40@1; hand0: 10 20; hand1: 39", competitive=True)
    s = do(s, "discard:10,20")
    assert RULES.returns(s) == [-2.0, -3.0]


def test_duel_start_shares_are_four_each() -> None:
    s = position("start: no; hand0: S 1 2 3 4 5; hand1: 50 51 52 53", competitive=True)
    assert legal(do(s, "start")) == ["shares:4,4"]
