"""What a game shows of itself on any screen: its players' names as drawn, and whether its seed (and
so a replay link) may be shown yet."""

from __future__ import annotations

from dataclasses import replace

from game.ui.storage.saves import isolate
from game.ui.table.session import Session


def seed_hidden(session: Session) -> bool:
    """True while the seed (and so the replay link) would show someone what they must not see:
    another person's hand in pass-and-play, a bot's hand, or the daily deal in play. Shown once
    the game is over."""
    if session.step() == "over":
        return False
    return bool(session.daily) or len(session.humans) != len(session.seats) or len(session.humans) > 1


def shown_names(session: Session, holder: int | None = None) -> Session:
    """The session as drawn: every player name isolated from the text around it, "You" only for
    the seat holding the device (``Session.addressed``)."""
    # (a renamed session shares what its session worked out: the key names the names)
    names = tuple(seat.name for seat in session.seats)
    return session.derived(("shown names", holder, names), lambda: _isolated(session, holder))


def _isolated(session: Session, holder: int | None) -> Session:
    seats = tuple(replace(seat, name=isolate(seat.name)) for seat in session.addressed(holder).seats)
    return session.named(seats)
