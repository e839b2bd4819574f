"""The home screen: title, one entry per game, a language picker, the version."""

from __future__ import annotations

from game.ui.element import find_all, h, text_content
from game.ui.shell import shell_view


def test_shell_has_title_games_language_picker_and_version() -> None:
    page = ["div", {}, *shell_view("9.9.9")]
    text = text_content(page)
    assert "Sea & Stones" in text
    entries = find_all(page, lambda s: str(s[1].get("data-cmd", "")).startswith("new:"))
    assert [e[1]["data-cmd"] for e in entries] == ["new:tranquility", "new:shifting-stones"]
    assert find_all(page, lambda s: s[0] == "select" and s[1].get("id") == "language")
    assert "Version 9.9.9" in text


def test_language_picker_offers_five_languages_with_english_selected() -> None:
    page = ["div", {}, *shell_view("1")]
    options = find_all(page, lambda s: s[0] == "option")
    assert [o[1]["value"] for o in options] == ["en", "ru", "it", "cs", "kk"]
    assert options[0][1].get("selected") is True


def test_specs_drop_false_and_none_attributes_and_keep_text_as_text() -> None:
    spec = h("button", {"disabled": False, "title": None, "data-x": 1}, "<b>Ann</b>")
    assert spec == ["button", {"data-x": 1}, "<b>Ann</b>"]
    assert text_content(spec) == "<b>Ann</b>"
