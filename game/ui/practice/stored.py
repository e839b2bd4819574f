"""The practice deck as storage holds it, for the updates (the views read nothing): read, and
written over (a damaged stored deck kept aside first, untouched, as the settings are)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from game.core.errors import GameError
from game.ui.events import Effect, Write
from game.ui.i18n import tr
from game.ui.practice.deck import DECK_KEY, Deck, deck_text, load_deck, merged
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


#: what marks an exported deck's file (Import on home tells it from a saved game by it)
EXPORT_KIND = "sea-stones-practice"


def export_deck(deck: Deck, lang: str) -> str:
    """The file of an exported deck: the deck, saying first what it is."""
    about = {"about": tr(lang, "practice.export_about"), "kind": EXPORT_KIND}
    return json.dumps({**about, **deck.to_json()}, separators=(",", ":"))


def imported_deck(text: str) -> Deck | None:
    """The deck of an exported deck's file (None: the text is no such file); ``SaveError``
    (``practice_damaged``) for a damaged one."""
    if f'"kind":"{EXPORT_KIND}"' not in text[:2000].replace(" ", ""):
        return None
    data = json.loads(text)
    data.pop("about", None)
    data.pop("kind", None)
    return load_deck(json.dumps(data))


def import_deck(store: Store, deck: Deck, now: str) -> list[Effect]:
    """An imported deck merged into the stored one (a damaged stored text kept aside first)."""
    stored, damaged = read_deck(store)
    return deck_written(merged(stored, deck), damaged, now)
