"""Day and Night (RULES.md A8): cells 0–17 take night-side cards, 18–35 day-side cards.

All hands share one orientation, starting at night; drawing a Compass from a pile turns it. The
house ruling turns it at the start of a turn when the active player cannot place any Island in
the half it points at while the other half has an empty cell outside the Jagged Rocks row.
"""

from __future__ import annotations

from game.tranquility.layouts import CELLS, HALF, Layout


def half_name(night: bool) -> str:
    """The half the orientation points at, in words."""
    return "the lower half (cells 0-17, night side)" if night else "the upper half (cells 18-35, day side)"


def in_half(cell: int, night: bool) -> bool:
    """True when ``cell`` lies in the half matching the orientation."""
    return (cell < HALF) == night


def other_half_has_room(grid: tuple[int, ...] | list[int], layout: Layout, rocks: int, night: bool) -> bool:
    """The other half has an empty cell outside the Jagged Rocks row."""
    cells = range(HALF, CELLS) if night else range(HALF)
    return any(not grid[p] and layout.row_of[p] != rocks for p in cells)
