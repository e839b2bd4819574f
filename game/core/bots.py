"""Bots shared by every game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.rng import Rng


class RandomBot:
    """Plays a uniformly random legal action: the baseline every real bot must beat."""

    name = "random"

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> str:
        return rng.choice(legal)
