"""The end of a game as figures first, words second (pure).

Each game's front end computes ONE :class:`EndSummary` of a finished game (``GameUI.end_summary``):
who won, the figure the stats average, the figure the daily share line quotes, each player's
line, the highlights and the chart's series — as catalogue keys and numbers. The end screen, the
highlights, the share line, the stats and the announcement all read that one summary, so no two
of them can disagree about a number.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.ui.element import Spec, h
from game.ui.i18n import seat_name, seat_names, tr


@dataclass(frozen=True)
class Line:
    """A message to show: its catalogue key and parameters. A parameter ``seat`` (an int) is
    shown as that player's name (``name``); ``seats`` (ints) as their names joined (``names``);
    a parameter that is a line, or a tuple of lines, as their text (joined by commas)."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    #: the cards the line names, each written ``game.ui.table.inline.CARD_MARK`` in its text, where the
    #: screen draws it
    cards: tuple[int, ...] = ()

    def named_cards(self) -> tuple[int, ...]:
        """The cards the line's text names, in order: its own, then those of the lines it holds."""
        found = list(self.cards)
        for value in self.params.values():
            nested = (value,) if isinstance(value, Line) else value if isinstance(value, tuple) else ()
            for line in nested:
                if isinstance(line, Line):
                    found.extend(line.named_cards())
        return tuple(found)

    def text(self, names: Sequence[str], lang: str) -> str:
        params = dict(self.params)
        names = seat_names(lang, names)
        if "seat" in params:
            params["name"] = names[int(params.pop("seat"))]
        if "seats" in params:
            params["names"] = ", ".join(names[int(s)] for s in params.pop("seats"))
        for key, value in params.items():
            if isinstance(value, Line):
                params[key] = value.text(names, lang)
            elif isinstance(value, tuple) and value and all(isinstance(v, Line) for v in value):
                params[key] = ", ".join(v.text(names, lang) for v in value)
        return tr(lang, self.key, **params)


@dataclass(frozen=True)
class Series:
    """One line of a chart: its label (a catalogue key, a seat whose name labels it, or a text
    already in the player's language) and one value per point."""

    values: tuple[float, ...]
    label: str = ""
    seat: int | None = None
    text: str = ""

    def name(self, names: Sequence[str], lang: str) -> str:
        if self.text:
            return self.text
        return seat_name(lang, names[self.seat]) if self.seat is not None else tr(lang, self.label)


@dataclass(frozen=True)
class Chart:
    """A chart's title, description and axes (catalogue keys) and its series; the x axis counts
    from ``x_start``."""

    title: str
    description: str
    x_label: str
    y_label: str
    series: tuple[Series, ...]
    x_start: int = 0


@dataclass(frozen=True)
class Tally:
    """A finished game's result in two figures, as the saved-games list quotes a loss: the cells
    filled of the sea's (``kind`` "cells": "lost 35/36"), or the best score of the people at the
    table against the winning score (``kind`` "points": "lost 14–16")."""

    kind: str
    mine: int
    of: int


@dataclass(frozen=True)
class EndSummary:
    """Every figure of a finished game that anything shows or stores."""

    #: the people at the table won (the stats' win, the celebration)
    won: bool
    #: the figure the stats average (the unit is the game's ``record_unit``)
    figure: int
    #: the daily share line: won or lost, and the figure it quotes
    share_won: bool
    share_figure: int
    #: the headline of the end screen
    result: Line
    #: each seat's line, in parts shown joined by commas
    rows: tuple[tuple[Line, ...], ...]
    highlights: tuple[Line, ...] = ()
    chart: Chart | None = None
    #: the outcome for the people at the table, said in words above the headline: "won",
    #: "lost", "shared" (a win shared with others), "draw", "team_won" or "team_lost" (a
    #: cooperative game of several people); "" when it is no one's at the screen to say (a table
    #: of bots, or rivals sharing the device)
    verdict: str = ""
    #: each seat's place (1 for the winners; tied seats share a place), in a competitive game
    places: tuple[int, ...] = ()
    #: the people at the table lost, and the review can tell when: its biggest fall in win chance
    #: is offered on the end screen ("See the move")
    turning_point: bool = False
    #: why the people at the table lost, in facts about the cards (the earliest cause first)
    reasons: tuple[Line, ...] = ()
    #: the result in two figures, for the saved-games list (None: the verdict says it all)
    tally: Tally | None = None


