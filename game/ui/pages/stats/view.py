"""The stats page: every record in a table, charts of the rates and of recent results, and a
reset (asked twice), drawn from its model (the stats were read into it)."""

from __future__ import annotations

from game.core.registry import SPECS
from game.ui.app import common
from game.ui.app.frontends import ui_for
from game.ui.app.screen import Shown
from game.ui.app.wire import on
from game.ui.deals.presets import CUSTOM, find_preset
from game.ui.element import Spec, h
from game.ui.i18n import tr
from game.ui.pages.stats import ExportDeck, Reset, StatsPage
from game.ui.pages.stats.practice import progress_section
from game.ui.storage.stats import Record, Stats


def view(page: StatsPage, notice: str | None, lang: str) -> list[Spec]:
    body = [stats_page(page.stats, page.problem, page.confirm_reset, lang)]
    body.append(progress_section(page.deck, page.today, page.learn, ExportDeck(), lang))
    if notice:
        body.insert(0, h("p", {"class": "notice", "role": "status"}, notice))
    return body


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
    from game.ui.table.ending import Chart, Series, bar_chart, line_chart  # the charts: here only

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
        h("button", {"type": "button", "class": "btn", **on(common.GoHome())}, tr(lang, "frame.home"))
    ]
    if confirm:
        parts.append(h("p", {"class": "notice", "role": "alert"}, tr(lang, "stats.reset_confirm")))
        buttons += [
            h(
                "button",
                {"type": "button", "class": "btn primary", **on(Reset(True))},
                tr(lang, "stats.reset_yes"),
            ),
            h(
                "button",
                {"type": "button", "class": "btn", **on(common.OpenStats())},
                tr(lang, "common.cancel"),
            ),
        ]
    elif records or problem:
        buttons.append(
            h(
                "button",
                {"type": "button", "class": "btn", **on(Reset())},
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


def screen(model: StatsPage, shown: Shown) -> list[Spec]:
    """The screen as the page draws it (``game.ui.app.registry``), from what it shows of the app."""
    return view(model, shown.notice, shown.lang)
