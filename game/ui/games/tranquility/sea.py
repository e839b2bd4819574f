"""Tranquility's sea: the Islands in their rows, the Start and Finish, the rocks, the wild card's
numbers, the budget line and the seats (element specs, pure)."""

from collections.abc import Mapping, Sequence
from functools import lru_cache, partial

from game.tranquility import actions as A
from game.tranquility.layouts import HALF, get_layout
from game.tranquility.view import TranquilityView, cards_left, cards_needed
from game.ui.app.wire import on, plays
from game.ui.element import Spec, h, memo
from game.ui.games.tranquility.clicks import (
    Cell,
    TranqSelection,
    Wild,
    WildClose,
    as_tuple,
    typed,
    wild_costs,
)
from game.ui.i18n import tr
from game.ui.table.bot_mark import seat_chip_list


def wild_popover(selection: TranqSelection, legal: Sequence[str], lang: str = "en") -> Spec | None:
    """The choice of a Wild card's number, at the cell it goes to: each legal number with what it
    costs; the first takes the focus, Escape closes it."""
    cell = selection.cell
    if selection.card != "W" or cell is None or selection.wild is not None or selection.choosing is not None:
        return None
    values = []
    for i, (number, cost) in enumerate(wild_costs(legal, cell).items()):
        shown = f"−{cost}" if cost else tr(lang, "tranq.free")
        values.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn wild-value",
                    **on(Wild(number)),
                    "autofocus": i == 0,
                },
                # Named by what it shows (the group says it is the wild's number), then the cost.
                h("span", {"class": "wild-number"}, number),
                " ",
                h("span", {"class": "wild-cost"}, shown),
                h("span", {"class": "visually-hidden"}, tr(lang, "tranq.play_here", count=cost)),
            )
        )
    title = f"wild-title-{cell}"
    return h(
        "div",
        {"class": "wild-popover", "role": "group", "aria-labelledby": title},
        h("p", {"class": "wild-title", "id": title}, tr(lang, "tranq.wild_pick", cell=cell + 1)),
        h("div", {"class": "wild-values"}, *values),
        h(
            "button",
            {
                "type": "button",
                "class": "btn wild-close",
                **on(WildClose()),
                "data-key": "Escape",
                "aria-label": tr(lang, "tranq.wild_close"),
            },
            "×",
        ),
    )


SCENES = ("shallows", "reef", "palms", "cliffs", "volcano")


