"""The home screen: one entry per game with its rules, the saved games, a language picker."""

from __future__ import annotations

from game.ui.element import find_all, h, text_content
from game.ui.pages.home.view import home_body as home
from game.ui.widgets.pickers import language_picker


def test_home_offers_a_new_game_the_rules_and_a_guided_game_of_each_game() -> None:
    page = ["div", {}, *home([])]
    commands = [s[1]["data-cmd"] for s in find_all(page, lambda s: "data-cmd" in s[1])]
    assert commands[:6] == [
        "new:tranquility",
        "rules:tranquility",
        "guide:tranquility",
        "new:shifting-stones",
        "rules:shifting-stones",
        "guide:shifting-stones",
    ]
    assert "No saved games yet." in text_content(page)


def test_language_picker_offers_five_languages_with_english_selected() -> None:
    options = find_all(language_picker("en"), lambda s: s[0] == "option")
    assert [o[1]["value"] for o in options] == ["en", "ru", "it", "cs", "kk"]
    assert options[0][1].get("selected") is True


def test_specs_drop_false_and_none_attributes_and_keep_text_as_text() -> None:
    spec = h("button", {"disabled": False, "title": None, "data-x": 1}, "<b>Ann</b>")
    assert spec == ["button", {"data-x": 1}, "<b>Ann</b>"]
    assert text_content(spec) == "<b>Ann</b>"
