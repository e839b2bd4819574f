"""Shifting Stones at the table: the screen as element specs, and what each click means.

Everything clickable comes from the legal actions of the viewer. A Shift or a Flip takes three
choices — the tiles, then the card that pays — so the screen keeps a small selection and only
plays once the action is complete and legal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.shifting_stones.cards import card, card_id_of
from game.shifting_stones.matching import matching_placements
from game.shifting_stones.tiles import FACE_NAMES, FACE_OF_LETTER, are_adjacent, flipped, parse_grid
from game.ui.element import Spec, h
from game.ui.glyphs import face_svg


@dataclass(frozen=True)
class StonesSelection:
    """What the viewer has picked so far this decision."""

    card: str | None = None
    tile: int | None = None
    #: a Shift (``("swap", a, b)``) or Flip (``("flip", a, a)``) waiting for its card
    pending: tuple[str, int, int] | None = None


@dataclass(frozen=True)
class Outcome:
    """The result of a click: a new selection, maybe an action to play, maybe a message."""

    selection: StonesSelection
    action: str | None = None
    message: str | None = None


def pending_prefix(pending: tuple[str, int, int]) -> str:
    kind, a, b = pending
    return f"swap:{a}-{b}" if kind == "swap" else f"flip:{a}"


def handle(command: str, selection: StonesSelection, legal: Sequence[str]) -> Outcome:
    """Interpret a ``data-cmd`` click of the board or hand."""
    kind, _, arg = command.partition(":")
    if kind == "cancel":
        return Outcome(StonesSelection())
    if kind == "card":
        if selection.pending is not None:
            action = f"{pending_prefix(selection.pending)}/discard:{arg}"
            if action in legal:
                return Outcome(StonesSelection(), action)
            return Outcome(selection, None, "That card can't pay for this move.")
        return Outcome(replace(selection, card=None if selection.card == arg else arg))
    if kind == "tile":
        cell = int(arg)
        if selection.tile is None or selection.pending is not None:
            return Outcome(replace(selection, tile=cell, pending=None))
        if selection.tile == cell:
            return Outcome(replace(selection, tile=None))
        if are_adjacent(selection.tile, cell):
            a, b = sorted((selection.tile, cell))
            if not any(action.startswith(f"swap:{a}-{b}/") for action in legal):
                return Outcome(selection, None, "You need a card in hand to pay for a shift.")
            return Outcome(replace(selection, tile=None, pending=("swap", a, b)))
        return Outcome(replace(selection, tile=cell))
    if kind == "flip" and selection.tile is not None:
        if not any(action.startswith(f"flip:{selection.tile}/") for action in legal):
            return Outcome(selection, None, "You need a card in hand to pay for a flip.")
        return Outcome(replace(selection, pending=("flip", selection.tile, selection.tile), tile=None))
    return Outcome(selection, None, "That is not possible now.")


def face_label(letter: str) -> str:
    face = FACE_OF_LETTER[letter]
    return f"{FACE_NAMES[face]} (back: {FACE_NAMES[flipped(face)]})"


def highlighted_cells(grid_text: str, card_name: str | None) -> set[int]:
    """Cells covered by the selected card wherever it matches now."""
    if card_name is None:
        return set()
    card_id = card_id_of(card_name)
    if card_id is None:
        return set()
    grid = parse_grid(grid_text)
    return {cell for placement in matching_placements(grid, card_id) for cell in placement.cells}


def board(view: dict[str, Any], selection: StonesSelection, active: bool) -> Spec:
    """The 3×3 stone grid as an ARIA grid; tiles are buttons when the viewer may act."""
    letters = view["grid"].replace("/", "")
    matched = highlighted_cells(view["grid"], selection.card)
    marked = set()
    if selection.pending is not None:
        marked = {selection.pending[1], selection.pending[2]}
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
            label = f"Cell {cell + 1}: {face_label(letter)}"
            inner = [
                face_svg(face),
                h("span", {"class": "stone-back", "aria-hidden": "true"}, face_svg(back, "mini")),
            ]
            button = h(
                "button",
                {
                    "type": "button",
                    "class": " ".join(classes),
                    "data-cmd": f"tile:{cell}" if active else None,
                    "aria-disabled": "false" if active else "true",
                    "aria-label": label,
                    "aria-pressed": "true" if cell == selection.tile else None,
                },
                *inner,
            )
            cells.append(h("div", {"role": "gridcell", "data-cell": cell}, button))
        rows.append(h("div", {"role": "row", "class": "stone-row"}, *cells))
    return h(
        "div", {"role": "grid", "class": "stone-grid", "aria-label": "Stones (deck side at the top)"}, *rows
    )


def pattern_card(name: str, attrs: dict[str, Any], extra: Sequence[Spec | str] = ()) -> Spec:
    """A pattern card drawn as a mini 3×3 grid with its points in a corner badge."""
    card_id = card_id_of(name)
    assert card_id is not None
    pattern = card(card_id)
    squares = []
    for r in range(3):
        for c in range(3):
            inside = r < pattern.height and c < pattern.width
            letter = pattern.rows[r][c] if inside else ""
            if letter and letter != ".":
                squares.append(
                    h("span", {"class": "sq"}, face_svg(FACE_NAMES[FACE_OF_LETTER[letter]], "mini"))
                )
            elif letter == ".":
                squares.append(h("span", {"class": "sq grey"}))
            else:
                squares.append(h("span", {"class": "sq none"}))
    described = "; ".join(
        " ".join("any" if ch == "." else FACE_NAMES[FACE_OF_LETTER[ch]] for ch in row) for row in pattern.rows
    )
    label = f"Card {name}, {pattern.points} point{'s' if pattern.points != 1 else ''}: {described}"
    return h(
        "button",
        {"type": "button", "class": "pattern", "aria-label": label, **attrs},
        h("span", {"class": "pattern-grid", "aria-hidden": "true"}, *squares),
        h("span", {"class": "points", "aria-hidden": "true"}, str(pattern.points)),
        *extra,
    )


def seat_chips(view: dict[str, Any], names: Sequence[str]) -> Spec:
    chips = []
    solo = view.get("strikes_to_lose") is not None
    for seat, name in enumerate(names):
        bits = [
            h("span", {"class": "chip-name"}, name),
            h("span", {"class": "chip-stat"}, f"{view['hand_sizes'][seat]} in hand"),
            h("span", {"class": "chip-stat"}, f"{len(view['scored'][seat])} scored"),
            h("span", {"class": "chip-stat"}, f"{view['scores'][seat]} points"),
        ]
        if solo:
            bits.append(
                h("span", {"class": "chip-stat"}, f"{view['strikes']} of {view['strikes_to_lose']} strikes")
            )
        current = seat == view["current"] and not view["over"]
        chips.append(
            h(
                "li",
                {
                    "class": "chip" + (" current" if current else ""),
                    "aria-current": "true" if current else None,
                },
                *bits,
            )
        )
    return h("ul", {"class": "seat-chips", "aria-label": "Players"}, *chips)


def skip_refusal(view: dict[str, Any], legal: Sequence[str]) -> str | None:
    if "skip" in legal:
        return None
    if view.get("acted"):
        return "You already acted this turn: end it instead."
    seat = view.get("seat")
    if seat is not None and view["skipped_last"][seat]:
        return "You skipped last turn; you can't skip twice in a row."
    return "You can't skip now."


def controls(view: dict[str, Any], selection: StonesSelection, legal: Sequence[str]) -> Spec:
    """The action bar: one primary action per situation, the rest quieter, disabled ones say why."""
    buttons: list[Spec] = []
    prompt = "Your turn: select a card to see where it matches, or pick a stone to shift or flip."
    if selection.pending is not None:
        kind, a, b = selection.pending
        what = f"swap stones {a + 1} and {b + 1}" if kind == "swap" else f"flip stone {a + 1}"
        prompt = f"Choose the card to discard to {what}."
        buttons.append(h("button", {"type": "button", "class": "btn", "data-cmd": "cancel"}, "Cancel"))
    else:
        if selection.card is not None:
            scorable = f"score:{selection.card}" in legal
            buttons.append(
                h(
                    "button",
                    {
                        "type": "button",
                        "class": "btn primary",
                        "data-action": f"score:{selection.card}" if scorable else None,
                        "disabled": not scorable,
                        "title": None if scorable else "This pattern is not on the stones now.",
                    },
                    f"Score {selection.card}",
                )
            )
        if selection.tile is not None:
            buttons.append(
                h(
                    "button",
                    {"type": "button", "class": "btn", "data-cmd": "flip"},
                    f"Flip stone {selection.tile + 1}",
                )
            )
            prompt = "Flip this stone, or pick an adjacent stone to swap it with."
        refusal = skip_refusal(view, legal)
        buttons.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn",
                    "data-action": "end" if "end" in legal else None,
                    "disabled": "end" not in legal,
                },
                "End turn",
            )
        )
        buttons.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn",
                    "data-action": "skip" if refusal is None else None,
                    "disabled": refusal is not None,
                    "title": refusal,
                },
                "Skip (draw 2)",
            )
        )
        if refusal is not None:
            buttons.append(h("span", {"class": "hint"}, refusal))
    return h(
        "div",
        {"class": "controls"},
        h("p", {"class": "prompt"}, prompt),
        h("div", {"class": "buttons"}, *buttons),
    )


def screen(
    view: dict[str, Any], names: Sequence[str], selection: StonesSelection, legal: Sequence[str]
) -> Spec:
    """The whole table for the viewer (``view['seat']`` is None when nobody's hand is shown)."""
    active = bool(legal)
    hand_cards = []
    paying = selection.pending is not None
    for name in view.get("hand", []):
        scorable = f"score:{name}" in legal
        attrs = {
            "data-cmd": f"card:{name}" if active else None,
            "disabled": not active,
            "aria-pressed": "true" if name == selection.card else "false",
            "class": "pattern"
            + (" selected" if name == selection.card else "")
            + (" scorable" if scorable else ""),
        }
        extra = [h("span", {"class": "pay"}, "Pay")] if paying else []
        hand_cards.append(pattern_card(name, attrs, extra))
    seat = view.get("seat")
    hand = (
        h("section", {"class": "hand", "aria-label": f"Your hand ({names[seat]})"}, *hand_cards)
        if seat is not None
        else h("section", {"class": "hand hidden-hand"}, h("p", {}, "Hands are hidden."))
    )
    side = h(
        "aside",
        {"class": "table-info"},
        h("p", {}, f"Deck: {view['deck_size']} cards"),
        h(
            "p",
            {},
            f"Discard pile: {len(view['discard'])} cards"
            + (f", top {view['discard_top']}" if view["discard_top"] else ""),
        ),
    )
    parts: list[Spec] = [
        seat_chips(view, names),
        h("div", {"class": "table"}, board(view, selection, active), side),
    ]
    if active:
        parts.append(controls(view, selection, legal))
    parts.append(hand)
    return h("div", {"class": "stones-screen", "data-game": "shifting-stones"}, *parts)
