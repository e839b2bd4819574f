"""Matching a pattern against the grid (RULES.md B4), including the rulebook's examples."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.shifting_stones.cards import ALL_CARD_IDS, card
from game.shifting_stones.matching import PLACEMENTS, grid_key, key_matches, matches, matching_placements
from game.shifting_stones.scoring import scores
from game.shifting_stones.tiles import parse_grid
from tests.shifting_stones.scenario import cards, play, position


def test_bird_left_of_horse_found_in_two_places_scores_once() -> None:
    grid = "BHM/BHT/DOT"
    placements = matching_placements(parse_grid(grid), cards("c13")[0])
    assert [p.cell for p in placements] == [0, 3]
    assert [p.cells for p in placements] == [(0, 1), (3, 4)]
    after = play(position(grid, ["c13 c1", ""]), "score:c13")
    assert after.scored[0] == cards("c13")
    assert scores(after)[0] == 1 + 3  # one card worth 1, plus the +3 for most 1-point cards
    with pytest.raises(IllegalAction) as refused:
        play(after, "score:c13")
    assert refused.value.code == "card_not_in_hand"


def test_a_horizontal_pattern_does_not_match_the_same_faces_stacked_vertically() -> None:
    grid = parse_grid("TSF/HBD/OOD")  # Tree above Horse, never Tree left of Horse
    assert not matches(grid, cards("c24")[0])  # "TH": Tree left of Horse
    assert matches(grid, cards("c39")[0])  # "T/H": Tree above Horse
    with pytest.raises(IllegalAction) as refused:
        play(position("TSF/HBD/OOD", ["c24", ""]), "score:c24")
    assert refused.value.code == "pattern_not_on_grid"


def test_a_grey_square_card_fits_with_the_sun_in_the_top_row_but_not_in_the_bottom_one() -> None:
    sun_then_two_grey = cards("c37")[0]  # S/./.: the greys below need tiles, so the sun must be on top
    assert [p.cell for p in matching_placements(parse_grid("SFH/OBD/TDH"), sun_then_two_grey)] == [0]
    assert not matches(parse_grid("OBD/TDH/SFH"), sun_then_two_grey)
    assert not matches(parse_grid("OBD/SDH/TFH"), sun_then_two_grey)


def test_the_3_by_3_card_only_matches_with_the_fish_in_the_centre() -> None:
    fish_centre = cards("c12")[0]
    assert matching_placements(parse_grid("SBH/OFD/TDH"), fish_centre)[0].cells == tuple(range(9))
    for grid in ("FBH/OSD/TDH", "SBH/ODF/TDH", "SBH/ODD/TFH"):
        assert not matches(parse_grid(grid), fish_centre), grid


def test_patterns_are_never_mirrored() -> None:
    diagonal = cards("c23")[0]  # .D/O.: Seed up-right of Boat
    assert matches(parse_grid("SDH/OBF/TDH"), diagonal)
    assert not matches(parse_grid("DSH/BOF/TDH"), diagonal)


def test_a_pattern_may_sit_at_every_offset_where_its_rectangle_fits() -> None:
    assert len(PLACEMENTS[cards("c12")[0]]) == 1  # 3×3
    assert len(PLACEMENTS[cards("c13")[0]]) == 6  # 1×2
    assert len(PLACEMENTS[cards("c9")[0]]) == 1  # 3×3 with the bird in the centre
    assert len(PLACEMENTS[cards("c27")[0]]) == 3  # 3×1


def test_the_packed_matcher_agrees_with_a_square_by_square_reading() -> None:
    for grid_text in ("SFH/OBD/TDH", "MBO/HFT/DOT", "BHM/BHT/DOT", "TSF/HBD/OOD"):
        grid = parse_grid(grid_text)
        key = grid_key(grid)
        for card_id in ALL_CARD_IDS:
            c = card(card_id)
            by_hand = any(
                all(face is None or grid[(top + r) * 3 + left + col] == face for r, col, face in c.squares())
                for top in range(4 - c.height)
                for left in range(4 - c.width)
            )
            assert key_matches(key, card_id) == by_hand, (grid_text, card_id)
