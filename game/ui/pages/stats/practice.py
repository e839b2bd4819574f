"""Practice's part of the stats page (drawn from the deck read into the page; reads nothing):
positions learned, accuracy by week, the streak, the setting that makes finished games practice
positions, and the deck's export."""

from __future__ import annotations

from game.ui.app import common
from game.ui.app.wire import on
from game.ui.element import Spec, h
from game.ui.i18n import tr
from game.ui.practice.deck import Deck
from game.ui.practice.progress import progress


def progress_section(deck: Deck | None, today: str, learn: bool, export: object, lang: str) -> Spec:
    """The practice's progress (``deck`` None: the stored deck is damaged, and said so)."""
    parts: list[Spec] = [h("h2", {"id": "practice-progress-title"}, tr(lang, "practice.title"))]
    if deck is None:
        parts.append(h("p", {"class": "notice", "role": "status"}, tr(lang, "practice.damaged")))
    else:
        done = progress(deck, today)
        parts.append(
            h(
                "ul",
                {"class": "practice-figures"},
                h("li", {"data-learned": done.learned}, tr(lang, "practice.learned", count=done.learned)),
                h("li", {}, tr(lang, "practice.in_deck", count=done.in_deck)),
                h("li", {"data-streak": done.streak}, tr(lang, "practice.streak", count=done.streak)),
            )
        )
        if done.weeks:
            rows = [
                h(
                    "tr",
                    {},
                    h("th", {"scope": "row"}, tr(lang, "practice.week", date=week)),
                    h(
                        "td",
                        {},
                        tr(
                            lang,
                            "practice.accuracy_row",
                            good=good,
                            total=asked,
                            percent=round(100 * good / asked),
                        ),
                    ),
                )
                for week, asked, good in done.weeks
            ]
            parts.append(
                h(
                    "table",
                    {"class": "practice-weeks"},
                    h("caption", {}, tr(lang, "practice.accuracy")),
                    h("tbody", {}, *rows),
                )
            )
        else:
            parts.append(h("p", {"class": "help"}, tr(lang, "practice.no_answers")))
    parts.append(
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn toggle",
                    **on(common.Learn()),
                    "aria-pressed": "true" if learn else "false",
                },
                tr(lang, "practice.learn_label"),
            ),
            h("button", {"type": "button", "class": "btn", **on(export)}, tr(lang, "practice.export")),
        )
    )
    return h("section", {"class": "practice-progress", "aria-labelledby": "practice-progress-title"}, *parts)
