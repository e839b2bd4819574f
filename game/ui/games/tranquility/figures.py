"""Pictures of the rules page: the sequence order of the cells, and what a placement costs."""

from __future__ import annotations

from game.tranquility.layouts import get_layout
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
    return {"order": order_figure(lang), "placing": cost_figure(lang), "end": module_figures(lang)}


# ----- one picture per module ---------------------------------------------------------------------
#: the modules, in the setup screen's order: each has a name (``opt.<module>``), a line of help
#: (``opt.<module>.help``) and a picture
MODULES = ("removed_islands", "sea_monsters", "jagged_rocks", "storms", "wild_cards", "layout", "day_night")
SMALL = 14


def _use(name: str, x: float, y: float, width: float, height: float) -> Spec:
    """A drawing of the page's sprite (``#art-<name>``) placed in a picture."""
    return h("use", {"href": f"#art-{name}", "x": x, "y": y, "width": width, "height": height})


def _card(x: float, y: float, css: str = "fig-card") -> Spec:
    return h("rect", {"x": x, "y": y, "width": 30, "height": 40, "rx": 4, "class": css})


def _number(x: float, y: float, text: str, css: str = "fig-number big") -> Spec:
    return h("text", {"x": x, "y": y, "class": css}, text)


def _mini_sea(rows: int, columns: int, css_of: dict[tuple[int, int], str] | None = None) -> list[Spec]:
    """A small sea of ``rows`` × ``columns`` cells, bottom row first; ``css_of`` styles some."""
    out = []
    for r in range(rows):
        for c in range(columns):
            css = (css_of or {}).get((r, c), "fig-cell")
            y = 4 + (rows - 1 - r) * (SMALL + 3)
            out.append(
                h(
                    "rect",
                    {
                        "x": 4 + c * (SMALL + 3),
                        "y": y,
                        "width": SMALL,
                        "height": SMALL,
                        "rx": 2,
                        "class": css,
                    },
                )
            )
    return out


def _module_art(module: str) -> list[Spec]:
    if module == "removed_islands":
        return [
            _card(6, 10),
            _number(21, 36, "12"),
            _card(44, 10, "fig-card back"),
            h("path", {"d": "M48,14 L70,46 M70,14 L48,46", "class": "fig-cross"}),
            _card(82, 10),
            _number(97, 36, "57"),
        ]
    if module == "sea_monsters":
        return [_card(20, 10), _number(35, 36, "41"), _use("monster", 30, 18, 60, 40)]
    if module == "jagged_rocks":
        blocked = {(2, c): "fig-cell blocked" for c in range(6)}
        return [*_mini_sea(4, 6, blocked), _use("rocks", 106, 20, 20, 15)]
    if module == "storms":
        return [_card(14, 8), _use("storm", 16, 14, 26, 18), _card(70, 8), _use("compass", 72, 14, 26, 18)]
    if module == "wild_cards":
        return [
            _card(20, 8),
            _use("wild", 22, 14, 26, 18),
            h("text", {"x": 76, "y": 34, "class": "fig-number"}, "= 37"),
        ]
    if module == "layout":
        pyramid = get_layout("pyramid")
        cells = []
        for row, column in pyramid.coords:
            x = 4 + (column + row / 2) * 15
            y = 4 + (len(pyramid.rows) - 1 - row) * 8
            cells.append(
                h("rect", {"x": x, "y": y, "width": 13, "height": 7, "rx": 1.5, "class": "fig-cell"})
            )
        return cells
    night = {(r, c): "fig-cell night" for r in range(3) for c in range(6)}
    day = {(r, c): "fig-cell day" for r in range(3, 6) for c in range(6)}
    return [
        *_mini_sea(6, 6, {**night, **day}),
        h("circle", {"cx": 118, "cy": 20, "r": 7, "class": "fig-sun"}),
        h("path", {"d": "M114,78 a8,8 0 1,0 8,-12 a6,6 0 1,1 -8,12 z", "class": "fig-moon"}),
    ]


def module_figures(lang: str) -> Spec:
    """Every module: a small picture, its name and what it changes."""
    items = [
        h(
            "li",
            {"class": "module-figure", "data-module": module},
            h(
                "svg",
                {"viewBox": "0 0 132 108", "class": "fig-art module-art", "aria-hidden": "true"},
                *_module_art(module),
            ),
            h(
                "div",
                {},
                h("strong", {}, tr(lang, f"opt.{module}")),
                h("p", {}, tr(lang, f"opt.{module}.help")),
            ),
        )
        for module in MODULES
    ]
    return h(
        "section",
        {"class": "rules-modules"},
        h("h3", {}, tr(lang, "rules.modules")),
        h("ul", {"class": "module-list"}, *items),
    )
