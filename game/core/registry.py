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


#: name -> package whose ``bots`` module defines ``make_bot(level) -> Bot``.
_BOT_MODULES: dict[str, str] = {
    "tranquility": "game.tranquility.bots",
    "shifting-stones": "game.shifting_stones.bots",
}


def make_bot(name: str, level: str) -> Any:
    """A bot of ``level`` for game ``name``; a uniformly random player where a game has none yet."""
    module_name = _BOT_MODULES.get(name)
    if module_name is None:
        raise GameError(f"Unknown game {name!r}.", "unknown_game", game=name)
    try:
        module = import_module(module_name)
    except ModuleNotFoundError as err:
        if err.name != module_name:
            raise
        from game.core.bots import RandomBot

        return RandomBot()
    return module.make_bot(level)


def suggest(name: str, view: Any, legal: Any) -> tuple[str, str]:
    """The Hint of game ``name``: the strongest bot's move for the seat of ``view``, and why."""
    module_name = _BOT_MODULES.get(name)
    if module_name is None:
        raise GameError(f"Unknown game {name!r}.", "unknown_game", game=name)
    action, reason = import_module(module_name).suggest(view, legal)
    return str(action), str(reason)
