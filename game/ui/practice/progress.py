"""Practice's progress for the stats page (pure): positions learned, accuracy by week, the streak of
days with a position answered, all from the deck's answers per day (local dates, no clock)."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.practice.deck import Deck

#: the weeks of accuracy shown, the latest last
WEEKS = 8


def day_number(date: str) -> int:
    """Days since 1970-01-01 of ``YYYY-MM-DD`` (proleptic Gregorian)."""
    y, m, d = int(date[:4]), int(date[5:7]), int(date[8:10])
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def date_of(number: int) -> str:
    """``YYYY-MM-DD`` of a day number (``day_number``'s inverse)."""
    z = number + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + (3 if mp < 10 else -9)
    return f"{yoe + era * 400 + (m <= 2):04d}-{m:02d}-{d:02d}"


def monday(date: str) -> str:
    """The Monday of ``date``'s week (1970-01-01 was a Thursday)."""
    n = day_number(date)
    return date_of(n - (n + 3) % 7)


@dataclass(frozen=True)
class Progress:
    learned: int
    in_deck: int
    #: (Monday, answers, good answers) of the last weeks with answers, oldest first
    weeks: tuple[tuple[str, int, int], ...]
    streak: int


def progress(deck: Deck, today: str) -> Progress:
    weeks: dict[str, tuple[int, int]] = {}
    for day, (asked, good) in deck.days.items():
        week = monday(day)
        a, g = weeks.get(week, (0, 0))
        weeks[week] = (a + asked, g + good)
    shown = tuple((week, a, g) for week, (a, g) in sorted(weeks.items())[-WEEKS:] if a)
    answered = {day for day, (asked, _) in deck.days.items() if asked}
    streak = 0
    n = day_number(today) if today else 0
    if today and today not in answered:
        n -= 1  # a streak still counts until today is over
    while today and date_of(n) in answered:
        streak += 1
        n -= 1
    learned = sum(1 for c in deck.cards if c.learned) + deck.retired
    return Progress(learned, len(deck.cards), shown, streak)
