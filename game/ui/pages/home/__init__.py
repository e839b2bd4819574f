"""Home: the games to start, the saved games (from the save index), today's deals, storage."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.ui.saves import Index
from game.ui.stats import Stats


@dataclass(frozen=True)
class Shelf:
    """What home shows of storage, read when the screen opens or storage changes."""

    index: Index
    #: why the saves could not even be listed (None: they could)
    refused: str | None = None
    #: each damaged record (key, length of its text)
    damaged: tuple[tuple[str, int], ...] = ()
    stats: Stats | None = None
    #: why the stats can't be used (None: they can)
    stats_problem: str | None = None
    #: about how many characters the site keeps
    used: int = 0
    #: the player's date (today's deals)
    today: str = ""
    #: the finished games beyond the player's limit, each one's save saying it is over
    beyond: tuple[str, ...] = ()


@dataclass(frozen=True)
class Home:
    shelf: Shelf | None = None
    #: the player asked to remove the finished games beyond the limit: confirm first
    confirm_prune: bool = False


class ShowAll(NamedTuple):
    """List every saved game."""


class Prune(NamedTuple):
    """Remove the finished games beyond the limit: ask (None), then yes or no."""

    answer: bool | None = None


class Export(NamedTuple):
    """Download a saved game as a file."""

    key: str


class ExportDamaged(NamedTuple):
    key: str


class RemoveDamaged(NamedTuple):
    key: str


class CopyDaily(NamedTuple):
    """Copy the share line of today's deal of ``game``."""

    game: str


Msg = ShowAll | Prune | Export | ExportDamaged | RemoveDamaged | CopyDaily
