"""Pieces of the app shell: the game entries and the language picker."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.element import Spec, h


@dataclass(frozen=True)
class GameEntry:
    """One game on the home screen."""

    key: str
    title: str
    blurb: str
    players: str


GAMES = (
    GameEntry(
        "tranquility",
        "Tranquility",
        "Build a calm sea together, in silence: place the islands in rising order from Start to Finish.",
        "Cooperative · 1–5 players",
    ),
    GameEntry(
        "shifting-stones",
        "Shifting Stones",
        "Slide and flip nine stones to match the patterns in your hand before your rivals do.",
        "Competitive · 2–5 players, or solo",
    ),
)

#: Languages the site will speak; only English is available so far.
LANGUAGES = (("en", "English"), ("ru", "Русский"), ("it", "Italiano"), ("cs", "Čeština"), ("kk", "Қазақша"))


def language_picker(current: str = "en") -> Spec:
    """A select of languages; those without a translation yet are shown but disabled."""
    options = [
        h("option", {"value": code, "selected": code == current, "disabled": code != "en"}, name)
        for code, name in LANGUAGES
    ]
    return h(
        "label",
        {"class": "lang-picker"},
        h("span", {"class": "visually-hidden"}, "Language"),
        h("select", {"id": "language", "data-control": "language", "aria-label": "Language"}, *options),
    )


def game_card(entry: GameEntry) -> Spec:
    """A home-screen card with the game's "New game" entry."""
    button_attrs = {"type": "button", "class": "btn primary", "data-cmd": f"new:{entry.key}"}
    return h(
        "article",
        {"class": f"game-card game-{entry.key}", "data-game": entry.key},
        h("h2", {}, entry.title),
        h("p", {"class": "game-players"}, entry.players),
        h("p", {"class": "game-blurb"}, entry.blurb),
        h(
            "div",
            {"class": "buttons"},
            h("button", button_attrs, "New game"),
            h("button", {"type": "button", "class": "btn", "data-cmd": f"rules:{entry.key}"}, "Rules"),
        ),
    )
