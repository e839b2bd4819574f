"""The player's record on screen: the daily deal on the home screen and the stats page."""

from __future__ import annotations

from collections.abc import Mapping

from game.core.registry import SPECS
from game.ui.daily import DAILY, share_text
from game.ui.element import Spec, h
from game.ui.games import ui_for
from game.ui.i18n import tr
from game.ui.presets import CUSTOM, find_preset
from game.ui.stats import Record, Stats


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


def record_name(key: str, lang: str = "en") -> str:
    """``tranquility/calm`` → "Tranquility · Calm sea" in ``lang``."""
    game, _, kind = key.partition("/")
    title = tr(lang, f"game.{game}")
    spec = SPECS.get(game)
    preset = spec is not None and (
        (kind == CUSTOM and bool(spec.presets)) or find_preset(spec, kind) is not None
    )
    detail = tr(lang, f"preset.{kind}") if preset else tr(lang, f"stats.kind.{kind}")
    return f"{title} · {detail}"


def stats_page(stats: Stats | None, problem: str | None, confirm: bool, lang: str = "en") -> Spec:
    """Every record in a table, a chart of recent results, and a reset (asked twice)."""
    from game.ui.ending import Chart, Series, bar_chart, line_chart  # the charts: here only

    parts: list[Spec] = [h("h2", {}, tr(lang, "stats.title"))]
    if problem:
        parts.append(h("p", {"class": "notice", "role": "alert"}, problem))
    records = sorted((stats.records if stats else {}).items())
    if records:
        head = h(
            "tr",
            {},
            *(
                h("th", {"scope": "col"}, tr(lang, f"stats.col.{col}"))
                for col in ("kind", "played", "won", "rate", "streak", "best", "average")
            ),
        )
        rows = [_row(key, record, lang) for key, record in records]
        parts.append(h("table", {"class": "stats-table"}, h("thead", {}, head), h("tbody", {}, *rows)))
        rates = [
            (record_name(key, lang), 100 * record.won / record.played)
            for key, record in records
            if record.played
        ]
        if rates:
            parts.append(
                bar_chart(
                    "stats.chart_rate", "stats.chart_rate_desc", "stats.axis.rate", rates, lang, "stats-rate"
                )
            )
        series = tuple(
            Series(tuple(float(figure) for _, figure in record.recent), text=record_name(key, lang))
            for key, record in records
            if record.recent
        )
        if series:
            recent = Chart(
                "stats.chart", "stats.chart_desc", "stats.axis.game", "stats.axis.figure", series[:5], 1
            )
            parts.append(line_chart(recent, [], lang, "stats-recent"))
    elif not problem:
        parts.append(h("p", {}, tr(lang, "stats.none")))
    buttons: list[Spec] = [
        h("button", {"type": "button", "class": "btn", "data-cmd": "home"}, tr(lang, "frame.home"))
    ]
    if confirm:
        parts.append(h("p", {"class": "notice", "role": "alert"}, tr(lang, "stats.reset_confirm")))
        buttons += [
            h(
                "button",
                {"type": "button", "class": "btn primary", "data-cmd": "stats-reset:yes"},
                tr(lang, "stats.reset_yes"),
            ),
            h("button", {"type": "button", "class": "btn", "data-cmd": "stats"}, tr(lang, "common.cancel")),
        ]
    elif records or problem:
        buttons.append(
            h(
                "button",
                {"type": "button", "class": "btn", "data-cmd": "stats-reset"},
                tr(lang, "stats.reset"),
            )
        )
    parts.append(h("div", {"class": "buttons"}, *buttons))
    return h("section", {"class": "stats-page"}, *parts)


def _row(key: str, record: Record, lang: str) -> Spec:
    game, _, kind = key.partition("/")
    unit = tr(lang, ui_for(game).record_unit(kind) if game in SPECS else "stats.unit.points")
    rate = round(100 * record.won / record.played) if record.played else 0
    cells = [
        str(record.played),
        str(record.won),
        f"{rate}%",
        str(record.streak),
        str(record.best),
        f"{record.average:.1f} {unit}",
    ]
    return h(
        "tr",
        {"data-record": key},
        h("th", {"scope": "row"}, record_name(key, lang)),
        *(h("td", {}, c) for c in cells),
    )
