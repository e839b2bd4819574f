"""Where a pattern matches the grid (RULES.md B4).

A pattern's rectangle may sit at any offset that keeps it inside the 3×3 grid; it matches there
when every non-grey square shows exactly that face. Grey squares ask only for a tile, and every
cell always holds one, so they only narrow down the offsets. No rotation, no mirroring.

Everything is precomputed per card at import: the offsets where the rectangle fits, the cells it
covers there, and a ``(mask, value)`` pair on the packed grid (3 bits per cell, see
:func:`grid_key`), so testing a card is a handful of integer operations.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.shifting_stones.cards import ALL_CARD_IDS, card
from game.shifting_stones.tiles import SIZE


@dataclass(frozen=True)
class Placement:
    """One offset of a card's rectangle inside the grid.

    ``cell`` is the grid cell under the pattern's top-left square; ``cells`` every cell the
    rectangle covers (grey squares included), which is what the UI highlights; ``needs`` the
    ``(cell, face)`` pairs that must show exactly that face.
    """

    cell: int
    cells: tuple[int, ...]
    needs: tuple[tuple[int, int], ...]
    mask: int
    value: int

    @property
    def row(self) -> int:
        return self.cell // SIZE

    @property
    def column(self) -> int:
        return self.cell % SIZE


def _placements(card_id: int) -> tuple[Placement, ...]:
    pattern = card(card_id)
    out = []
    for top in range(SIZE - pattern.height + 1):
        for left in range(SIZE - pattern.width + 1):
            cells = []
            needs = []
            for r, c, face in pattern.squares():
                cell = (top + r) * SIZE + left + c
                cells.append(cell)
                if face is not None:
                    needs.append((cell, face))
            mask = sum(7 << (3 * cell) for cell, _ in needs)
            value = sum(face << (3 * cell) for cell, face in needs)
            out.append(Placement(top * SIZE + left, tuple(cells), tuple(needs), mask, value))
    return tuple(out)


#: Every offset of every card (index = card id; index 0 unused).
PLACEMENTS: tuple[tuple[Placement, ...], ...] = ((), *(_placements(i) for i in ALL_CARD_IDS))
#: The same as ``(mask, value)`` pairs only: the hot path of :func:`key_matches`.
MASKS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((p.mask, p.value) for p in placements) for placements in PLACEMENTS
)


def grid_key(grid: Sequence[int]) -> int:
    """The grid packed into one int, 3 bits per cell (cell 0 lowest)."""
    key = 0
    for cell in range(8, -1, -1):
        key = (key << 3) | grid[cell]
    return key


def key_matches(key: int, card_id: int) -> bool:
    """True if card ``card_id`` matches the packed grid ``key`` at some offset."""
    # A plain loop: on this hot path it is about twice as fast as any() over a generator.
    for mask, value in MASKS[card_id]:  # noqa: SIM110
        if key & mask == value:
            return True
    return False


def matches(grid: Sequence[int], card_id: int) -> bool:
    """True if the card's pattern appears anywhere on ``grid`` (RULES.md B4)."""
    return key_matches(grid_key(grid), card_id)


def matching_placements(grid: Sequence[int], card_id: int) -> list[Placement]:
    """Every offset where the card's pattern matches ``grid``, in cell order (may be empty).

    A pattern found at several offsets still scores only once (RULES.md B4); this list is for
    showing the player where it fits.
    """
    key = grid_key(grid)
    return [p for p in PLACEMENTS[card_id] if key & p.mask == p.value]