def scene(number: int) -> str:
    """The scene of the Island ``number`` (1–80)."""
    return SCENES[min(len(SCENES) - 1, max(0, (number - 1) // 16))]


def art(name: str, css_class: str = "art") -> Spec:
    """A drawing from the page's sprite (``#art-<name>``), hidden from assistive technology."""
    return h(
        "svg",
        {"class": css_class, "aria-hidden": "true", "focusable": "false"},
        h("use", {"href": f"#art-{name}"}),
    )


def rock_rows(view: TranquilityView, legal: Sequence[str]) -> dict[int, str]:
    """Rows the Jagged Rocks may be moved to now (manual rocks), with the action that moves them."""
    return dict(_rock_rows(as_tuple(legal)))


@lru_cache(maxsize=8)
def _rock_rows(legal: tuple[str, ...]) -> dict[int, str]:
    return {a.cell: text for a, text in typed(legal) if a.kind == A.ROCKS and a.cell != A.STAY}


def row_label(row: int, rocks_here: bool, action: str | None, lang: str = "en", focus: bool = False) -> Spec:
    """The label at the start of a row: its number (rows count from 1 at the bottom), the rocks
    piece if they stand there, and, while the rocks are being moved, a button that moves them
    (``focus``: the one that takes the focus when the decision opens)."""
    text = tr(lang, "tranq.row_rocks" if rocks_here else "tranq.row", row=row + 1)
    inner: list[Spec | str] = [art("rocks", "rocks-piece")] if rocks_here else []
    inner.append(h("span", {"class": "row-number", "aria-hidden": "true"}, str(row + 1)))
    if action is None:
        return h(
            "div",
            {"role": "rowheader", "class": "row-label" + (" rocks-here" if rocks_here else "")},
            h("span", {"class": "visually-hidden"}, text),
            *inner,
        )
    return h(
        "div",
        {"role": "rowheader", "class": "row-label pickable" + (" rocks-here" if rocks_here else "")},
        h(
            "button",
            {
                "type": "button",
                "class": "row-pick",
                **plays(action),
                "aria-label": tr(lang, "tranq.rocks_move", row=row + 1),
                "autofocus": True if focus else None,
            },
            *inner,
        ),
    )


def sea_cell(
    p: int,
    start: int,
    number: int | None,
    wild: bool,
    time_of_day: str | None,
    rocks: bool,
    mark: str | None,
    cost: int | None,
    open_cell: bool,
    holding: bool,
    ghost: str | None,
    lang: str,
    popover: Spec | None = None,
) -> Spec:
    """One cell of the sea, at grid column ``start``: its Island (``number``, 0 if empty), lit with
    what playing there costs (``cost``, None if not lit), open to the click (``open_cell``) or,
    while a card is held (``holding``), refusing it with the reason; ``popover``: a choice shown
    at it."""
    classes = ["cell", "filled" if number else "empty"]
    if wild:
        classes.append("wild")
    if time_of_day:
        classes.append(time_of_day)
    if rocks:
        classes.append("rocks")
    if mark:
        classes.append(mark)
    # The sequence number sits beside the button, so the button's visible text (its Island, or
    # what playing there costs) is exactly what its accessible name ends with. Only empty cells
    # show it: a placed Island's number is the one to read there.
    index = [] if number else [h("span", {"class": "cell-index", "aria-hidden": "true"}, str(p + 1))]
    content: list[Spec | str] = []
    label = (
        tr(lang, "tranq.cell_island", cell=p + 1, number=number)
        if number
        else tr(lang, "tranq.cell_empty", cell=p + 1)
    )
    if number:
        classes.append(f"scene-{scene(number)}")
        content.append(art(scene(number)))
        content.append(h("span", {"class": "cell-number"}, str(number)))
    if cost is not None:
        classes.append("target")
        shown = f"−{cost}" if cost else tr(lang, "tranq.free")
        content.append(h("span", {"class": "cost"}, shown))
        label += tr(lang, "tranq.play_here", count=cost) + f", {shown}"
    elif not number:
        # An empty cell keeps the place of its cost, empty and unseen until it is lit: lighting
        # the cells a card may go to then writes their costs and adds no element to lay out.
        content.append(h("span", {"class": "cost"}))
    if popover is not None:
        classes.append("chosen")
    attrs = {
        "type": "button",
        "class": " ".join(classes),
        **on(Cell(p) if open_cell or holding else None),
        "data-explain": "true" if holding and not open_cell else None,
        "aria-disabled": "false" if open_cell else "true",
        "aria-label": label,
        "data-ghost": ghost,
    }
    return h(
        "div",
        {"role": "gridcell", "style": f"grid-column: {start} / span 2", "data-cell": p},
        *index,
        h("button", attrs, *content),
        *([popover] if popover is not None else []),
    )


def sea_row(
    row: int, rocks_here: bool, action: str | None, lang: str, focus: bool, columns: int, cells: list[Spec]
) -> Spec:
    """A row of the sea: its label (see :func:`row_label`), then its ``cells``."""
    return h(
        "div",
        {
            "role": "row",
            "class": "sea-row" + (" rocks-row" if rocks_here else ""),
            "style": f"--cols: {columns}",
        },
        row_label(row, rocks_here, action, lang, focus),
        *cells,
    )


def sea(
    view: TranquilityView,
    targets: dict[int, int],
    active: bool,
    lang: str = "en",
    holding: bool = False,
    rows_to: Mapping[int, str] | None = None,
    ghost: str | None = None,
    popover: tuple[int, Spec] | None = None,
    marks: Mapping[int, str] | None = None,
) -> Spec:
    """The sea as an ARIA grid, rows top to bottom on screen, cells numbered in sequence order.

    While a card is held (``holding``), every cell stays reachable: a cell that cannot take it is
    ``aria-disabled`` and a click on it says why. Each row starts with its label; ``rows_to``
    (row → action) makes the labels of the rows the rocks may move to into buttons. A lit cell
    shows ``ghost`` (the held card's face) under the pointer or the focus; ``popover`` is a
    choice shown at its cell; ``marks`` gives some cells more classes (the review's marks)."""
    layout = get_layout(view["layout"])
    grid = view["grid"]
    rocks = view.get("rocks")
    day_night = view.get("orientation") is not None
    rows = []
    # While the rocks move, the focus goes to the first row they may move to, top to bottom.
    focus_row = max(rows_to) if rows_to else None
    for r in range(len(layout.rows) - 1, -1, -1):
        cells = []
        for p in layout.rows[r]:
            _, column = layout.coords[p]
            # Column 1 holds the row's label; the cells take two columns each from column 2.
            start = (r + 2 * column + 2) if layout.name == "pyramid" else (2 * column + 2)
            target = p in targets
            open_cell = target and active
            facts = (
                p,
                start,
                grid[p],
                p in view.get("wild_cells", []),
                ("night" if p < HALF else "day") if day_night else None,
                rocks is not None and rocks == r,
                marks.get(p) if marks else None,
                targets[p] if target else None,
                open_cell,
                active and holding,
                ghost if open_cell and not grid[p] else None,
                lang,
            )
            if popover is not None and popover[0] == p:
                cells.append(sea_cell(*facts, popover=popover[1]))
            else:
                cells.append(memo(("sea-cell", *facts), partial(sea_cell, *facts)))
        row_facts = (r, rocks == r, (rows_to or {}).get(r), lang, r == focus_row, 2 * layout.width)
        serials = tuple(cell[1].get("data-memo") for cell in cells)
        rows.append(
            memo(("sea-row", *row_facts, serials), partial(sea_row, *row_facts, cells))
            if None not in serials
            else sea_row(*row_facts, cells)
        )
    return h(
        "div",
        {
            "role": "grid",
            "class": f"sea layout-{layout.name}",
            "aria-label": tr(lang, "tranq.sea_label"),
        },
        *rows,
    )


def budget(view: TranquilityView, names: Sequence[str], lang: str = "en") -> Spec:
    """Cards the team still holds vs what the empty cells, the Start and the Finish will take."""
    facts = (cards_needed(view), tuple(cards_left(view)), view.get("result") == "lost", view["discard_count"])
    return memo(("budget", *facts, tuple(names), lang), partial(budget_line, *facts, tuple(names), lang))


def budget_line(
    need: int, held: tuple[int, ...], lost: bool, discarded: int, names: Sequence[str], lang: str
) -> Spec:
    """:func:`budget` of what it counts: the cards ``need``ed, those each seat ``held``, whether
    the voyage is ``lost``, the discards."""
    total = sum(held)
    spare = total - need
    level = "ok" if spare >= 10 else "tight" if spare >= 0 else "short"
    if lost:
        level = "short"
    bars = [
        h(
            "div",
            {"class": f"gauge {level}"},
            h(
                "span",
                {"class": "gauge-label"},
                tr(lang, "tranq.budget_lost", count=total, need=need)
                if lost  # nothing is to spare once the voyage is lost
                else tr(lang, "tranq.budget", count=total, need=need, spare=spare),
            ),
            h(
                "span",
                {"class": "gauge-bar", "aria-hidden": "true"},
                h(
                    "span",
                    {
                        "class": "gauge-fill",
                        "style": f"width: {min(100, round(100 * need / max(total, 1)))}%",
                    },
                ),
            ),
        )
    ]
    most = max(held, default=0) or 1
    bars.append(
        h(
            "ul",
            {"class": "seat-budget", "aria-label": tr(lang, "tranq.seats_label")},
            *(
                h(
                    "li",
                    {},
                    tr(lang, "tranq.seat_held", name=names[seat], count=n),
                    h(
                        "span",
                        {"class": "gauge-bar", "aria-hidden": "true"},
                        h("span", {"class": "gauge-fill", "style": f"width: {round(100 * n / most)}%"}),
                    ),
                )
                for seat, n in enumerate(held)
            ),
        )
    )
    per = ", ".join(f"{names[s]} {n}" for s, n in enumerate(held))
    # The count of discards is where a discarded card goes (static/js/motion.js: the pile is face
    # down, so it has no other place on the table).
    before, _, after = tr(lang, "tranq.cards_left", per=per, discarded="\x00").partition("\x00")
    count = h("span", {"class": "discard-count", "data-pile": "discard"}, str(discarded))
    bars.append(h("p", {"class": "help"}, *(part for part in (before, count, after) if part)))
    return h("section", {"class": "budget", "aria-label": tr(lang, "tranq.budget_label")}, *bars)


def seat_chips(
    view: TranquilityView, names: Sequence[str], lang: str = "en", bots: Sequence[bool] = ()
) -> Spec:
    """Every seat as a compact chip (a bot's marked as one), the current player's outlined."""
    chips = []
    scores = view.get("scores")
    for seat, name in enumerate(names):
        stats = [
            tr(lang, "chip.in_hand", count=view["hand_sizes"][seat]),
            tr(lang, "chip.in_pile", count=view["pile_sizes"][seat]),
        ]
        if view["compasses"][seat]:
            stats.append(tr(lang, "chip.compasses", count=view["compasses"][seat]))
        if scores is not None:
            stats.append(tr(lang, "chip.points", count=scores[seat]))
        current = seat == view["current_player"]
        chips.append((name, stats, current, seat < len(bots) and bots[seat]))
    return seat_chip_list(chips, lang, None if scores is None else -1)  # the points, in a duel
