"""The review of one seat's decisions, rated a decision at a time."""

from __future__ import annotations

from typing import NamedTuple

from game.ui.reviewing import ReviewRun


class Step(NamedTuple):
    """Rate the next decision (once the page shows the last one)."""


class Stop(NamedTuple):
    pass


class TryAgain(NamedTuple):
    """Replay the game up to flagged decision ``step``, ready to play on from it."""

    step: int


class Close(NamedTuple):
    pass


Msg = Step | Stop | TryAgain | Close

__all__ = ["Msg", "ReviewRun"]
