"""Jagged Rocks (RULES.md A8): one blocked row, which moves in one of three modes.

The marker only stands in a row with an empty cell, leaves the game for good once four rows are
complete, and stays put when no other row has an empty cell. ``rocks == -1`` means no rocks.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.tranquility.layouts import Layout
from game.tranquility.placement import complete_rows

GONE = -1


def rows_it_may_move_to(grid: Sequence[int], layout: Layout, rocks: int) -> list[int]:
    """Other rows with at least one empty cell, bottom to top."""
    return [r for r, row in enumerate(layout.rows) if r != rocks and any(not grid[p] for p in row)]


def after_placement(grid: list[int], layout: Layout, rocks: int, mode: str | None, cell: int) -> int:
    """The rocks' row after an Island went into ``cell``: gone at four complete rows; in *follow*
    mode they move to that Island's row if it still has an empty cell."""
    if rocks == GONE:
        return GONE
    if complete_rows(grid, layout) >= 4:
        return GONE
    if mode == "follow":
        row = layout.row_of[cell]
        if any(not grid[p] for p in layout.rows[row]):
            return row
    return rocks
