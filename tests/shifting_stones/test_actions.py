"""Canonical action strings (RULES.md B3): one spelling per action, parse ↔ format round trip."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.shifting_stones.actions import (
    END_MOVE,
    FLIP,
    SCORE,
    SKIP_MOVE,
    SWAP,
    format_move,
    parse_action,
)
from tests.shifting_stones.every_action import all_action_strings


def test_every_action_string_round_trips_through_its_move() -> None:
    strings = all_action_strings()
    assert len(strings) == 2 + 72 * (1 + 9 + 12)
    for text in strings:
        assert format_move(parse_action(text)) == text


def test_the_notation_names_cells_and_the_card_paid() -> None:
    assert parse_action("swap:3-4/discard:c12") == (SWAP, 3, 4, 12)
    assert parse_action("flip:5/discard:c7") == (FLIP, 5, 0, 7)
    assert parse_action("score:c41") == (SCORE, 0, 0, 41)
    assert parse_action("end") == END_MOVE
    assert parse_action("skip") == SKIP_MOVE


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("swap:3-4", "discard_missing"),
        ("flip:5", "discard_missing"),
        ("flip:5/c7", "discard_missing"),
        ("swap:4-3/discard:c12", "swap_order"),
        ("swap:3-3/discard:c12", "swap_order"),
        ("flip:9/discard:c7", "bad_cell"),
        ("flip:05/discard:c7", "bad_cell"),
        ("flip:٥/discard:c7", "bad_cell"),
        ("score:c73", "bad_card"),
        ("score:c041", "bad_card"),
        ("score:41", "bad_card"),
        ("Score:c41", "unknown_action"),
        ("end ", "unknown_action"),
        ("pass", "unknown_action"),
        ("", "unknown_action"),
    ],
)
def test_other_spellings_are_refused_with_a_reason(text: str, code: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        parse_action(text)
    assert refused.value.code == code
    assert str(refused.value)
