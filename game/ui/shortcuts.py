"""Keyboard shortcuts: the table the help overlay lists, and the button that opens it.

A control takes part by carrying ``data-key`` (a lower-case letter, a digit, ``?`` or a key name
such as ``Escape``); the page clicks the first enabled control whose key was pressed, so a
shortcut can never do what the mouse could not.
"""

from __future__ import annotations

from game.ui.element import Spec, h
from game.ui.i18n import tr

#: (keys shown, catalogue key of what they do) for every screen.
EVERYWHERE: tuple[tuple[str, str], ...] = (
    ("?", "help.k.help"),
    ("Esc", "help.k.escape"),
    ("U", "help.k.undo"),
    ("H", "help.k.hint"),
    ("← ↑ → ↓  Home End", "help.k.arrows"),
    ("Enter / Space", "help.k.activate"),
    ("1 … 9, 0", "help.k.cards"),
)

#: The same for each game.
PER_GAME: dict[str, tuple[tuple[str, str], ...]] = {
    "tranquility": (
        ("D", "help.k.discard_two"),
        ("S / F", "help.k.start_finish"),
        ("C", "help.k.confirm"),
    ),
    "shifting-stones": (
        ("S", "help.k.score"),
        ("F", "help.k.flip"),
        ("E", "help.k.end"),
        ("K", "help.k.skip"),
    ),
}


def help_button(lang: str = "en") -> Spec:
    """The header button that opens the shortcuts list (also the ``?`` key)."""
    return h(
        "button",
        {
            "type": "button",
            "class": "btn help-button",
            "data-cmd": "help",
            "data-key": "?",
            "aria-label": tr(lang, "help.open_label"),
            "aria-keyshortcuts": "?",
        },
        tr(lang, "help.open"),
    )


def _table(rows: tuple[tuple[str, str], ...], lang: str) -> Spec:
    return h(
        "dl",
        {"class": "shortcut-list"},
        *(
            part
            for keys, key in rows
            for part in (h("dt", {}, h("kbd", {}, keys)), h("dd", {}, tr(lang, key)))
        ),
    )


def help_overlay(game: str | None, lang: str = "en") -> Spec:
    """The shortcuts list as a modal dialog: everywhere, then the game in play (if any)."""
    sections: list[Spec] = [h("h3", {}, tr(lang, "help.everywhere")), _table(EVERYWHERE, lang)]
    for name, rows in PER_GAME.items():
        if game in (None, name):
            sections += [h("h3", {}, tr(lang, f"game.{name}")), _table(rows, lang)]
    if game in (None, "shifting-stones"):
        sections.append(h("p", {"class": "help"}, tr(lang, "help.drag")))
    return h(
        "div",
        {"class": "overlay"},
        h(
            "section",
            {
                "class": "help-dialog",
                "role": "dialog",
                "aria-modal": "true",
                "aria-labelledby": "help-title",
                "data-shortcut-scope": "true",
            },
            h("h2", {"id": "help-title"}, tr(lang, "help.title")),
            *sections,
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn primary",
                    "data-cmd": "help",
                    "data-key": "Escape ?",
                    "autofocus": True,
                },
                tr(lang, "help.close"),
            ),
        ),
    )
