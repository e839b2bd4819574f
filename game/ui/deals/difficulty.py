"""How hard a game is before it starts: the measured win rate of a team of ``hard`` bots.

The figures come from ``game.ui.deals.difficulty_table`` (written by ``bench/difficulty.py``): each
preset measured at every player count, and the effect of each single module on the base game.
A preset is looked up; any other option set is estimated from the nearest preset at the same
player count, shifted on the log-odds scale by the effects of the modules that differ — and the
meter says it is an estimate.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from game.core.registry import GameSpec
from game.ui.deals import difficulty_table as table
from game.ui.deals.presets import module_options


@dataclass(frozen=True)
class Difficulty:
    """A win rate in [0, 1], the games behind it (of the nearest measurement for an estimate)."""

    rate: float
    games: int
    estimate: bool
    basis: str


def _rate(wins: int, games: int) -> float:
    """The observed rate, kept off 0 and 1 so that log-odds stay finite."""
    return (wins + 0.5) / (games + 1.0)


def _logit(p: float) -> float:
    return math.log(p / (1.0 - p))


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def features(spec: GameSpec, options: Mapping[str, Any]) -> dict[str, float]:
    """The modules switched on, as ``key`` → amount (a count, or 1 for an on/off module or mode)."""
    out: dict[str, float] = {}
    for key, value in module_options(spec, options).items():
        if key == "competitive" or value == spec.base_options[key]:
            continue
        if isinstance(value, bool):
            out[key] = 1.0
        elif isinstance(value, int):
            out[key] = float(value)
        else:
            out[f"{key}={value}"] = 1.0
    return out


def effect(name: str, amount: float) -> float:
    """The log-odds shift of one module at ``amount``: counted modules are interpolated between
    the measured amounts (and extended past the last), the others are on or off."""
    steps = table.COUNTED_EFFECTS.get(name)
    if steps is None:
        return table.SWITCH_EFFECTS.get(name, 0.0)
    points = [(0, 0.0), *steps]
    for (x0, y0), (x1, y1) in pairwise(points):
        if amount <= x1:
            return y0 + (y1 - y0) * (amount - x0) / (x1 - x0)
    (x0, y0), (x1, y1) = points[-2], points[-1]
    return y1 + (y1 - y0) * (amount - x1) / (x1 - x0)


def _shift(spec: GameSpec, options: Mapping[str, Any]) -> float:
    return sum(effect(name, amount) for name, amount in features(spec, options).items())


def _distance(a: Mapping[str, float], b: Mapping[str, float]) -> float:
    return sum(abs(a.get(k, 0.0) - b.get(k, 0.0)) / max(a.get(k, 0.0), b.get(k, 0.0), 1.0) for k in {*a, *b})


def difficulty(spec: GameSpec, options: Mapping[str, Any], players: int) -> Difficulty | None:
    """The hard team's win rate for ``players`` and ``options`` of a game with measured presets;
    None for the 1 v 1 duel."""
    if options.get("competitive"):
        return None
    wanted = features(spec, options)
    measured = [p for p in spec.presets if p.key in table.PRESETS and len(table.PRESETS[p.key]) >= players]
    if not measured:
        return None
    nearest = min(measured, key=lambda p: _distance(wanted, features(spec, p.options)))
    wins, games = table.PRESETS[nearest.key][players - 1]
    if _distance(wanted, features(spec, nearest.options)) == 0:
        return Difficulty(wins / games if games else 0.0, games, False, nearest.key)
    shift = _shift(spec, options) - _shift(spec, nearest.options)
    rate = _logistic(_logit(_rate(wins, games)) + shift)
    return Difficulty(rate, games, True, nearest.key)


def stones_solo() -> Difficulty:
    """The hard bot's measured win rate in the solo game of Shifting Stones."""
    wins, games = table.STONES_SOLO
    return Difficulty(wins / games if games else 0.0, games, False, "solo")
