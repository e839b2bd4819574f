"""How much work a pattern still needs: a fast estimate of Shifts and Flips (RULES.md B3, B4).

The exact fewest moves (:func:`game.shifting_stones.bots.search.distance`) costs a search; the
solo planner values thousands of end grids a decision, so it uses this estimate instead. Per
placement of a pattern, every square showing the wrong face costs one move if the tile there is
of the right kind (a Flip) and a little more otherwise (a Shift must bring a tile of that kind,
which may then need a Flip too); the estimate is the cheapest placement.
"""

from __future__ import annotations

from functools import cache

from game.core.rng import Rng
from game.shifting_stones.matching import PLACEMENTS
from game.shifting_stones.tiles import TILE_KINDS

#: Cost of a square whose tile is of another kind than the face it needs.
OTHER_KIND = 1.5

#: Per card, per placement: ``(bit shift of the cell, face needed)`` pairs.
_NEEDS: tuple[tuple[tuple[tuple[int, int], ...], ...], ...] = tuple(
    tuple(tuple((3 * cell, face) for cell, face in p.needs) for p in placements) for placements in PLACEMENTS
)


def effort(key: int, card: int) -> float:
    """Estimated Shifts and Flips that make ``card`` match packed grid ``key`` (0 if it does)."""
    best = 99.0
    for needs in _NEEDS[card]:
        cost = 0.0
        for shift, face in needs:
            shown = (key >> shift) & 7
            if shown != face:
                cost += 1.0 if shown >> 1 == face >> 1 else OTHER_KIND
                if cost >= best:
                    break
        if cost < best:
            best = cost
            if best == 0.0:
                break
    return best


def _sample_keys(count: int) -> tuple[int, ...]:
    """``count`` grids drawn with a fixed seed: the same sample every run."""
    rng = Rng(20_260_101)
    keys = []
    for _ in range(count):
        grid = [2 * kind + rng.below(2) for kind in rng.shuffled(TILE_KINDS)]
        key = 0
        for cell in range(8, -1, -1):
            key = (key << 3) | grid[cell]
        keys.append(key)
    return tuple(keys)


_SAMPLE = _sample_keys(48)


@cache
def difficulty(card: int) -> float:
    """The :func:`effort` of ``card`` on an average grid (a fixed sample): what a card costs
    when it comes back from the deck to an unknown grid."""
    return sum(effort(key, card) for key in _SAMPLE) / len(_SAMPLE)
