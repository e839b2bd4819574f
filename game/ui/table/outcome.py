"""Whether a move showed its mover anything hidden: the test behind every Undo offered after the
turn has passed (pass-and-play's Undo window, a game by link before its link is sent)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import GameError
from game.core.rng import Rng, seed_from_text

if TYPE_CHECKING:
    from game.ui.table.session import Session


def public_outcome_is_fixed(session: Session, action: str, samples: int = 6) -> bool:
    """True when what everyone sees after ``action`` does not depend on anything hidden from the
    mover: replayed from positions that differ only in what the mover cannot see, it shows the
    same public table. Then nothing was revealed while only the public table is on screen, and
    the move can be taken back (a drawn card stays unseen; a Storm or any card turned face up
    reveals something, and the move stands)."""
    rules, before = session.rules, session.state
    mover = session.actor()
    after = rules.view(rules.apply(before, action), None)
    rng = Rng(seed_from_text(f"{session.match.seed}:window:{len(session.match.actions)}"))
    for _ in range(samples):
        try:
            other = rules.apply(rules.resample_hidden(before, mover, rng), action)
        except GameError:
            return False
        if rules.view(other, None) != after:
            return False
    return True
