"""When a card is asked again: FSRS, by the pinned ``fsrs`` package (py-fsrs, MIT), not by hand.

A good answer is rated ``Good``, any other ``Again``. The scheduler has one learning step and one
relearning step of ten minutes: a new card answered well goes straight to days ahead (so it is not
asked again today), a wrong answer brings it back ten minutes later, the same day. No fuzz (the
same answers give the same schedule everywhere), and every time is given to the scheduler (it never
reads the clock): ``now`` is the browser's, as the updates get it (``Env.now``, UTC). The dates are
the one use of ``datetime`` in the game's code: values handed to the library, never a clock.

``fsrs`` names ``typing_extensions`` for ``Self`` alone, which Python 3.11 has in ``typing``; the
browser's runtime has no ``typing_extensions``, so a module holding that one name stands in for
it there (where the package is installed, as in the tests, the package is used).
"""

from __future__ import annotations

import sys
import types
import typing
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any


def _typing_extensions() -> None:
    """``typing_extensions`` as far as ``fsrs`` uses it, where it is not installed."""
    try:
        import typing_extensions  # noqa: F401
    except ModuleNotFoundError:
        shim = types.ModuleType("typing_extensions")
        shim.Self = typing.Self  # type: ignore[attr-defined]
        sys.modules["typing_extensions"] = shim


_typing_extensions()

from fsrs import Card as Memory  # noqa: E402
from fsrs import Rating, Scheduler, State  # noqa: E402

from game.ui.practice import fields  # noqa: E402
from game.ui.practice.deck import Card, utc  # noqa: E402

#: the library's scheduler as the site uses it (its default weights and 90% retention)
SCHEDULER = Scheduler(
    learning_steps=(timedelta(minutes=10),),
    relearning_steps=(timedelta(minutes=10),),
    enable_fuzzing=False,
)


def moment(now: str) -> datetime:
    """``now`` (ISO, UTC) as the library takes it."""
    return datetime.fromisoformat(utc(now)[:19]).replace(tzinfo=UTC)


def stamp(when: datetime) -> str:
    """A time of the library as a card keeps it (``deck.utc``)."""
    return utc(when.astimezone(UTC).isoformat())


def memory(card: Card, now: datetime) -> Memory:
    """The library's card for ``card``: a new one when it was never answered, or when what it
    keeps is no memory the scheduler can take (a deck is checked as it is read, so none should
    come here: such a card starts again rather than fail every answer)."""
    kept = card.fsrs
    try:
        if kept is None or fields.memory(dict(kept)) is None:
            return Memory(card_id=1, due=now)
        due = moment(card.due) if card.due else now
    except ValueError:
        return Memory(card_id=1, due=now)
    last = kept["last_review"]
    return Memory(
        card_id=1,
        state=State(int(kept["state"])),
        step=None if kept["step"] is None else int(kept["step"]),
        stability=None if kept["stability"] is None else float(kept["stability"]),
        difficulty=None if kept["difficulty"] is None else float(kept["difficulty"]),
        due=due,
        last_review=None if not last else moment(str(last)),
    )


def kept(mem: Memory) -> dict[str, Any]:
    """What a card keeps of the library's card."""
    return {
        "state": int(mem.state),
        "step": mem.step,
        "stability": None if mem.stability is None else round(mem.stability, 6),
        "difficulty": None if mem.difficulty is None else round(mem.difficulty, 6),
        "last_review": None if mem.last_review is None else stamp(mem.last_review),
    }


def scheduled(card: Card, good: bool, now: str) -> Card:
    """``card`` answered at ``now``, well or not, with its next time from the scheduler."""
    at = moment(now)
    mem, _ = SCHEDULER.review_card(memory(card, at), Rating.Good if good else Rating.Again, at)
    return replace(card, fsrs=kept(mem), due=stamp(mem.due))