def verdict_of(won: bool, shared: bool, humans: int, cooperative: bool) -> str:
    """The verdict's word for the people at the table (see ``EndSummary.verdict``)."""
    if not humans or (humans > 1 and not cooperative):
        return ""
    if cooperative:
        return ("team_" if humans > 1 else "") + ("won" if won else "lost")
    return "shared" if won and shared else ("won" if won else "lost")


def places_of(scores: Sequence[float]) -> tuple[int, ...]:
    """Each score's place: 1 plus the number of better scores (ties share a place)."""
    return tuple(1 + sum(1 for other in scores if other > score) for score in scores)


def rows_text(summary: EndSummary, names: Sequence[str], lang: str) -> list[tuple[str, str]]:
    """(name, line) for each seat."""
    return [
        (names[seat], ", ".join(part.text(names, lang) for part in row))
        for seat, row in enumerate(summary.rows)
    ]


def highlight_texts(summary: EndSummary, names: Sequence[str], lang: str) -> list[str]:
    return [line.text(names, lang) for line in summary.highlights]


def tick_step(span: float, whole: bool = False) -> float:
    """A round step (1, 2 or 5 times a power of ten) that cuts ``span`` into two to six parts
    (``whole``: at least 1, for values that are whole numbers)."""
    raw = max(span, 1e-9) / 4
    magnitude = 10.0 ** math.floor(math.log10(raw))
    step: float = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    return max(step, 1.0) if whole else step


def axis(low: float, high: float, whole: bool = False) -> tuple[float, float, list[float]]:
    """An axis from ``low`` to ``high`` widened to the round values around them (93.8 to 100),
    and its marks: every multiple of its step between its ends, the ends included."""
    if high <= low:
        high = low + 1
    step = tick_step(high - low, whole)
    first, last = math.floor(low / step + 1e-9), math.ceil(high / step - 1e-9)
    marks = [round(k * step, 9) for k in range(first, last + 1)]
    return marks[0], marks[-1], marks


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


COLOURS = ("#9fd3d6", "#f0b35a", "#e5675a", "#5fb760", "#c9d6f2")


def _figure(
    css: str,
    width: int,
    height: int,
    parts: list[Spec],
    title: str,
    description: str,
    lang: str,
    chart_id: str,
    *extra: Spec,
) -> Spec:
    """A chart's figure: the drawing (``parts``, its title first) named by its title and
    described by its caption, which shows the title, the description and ``extra``."""
    return h(
        "figure",
        {"class": css},
        h(
            "svg",
            {
                "viewBox": f"0 0 {width} {height}",
                "role": "img",
                "aria-labelledby": f"{chart_id}-title",
                "aria-describedby": f"{chart_id}-desc",
            },
            *parts,
        ),
        h(
            "figcaption",
            {},
            h("strong", {}, tr(lang, title)),
            h("span", {"id": f"{chart_id}-desc", "class": "chart-desc"}, tr(lang, description)),
            *extra,
        ),
    )


