"""Pieces of the app shell: the game entries and the language picker."""

from __future__ import annotations

from game.core.registry import GameSpec
from game.ui.app import common
from game.ui.app.wire import changes, on
from game.ui.element import Spec, h
from game.ui.i18n import LANGUAGES, tr


def language_picker(current: str = "en") -> Spec:
    """A select of the five languages, each named in itself; changing it switches the site."""
    options = [
        h("option", {"value": code, "selected": code == current, "lang": code}, name)
        for code, name in LANGUAGES
    ]
    label = tr(current, "shell.language")
    return h(
        "label",
        {"class": "lang-picker"},
        h("span", {"class": "visually-hidden"}, label),
        h("select", {"id": "language", **changes("language"), "aria-label": label}, *options),
    )


def game_card(entry: GameSpec, lang: str = "en") -> Spec:
    """A home-screen card with the game's "New game" entry; its title, player line and blurb
    are the catalogue messages ``game.<id>``, ``home.players.<id>`` and ``home.blurb.<id>``."""
    key = entry.id
    button_attrs = {"type": "button", "class": "btn primary", **on(common.NewGame(key))}
    return h(
        "article",
        {"class": f"game-card game-{key}", "data-game": key},
        h("h2", {}, tr(lang, f"game.{key}")),
        h("p", {"class": "game-players"}, tr(lang, f"home.players.{key}")),
        h("p", {"class": "game-blurb"}, tr(lang, f"home.blurb.{key}")),
        h(
            "div",
            {"class": "buttons"},
            h("button", button_attrs, tr(lang, "home.new_game")),
            h(
                "button",
                {"type": "button", "class": "btn", **on(common.OpenRules(key))},
                tr(lang, "home.rules"),
            ),
            h(
                "button",
                {"type": "button", "class": "btn", **on(common.StartGuide(key))},
                tr(lang, "guide.start"),
            ),
        ),
    )


def _toggle(msg: object, css: str, pressed: bool, label: str) -> Spec:
    """A pressed/unpressed toggle button that sends ``msg``."""
    attrs = {
        "type": "button",
        "class": f"btn {css}",
        **on(msg),
        "aria-pressed": "true" if pressed else "false",
    }
    return h("button", attrs, label)


def contrast_button(on: bool, lang: str = "en") -> Spec:
    """A toggle for the high-contrast theme (it also follows the system's "more contrast")."""
    return _toggle(common.Contrast(), "theme-button", on, tr(lang, "shell.contrast"))


def sound_button(on: bool, lang: str = "en") -> Spec:
    """A toggle for the quiet sound cues (off by default, remembered with the preferences)."""
    return _toggle(common.Sound(), "sound-button", on, tr(lang, "shell.sound"))
