"""The stats page: every record, and Reset."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, NamedTuple

from game.ui.wire import tagged

if TYPE_CHECKING:
    from game.ui.stats import Stats


@dataclass(frozen=True)
class StatsPage:
    #: the screen's name (the page's ``data-screen``)
    SCREEN: ClassVar[str] = "stats"

    stats: Stats | None = None
    #: why the stats can't be used (None: they can)
    problem: str | None = None
    #: Reset was asked for: confirm first
    confirm_reset: bool = False


@tagged("stats-reset")
class Reset(NamedTuple):
    """Reset the stats: ask first (``confirmed`` False), then do it."""

    confirmed: bool = False


Msg = Reset
