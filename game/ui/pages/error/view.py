"""The error panel: something broke; the way home and a report to copy."""

from __future__ import annotations

from game.ui.app import common
from game.ui.app.screen import Shown
from game.ui.app.wire import on
from game.ui.element import Spec, h
from game.ui.i18n import tr
from game.ui.pages.error import CopyReport, Failure


def error_panel(failure: Failure, message: str | None, lang: str) -> Spec:
    """Something broke: say so, offer the way home, and a report to copy."""
    copied = [h("p", {"class": "notice", "role": "status"}, message)] if message else []
    return h(
        "section",
        {"class": "error-panel", "role": "alert", "aria-labelledby": "error-title"},
        h("h2", {"id": "error-title"}, tr(lang, "crash.title")),
        h("p", {}, tr(lang, "crash.body")),
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {"type": "button", "class": "btn primary", **on(common.GoHome())},
                tr(lang, "crash.home"),
            ),
            h(
                "button",
                {"type": "button", "class": "btn", **on(CopyReport())},
                tr(lang, "crash.copy"),
            ),
        ),
        *copied,
        h(
            "details",
            {"class": "error-report"},
            h("summary", {}, tr(lang, "crash.report")),
            h("pre", {"class": "error-report-text"}, failure.report),
        ),
    )


def screen(model: Failure, shown: Shown) -> list[Spec]:
    """The screen as the page draws it (``game.ui.app.registry``), from what it shows of the app."""
    return [error_panel(model, shown.message, shown.lang)]
