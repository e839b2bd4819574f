"""Where an Island may go and what it costs (RULES.md A4, with the layout and module limits).

The grid is a tuple of 36 numbers in sequence order, 0 for an empty cell. It always ascends in
sequence order, which lets the order rule be checked with one scan: a number ``n`` fits exactly
into the empty cells strictly between the last occupied cell holding less than ``n`` and the
first occupied cell holding more.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.tranquility.layouts import Layout


def open_interval(grid: Sequence[int], n: int) -> tuple[int, int]:
    """``(lo, hi)``: cells strictly between them satisfy the order rule for ``n`` (A4)."""
    lo = -1
    hi = len(grid)
    for p, v in enumerate(grid):
        if v:
            if v < n:
                lo = p
            else:
                hi = p
                break
    return lo, hi


def order_conflict(grid: Sequence[int], cell: int, n: int) -> tuple[int, int] | None:
    """The ``(number, cell)`` of a placed card that forbids ``n`` in ``cell``, or None (A4)."""
    for p in range(cell):
        if grid[p] > n:
            return grid[p], p
    for p in range(len(grid) - 1, cell, -1):
        if 0 < grid[p] < n:
            return grid[p], p
    return None


def placement_cost(grid: Sequence[int], layout: Layout, cell: int, n: int) -> int:
    """Cards to discard for ``n`` in ``cell``: the smallest gap to an occupied neighbour (A4).

    Neighbours are the previous and next cells *in sequence order*, so the last cell of a row
    touches the first cell of the row above; Pyramid and High Arch add the cells the card rests
    on ([ruling] A8). No occupied neighbour: cost 0.
    """
    best = 99
    for q in layout.neighbours[cell]:
        v = grid[q]
        if v:
            d = v - n if v > n else n - v
            if d < best:
                best = d
    return 0 if best == 99 else best


def complete_rows(grid: Sequence[int], layout: Layout) -> int:
    """How many rows have every cell filled (Jagged Rocks leave at four, A8)."""
    return sum(1 for row in layout.rows if all(grid[p] for p in row))


def row_is_complete(grid: Sequence[int], layout: Layout, row: int) -> bool:
    """True when every cell of ``row`` holds a card."""
    return all(grid[p] for p in layout.rows[row])
