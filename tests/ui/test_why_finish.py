"""The Finish cards a lost voyage threw away are each named once by the move that threw them (a
move that threw two says so), and a player's name is never preceded by a word for "player"."""

from __future__ import annotations

import pytest

from game.tranquility.reasons import Reason
from game.ui.games.tranquility.why import reason_line
from game.ui.i18n import CODES, tr


def test_a_move_that_threw_two_finish_cards_is_named_once_with_its_count() -> None:
    line = reason_line(Reason("no_finish", 20, {"given": [(1, 20), (0, 21), (2, 48), (2, 48)]}))
    said = line.text(["You", "Player 2", "Player 3"], "en").replace("\u2068", "").replace("\u2069", "")
    assert said.count("Player 3 at move 49") == 1, said
    assert "Player 3 at move 49 (×2)" in said and "Player 2 at move 21" in said and "you at move 22" in said


@pytest.mark.parametrize("lang", CODES)
def test_a_default_name_is_not_said_with_a_word_for_player_before_it(lang: str) -> None:
    name = tr(lang, "seat.default_name", number=3)
    line = reason_line(Reason("no_finish", 20, {"given": [(2, 48)]}))
    said = line.text(["a", "b", name], lang).replace("\u2068", "").replace("\u2069", "")
    first = name.split()[0].lower()
    assert said.lower().count(first) == 1, said
