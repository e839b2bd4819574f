"""Home: the games to start, the saved games (from the save index), today's deals, storage."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, NamedTuple

from game.ui.app.wire import tagged

if TYPE_CHECKING:
    from game.ui.storage.saves import Index
    from game.ui.storage.stats import Stats

#: how many saved games a page of home's list holds (older ones are a click further: a click
#: draws one page, however many games are kept)
PAGE_SAVES = 50


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
    #: the saved games to list, in order (the page ``Home.page`` of them, newest first, and on the
    #: first page the latest game in play if it is older), each checked against its save when read
    listed: tuple[str, ...] = ()
    #: the saves still to be read (replayed) of all those stored (``total``): the index is being
    #: made again, a step at a time (game/ui/storage/save_index.py)
    unread: int = 0
    total: int = 0
    #: practice positions due now (the deck's and today's new starter positions), and whether the
    #: stored deck is damaged (it is then not used)
    practice_due: int = 0
    practice_damaged: bool = False
    #: the positions that come back within a day, and the minutes until the first of them
    practice_again: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class Home:
    #: the screen's name (the page's ``data-screen``)
    SCREEN: ClassVar[str] = "home"

    shelf: Shelf | None = None
    #: the player asked to remove the finished games beyond the limit: confirm first
    confirm_prune: bool = False
    #: the page of the saved games the list shows (0: the most recent)
    page: int = 0
    #: the step of reading the saves asked for (``ReadSaves``; 0: none)
    reading: int = 0
    #: a game just deleted, kept for its Undo: (key, stored text)
    deleted: tuple[str, str] | None = None


def read_tenths(shelf: Shelf) -> int:
    """How far the saves still to be read are read, in tenths (0 to 9; 10: all of them)."""
    return 10 * max(0, shelf.total - shelf.unread) // max(1, shelf.total) if shelf.unread else 10


def listed_keys(index: Index, order: Sequence[str], page: int) -> tuple[str, ...]:
    """The saved games home lists: page ``page`` of ``order`` (newest first), and on the first page
    before them the latest game in play when it is not among them (it is the one to continue)."""
    keys = tuple(order[page * PAGE_SAVES : (page + 1) * PAGE_SAVES])
    if page:
        return keys
    latest = next((k for k in order if "error" not in index[k] and index[k].get("finished") is False), None)
    return keys if latest is None or latest in keys else (latest, *keys)


def last_page(count: int) -> int:
    """The page of the oldest of ``count`` saved games."""
    return max(0, (count - 1) // PAGE_SAVES)


def newest_first(index: Index) -> list[str]:
    """The keys of ``index``, the most recently saved first."""
    return sorted(index, key=lambda key: (str(index[key].get("updated", "")), key), reverse=True)


class ReadSaves(NamedTuple):
    """Read the next few saves the index does not know yet, or whose record is in doubt, once the
    page is painted (``token``: the step ``Home.reading`` asked for; any other is stale)."""

    token: int


@tagged("saves-older", step=1)
@tagged("saves-newer", step=-1)
class SavesPage(NamedTuple):
    """List the next page of older saved games (``step`` 1) or of newer ones (-1)."""

    step: int


@tagged("prune")
class Prune(NamedTuple):
    """Remove the finished games beyond the limit: ask (None), then yes or no."""

    answer: bool | None = None


@tagged("export")
class Export(NamedTuple):
    """Download a saved game as a file."""

    key: str


@tagged("damaged-export")
class ExportDamaged(NamedTuple):
    key: str


@tagged("damaged-remove")
class RemoveDamaged(NamedTuple):
    key: str


@tagged("copy-daily")
class CopyDaily(NamedTuple):
    """Copy the share line of today's deal of ``game``."""

    game: str


Msg = SavesPage | Prune | Export | ExportDamaged | RemoveDamaged | CopyDaily | ReadSaves
