"""The checks of a practice deck's fields as read from storage or a file (pure): each takes a
parsed JSON value and gives it back typed, or raises ``ValueError`` saying what it is not. A deck
is read only once every field of it has passed (game/ui/practice/deck.py)."""

from __future__ import annotations

import math
import re
from typing import Any

#: the longest text of a field (an id, a move, a date)
MAX_TEXT = 200
#: a day as the deck counts answers by it (the player's local date)
_DAY = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")
#: a time as a card keeps it: UTC, to the second (``deck.utc``)
_TIME = re.compile(r"([0-9]{4}-[0-9]{2}-[0-9]{2})T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z")
#: FSRS's learning states: Learning, Review (a card answered well and scheduled days ahead),
#: Relearning
FSRS_STATES = (1, 2, 3)
REVIEW_STATE = 2
#: what the scheduler keeps of a card (``schedule.kept``)
FSRS_FIELDS = frozenset({"state", "step", "stability", "difficulty", "last_review"})
#: the scheduler's own bounds of a card's difficulty, and far more stability than any card reaches
DIFFICULTY = (1.0, 10.0)
MAX_STABILITY = 1e9


def text(value: Any) -> str:
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise ValueError("not a short text")
    return value


def whole(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 2**64:
        raise ValueError("not a whole number")
    return value


def bit(value: Any) -> int:
    if value not in (0, 1) or isinstance(value, bool):
        raise ValueError("not 0 or 1")
    return int(value)


def number(value: Any) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool) or not -1e9 < value < 1e9:
        raise ValueError("not a number")
    return float(value)


def mapping(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError("not an object")
    return value


def items(value: Any, most: int) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise ValueError("not a list")
    return value


def texts(value: Any, most: int) -> tuple[str, ...]:
    return tuple(text(item) for item in items(value, most))


def month_days(year: int, month: int) -> int:
    if month == 2:
        return 29 if (year % 4 == 0 and year % 100 != 0) or year % 400 == 0 else 28
    return 30 if month in (4, 6, 9, 11) else 31


def is_day(value: object) -> bool:
    """``YYYY-MM-DD``, a day of the calendar."""
    found = _DAY.fullmatch(value) if isinstance(value, str) else None
    if found is None:
        return False
    year, month, day = (int(part) for part in found.groups())
    return year >= 1 and 1 <= month <= 12 and 1 <= day <= month_days(year, month)


def is_time(value: object) -> bool:
    """``YYYY-MM-DDTHH:MM:SSZ``, a time of the calendar (the form of a card's times)."""
    found = _TIME.fullmatch(value) if isinstance(value, str) else None
    return found is not None and is_day(found.group(1))


def day(value: Any) -> str:
    if not is_day(value):
        raise ValueError("not a day")
    return str(value)


def due(value: Any) -> str:
    """When a card is asked next: a card's time, or "" (now)."""
    if value != "" and not is_time(value):
        raise ValueError("not a time")
    return str(value)


def counts(value: Any) -> tuple[int, int]:
    """A day's answers and good answers (no more good ones than answers)."""
    pair = items(value, 2)
    if len(pair) != 2:
        raise ValueError("not two counts")
    asked, good = whole(pair[0]), whole(pair[1])
    if good > asked:
        raise ValueError("more good answers than answers")
    return asked, good


def _finite(value: Any, low: float, high: float) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
        raise ValueError("not a number")
    if not low <= value <= high:
        raise ValueError("out of range")
    return float(value)


def memory(value: Any) -> dict[str, Any] | None:
    """The scheduler's memory of a card (None: never answered), exactly as the scheduler can take
    it: its state, the learning step (none in Review, one while learning), a positive stability
    and a difficulty in the scheduler's bounds (both or neither: a card never rated has neither,
    and is still learning), and when it was last answered."""
    if value is None:
        return None
    data = mapping(value)
    if set(data) != FSRS_FIELDS:
        raise ValueError("not the scheduler's memory")
    state, step = data["state"], data["step"]
    if not isinstance(state, int) or isinstance(state, bool) or state not in FSRS_STATES:
        raise ValueError("not a learning state")
    if (step is None) != (state == REVIEW_STATE) or (step is not None and whole(step) >= 100):
        raise ValueError("not a learning step")
    stability, difficulty = data["stability"], data["difficulty"]
    if (stability is None) != (difficulty is None) or (stability is None and state != 1):
        raise ValueError("no stability or difficulty")
    if stability is not None:
        _finite(stability, 0.0, MAX_STABILITY)
        if stability <= 0:
            raise ValueError("not a stability")
        _finite(difficulty, *DIFFICULTY)
    last = data["last_review"]
    if last is not None and not is_time(last):
        raise ValueError("not a time")
    return data
