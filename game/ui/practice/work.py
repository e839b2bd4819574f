"""The idle review under way (game/ui/practice/collect.py does it), as the app's state holds it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.review import Decision, ReviewPlan
    from game.ui.table.session import Session


@dataclass(frozen=True)
class Collecting:
    """The review under way: the game (its save's key and the session), the seats still to
    review after this one, the plan of this one and what it found so far."""

    key: str
    session: Session
    seats: tuple[int, ...]
    plan: ReviewPlan
    done: int = 0
    found: tuple[Decision, ...] = ()
