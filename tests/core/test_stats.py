"""Wilson intervals and nearest-rank percentiles, the one implementation every report uses."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from game.core.stats import median_p95_ms, percentile, wilson


def test_wilson_brackets_the_rate_with_known_bounds() -> None:
    low, high = wilson(90, 100)
    assert 0.82 < low < 0.83 and 0.94 < high < 0.95
    low, high = wilson(60, 100)
    assert 0.50 < low < 0.6 < high < 0.70
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == [0.0, 1.0]


def test_wilson_is_not_rounded() -> None:
    low, _ = wilson(1, 3)
    assert round(low, 4) != low


@given(st.integers(1, 5000), st.data())
def test_wilson_holds_the_rate_and_narrows_with_more_trials(trials: int, data: st.DataObject) -> None:
    wins = data.draw(st.integers(0, trials))
    low, high = wilson(wins, trials)
    assert 0.0 <= low <= wins / trials <= high <= 1.0
    low4, high4 = wilson(4 * wins, 4 * trials)
    assert high4 - low4 < high - low


def test_percentile_is_the_nearest_rank() -> None:
    values = [float(v) for v in range(1, 21)]  # 1..20
    assert percentile(values, 0.5) == 10.0
    assert percentile(values, 0.95) == 19.0
    assert percentile(values, 1.0) == 20.0
    assert percentile(values, 0.0) == 1.0
    assert percentile([], 0.5) == 0.0


@given(st.lists(st.floats(0, 1e6, allow_nan=False), min_size=1, max_size=200), st.floats(0.01, 1.0))
def test_at_least_a_share_q_of_the_values_lie_at_or_below_the_percentile(
    values: list[float], q: float
) -> None:
    ordered = sorted(values)
    p = percentile(ordered, q)
    assert p in ordered
    at_or_below = sum(1 for v in ordered if v <= p)
    assert at_or_below >= math.ceil(q * len(ordered)) - 1e-9
    assert sum(1 for v in ordered if v < p) < math.ceil(q * len(ordered))


def test_median_p95_in_milliseconds() -> None:
    assert median_p95_ms([0.003, 0.001, 0.002]) == {"median": 2.0, "p95": 3.0}
    assert median_p95_ms([]) == {"median": 0.0, "p95": 0.0}
