"""Keyboard shortcuts: the table the help overlay lists, and the button that opens it.

A control takes part by carrying ``data-key`` (a lower-case letter, a digit, ``?`` or a key name
such as ``Escape``); the page clicks the first enabled control whose key was pressed, so a
shortcut can never do what the mouse could not.
"""

from __future__ import annotations

from game.ui.app import common
from game.ui.app.frontends import all_uis
from game.ui.app.wire import on
from game.ui.element import Spec, h
from game.ui.i18n import tr

#: (keys shown, catalogue key of what they do) for every screen.
EVERYWHERE: tuple[tuple[str, str], ...] = (
    ("?", "help.k.help"),
    ("Esc", "help.k.escape"),
    ("U", "help.k.undo"),
    ("H", "help.k.hint"),
    ("L", "log.shortcut"),
    ("← ↑ → ↓  Home End", "help.k.arrows"),
    ("Enter / Space", "help.k.activate"),
    ("1 … 9, 0", "help.k.cards"),
)


def help_button(lang: str = "en") -> Spec:
    """The header button that opens the shortcuts list (also the ``?`` key)."""
    return h(
        "button",
        {
            "type": "button",
            "class": "btn help-button",
            **on(common.Help()),
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
    uis = [ui for ui in all_uis() if game in (None, ui.spec.id)]
    for ui in uis:
        sections += [h("h3", {}, tr(lang, f"game.{ui.spec.id}")), _table(ui.shortcuts, lang)]
    sections += [h("p", {"class": "help"}, tr(lang, note)) for ui in uis for note in ui.shortcut_notes]
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
                    **on(common.Help()),
                    "data-key": "Escape ?",
                    "autofocus": True,
                },
                tr(lang, "help.close"),
            ),
        ),
    )
