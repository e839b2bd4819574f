"""The difficulty meter of the setup screen: how often a team of hard bots wins this game."""

from __future__ import annotations

from game.ui.deals.difficulty import Difficulty
from game.ui.element import Spec, h
from game.ui.i18n import tr


def meter_level(rate: float) -> str:
    """A word for a win rate: gentle, fair, hard or brutal."""
    if rate >= 0.8:
        return "gentle"
    if rate >= 0.5:
        return "fair"
    if rate >= 0.2:
        return "hard"
    return "brutal"


def meter(found: Difficulty | None, none_key: str, measured_key: str, lang: str = "en") -> Spec:
    """The difficulty meter of the setup screen: ``found`` measured (said with ``measured_key``)
    or estimated, or ``none_key`` where nothing was measured."""
    if found is None:
        return h("p", {"class": "meter help", "data-meter": "none"}, tr(lang, none_key))
    percent = round(100 * found.rate)
    text = tr(lang, "meter.estimate" if found.estimate else measured_key, percent=percent)
    level = meter_level(found.rate)
    return h(
        "div",
        {
            "class": f"meter meter-{level}",
            "data-meter": str(percent),
            "data-estimate": "true" if found.estimate else "false",
        },
        h(
            "span",
            {"class": "meter-label"},
            tr(lang, "meter.label"),
            ": ",
            h("strong", {}, tr(lang, f"meter.level.{level}")),
        ),
        h("meter", {"min": "0", "max": "100", "value": str(percent), "aria-label": tr(lang, "meter.label")}),
        h(
            "span",
            {"class": "meter-text", "role": "status"},
            text,
            " ",
            # One bracket: how many games stand behind the figure, and whether it is an estimate.
            tr(lang, "meter.estimate_games" if found.estimate else "meter.games", count=found.games),
        ),
    )
