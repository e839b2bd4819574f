"""The review's update: a decision rated at a time, Stop, Try again from a flagged decision."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from game.ui.app.common import BackToSave, GoHome, ReplayAt
from game.ui.app.events import Effect, Go, Think
from game.ui.app.screen import Ctx, Updated
from game.ui.pages.review import Close, Msg, ReviewRun, Step, Stop, TryAgain
from game.ui.table.reviewing import advance, reviewed_seat, start_review
from game.ui.table.session import Session

if TYPE_CHECKING:
    from game.ui.practice.deck import Deck


def open_review(session: Session, seat: int | None, key: str) -> Updated[ReviewRun]:
    """The review of ``session``'s seat (the one asked for, else its first person), started."""
    run = start_review(session, reviewed_seat(session, seat), key)
    return Updated(run, [Think(Step())])


def practiced(run: ReviewRun, ctx: Ctx) -> list[Effect]:
    """A review run to its end, of a seat played on this device: its mistakes and blunders made
    practice positions, and the game's seat noted as reviewed (the idle review passes it over)."""
    change = practice_change(run, ctx)
    if change is None:
        return []
    from game.ui.practice.kept_deck import deck_changed

    return deck_changed(ctx.env.store, change, ctx.env.now)


def practice_change(run: ReviewRun, ctx: Ctx) -> Callable[[Deck], Deck] | None:
    """What a review run to its end changes in the practice deck (None: nothing, when practice
    positions are not made, the review stopped, or its seat was not played on this device)."""
    session = run.session
    if not ctx.learn or run.running or run.stopped or run.seat not in session.here or not session.save_id:
        return None
    from game.ui.practice.collect import with_review

    return lambda deck: with_review(deck, session, run.seat, run.decisions, ctx.env.now)


def update(run: ReviewRun, msg: Msg, ctx: Ctx) -> Updated[ReviewRun]:
    """Rate the next decision, stop, try a flagged decision again, or leave."""
    if isinstance(msg, Step):
        if not run.running:
            return Updated(run)
        run = advance(run)
        if run.running:
            return Updated(run, [Think(Step())])
        return Updated(run, practiced(run, ctx))
    if isinstance(msg, Stop):
        return Updated(replace(run, stopped=True))
    if isinstance(msg, TryAgain) and msg.step <= len(run.session.match.actions):
        return Updated(
            run, [Go(ReplayAt(run.session, run.key, msg.step, run.seat, branching=True, back="home"))]
        )
    if isinstance(msg, Close):
        return Updated(run, [Go(BackToSave(run.key) if run.key else GoHome())])
    return Updated(run)
