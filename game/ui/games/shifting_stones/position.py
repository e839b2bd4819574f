"""A turn of the review drawn as its position: the stones and the hand of the seat that played it,
as it saw them at the turn's start, with the stones and cards of the turn it played and of the
bot's turn marked (``game.ui.table.position``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.shifting_stones import actions as A
from game.shifting_stones.actions import parse_action
from game.shifting_stones.cards import card_name
from game.ui.element import Spec
from game.ui.games.shifting_stones.clicks import StonesSelection
from game.ui.games.shifting_stones.table import as_view, board, pattern_card
from game.ui.games.shifting_stones.words import name_words
from game.ui.table.position import marks, position_frame, taken


def used(actions: Sequence[str]) -> tuple[set[int], list[str]]:
    """The stones a turn shifts or flips and the cards it pays or scores with (their names)."""
    stones: set[int] = set()
    cards: list[str] = []
    for text in actions:
        a = parse_action(text)
        if a.kind == A.SWAP:
            stones |= {a.a, a.b}
        elif a.kind == A.FLIP:
            stones.add(a.a)
        if a.card:
            cards.append(card_name(a.card))
    return stones, cards


def position(view: Mapping[str, Any], played: Sequence[str], best: Sequence[str], lang: str) -> Spec:
    """``GameUI.position``: the stones and the seat's hand (``view`` is that seat's), the turn
    played and the bot's marked."""
    seen = as_view(view)
    stones_played, cards_played = used(played)
    stones_best, cards_best = used(best)
    stones = {cell: marks(cell, stones_played, stones_best).strip() for cell in stones_played | stones_best}
    hand = list(seen.get("hand") or [])
    in_played, in_best = taken(hand, cards_played), taken(hand, cards_best)
    cards = [
        pattern_card(
            name,
            {"class": f"pattern{marks(i, in_played, in_best)}", "data-card": name, "tabindex": -1},
            lang=lang,
        )
        for i, name in enumerate(hand)
    ]
    words = "; ".join(name_words(name, lang) for name in hand)
    grid = board(seen["grid"], StonesSelection(), False, lang, marks=stones)
    return position_frame(grid, cards, words, lang)
