"""Home says when the positions missed come back: how many within a day, and when the first does."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ui.element import text_content
from game.ui.i18n import CODES
from game.ui.pages.home.practice import practice_section
from game.ui.practice.deck import Card, Deck
from game.ui.practice.starter import coming_back, seconds

NOW = "2026-12-03T10:00:00.000Z"
START = datetime(2026, 12, 3, 10, 0, 0, tzinfo=UTC)


def stamp(when: datetime) -> str:
    return when.strftime("%Y-%m-%dT%H:%M:%SZ")


@given(st.datetimes(min_value=datetime(1970, 1, 1), max_value=datetime(2400, 12, 31)))
def test_seconds_count_the_calendar_as_datetime_does(when: datetime) -> None:
    aware = when.replace(tzinfo=UTC, microsecond=0)
    assert seconds(stamp(aware)) == int(aware.timestamp())


def card(index: int, due: datetime) -> Card:
    return Card(
        f"mine:t:{index}",
        "tranquility",
        {"players": 1},
        7,
        (),
        0,
        ("a",),
        ("b",),
        3,
        added=stamp(START),
        due=stamp(due),
    )


def test_the_misses_coming_back_within_a_day_are_counted_from_the_first() -> None:
    deck = Deck(
        cards=(
            card(0, START - timedelta(minutes=1)),  # due now: counted as due, not as coming back
            card(1, START + timedelta(minutes=9, seconds=30)),  # the first: in 10 minutes (rounded up)
            card(2, START + timedelta(hours=3)),
            card(3, START + timedelta(days=2)),  # later than a day: not told
        )
    )
    assert coming_back(deck, NOW) == (2, 10)
    assert coming_back(Deck(cards=deck.cards[3:]), NOW) == (0, 0)
    assert coming_back(Deck(), NOW) == (0, 0)
    assert coming_back(deck, "") == (0, 0)  # the first paint knows no time yet


def test_home_says_when_they_come_back_in_every_language() -> None:
    said = text_content(practice_section(0, False, "en", (2, 10)))
    assert "2 more positions come back within a day, the first in 10 minutes." in said
    assert "One more position comes back in 3 hours." in text_content(
        practice_section(0, False, "en", (1, 150))
    )
    assert "через 10 минут" in text_content(practice_section(0, False, "ru", (2, 10)))
    assert "practice-again" not in str(practice_section(1, False, "en"))
    for lang in CODES:
        for again in ((1, 1), (2, 59), (5, 61), (21, 600)):
            text = text_content(practice_section(0, False, lang, again))
            assert "{" not in text and str(again[0] if again[0] > 1 else "") in text, (lang, again)


@pytest.mark.parametrize("minutes", [1, 59, 60, 61, 1440])
def test_the_wait_is_told_in_minutes_under_an_hour_else_in_whole_hours_rounded_up(minutes: int) -> None:
    said = text_content(practice_section(0, False, "en", (2, minutes)))
    expected = f"{minutes} minute" if minutes < 60 else f"{-(-minutes // 60)} hour"
    assert expected in said


def test_a_deck_answered_today_tells_its_miss_at_home() -> None:
    """Through the app: a card missed is scheduled minutes ahead, and home says so."""
    from game.ui.practice.schedule import scheduled

    missed = scheduled(replace(card(0, START), due=stamp(START)), False, NOW)
    count, minutes = coming_back(Deck(cards=(missed,)), NOW)
    assert count == 1 and 0 < minutes < 60 * 24
