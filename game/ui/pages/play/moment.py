"""The moment a lost game was lost: the review's biggest fall in win chance, found beside the end
screen a decision at a time (as the review screen runs it: the page paints between two
decisions, shows the progress and may stop it), then offered as "See the move" in the replay."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from game.ui.events import Think
from game.ui.pages.play import Game, MomentStep

if TYPE_CHECKING:
    from collections.abc import Sequence

    from game.review import Decision
    from game.ui.pages.review import ReviewRun
    from game.ui.state import AppState, Result


@dataclass(frozen=True)
class Fall:
    """The decision after which the win chance stood lowest against the point before it: the
    chance before (the previous decision's as played, or the best the first decision could
    keep) and after it, as the review's chart draws them."""

    decision: Decision
    before: float
    after: float


def biggest_fall(decisions: Sequence[Decision]) -> Fall | None:
    """The biggest fall in win chance from one rated decision to the next (the first counts from
    the best it could keep), the earliest of equal falls; None when it never fell."""
    found: Fall | None = None
    previous = decisions[0].verdict.before if decisions else 0.0
    for decision in decisions:
        after = decision.verdict.after
        if previous - after > 0 and (found is None or previous - after > found.before - found.after):
            found = Fall(decision, previous, after)
        previous = after
    return found


def current(game: Game) -> ReviewRun | None:
    """The search of this game's moment, while it is the game on screen (an Undo makes it void)."""
    run = game.moment
    if run is None or run.plan.actions != tuple(game.session.match.actions):
        return None
    return run


def find(state: AppState, game: Game) -> Result:
    """Start looking (or go on after a Stop)."""
    if game.session.step() != "over":
        return state, []
    run = current(game)
    if run is None:
        from game.ui.pages.review.update import reviewed_seat
        from game.ui.review_view import start_review

        session = game.session
        run = start_review(session, reviewed_seat(session, session.viewer))
    run = replace(run, stopped=False)
    return replace(state, model=replace(game, moment=run)), [Think(MomentStep())] if run.running else []


def step(state: AppState, game: Game) -> Result:
    """The next decision rated, and the next step asked for while there is one."""
    run = current(game)
    if run is None or not run.running:
        return state, []
    from game.ui.review_view import advance

    run = advance(run)
    return replace(state, model=replace(game, moment=run)), [Think(MomentStep())] if run.running else []


def stop(state: AppState, game: Game) -> Result:
    run = current(game)
    if run is None:
        return state, []
    return replace(state, model=replace(game, moment=replace(run, stopped=True))), []


def see(state: AppState, game: Game) -> Result:
    """The replay at the moment found: the position right after that move, seen from the seat
    whose decisions were rated; closing it comes back to this end screen."""
    run = current(game)
    fall = biggest_fall(run.decisions) if run is not None else None
    if run is None or fall is None:
        return state, []
    from game.ui.replay_view import look_from, open_replay
    from game.ui.saves import save_key

    first = fall.decision.step
    last = next((end for start, end in run.plan.spans if start == first), first + 1)
    replay = open_replay(game.session, save_key(game.session.save_id), last)
    return replace(state, model=replace(look_from(replay, run.seat), moment=run)), []
