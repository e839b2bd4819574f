"""A review in progress: one seat's decisions rated by the hard bot a decision at a time, so that a
screen shows progress between two and the player may stop it. The review screen runs one; the
end screen runs one to find the moment a lost game was lost; a replay keeps that one to give it
back. The rating itself is game.review's (the same as ``python -m game.review``)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from game.core.registry import SPECS
from game.review import plan_review, rate

if TYPE_CHECKING:
    from game.review import Decision, ReviewPlan
    from game.ui.element import Spec
    from game.ui.table.session import Session


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


def reviewed_seat(session: Session, seat: int | None) -> int:
    """The seat a review rates: the one asked for, else the first person at the table."""
    if seat is not None and 0 <= seat < len(session.seats):
        return seat
    humans = session.humans
    return humans[0] if humans else 0


def start_review(session: Session, seat: int, key: str = "") -> ReviewRun:
    """A review of ``seat``'s decisions in ``session``, nothing rated yet."""
    match = session.match
    plan = plan_review(SPECS[match.game], match.options, match.seed, match.actions, seat)
    return ReviewRun(session, seat, plan, key=key)


def advance(run: ReviewRun) -> ReviewRun:
    """The review with its next decision rated (unchanged once it is over or stopped)."""
    if not run.running:
        return run
    decision = rate(run.plan, run.done)
    decisions = run.decisions if decision is None else (*run.decisions, decision)
    return replace(run, decisions=decisions, done=run.done + 1)


def decision_position(run: ReviewRun, decision: Decision, lang: str) -> Spec:
    """The decision drawn as the position the seat saw before it (its hand only), the move it
    played and the bot's marked, with a legend of the marks in words (the review's flagged
    decisions, the end screen's moment a game was lost)."""
    from game.ui.app.frontends import ui_for
    from game.ui.element import h
    from game.ui.i18n import tr
    from game.ui.table.position import BEST, PLAYED

    plan = run.plan
    view = plan.game.rules.view(plan.states[decision.step], run.seat)
    verdict = decision.verdict
    drawing = ui_for(run.session.match.game).position(view, verdict.played, verdict.best, lang)
    legend = h(
        "ul",
        {"class": "position-legend"},
        *(
            h(
                "li",
                {},
                h("span", {"class": f"swatch {mark}", "aria-hidden": "true"}),
                tr(lang, f"review.legend_{name}"),
            )
            for name, mark in (("played", PLAYED), ("best", BEST))
        ),
    )
    return h(
        "figure",
        {"class": "review-position", "aria-label": tr(lang, "review.position", step=decision.step + 1)},
        drawing,
        h("figcaption", {}, legend),
    )
