"""The error panel: something broke; the way home and a report to copy."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, NamedTuple

from game.ui.app.wire import tagged


@dataclass(frozen=True)
class Failure:
    #: the screen's name (the page's ``data-screen``)
    SCREEN: ClassVar[str] = "error"

    #: what went wrong, as a report the player can copy
    report: str


@tagged("copy-report")
class CopyReport(NamedTuple):
    pass


Msg = CopyReport
