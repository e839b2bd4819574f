"""The moment a lost game was lost: the review's biggest fall in win chance, found beside the end
screen a decision at a time (as the review screen runs it: the page paints between two
decisions, shows the progress and may stop it; ``update.py`` runs it), then offered as "See the
move" in the replay. What the view reads of it (pure)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from game.review import Decision
    from game.ui.pages.play import Game
    from game.ui.table.reviewing import ReviewRun


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
