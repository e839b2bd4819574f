"""A lost voyage's end in cards (pure; the game is over, so every card may be shown): under each
player's line the cards they were left with, in hand and in their pile, drawn small; and what the
sea still needed, each run of empty cells drawn between the numbers around it, with the cards
left in play that would have fitted there. A card left that fits a gap is ringed in both."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from game.tranquility.cards import ISLAND_MAX, is_island, label
from game.tranquility.reasons import empty_runs
from game.tranquility.state import TState
from game.ui.element import Spec, h
from game.ui.games.tranquility.log import chip
from game.ui.i18n import tr

#: the catalogue key of the name of each card that is not an Island, by its label
_NAMES = {
    "F": "card.finish",
    "S": "card.start",
    "W": "card.wild",
    "M": "card.monster",
    "C": "card.compass",
}


class Gap(NamedTuple):
    """A run of empty cells, ``first``..``last`` (1-based, in sequence order), between the
    numbers ``low`` and ``high`` (0 and ``ISLAND_MAX + 1``: the ends of the sea), and the Islands
    left in play that fit between them."""

    first: int
    last: int
    low: int
    high: int
    fits: tuple[int, ...]


def card_name(code: int, lang: str) -> str:
    """A card's name: an Island's number, else its kind."""
    text = label(code)
    if text.isdigit():
        return text
    return tr(lang, _NAMES.get(text, f"storm.{text}"))


def in_play(state: TState) -> list[int]:
    """Every card left in the hands and the piles."""
    return [c for cards in (*state.hands, *state.piles) for c in cards]


def gaps(state: TState) -> list[Gap]:
    """The runs of empty cells of the final sea, in sequence order (none with Day & Night, whose
    two halves are ordered on their own)."""
    if state.options.day_night:
        return []
    islands = sorted(c for c in in_play(state) if is_island(c))
    return [
        Gap(first + 1, last + 1, low, high, tuple(n for n in islands if low < n < high))
        for first, last, low, high in empty_runs(state.grid)
    ]


def cards(codes: Sequence[int], fitting: set[int], lang: str, what: str) -> Spec:
    """``codes`` drawn small in a row, named for screen readers by ``what`` and their names; a
    card in ``fitting`` is ringed."""
    drawn = []
    for code in sorted(codes):
        spec = chip(label(code))
        if code in fitting:
            spec = [spec[0], {**spec[1], "class": f"{spec[1]['class']} fits"}, *spec[2:]]
        drawn.append(spec)
    names = ", ".join(card_name(c, lang) for c in sorted(codes))
    return h("span", {"class": "end-card-row", "role": "img", "aria-label": f"{what}: {names}"}, *drawn)


def left_cards(state: TState, seat: int, fitting: set[int], lang: str) -> Spec:
    """The cards ``seat`` was left with: in hand, then in their pile (a place with none is left
    out: the line above counts the cards)."""
    parts: list[Spec] = []
    for key, codes in (("end.left.hand", state.hands[seat]), ("end.left.pile", state.piles[seat])):
        if not codes:
            continue
        what = tr(lang, key)
        parts.append(
            h(
                "span",
                {"class": "end-left-part"},
                h("span", {"class": "end-left-label", "aria-hidden": "true"}, what),
                cards(codes, fitting, lang, what),
            )
        )
    return h("div", {"class": "end-left", "data-seat": seat, "hidden": not parts}, *parts)


def _bound(value: int, lang: str) -> tuple[str, str]:
    """A gap's bound: its chip's label and its name (an end of the sea is the Start or the Finish)."""
    if value <= 0:
        return "S", tr(lang, "card.start")
    if value > ISLAND_MAX:
        return "F", tr(lang, "card.finish")
    return str(value), str(value)


def gap_item(gap: Gap, lang: str) -> Spec:
    """One run of empty cells drawn between its bounds, said in words beside it."""
    count = gap.last - gap.first + 1
    (low_label, low), (high_label, high) = _bound(gap.low, lang), _bound(gap.high, lang)
    cells = (
        tr(lang, "end.gap.cell", cell=gap.first)
        if count == 1
        else tr(lang, "end.gap.cells", first=gap.first, last=gap.last)
    )
    slots = [h("span", {"class": "end-slot"}, str(cell)) for cell in range(gap.first, gap.last + 1)]
    picture = h(
        "span",
        {"class": "end-gap-picture", "aria-hidden": "true"},
        chip(low_label),
        *slots,
        chip(high_label),
    )
    if gap.high - gap.low <= 1:
        said = tr(lang, "end.gap_sealed", cells=cells, low=low, high=high)
        fits: list[Spec] = []
    else:
        said = tr(lang, "end.gap", cells=cells, count=count, low=low, high=high)
        shown: list[Spec | str]
        if gap.fits:
            head = tr(lang, "end.gap_fits", count=len(gap.fits))
            shown = [
                h("span", {"aria-hidden": "true"}, f"{head}:"),
                cards(gap.fits, set(gap.fits), lang, head),
            ]
        else:
            shown = [tr(lang, "end.gap_fits_none")]
        fits = [h("span", {"class": "end-gap-fits"}, *shown)]
    return h(
        "li",
        {"class": "end-gap", "data-cells": f"{gap.first}-{gap.last}", "data-fits": len(gap.fits)},
        picture,
        h("span", {"class": "end-gap-words"}, said),
        *fits,
    )


def needed(state: TState, lang: str) -> Spec | None:
    """What the sea still needed: its gaps, drawn (None when it had none to draw)."""
    found = gaps(state)
    if not found:
        return None
    return h(
        "div",
        {"class": "end-needed"},
        h("h3", {"id": "end-needed-title"}, tr(lang, "end.needed")),
        h(
            "ul",
            {"class": "end-gaps", "aria-labelledby": "end-needed-title"},
            *(gap_item(g, lang) for g in found),
        ),
    )
