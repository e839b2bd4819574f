"""Shifting Stones bots: ``easy``, ``normal`` and ``hard`` (see :mod:`.players`), and the hint.

``make_bot(level)`` gives a fresh bot behind the core ``Bot`` interface; ``suggest(view, legal)``
is the hard bot's choice for that view with a one-line reason, for the Hint button.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.bots import bot_of_level
from game.core.interfaces import Bot
from game.shifting_stones.bots.players import EasyBot, HardBot, NormalBot

#: level -> bot, weakest first
BOTS: dict[str, Callable[[], Bot]] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
LEVELS = tuple(BOTS)


def make_bot(level: str) -> Bot:
    """A bot of ``level`` (``easy``, ``normal`` or ``hard``); raises ``ValueError`` otherwise."""
    return bot_of_level(BOTS, level)


def suggest(view: Mapping[str, Any], legal: Sequence[str]) -> tuple[str, str]:
    """The hard bot's action for the player whose ``view`` this is, and why, in one line."""
    return HardBot().decide(view, legal)


__all__ = ["LEVELS", "EasyBot", "HardBot", "NormalBot", "make_bot", "suggest"]
