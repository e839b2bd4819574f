"""Shifting Stones bots: ``easy``, ``normal`` and ``hard`` (see :mod:`.players`), and the hint.

``make_bot(level)`` gives a fresh bot behind the core ``Bot`` interface; ``suggest(view, legal)``
is the hard bot's choice for that view with a one-line reason, for the Hint button.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.interfaces import Bot
from game.shifting_stones.bots.players import EasyBot, HardBot, NormalBot

LEVELS = ("easy", "normal", "hard")


def make_bot(level: str) -> Bot:
    """A bot of ``level`` (``easy``, ``normal`` or ``hard``); raises ``ValueError`` otherwise."""
    if level == "easy":
        return EasyBot()
    if level == "normal":
        return NormalBot()
    if level == "hard":
        return HardBot()
    raise ValueError(f"unknown bot level {level!r} (choose from {', '.join(LEVELS)})")


def suggest(view: Mapping[str, Any], legal: Sequence[str]) -> tuple[str, str]:
    """The hard bot's action for the player whose ``view`` this is, and why, in one line."""
    return HardBot().decide(view, legal)


__all__ = ["LEVELS", "EasyBot", "HardBot", "NormalBot", "make_bot", "suggest"]
