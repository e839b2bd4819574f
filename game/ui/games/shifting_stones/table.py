"""Shifting Stones at the table: the screen as element specs, and what each click means.

Everything clickable comes from the legal actions of the viewer, read as typed actions. A Shift
or a Flip takes three choices — the tiles, then the card that pays — so the screen keeps a small
selection and only plays once the action is complete and legal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache, partial
from typing import Any, cast

from game.shifting_stones import actions as A
from game.shifting_stones.cards import card, card_id_of
from game.shifting_stones.matching import matching_placements
from game.shifting_stones.tiles import FACE_NAMES, FACE_OF_LETTER, are_adjacent, flipped, parse_grid
from game.shifting_stones.views import StonesView
from game.ui.app.wire import on, plays
from game.ui.element import Spec, h, memo
from game.ui.games import check_view, hidden_hand
from game.ui.games.shifting_stones.clicks import (
    Cancel,
    Flip,
    PickCard,
    Score,
    StonesSelection,
    Tile,
    face_name,
    score_action,
)
from game.ui.games.shifting_stones.log import card_inline
from game.ui.games.shifting_stones.pile import discard_pile
from game.ui.i18n import tr
from game.ui.table.bot_mark import seat_chip_list
from game.ui.table.glyphs import face_svg


def as_view(view: Mapping[str, Any]) -> StonesView:
    """``view`` (a ``Rules.view``) as the typed view the table reads (``ValueError`` if it is not one)."""
    check_view(view, StonesView.__required_keys__, "Shifting Stones")
    return cast(StonesView, view)


def face_label(letter: str, lang: str = "en") -> str:
    face = FACE_OF_LETTER[letter]
    return tr(lang, "stones.face_label", face=face_name(face, lang), back=face_name(flipped(face), lang))


def highlighted_cells(grid_text: str, card_name: str | None) -> set[int]:
    """Cells covered by the selected card wherever it matches now."""
    if card_name is None:
        return set()
    card_id = card_id_of(card_name)
    if card_id is None:
        return set()
    grid = parse_grid(grid_text)
    return {cell for placement in matching_placements(grid, card_id) for cell in placement.cells}


def board(
    grid: str,
    selection: StonesSelection,
    active: bool,
    lang: str = "en",
    marks: Mapping[int, str] | None = None,
) -> Spec:
    """The 3×3 stone grid (its text, ``"FHO/SDD/FTO"``) as an ARIA grid; tiles are buttons when
    the viewer may act; ``marks`` gives some stones more classes (the review's marks)."""
    letters = grid.replace("/", "")
    matched = highlighted_cells(grid, selection.card)
    pending = selection.pending
    marked: set[int] = set()
    if pending is not None:
        marked = {pending.a, pending.b} if pending.kind == A.SWAP else {pending.a}
    rows = []
    for r in range(3):
        cells = []
        for c in range(3):
            cell = 3 * r + c
            letter = letters[cell]
            face = FACE_NAMES[FACE_OF_LETTER[letter]]
            back = FACE_NAMES[flipped(FACE_OF_LETTER[letter])]
            classes = ["stone"]
            if cell in matched:
                classes.append("matched")
            if cell == selection.tile or cell in marked:
                classes.append("selected")
            if selection.tile is not None and are_adjacent(selection.tile, cell):
                classes.append("target")
            if marks and cell in marks:
                classes.append(marks[cell])
            facts = (cell, letter, face, back, tuple(classes), active, cell == selection.tile, lang)
            cells.append(memo(("stone", *facts), partial(stone_cell, *facts)))
        rows.append(h("div", {"role": "row", "class": "stone-row"}, *cells))
    return h(
        "div",
        {
            "role": "grid",
            "class": "stone-grid",
            "aria-label": tr(lang, "stones.grid_label"),
            "data-drag": "swap" if active else None,
        },
        *rows,
    )


def stone_cell(
    cell: int,
    letter: str,
    face: str,
    back: str,
    classes: tuple[str, ...],
    active: bool,
    pressed: bool,
    lang: str,
) -> Spec:
    """The stone at ``cell`` (``letter`` on the grid, ``face`` up, ``back`` under it) in its grid
    cell, with ``classes``: a button the viewer may press when ``active``."""
    label = tr(lang, "stones.cell_label", cell=cell + 1, face=face_label(letter, lang))
    inner = [
        face_svg(face),
        h("span", {"class": "stone-back", "aria-hidden": "true"}, face_svg(back, "mini")),
        # the number hints, refusals, buttons and the log name the stone by
        h("span", {"class": "stone-mark", "aria-hidden": "true"}, str(cell + 1)),
    ]
    button = h(
        "button",
        {
            "type": "button",
            "class": " ".join(classes),
            **on(Tile(cell) if active else None),
            "aria-disabled": "false" if active else "true",
            "aria-label": label,
            "aria-pressed": "true" if pressed else None,
        },
        *inner,
    )
    return h("div", {"role": "gridcell", "data-cell": cell}, button)


#: a pattern card face down: the box of a card in the hand, its grid empty
CARD_BACK = h(
    "span", {"class": "pattern card-back", "aria-hidden": "true"}, h("span", {"class": "pattern-grid"})
)


def pattern_card(
    name: str, attrs: dict[str, Any], extra: Sequence[Spec | str] = (), lang: str = "en"
) -> Spec:
    """A pattern card drawn as its grid of faces filling the card, its points in a corner badge.

    The pattern's longer side spans the whole card, so a two-stone pattern draws its faces half
    the card wide, not a third of it in a blank card; a shorter side is centred. A grey square
    (any stone) is hatched and ringed, unlike any face."""
    card_id = card_id_of(name)
    assert card_id is not None
    return h(
        "button",
        {"type": "button", "class": "pattern", "aria-label": card_label(card_id, lang), **attrs},
        memo(("pattern-grid", card_id), partial(pattern_grid, card_id)),
        h("span", {"class": "points", "aria-hidden": "true"}, str(card(card_id).points)),
        *extra,
    )


@lru_cache(maxsize=512)
def card_label(card_id: int, lang: str) -> str:
    """What a pattern card is called for assistive technology: its points and its pattern, row by
    row."""
    pattern = card(card_id)
    any_face = tr(lang, "face.any")
    described = "; ".join(
        " ".join(any_face if ch == "." else face_name(FACE_OF_LETTER[ch], lang) for ch in row)
        for row in pattern.rows
    )
    return tr(lang, "stones.card_label", count=pattern.points, pattern=described)


def pattern_grid(card_id: int) -> Spec:
    """The pattern of card ``card_id`` as its grid of faces (hidden from assistive technology:
    the card's label says it)."""
    pattern = card(card_id)
    squares = [
        h("span", {"class": "sq grey"})
        if letter == "."
        else h("span", {"class": "sq"}, face_svg(FACE_NAMES[FACE_OF_LETTER[letter]], "mini"))
        for row in pattern.rows
        for letter in row
    ]
    shape = f"--rows: {pattern.height}; --cols: {pattern.width}; --side: {max(pattern.height, pattern.width)}"
    return h(
        "span",
        {
            "class": f"pattern-grid size-{pattern.height}x{pattern.width}",
            "style": shape,
            "aria-hidden": "true",
        },
        *squares,
    )


def card_points(scored: Sequence[str]) -> int:
    """The points printed on the cards ``scored`` (no bonus)."""
    return sum(card(card_id).points for name in scored if (card_id := card_id_of(name)))


def scored_cards(view: StonesView, names: Sequence[str], lang: str) -> Spec:
    """Each player's scored cards, drawn small, behind a summary the player opens (it stays open
    from move to move)."""
    rows = []
    for seat, name in enumerate(names):
        cards: list[Spec | str] = [
            card_inline(card_id, lang)
            for card_name in view["scored"][seat]
            if (card_id := card_id_of(card_name))
        ]
        rows.append(
            h(
                "li",
                {},
                h("span", {"class": "scored-name"}, f"{name}: "),
                *(cards or [tr(lang, "stones.scored_none")]),
            )
        )
    return h(
        "details",
        {"class": "scored-cards", "id": "scored-cards"},
        h("summary", {}, tr(lang, "stones.scored_cards")),
        h("ul", {}, *rows),
    )


def scored_breakdown(view: Mapping[str, Any], seat: int, lang: str) -> Spec:
    """One player's score at the end, card by card: each scored card drawn small with its points,
    the +3 for the most 1-point cards where it went, and the total (each card's words its
    accessible name)."""
    names = list(view["scored"][seat])
    cards: list[Spec] = [card_inline(card_id, lang) for name in names if (card_id := card_id_of(name))]
    total = int(view["scores"][seat])
    bonus = total - card_points(names)
    return h(
        "div",
        {"class": "end-cards", "data-seat": seat, "data-total": total, "data-bonus": bonus},
        *cards,
        *([h("span", {"class": "end-bonus"}, tr(lang, "stones.end.bonus", count=bonus))] if bonus else []),
        h("span", {"class": "end-total"}, tr(lang, "stones.end.total", count=total)),
    )


def seat_chips(view: StonesView, names: Sequence[str], lang: str = "en", bots: Sequence[bool] = ()) -> Spec:
    """Every seat as a compact chip (a bot's marked as one), the current player's outlined."""
    chips = []
    solo = view.get("strikes_to_lose") is not None
    for seat, name in enumerate(names):
        # The +3 for the most 1-point cards may still go to another player: shown apart.
        points = card_points(view["scored"][seat])
        bonus = view["scores"][seat] - points
        stats = [
            tr(lang, "chip.in_hand", count=view["hand_sizes"][seat]),
            tr(lang, "chip.scored", count=len(view["scored"][seat])),
            tr(lang, "chip.points", count=points)
            + (
                f" {tr(lang, 'chip.bonus_final' if view['over'] else 'chip.bonus', count=bonus)}"
                if bonus
                else ""
            ),
        ]
        if solo:
            stats.append(tr(lang, "chip.strikes", strikes=view["strikes"], count=view["strikes_to_lose"]))
        current = seat == view["current"] and not view["over"]
        chips.append((name, stats, current, seat < len(bots) and bots[seat]))
    return seat_chip_list(chips, lang, key=2)  # the points


def skip_refusal(view: StonesView, legal: Sequence[str], lang: str = "en") -> str | None:
    if "skip" in legal:
        return None
    if view.get("acted"):
        return tr(lang, "stones.skip.acted")
    seat = view.get("seat")
    if seat is not None and view["skipped_last"][seat]:
        return tr(lang, "stones.skip.twice")
    return tr(lang, "stones.skip.not_now")


def prompt(selection: StonesSelection, lang: str = "en") -> str:
    """What the viewer is asked to do now, in one sentence (said by the status line over the
    board): a Shift or a Flip waiting for the card that pays, a stone held, or the turn."""
    if selection.pending is not None:
        kind, a, b, _ = selection.pending
        if kind == A.SWAP:
            return tr(lang, "stones.prompt.pay_swap", a=a + 1, b=b + 1)
        return tr(lang, "stones.prompt.pay_flip", stone=a + 1)
    if selection.tile is not None:
        return tr(lang, "stones.prompt.tile")
    return tr(lang, "stones.prompt.turn")


def controls(view: StonesView, selection: StonesSelection, legal: Sequence[str], lang: str = "en") -> Spec:
    """The action bar: one primary action per situation, the rest quieter, disabled ones say why
    (what is asked is said by the status line over the board)."""
    buttons: list[Spec] = []
    if selection.pending is not None:
        buttons.append(
            h(
                "button",
                {"type": "button", "class": "btn", **on(Cancel()), "data-key": "Escape"},
                tr(lang, "common.cancel"),
            )
        )
    else:
        if selection.card is not None:
            score = score_action(selection.card)
            scorable = score in legal
            # A refused Score stays reachable: a click, a key or a screen reader gets the reason.
            buttons.append(
                h(
                    "button",
                    {
                        "type": "button",
                        "class": "btn primary",
                        **plays(score if scorable else None),
                        **on(None if scorable else Score()),
                        "data-explain": None if scorable else "true",
                        "data-key": "s",
                        "aria-disabled": "false" if scorable else "true",
                    },
                    tr(lang, "stones.score"),
                )
            )
        if selection.tile is not None:
            buttons.append(
                h(
                    "button",
                    {"type": "button", "class": "btn", **on(Flip()), "data-key": "f"},
                    tr(lang, "stones.flip", stone=selection.tile + 1),
                )
            )
        if selection.card is not None or selection.tile is not None:
            # Esc (or this button) lets go of the card and the stone held, as everywhere else.
            buttons.append(
                h(
                    "button",
                    {"type": "button", "class": "btn", **on(Cancel()), "data-key": "Escape"},
                    tr(lang, "common.cancel"),
                )
            )
        refusal = skip_refusal(view, legal, lang)
        buttons.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn",
                    **plays("end" if "end" in legal else None),
                    "data-key": "e",
                    "disabled": "end" not in legal,
                },
                tr(lang, "stones.end_turn"),
            )
        )
        buttons.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn",
                    **plays("skip" if refusal is None else None),
                    "data-key": "k",
                    "disabled": refusal is not None,
                    "title": refusal,
                },
                tr(lang, "stones.skip"),
            )
        )
        if refusal is not None:
            buttons.append(h("span", {"class": "hint"}, refusal))
    return h("div", {"class": "controls"}, h("div", {"class": "buttons"}, *buttons))


