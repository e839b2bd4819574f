"""The three seas: where each of the 36 cells sits, its rows, and which cells it touches (A1, A8).

Cells are always numbered in sequence order: rows from bottom to top, each row left to right,
skipping holes. The order rule and the sequence neighbours ``p-1``/``p+1`` are the same in every
layout; Pyramid and High Arch add the cells a card *rests on* as neighbours ([ruling] A8).
"""

from __future__ import annotations

from dataclasses import dataclass

CELLS = 36
#: The first 18 cells are the lower (night) half in Day and Night (A8).
HALF = 18


@dataclass(frozen=True, slots=True)
class Layout:
    """One sea. ``coords[p]`` is ``(row, column)`` on a grid ``width`` columns wide (row 0 at the
    bottom); ``rows[r]`` are the cells of row ``r``; ``neighbours[p]`` the cells whose cards set
    the cost of a card in ``p``; ``rests_on[p]`` the cells under ``p`` (empty in the standard sea)."""

    name: str
    width: int
    coords: tuple[tuple[int, int], ...]
    rows: tuple[tuple[int, ...], ...]
    row_of: tuple[int, ...]
    rests_on: tuple[tuple[int, ...], ...]
    neighbours: tuple[tuple[int, ...], ...]


def _build(
    name: str, width: int, row_columns: list[list[int]], rests: dict[tuple[int, int], list[int]]
) -> Layout:
    """Number cells in sequence order; ``rests[(row, col)]`` lists columns of the row below."""
    coords: list[tuple[int, int]] = []
    rows: list[tuple[int, ...]] = []
    for r, columns in enumerate(row_columns):
        start = len(coords)
        coords.extend((r, c) for c in columns)
        rows.append(tuple(range(start, len(coords))))
    index = {rc: p for p, rc in enumerate(coords)}
    rests_on = tuple(tuple(index[(row - 1, c)] for c in rests.get((row, col), [])) for row, col in coords)
    neighbours = []
    for p in range(len(coords)):
        seq = [q for q in (p - 1, p + 1) if 0 <= q < len(coords)]
        neighbours.append(tuple(sorted(set(seq) | set(rests_on[p]))))
    row_of = tuple(row for row, _ in coords)
    assert len(coords) == CELLS
    return Layout(name, width, tuple(coords), tuple(rows), row_of, rests_on, tuple(neighbours))


def _standard() -> Layout:
    return _build("standard", 6, [list(range(6)) for _ in range(6)], {})


def _pyramid() -> Layout:
    # Row r holds 8-r bricks; brick i of a row rests on bricks i and i+1 of the row below. Columns
    # here are brick indices; the frame draws row r shifted by half a brick per row.
    row_columns = [list(range(8 - r)) for r in range(8)]
    rests = {(r, i): [i, i + 1] for r in range(1, 8) for i in range(8 - r)}
    return _build("pyramid", 8, row_columns, rests)


def _high_arch() -> Layout:
    # [ruling] A8: columns 0-1 and 6-7 are the pillars (four rows), then two full rows of 8, then
    # the keystone row over columns 2-5. A cell rests on the cell straight below, if any.
    pillars = [0, 1, 6, 7]
    row_columns = [pillars] * 4 + [list(range(8))] * 2 + [[2, 3, 4, 5]]
    rests: dict[tuple[int, int], list[int]] = {}
    for r in range(1, len(row_columns)):
        below = set(row_columns[r - 1])
        for c in row_columns[r]:
            if c in below:
                rests[(r, c)] = [c]
    return _build("high_arch", 8, row_columns, rests)


LAYOUTS: dict[str, Layout] = {layout.name: layout for layout in (_standard(), _pyramid(), _high_arch())}


def get_layout(name: str) -> Layout:
    """The layout called ``name`` (options are validated, so the name exists)."""
    return LAYOUTS[name]
