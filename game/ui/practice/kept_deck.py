"""The practice deck as storage holds it, for the updates (the views read nothing): read, and
written over the revision it was read at (a damaged stored deck kept aside first, untouched, as
the settings are); an exported deck's file, read back with the bounded reader."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.errors import GameError
from game.ui.app.events import Effect, Write
from game.ui.i18n import tr
from game.ui.practice.deck import (
    DECK_KEY,
    DECK_LIMIT,
    MAX_DECK,
    Deck,
    Kept,
    damaged,
    deck_of,
    deck_text,
    kept_of,
    load_deck,
    merged,
    with_mark,
)
from game.ui.storage.backend import read_json
from game.ui.storage.kept import keep_aside, read_or_none

if TYPE_CHECKING:
    from game.ui.storage.backend import Store


def read_deck(store: Store) -> tuple[Deck, str | None]:
    """The stored deck and, when the stored text is damaged, that text (the deck is then empty:
    a write keeps the text aside first)."""
    text = read_or_none(store, DECK_KEY)
    try:
        return load_deck(text), None
    except GameError:
        return Deck(), text


def deck_written(deck: Deck, damaged_text: str | None, now: str) -> list[Effect]:
    """``deck``, a change of the deck read at its revision, written over the stored one while
    that revision is stored (``Write.expect``; else another tab wrote the deck in between, and
    the change is made again over what it wrote); a damaged stored text kept aside first."""
    aside: list[Effect] = [] if damaged_text is None else [keep_aside("practice", damaged_text, now)]
    text = deck_text(replace(deck, rev=deck.rev + 1))
    return [*aside, Write(DECK_KEY, text, "notice", deck.rev)]


def deck_changed(store: Store, change: Callable[[Deck], Deck], now: str) -> list[Effect]:
    """The stored deck read, changed by ``change`` and written (nothing when it changed nothing)."""
    deck, damaged_text = read_deck(store)
    updated = change(deck)
    return [] if updated is deck else deck_written(updated, damaged_text, now)


#: what marks an exported deck's file (Import on home tells it from a saved game by it)
EXPORT_KIND = "sea-stones-practice"


def export_deck(deck: Deck, lang: str) -> str:
    """The file of an exported deck: the deck, saying first what it is."""
    about = {"about": tr(lang, "practice.export_about"), "kind": EXPORT_KIND}
    return json.dumps({**about, **deck.to_json()}, separators=(",", ":"))


def imported_deck(text: str) -> Deck | None:
    """The deck of an exported deck's file (None: the text is no such file); ``SaveError``
    (``practice_damaged``) for a damaged one, whatever its shape, size or depth."""
    if f'"kind":"{EXPORT_KIND}"' not in text[:2000].replace(" ", ""):
        return None
    try:
        data = read_json(text, DECK_LIMIT)
    except ValueError as err:
        raise damaged("it is not JSON, or far too large or deep") from err
    return deck_of(data)  # (what says what the file is, ``about`` and ``kind``, is passed over)


def imported_into(deck: Deck, imported: Deck, mark: str) -> Deck:
    """``imported`` merged into ``deck`` once (the merge is marked ``mark``)."""
    return deck if mark in deck.marks else with_mark(merged(deck, imported), mark)


def import_deck(store: Store, imported: Deck, now: str, mark: str) -> tuple[list[Effect], Kept]:
    """An imported deck merged into the stored one (a damaged stored text kept aside first), and
    what the merge kept."""
    stored, damaged_text = read_deck(store)
    together = imported_into(stored, imported, mark)
    return deck_written(together, damaged_text, now), kept_of(stored, imported, together)


def import_notice(kept: Kept, lang: str) -> str:
    """What an import kept, said: the imported positions now in the deck, and any that left it."""
    said = [tr(lang, "practice.imported", count=kept.kept)]
    if kept.left_out:
        said.append(tr(lang, "practice.import_left_out", count=kept.left_out, most=MAX_DECK))
    if kept.retired:
        said.append(tr(lang, "practice.import_retired", count=kept.retired))
    return " ".join(said)
