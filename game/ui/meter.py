"""The difficulty meter of the setup screen: how often a team of hard bots wins this game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ui.difficulty import Difficulty, difficulty, stones_solo
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


def meter(game: str, options: Mapping[str, Any], players: int, lang: str = "en") -> Spec:
    """The difficulty meter of the setup screen for these options and players."""
    solo = stones_solo() if players == 1 else None
    found: Difficulty | None = difficulty(options, players) if game == "tranquility" else solo
    if found is None:
        key = "meter.duel" if game == "tranquility" else "meter.versus"
        return h("p", {"class": "meter help", "data-meter": "none"}, tr(lang, key))
    percent = round(100 * found.rate)
    if found.estimate:
        text = tr(lang, "meter.estimate", percent=percent)
    elif game == "tranquility":
        text = tr(lang, "meter.measured", percent=percent)
    else:
        text = tr(lang, "meter.stones_solo", percent=percent)
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
            tr(lang, "meter.games", count=found.games),
        ),
    )
