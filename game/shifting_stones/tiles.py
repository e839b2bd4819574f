"""The nine Stone tiles and the 3×3 grid they lie in (RULES.md B1, B2).

Faces are small ints: ``face = 2 * kind + side``, so the two faces of one tile differ only in
the lowest bit and turning a tile over is ``face ^ 1``. A grid is a tuple of nine faces.

Cells are numbered 0–8 row by row, starting with the top row, the side where the draw deck sits
(which is "up" for every player)::

    deck
    0 1 2
    3 4 5
    6 7 8

In text a face is one letter (``S``un, ``M``oon, ``F``ish, ``B``ird, ``H``orse, b``O``at,
see``D``, ``T``ree) and a grid is written by rows, top row first: ``"SFH/OBD/TDH"``.
"""

from __future__ import annotations

from collections.abc import Sequence

#: Face letters in face order: faces 2k and 2k+1 are the two sides of tile kind k.
FACE_LETTERS = "SMFBHODT"
FACE_NAMES = ("sun", "moon", "fish", "bird", "horse", "boat", "seed", "tree")
FACE_OF_LETTER = {letter: face for face, letter in enumerate(FACE_LETTERS)}

#: Tile kinds and how many tiles of each the box holds: Sun/Moon ×1, Fish/Bird ×2,
#: Horse/Boat ×3, Seed/Tree ×3 (RULES.md B1).
KIND_COUNTS = (1, 2, 3, 3)
#: The kinds of the nine tiles, sorted: the multiset every grid must keep.
TILE_KINDS = tuple(kind for kind, count in enumerate(KIND_COUNTS) for _ in range(count))

CELLS = tuple(range(9))
SIZE = 3

#: Orthogonally adjacent cell pairs (smaller cell first), the only swaps a Shift allows.
ADJACENT_PAIRS: tuple[tuple[int, int], ...] = tuple(
    (a, b)
    for a in CELLS
    for b in CELLS
    if a < b and ((a // SIZE == b // SIZE and b - a == 1) or b - a == SIZE)
)
ADJACENT = frozenset(ADJACENT_PAIRS)


def kind_of(face: int) -> int:
    """The tile kind a face belongs to."""
    return face >> 1


def flipped(face: int) -> int:
    """The face on the other side of the same tile."""
    return face ^ 1


def are_adjacent(a: int, b: int) -> bool:
    """True if cells ``a`` and ``b`` share a side (diagonals do not count, RULES.md B3)."""
    return (min(a, b), max(a, b)) in ADJACENT


def is_full_tile_set(grid: Sequence[int]) -> bool:
    """True if ``grid`` holds exactly the nine tiles of the box, each showing one of its faces."""
    return len(grid) == 9 and sorted(kind_of(face) for face in grid) == list(TILE_KINDS)


def format_grid(grid: Sequence[int]) -> str:
    """The grid as ``"SFH/OBD/TDH"``, top row first."""
    letters = "".join(FACE_LETTERS[face] for face in grid)
    return "/".join(letters[row * SIZE : row * SIZE + SIZE] for row in range(SIZE))


def parse_grid(text: str) -> tuple[int, ...]:
    """Inverse of :func:`format_grid`; raises ``ValueError`` unless it is nine box tiles."""
    letters = text.replace("/", "")
    if len(letters) != 9 or any(letter not in FACE_OF_LETTER for letter in letters):
        raise ValueError(f"a grid is nine face letters from {FACE_LETTERS}, got {text!r}")
    grid = tuple(FACE_OF_LETTER[letter] for letter in letters)
    if not is_full_tile_set(grid):
        raise ValueError(f"{text!r} does not show the nine tiles of the box (1 S/M, 2 F/B, 3 H/O, 3 D/T)")
    return grid
