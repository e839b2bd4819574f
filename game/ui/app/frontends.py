"""Each game's front end (its ``GameUI``, game/ui/games/<game>), registered by name: the one table a
reader, or a tool, follows from a game's id to its front end. A front end is imported the first
time it is asked for (home imports none)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from game.core.registry import GAMES, spec

if TYPE_CHECKING:
    from game.ui.games import GameUI


def _tranquility() -> GameUI:
    from game.ui.games.tranquility import UI

    return UI


def _shifting_stones() -> GameUI:
    from game.ui.games.shifting_stones import UI

    return UI


#: game id -> its front end
FRONT_ENDS: dict[str, Callable[[], GameUI]] = {
    "tranquility": _tranquility,
    "shifting-stones": _shifting_stones,
}


@cache
def ui_for(game: str) -> GameUI:
    """The front end of game ``game`` (raises ``GameError`` for an unknown game)."""
    spec(game)
    return FRONT_ENDS[game]()


def all_uis() -> list[GameUI]:
    """Every game's front end, in the registry's order."""
    return [ui_for(game.id) for game in GAMES]
