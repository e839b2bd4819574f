"""Bots shared by every game."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.interfaces import Bot
from game.core.rng import Rng


class RandomBot:
    """Plays a uniformly random legal action: the baseline every real bot must beat."""

    name = "random"

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> str:
        return rng.choice(legal)


def bot_of_level(levels: Mapping[str, Callable[[], Bot]], level: str) -> Bot:
    """A fresh bot of ``level`` from a game's ``levels`` (name -> bot class, weakest first);
    raises ``ValueError`` naming the levels for another name."""
    try:
        return levels[level]()
    except KeyError:
        raise ValueError(f"unknown bot level {level!r} (choose from {', '.join(levels)})") from None
