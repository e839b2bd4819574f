"""The daily deal on screen: its share line and its box with Copy (home draws its section)."""

from __future__ import annotations

from collections.abc import Mapping

from game.ui.app.wire import on
from game.ui.deals.daily import share_text
from game.ui.element import Spec, h
from game.ui.i18n import tr
from game.ui.storage.stats import Stats


def daily_entry(stats: Stats, game: str, date: str) -> Mapping[str, str] | None:
    return stats.daily.get(game, {}).get(date)


def daily_share(stats: Stats, game: str, date: str, lang: str = "en") -> str | None:
    """The share line of the day's attempt on the record, once it is finished."""
    entry = daily_entry(stats, game, date)
    if not entry or entry.get("result") not in ("won", "lost"):
        return None
    text = entry.get("figure", "0")
    figure = int(text) if text.isascii() and text.isdigit() and len(text) <= 9 else 0
    return share_text(game, date, entry["result"] == "won", figure, False, lang)


def share_box(text: str, copy: object, lang: str = "en") -> Spec:
    """A share line with a Copy button (the text stays visible to copy by hand)."""
    return h(
        "div",
        {"class": "share-box"},
        h("p", {"class": "share-text"}, text),
        h("button", {"type": "button", "class": "btn", **on(copy)}, tr(lang, "daily.copy")),
    )
