"""The stats page: every record, and Reset."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, NamedTuple

from game.ui.app.wire import tagged

if TYPE_CHECKING:
    from game.ui.practice.deck import Deck
    from game.ui.storage.stats import Stats


@dataclass(frozen=True)
class StatsPage:
    #: the screen's name (the page's ``data-screen``)
    SCREEN: ClassVar[str] = "stats"

    stats: Stats | None = None
    #: why the stats can't be used (None: they can)
    problem: str | None = None
    #: Reset was asked for: confirm first
    confirm_reset: bool = False
    #: the practice deck (None: damaged, or not read yet), the player's date, and whether finished
    #: games are made practice positions
    deck: Deck | None = None
    today: str = ""
    learn: bool = True


@tagged("stats-reset")
class Reset(NamedTuple):
    """Reset the stats: ask first (``confirmed`` False), then do it."""

    confirmed: bool = False


@tagged("practice-export")
class ExportDeck(NamedTuple):
    """Download the practice deck as a file (Import on home takes it back)."""


Msg = Reset | ExportDeck
