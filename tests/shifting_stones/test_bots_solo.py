"""The hard bot's solo play (RULES.md B6): the work a pattern still needs, and the endgame search.

Whether it wins often enough is measured by the simulator (``docs/bots/shifting_stones.md``).
"""

from __future__ import annotations

from game.shifting_stones.bots import endgame
from game.shifting_stones.bots.effort import difficulty, effort
from game.shifting_stones.bots.endgame import Endgame, reach, wrong_cells
from game.shifting_stones.bots.search import distance
from game.shifting_stones.fast import matches
from game.shifting_stones.matching import grid_key
from game.shifting_stones.tiles import parse_grid
from tests.shifting_stones.scenario import cards, play, position
from tests.shifting_stones.test_bots import choice

GRIDS = ("SFH/OBD/TDH", "TTH/FHF/DHS", "HOD/DOB/DBM")


def key(grid: str) -> int:
    return grid_key(parse_grid(grid))


def test_no_work_is_left_exactly_when_a_pattern_matches() -> None:
    for grid_text in GRIDS:
        grid = key(grid_text)
        for card in range(1, 73):
            assert (effort(grid, card) == 0) == matches(grid, card)
            assert (wrong_cells(grid, card) == 0) == matches(grid, card)


def test_the_quick_bound_never_exceeds_the_fewest_moves() -> None:
    for grid_text in GRIDS:
        grid = key(grid_text)
        for card in range(1, 73):
            assert reach(grid, card) <= distance(grid, card, 3)


def test_a_one_face_pattern_needs_less_work_than_a_five_point_one() -> None:
    # c9 wants a Bird in the centre; c20 wants four faces around the centre.
    assert difficulty(9) < difficulty(20)
    assert max(difficulty(c) for c in cards("c8 c9 c12 c31")) < min(
        difficulty(c) for c in cards("c20 c33 c35")
    )


def test_what_the_endgame_remembers_between_decisions_never_changes_a_plan() -> None:
    grid = key("HOD/DOB/DBM")
    hand = cards("c4 c15 c22 c49")
    warm = Endgame(budget=40)
    first = warm.plan(grid, hand, (), False)
    endgame._AROUND.clear()
    endgame._LONE.clear()
    cold = Endgame(budget=40)
    assert cold.plan(grid, hand, (), False) == first and cold.spent == warm.spent


def test_last_cards_that_all_match_are_scored_at_once() -> None:
    # On this grid c8 (Sun top left), c11 (Boat Bird), c42 (Tree Seed) and c46 (Bird above Seed)
    # all match: score the four, no move needed.
    plan = Endgame().plan(key("SFH/OBD/TDH"), cards("c8 c11 c42 c46"), (), False)
    assert plan is not None and plan.total == 0
    assert sorted(plan.line.scored) == [8, 11, 42, 46] and plan.line.spent == 0


def test_hard_scores_the_harder_pattern_and_pays_with_the_easy_one() -> None:
    # Solo, a deck left. c2 (Horse Bird Seed in a row) needs the middle row's Boat flipped; c12
    # (a Fish in the centre) needs the Fish above swapped down. Two cards pay for one move: the
    # one-face c12 pays (it comes back later and is easy then), the 3-point c2 is scored.
    state = position("SFH/OBD/TDH", ["c2 c12"], deck="c30 c31 c32 c34 c35 c36", scored=[""])
    first = choice("hard", state)
    assert first == "flip:3/discard:c12"
    assert choice("hard", play(state, first)) == "score:c2"
