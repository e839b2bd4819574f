"""A decision of the review drawn as its position: the sea and the hand of the seat that decided,
as it saw them, with the cells and cards of the move it played and of the bot's move marked
(``game.ui.table.position``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.tranquility import actions as A
from game.tranquility.actions import parse_action
from game.tranquility.cards import label
from game.ui.element import Spec, h
from game.ui.games.tranquility.clicks import as_view, card_face
from game.ui.games.tranquility.sea import sea
from game.ui.games.tranquility.table import card_drawing
from game.ui.table.position import marks, position_frame, taken


def used(actions: Sequence[str]) -> tuple[set[int], list[str]]:
    """The cells a move fills and the cards it takes from the hand (their labels)."""
    cells: set[int] = set()
    cards: list[str] = []
    for text in actions:
        a = parse_action(text)
        if a.kind == A.PLAY:
            cells.add(a.cell)
            cards.append("W" if a.wild else str(a.number))
        elif a.kind == A.MONSTER:
            cells.add(a.cell)
            cards.append("M")
        elif a.kind in (A.START, A.FINISH):
            cards.append("W" if a.wild else label_of(a.kind))
        if a.kind != A.SHARES:  # a split's numbers are no cards
            cards.extend(label(c) for c in a.cards)
    return cells, cards


def label_of(kind: int) -> str:
    return "S" if kind == A.START else "F"


def position(view: Mapping[str, Any], played: Sequence[str], best: Sequence[str], lang: str) -> Spec:
    """``GameUI.position``: the sea and the seat's hand (``view`` is that seat's), the move played
    and the bot's marked."""
    seen = as_view(view)
    cells_played, cards_played = used(played)
    cells_best, cards_best = used(best)
    cells = {cell: marks(cell, cells_played, cells_best).strip() for cell in cells_played | cells_best}
    hand = list(seen.get("hand") or [])
    in_played, in_best = taken(hand, cards_played), taken(hand, cards_best)
    cards = []
    for i, card in enumerate(hand):
        text, kind = card_face(card, lang)
        drawn, drawing = card_drawing(card, kind)
        css = f"tcard {kind}{drawn}{marks(i, in_played, in_best)}"
        cards.append(
            h("span", {"class": css, "data-card": card}, *drawing, h("span", {"class": "tcard-text"}, text))
        )
    words = ", ".join(card_face(card, lang)[0] for card in hand)
    return position_frame(sea(seen, {}, False, lang, marks=cells), cards, words, lang)