def line_chart(chart: Chart, names: Sequence[str], lang: str, chart_id: str = "chart") -> Spec:
    """An SVG line chart with labelled axes; its title names it to assistive technology and a
    sentence describes what it shows. Each point carries its value (``data-values`` per line)."""
    width, height = 360, 190
    left, right, top, bottom = 44, 12, 12, 44
    plot_w, plot_h = width - left - right, height - top - bottom
    values = [v for s in chart.series for v in s.values]
    whole = all(float(v).is_integer() for v in values)
    low, high, ticks = axis(min(0.0, min(values, default=0.0)), max(values, default=1.0), whole)
    longest = max((len(s.values) for s in chart.series), default=1)
    span = max(longest - 1, 1)

    def x(k: int) -> float:
        return left + plot_w * k / span

    def y(v: float) -> float:
        return top + plot_h * (high - v) / (high - low)

    parts: list[Spec] = [h("title", {"id": f"{chart_id}-title"}, tr(lang, chart.title))]
    # axes
    parts.append(h("line", {"x1": left, "y1": top, "x2": left, "y2": top + plot_h, "class": "axis"}))
    parts.append(h("line", {"x1": left, "y1": y(low), "x2": left + plot_w, "y2": y(low), "class": "axis"}))
    for tick in ticks:
        parts.append(
            h(
                "line",
                {"x1": left - 4, "y1": f"{y(tick):.1f}", "x2": left, "y2": f"{y(tick):.1f}", "class": "axis"},
            )
        )
        parts.append(
            h(
                "text",
                {"x": left - 6, "y": f"{y(tick) + 4:.1f}", "text-anchor": "end", "class": "tick"},
                _number(tick),
            )
        )
    for k in sorted({0, (longest - 1) // 2, longest - 1}):
        parts.append(
            h(
                "text",
                {"x": f"{x(k):.1f}", "y": top + plot_h + 16, "text-anchor": "middle", "class": "tick"},
                str(chart.x_start + k),
            )
        )
    parts.append(
        h(
            "text",
            {"x": left + plot_w / 2, "y": height - 6, "text-anchor": "middle", "class": "axis-label"},
            tr(lang, chart.x_label),
        )
    )
    parts.append(
        h(
            "text",
            {
                "x": 12,
                "y": top + plot_h / 2,
                "text-anchor": "middle",
                "class": "axis-label",
                "transform": f"rotate(-90 12 {top + plot_h / 2:.1f})",
            },
            tr(lang, chart.y_label),
        )
    )
    legend: list[Spec] = []
    for i, series in enumerate(chart.series):
        colour = COLOURS[i % len(COLOURS)]
        points = [(x(k), y(v)) for k, v in enumerate(series.values)]
        data = ",".join(_number(v) for v in series.values)
        if len(points) >= 2:
            parts.append(
                h(
                    "polyline",
                    {
                        "points": " ".join(f"{px:.1f},{py:.1f}" for px, py in points),
                        "fill": "none",
                        "stroke": colour,
                        "stroke-width": "2",
                        "data-values": data,
                    },
                )
            )
        else:
            parts.extend(
                h(
                    "circle",
                    {"cx": f"{px:.1f}", "cy": f"{py:.1f}", "r": 3, "fill": colour, "data-values": data},
                )
                for px, py in points
            )
        legend.append(h("li", {"style": f"color:{colour}"}, series.name(names, lang)))
    legend_list = h("ul", {"class": "legend"}, *legend)
    return _figure("chart", width, height, parts, chart.title, chart.description, lang, chart_id, legend_list)


#: the widest a character of a chart's 11-unit labels draws (system sans-serif fonts, wide
#: letters and Cyrillic included), in the chart's units
LABEL_CHAR = 7.0


def bar_chart(
    title: str, description: str, x_label: str, bars: Sequence[tuple[str, float]], lang: str, chart_id: str
) -> Spec:
    """Horizontal bars from 0 to 100 (percent), one per labelled row, with a labelled axis. The
    labels' column is as wide as the longest label needs (``LABEL_CHAR`` a character), so none
    runs out of the drawing: the whole chart scales down instead."""
    row, plot_w = 26, 194
    label_w = max(150, math.ceil(LABEL_CHAR * max((len(label) for label, _ in bars), default=0)) + 12)
    width = label_w + plot_w + 16
    height = 12 + row * len(bars) + 40
    parts: list[Spec] = [h("title", {"id": f"{chart_id}-title"}, tr(lang, title))]
    bottom = 12 + row * len(bars)
    parts.append(h("line", {"x1": label_w, "y1": 8, "x2": label_w, "y2": bottom, "class": "axis"}))
    parts.append(
        h("line", {"x1": label_w, "y1": bottom, "x2": label_w + plot_w, "y2": bottom, "class": "axis"})
    )
    for tick in (0, 50, 100):
        tx = label_w + plot_w * tick / 100
        parts.append(
            h(
                "text",
                {"x": f"{tx:.1f}", "y": bottom + 16, "text-anchor": "middle", "class": "tick"},
                f"{tick}%",
            )
        )
    parts.append(
        h(
            "text",
            {"x": label_w + plot_w / 2, "y": bottom + 34, "text-anchor": "middle", "class": "axis-label"},
            tr(lang, x_label),
        )
    )
    for i, (label, value) in enumerate(bars):
        y = 12 + row * i
        parts.append(h("text", {"x": label_w - 6, "y": y + 16, "text-anchor": "end", "class": "tick"}, label))
        parts.append(
            h(
                "rect",
                {
                    "x": label_w,
                    "y": y + 4,
                    "width": f"{max(plot_w * value / 100, 1):.1f}",
                    "height": row - 8,
                    "fill": COLOURS[i % len(COLOURS)],
                    "data-value": _number(value),
                },
            )
        )
    return _figure("chart bars", width, height, parts, title, description, lang, chart_id)
