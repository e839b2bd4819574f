"""Games by name, so saves, share links and the command line can find their rules."""

from __future__ import annotations

from importlib import import_module
from typing import Any

from game.core.errors import GameError

#: name -> module that defines ``RULES`` (imported lazily to keep start-up cheap).
_MODULES: dict[str, str] = {
    "tranquility": "game.tranquility.rules",
    "shifting-stones": "game.shifting_stones.rules",
}


def game_names() -> list[str]:
    """Every registered game name, sorted."""
    return sorted(_MODULES)


def get_rules(name: str) -> Any:
    """The ``Rules`` object of game ``name``; raises ``GameError`` for an unknown name."""
    try:
        module_name = _MODULES[name]
    except KeyError:
        raise GameError(f"Unknown game {name!r}.", "unknown_game", game=name) from None
    return import_module(module_name).RULES
