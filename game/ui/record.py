"""The daily deal on screen: its section on home, its share line and box."""

from __future__ import annotations

from collections.abc import Mapping

from game.ui.daily import DAILY, share_text
from game.ui.element import Spec, h
from game.ui.i18n import tr
from game.ui.stats import Stats


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


def share_box(text: str, cmd: str, lang: str = "en") -> Spec:
    """A share line with a Copy button (the text stays visible to copy by hand)."""
    return h(
        "div",
        {"class": "share-box"},
        h("p", {"class": "share-text"}, text),
        h("button", {"type": "button", "class": "btn", "data-cmd": cmd}, tr(lang, "daily.copy")),
    )


def daily_section(stats: Stats, date: str, lang: str = "en") -> Spec:
    """Today's deal of each game: play it, or its result to share and a replay."""
    cards: list[Spec] = []
    for game in DAILY:
        entry = daily_entry(stats, game, date)
        title = tr(lang, f"game.{game}")
        body: list[Spec] = [h("h3", {}, title)]
        share = daily_share(stats, game, date, lang)
        if share is not None:
            body.append(share_box(share, f"copy-daily:{game}", lang))
        elif entry is not None:
            body.append(h("p", {"class": "help"}, tr(lang, "daily.in_progress")))
        label = "daily.replay_button" if entry is not None else "daily.play"
        body.append(
            h(
                "button",
                {"type": "button", "class": "btn" if entry else "btn primary", "data-cmd": f"daily:{game}"},
                tr(lang, label, game=title),
            )
        )
        cards.append(h("div", {"class": "daily-card", "data-daily": game}, *body))
    return h(
        "section",
        {"class": "daily", "aria-labelledby": "daily-title"},
        h("h2", {"id": "daily-title"}, tr(lang, "daily.title", date=date)),
        h("p", {"class": "help"}, tr(lang, "daily.intro")),
        h("div", {"class": "daily-list"}, *cards),
    )
