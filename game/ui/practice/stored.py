"""The practice deck as storage holds it, for the updates (the views read nothing): read, and
written over (a damaged stored deck kept aside first, untouched, as the settings are)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import GameError
from game.ui.events import Effect, Write
from game.ui.practice.deck import DECK_KEY, Deck, deck_text, load_deck
from game.ui.stored import keep_aside, read_or_none

if TYPE_CHECKING:
    from game.ui.store import Store


def read_deck(store: Store) -> tuple[Deck, str | None]:
    """The stored deck and, when the stored text is damaged, that text (the deck is then empty:
    a write keeps the text aside first)."""
    text = read_or_none(store, DECK_KEY)
    try:
        return load_deck(text), None
    except GameError:
        return Deck(), text


def deck_written(deck: Deck, damaged: str | None, now: str) -> list[Effect]:
    """``deck`` written over the stored one, a damaged stored text kept aside first."""
    aside: list[Effect] = [] if damaged is None else [keep_aside("practice", damaged, now)]
    return [*aside, Write(DECK_KEY, deck_text(deck), "notice")]
