"""The app shell: title, language picker, the game entries and the footer."""

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
    available: bool


GAMES = (
    GameEntry(
        "tranquility",
        "Tranquility",
        "Build a calm sea together, in silence: place the islands in rising order from Start to Finish.",
        "Cooperative · 1–5 players",
        available=False,
    ),
    GameEntry(
        "shifting-stones",
        "Shifting Stones",
        "Slide and flip nine stones to match the patterns in your hand before your rivals do.",
        "Competitive · 2–5 players, or solo",
        available=False,
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
    button_attrs: dict[str, str | bool | None] = {
        "type": "button",
        "class": "btn primary",
        "data-cmd": f"new:{entry.key}",
    }
    if entry.available:
        label = "New game"
    else:
        label = "New game — coming soon"
        button_attrs["disabled"] = True
        button_attrs["title"] = "This game is not playable yet."
    return h(
        "article",
        {"class": f"game-card game-{entry.key}", "data-game": entry.key},
        h("h2", {}, entry.title),
        h("p", {"class": "game-players"}, entry.players),
        h("p", {"class": "game-blurb"}, entry.blurb),
        h("button", button_attrs, label),
    )


def shell_view(version: str, language: str = "en") -> list[Spec]:
    """The whole shell as top-level specs for the ``#app`` container."""
    return [
        h(
            "header",
            {"class": "app-header"},
            h("h1", {"class": "app-title"}, "Sea & Stones"),
            language_picker(language),
        ),
        h(
            "main",
            {"class": "home", "id": "main"},
            h("p", {"class": "home-intro"}, "Two modern card games, in your browser, online or off."),
            h("div", {"class": "game-list"}, *(game_card(entry) for entry in GAMES)),
        ),
        h(
            "footer",
            {"class": "app-footer"},
            h("span", {"class": "version", "data-version": version}, f"Version {version}"),
        ),
    ]
