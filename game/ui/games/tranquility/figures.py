"""Pictures of the rules page: the sequence order of the cells, and what a placement costs."""

from __future__ import annotations

from game.ui.element import Spec, h
from game.ui.i18n import tr

CELL = 34
GAP = 6
COLUMNS = 6
ROWS = 3


def _cell_origin(cell: int) -> tuple[int, int]:
    """Top-left corner of a cell: cells count from the bottom row, left to right."""
    row, col = divmod(cell, COLUMNS)
    return GAP + col * (CELL + GAP), GAP + (ROWS - 1 - row) * (CELL + GAP)


def _figure(css: str, art: Spec, caption: str) -> Spec:
    return h("figure", {"class": f"rules-figure {css}"}, art, h("figcaption", {}, caption))


def order_figure(lang: str) -> Spec:
    """Three rows of cells numbered in sequence order, an arrow along it, the row's end and the
    next row's start marked as neighbours."""
    width = GAP + COLUMNS * (CELL + GAP)
    height = GAP + ROWS * (CELL + GAP)
    parts: list[Spec] = []
    numbers: list[Spec] = []
    for cell in range(COLUMNS * ROWS):
        x, y = _cell_origin(cell)
        edge = cell % COLUMNS in (0, COLUMNS - 1) and 0 < cell < COLUMNS * ROWS - 1
        parts.append(
            h(
                "rect",
                {
                    "x": x,
                    "y": y,
                    "width": CELL,
                    "height": CELL,
                    "rx": 5,
                    "class": "fig-cell edge" if edge else "fig-cell",
                },
            )
        )
        numbers.append(
            h("text", {"x": x + CELL / 2, "y": y + CELL / 2 + 2, "class": "fig-number"}, str(cell + 1))
        )
    path = []
    for row in range(ROWS):
        for col in (0, COLUMNS - 1):
            x, y = _cell_origin(row * COLUMNS + col)
            path.append(f"{x + CELL / 2},{y + CELL * 0.85}")
    # The path runs low in the cells, under their numbers (drawn last, over it).
    parts.append(
        h("polyline", {"points": " ".join(path), "class": "fig-path", "marker-end": "url(#fig-arrow)"})
    )
    marker = h(
        "marker",
        {
            "id": "fig-arrow",
            "viewBox": "0 0 10 10",
            "refX": 8,
            "refY": 5,
            "markerWidth": 6,
            "markerHeight": 6,
            "orient": "auto",
        },
        h("path", {"d": "M0,0 L10,5 L0,10 z", "class": "fig-arrowhead"}),
    )
    art = h(
        "svg",
        {
            "viewBox": f"0 0 {width} {height}",
            "class": "fig-art",
            "role": "img",
            "aria-label": tr(lang, "rules.fig.order"),
        },
        h("defs", {}, marker),
        *parts,
        *numbers,
    )
    return _figure("order-figure", art, tr(lang, "rules.fig.order"))


def cost_figure(lang: str) -> Spec:
    """3 and 7 in a row with 6 going between them: 6−3 = 3, 7−6 = 1, so it costs one discard."""
    cards = ((3, False), (6, True), (7, False))
    width = GAP + 3 * (CELL + 2 * GAP + 10)
    parts: list[Spec] = []
    for i, (number, new) in enumerate(cards):
        x = GAP + i * (CELL + 2 * GAP + 10)
        parts.append(
            h(
                "rect",
                {
                    "x": x,
                    "y": 22,
                    "width": CELL + 10,
                    "height": CELL + 10,
                    "rx": 6,
                    "class": "fig-card new" if new else "fig-card",
                },
            )
        )
        parts.append(
            h(
                "text",
                {"x": x + (CELL + 10) / 2, "y": 22 + (CELL + 10) / 2 + 6, "class": "fig-number big"},
                str(number),
            )
        )
    step = CELL + 2 * GAP + 10
    for i, label in enumerate(("6 − 3 = 3", "7 − 6 = 1")):
        cx = GAP + (CELL + 10) + i * step + GAP
        parts.append(h("text", {"x": cx, "y": 14, "class": "fig-diff low" if i else "fig-diff"}, label))
    art = h(
        "svg",
        {
            "viewBox": f"0 0 {width} {22 + CELL + 16}",
            "class": "fig-art",
            "role": "img",
            "aria-label": tr(lang, "rules.fig.cost"),
        },
        *parts,
    )
    return _figure("cost-figure", art, tr(lang, "rules.fig.cost"))


def figures(lang: str) -> dict[str, Spec]:
    """Section name -> its picture."""
    return {"order": order_figure(lang), "placing": cost_figure(lang)}
