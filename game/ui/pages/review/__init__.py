"""The review of one seat's decisions, rated a decision at a time."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, NamedTuple

if TYPE_CHECKING:
    from game.review import Decision, ReviewPlan
    from game.ui.session import Session


@dataclass(frozen=True)
class ReviewRun:
    """A review on screen: the game, the seat, what is rated so far, and whether it goes on."""

    #: the screen's name (the page's ``data-screen``)
    SCREEN: ClassVar[str] = "review"

    session: Session
    seat: int
    plan: ReviewPlan
    decisions: tuple[Decision, ...] = ()
    #: decisions looked at so far (one that was no real choice is not rated)
    done: int = 0
    #: the player stopped it before the last decision
    stopped: bool = False
    #: the save it came from ("" for the game on screen)
    key: str = ""

    @property
    def total(self) -> int:
        return len(self.plan.spans)

    @property
    def running(self) -> bool:
        return not self.stopped and self.done < self.total


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
