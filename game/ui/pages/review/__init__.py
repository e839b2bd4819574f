"""The review of one seat's decisions, rated a decision at a time."""

from __future__ import annotations

from typing import NamedTuple

from game.ui.app.wire import tagged
from game.ui.table.reviewing import ReviewRun


class Step(NamedTuple):
    """Rate the next decision (once the page shows the last one)."""


@tagged("review-stop")
class Stop(NamedTuple):
    pass


@tagged("review-try")
class TryAgain(NamedTuple):
    """Replay the game up to flagged decision ``step``, ready to play on from it."""

    step: int


@tagged("review-close")
class Close(NamedTuple):
    pass


Msg = Step | Stop | TryAgain | Close

__all__ = ["Msg", "ReviewRun"]
