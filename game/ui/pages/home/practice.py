"""What home shows of practice: the positions due, with the button that opens a session, and today's
position of each game (drawn from the numbers home read; reads nothing)."""

from __future__ import annotations

from game.core.registry import GAMES
from game.ui.app import common
from game.ui.app.wire import on
from game.ui.element import Spec, h
from game.ui.i18n import tr


def practice_section(due: int, damaged: bool, lang: str, again: tuple[int, int] = (0, 0)) -> Spec:
    """ "Practice — N positions due" (a session of them), when the next come back (``again``: how
    many within a day, and the minutes until the first), today's position of each game, and a word
    when the stored deck is damaged (it is kept, and not used)."""
    parts: list[Spec] = [
        h("h2", {"id": "practice-title"}, tr(lang, "practice.title")),
        h("p", {"class": "help"}, tr(lang, "practice.intro")),
    ]
    if damaged:
        parts.append(h("p", {"class": "notice", "role": "status"}, tr(lang, "practice.damaged")))
    parts.append(
        h(
            "p",
            {"class": "practice-due"},
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn primary" if due else "btn",
                    **on(common.OpenPractice()),
                    "data-due": due,
                },
                tr(lang, "practice.open", count=due),
            ),
        )
    )
    count, minutes = again
    if count:
        wait = (
            tr(lang, "practice.minutes", count=minutes)
            if minutes < 60
            else tr(lang, "practice.hours", count=-(-minutes // 60))
        )
        key = "practice.back_one" if count == 1 else "practice.back"
        parts.append(
            h(
                "p",
                {"class": "help practice-again", "data-again": count},
                tr(lang, key, count=count, wait=wait),
            )
        )
    parts.append(
        h(
            "div",
            {"class": "buttons practice-daily"},
            *(
                h(
                    "button",
                    {"type": "button", "class": "btn", **on(common.OpenDailyPosition(game.id))},
                    tr(lang, "practice.daily_button", game=tr(lang, f"game.{game.id}")),
                )
                for game in GAMES
            ),
        )
    )
    return h("section", {"class": "practice", "aria-labelledby": "practice-title"}, *parts)
