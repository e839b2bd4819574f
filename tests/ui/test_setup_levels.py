"""The setup screen says how each bot level plays, in every language, once a seat is a bot."""

from __future__ import annotations

import pytest

from game.core.registry import game_names
from game.ui.element import find_all, text_content
from game.ui.i18n import CODES, tr
from game.ui.pages.setup.view import setup_screen

LEVELS = ("easy", "normal", "hard")


@pytest.mark.parametrize("lang", CODES)
@pytest.mark.parametrize("game", game_names())
def test_a_bot_seat_shows_each_level_in_plain_words(game: str, lang: str) -> None:
    screen = setup_screen(game, {"players": "2", "kind0": "human", "kind1": "bot"}, lang=lang)
    [help_list] = find_all(screen, lambda s: s[1].get("class") == "level-help")
    text = text_content(help_list)
    for level in LEVELS:
        words = tr(lang, f"level.{game}.{level}.help")
        assert words != f"level.{game}.{level}.help", f"{lang} lacks the {level} description of {game}"
        assert words in text
    selects = find_all(screen, lambda s: s[1].get("name") == "level1")
    assert selects[0][1]["aria-describedby"] == "level-help"


@pytest.mark.parametrize("game", game_names())
def test_a_table_of_people_shows_no_level_descriptions(game: str) -> None:
    screen = setup_screen(game, {"players": "2", "kind0": "human", "kind1": "human"})
    assert not find_all(screen, lambda s: s[1].get("class") == "level-help")
    # A person is not asked for a bot level.
    assert not find_all(screen, lambda s: str(s[1].get("name", "")).startswith("level"))
