"""The 72 Pattern cards as encoded in the project (RULES.md B1)."""

from __future__ import annotations

from collections import Counter

from game.shifting_stones.cards import ALL_CARD_IDS, POINTS, card, card_id_of, card_name
from game.shifting_stones.matching import matches
from game.shifting_stones.tiles import KIND_COUNTS, TILE_KINDS, kind_of


def test_there_are_72_cards_numbered_c1_to_c72() -> None:
    assert tuple(range(1, 73)) == ALL_CARD_IDS
    assert [card_id_of(card_name(i)) for i in ALL_CARD_IDS] == list(ALL_CARD_IDS)
    assert card_id_of("c0") is None and card_id_of("c73") is None and card_id_of("c041") is None


def test_cards_are_worth_1_2_3_or_5_points_28_26_13_and_5_of_them() -> None:
    assert Counter(POINTS[i] for i in ALL_CARD_IDS) == {1: 28, 2: 26, 3: 13, 5: 5}
    assert all(card(i).points == POINTS[i] for i in ALL_CARD_IDS)


def test_all_72_patterns_are_distinct() -> None:
    assert len({card(i).rows for i in ALL_CARD_IDS}) == 72


def test_every_pattern_is_a_rectangle_of_at_most_3_by_3_with_at_least_one_face() -> None:
    for i in ALL_CARD_IDS:
        c = card(i)
        assert 1 <= c.height <= 3 and 1 <= c.width <= 3, c
        assert all(len(row) == c.width for row in c.rows), c
        assert any(face is not None for _, _, face in c.squares()), c


def test_no_card_needs_more_copies_of_a_face_than_the_tiles_provide() -> None:
    for i in ALL_CARD_IDS:
        needed = Counter(kind_of(face) for _, _, face in card(i).squares() if face is not None)
        for kind, count in needed.items():
            assert count <= KIND_COUNTS[kind], f"{card_name(i)} needs {count} tiles of kind {kind}"


def grid_showing(card_id: int) -> tuple[int, ...]:
    """A legal grid with the card's pattern at the top-left, the other tiles anywhere."""
    c = card(card_id)
    grid: list[int | None] = [None] * 9
    left = list(TILE_KINDS)
    for r, col, face in c.squares():
        if face is not None:
            grid[r * 3 + col] = face
            left.remove(kind_of(face))
    filled = [g if g is not None else 2 * left.pop() for g in grid]
    return tuple(filled)


def test_every_card_can_be_scored_on_some_grid() -> None:
    for i in ALL_CARD_IDS:
        assert matches(grid_showing(i), i), card_name(i)