def controls_space() -> Spec:
    """The place of the controls while it is not the viewer's turn: kept, empty."""
    return h("div", {"class": "controls-space", "aria-hidden": "true"})


def screen(
    view: StonesView,
    names: Sequence[str],
    selection: StonesSelection,
    legal: Sequence[str],
    lang: str = "en",
    bots: Sequence[bool] = (),
) -> Spec:
    """The whole table for the viewer (``view['seat']`` is None when nobody's hand is shown);
    ``bots`` tells which seats a bot plays."""
    active = bool(legal)
    hand_cards = []
    paying = selection.pending is not None
    for index, name in enumerate(view.get("hand", [])):
        scorable = score_action(name) in legal
        attrs = {
            "data-card": name,
            **on(PickCard(name) if active else None),
            "data-key": str(index + 1) if active and index < 9 else None,
            "disabled": not active,
            "aria-pressed": "true" if name == selection.card else "false",
            "class": "pattern"
            + (" selected" if name == selection.card else "")
            + (" scorable" if scorable else ""),
        }
        extra = [h("span", {"class": "pay"}, tr(lang, "stones.pay"))] if paying else []
        hand_cards.append(pattern_card(name, attrs, extra, lang))
    seat = view.get("seat")
    hand = (
        h("section", {"class": "hand", "aria-label": tr(lang, "hand.yours", name=names[seat])}, *hand_cards)
        if seat is not None
        else hidden_hand(CARD_BACK, view["hand_sizes"][view["current"]], lang)
    )
    side = h(
        "aside",
        {"class": "table-info"},
        h("p", {"class": "deck", "data-pile": "deck"}, tr(lang, "stones.deck", count=view["deck_size"])),
        discard_pile(view["discard"], view["discard_top"], selection.pile, lang),
        scored_cards(view, names, lang),
    )
    parts: list[Spec] = [
        seat_chips(view, names, lang, bots),
        h("div", {"class": "table"}, board(view["grid"], selection, active, lang), side),
    ]
    # The controls and the hand share a dock that stays in reach at the bottom of small screens.
    # Off turn the controls' place is kept empty, so the board never grows and shrinks between turns.
    dock: list[Spec] = [controls(view, selection, legal, lang) if active else controls_space()]
    parts.append(h("div", {"class": "dock"}, *dock, hand))
    return h("div", {"class": "stones-screen", "data-game": "shifting-stones"}, *parts)
