"""The in-app rules pages: each game's rules in short, our own words, and the house rulings.

Section texts are catalogue messages ``<prefix>.<section>.title`` / ``.text`` (the game's front
end names the prefix and the sections). A house ruling
is written in English next to the engine (its ``rulings`` module); a language may translate it
under ``ruling.<id>``, otherwise the English sentence is shown.
"""

from __future__ import annotations

from game.ui.app import common
from game.ui.app.frontends import ui_for
from game.ui.app.screen import Shown
from game.ui.app.wire import on
from game.ui.element import Spec, h
from game.ui.i18n import has, tr
from game.ui.pages.rules import RulesPage


def ruling_text(ruling_id: str, english: str, lang: str = "en") -> str:
    """A house ruling in ``lang`` when translated, else its English sentence."""
    key = f"ruling.{ruling_id}"
    return tr(lang, key) if lang != "en" and has(lang, key) else english


def rules_page(game: str, lang: str = "en") -> Spec:
    """The rules of ``game`` and its house rulings."""
    ui = ui_for(game)
    prefix, sections = ui.rules_sections()
    rulings = ui.rulings()
    pictures = ui.rules_figures(lang)
    return h(
        "article",
        {"class": "rules-page", "data-game": game},
        h("h2", {}, tr(lang, "rules.how_to_play", game=tr(lang, f"game.{game}"))),
        h(
            "p",
            {"class": "guide-entry"},
            h(
                "button",
                {"type": "button", "class": "btn primary", **on(common.StartGuide(game))},
                tr(lang, "guide.start"),
            ),
        ),
        *(
            h(
                "section",
                {},
                h("h3", {}, tr(lang, f"{prefix}.{section}.title")),
                h("p", {}, tr(lang, f"{prefix}.{section}.text")),
                *([pictures[section]] if section in pictures else []),
            )
            for section in sections
        ),
        h("h3", {}, tr(lang, "rules.rulings")),
        h("p", {"class": "help"}, tr(lang, "rules.rulings_help")),
        h(
            "ol",
            {"class": "rulings"},
            *(
                h("li", {}, h("strong", {}, f"{rule}: "), ruling_text(ruling_id, text, lang))
                for ruling_id, rule, text in rulings
            ),
        ),
        h(
            "button",
            {"type": "button", "class": "btn", **on(common.GoHome())},
            tr(lang, "common.back"),
        ),
    )


def view(page: RulesPage, lang: str) -> list[Spec]:
    return [rules_page(page.game, lang)]


def screen(model: RulesPage, shown: Shown) -> list[Spec]:
    """The screen as the page draws it (``game.ui.app.registry``), from what it shows of the app."""
    return view(model, shown.lang)
