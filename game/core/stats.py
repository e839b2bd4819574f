"""The two figures every benchmark and simulation reports: Wilson intervals and percentiles.

Both return exact floats; rounding is the reader's business (a summary or a table rounds what it
prints, the figures themselves never are), so the same wins give the same interval everywhere.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

#: z of a two-sided 95% interval.
Z95 = 1.96


def wilson(successes: float, trials: int, z: float = Z95) -> list[float]:
    """The Wilson score interval ``[low, high]`` of ``successes`` out of ``trials`` (95% by
    default; a tie may count as a fraction of a success); ``[0.0, 1.0]`` without trials."""
    if trials <= 0:
        return [0.0, 1.0]
    p = successes / trials
    denominator = 1.0 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1.0 - p) / trials + z * z / (4 * trials * trials)) / denominator
    # The interval holds p; rounding error must not push an end past it (0 of n starts at 0).
    return [min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half))]


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0 to 1) of already sorted values by nearest rank: the smallest value
    with at least a share ``q`` of the values at or below it; 0.0 when there are none."""
    if not sorted_values:
        return 0.0
    rank = max(0, min(len(sorted_values) - 1, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[rank]


def median_p95_ms(seconds: Sequence[float]) -> dict[str, float]:
    """``{"median", "p95"}`` of durations in seconds, in milliseconds (nearest rank)."""
    ordered = sorted(seconds)
    return {"median": 1000.0 * percentile(ordered, 0.5), "p95": 1000.0 * percentile(ordered, 0.95)}
