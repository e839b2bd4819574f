"""Reading what the site keeps in storage, for the updates (the views read nothing): the
preferences, the stats, the save index made to agree with the saves (game/ui/storage/save_index.py),
damaged records, and how much space is used. Every write is an effect (``Write``/``Remove``) the
runner carries out."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from game.core.errors import GameError, SaveError
from game.ui.app.events import Effect, Write
from game.ui.i18n import CODES, error_text, tr
from game.ui.practice.deck import DECK_KEY, load_deck
from game.ui.storage.backend import StorageError, Store, read_json
from game.ui.storage.keys import DAMAGED_PREFIX, KEEP_CHOICES, PACE_SECONDS, PREFS_KEY
from game.ui.storage.save_index import agree, headers, to_store
from game.ui.storage.saves import (
    INDEX_KEY,
    KEY_PREFIX,
    Index,
    finished_by_index,
    index_text,
    load_session_text,
    save_finished,
    stored_rev,
)
from game.ui.storage.stats import STATS_KEY, Stats, load_stats

if TYPE_CHECKING:
    from game.ui.table.session import Session

PREFS_LIMIT = 4096


def finished_beyond(index: Index, keep: int, store: Store) -> list[str]:
    """The keys of the finished games beyond the ``keep`` most recent (0: keep all), oldest first.
    The index chooses them, and each one's save must then say so itself: a game in progress is
    never offered, whatever its record says (it is kept, so more than ``keep`` games may stay)."""
    return [key for key in finished_by_index(index, keep) if save_finished(read_or_none(store, key))]


def read_or_none(store: Store, key: str) -> str | None:
    """The text under ``key``; None when it is gone or storage will not say."""
    try:
        return store.get(key)
    except StorageError:
        return None


def storage_text(lang: str, err: StorageError) -> str:
    return tr(lang, f"storage.{err.code}")


def load_prefs(text: str | None) -> dict[str, Any]:
    """The stored preferences, each of the right type (an unknown value of the right type is left
    out); ``SaveError`` (``prefs_damaged``) for text that is not a preferences record of ours."""
    if text is None:
        return {}
    try:
        data = read_json(text, PREFS_LIMIT)
    except ValueError:
        data = None
    if not isinstance(data, dict):
        raise SaveError("Your preferences are damaged.", "prefs_damaged")
    prefs: dict[str, Any] = {}
    fields: tuple[tuple[str, type, Any], ...] = (
        ("lang", str, CODES),
        ("pace", str, PACE_SECONDS),
        ("contrast", bool, None),
        ("sound", bool, None),
        ("learn", bool, None),
        ("keep", int, KEEP_CHOICES),
    )
    for name, kind, allowed in fields:
        if name not in data:
            continue
        value = data[name]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise SaveError("Your preferences are damaged.", "prefs_damaged")
        if allowed is None or value in allowed:
            prefs[name] = value
    return prefs


def read_prefs(store: Store) -> tuple[dict[str, Any], str | None]:
    """The stored preferences, and the damaged text they were read from (None: they were fine or
    could not be read at all, and then the defaults hold)."""
    try:
        text = store.get(PREFS_KEY)
    except StorageError:
        return {}, None
    try:
        return load_prefs(text), None
    except SaveError:
        return {}, text


def keep_aside(name: str, text: str, now: str) -> Write:
    """A copy of a damaged record, untouched, under its own key (written before the record)."""
    return Write(f"{DAMAGED_PREFIX}{name}/{now}", text, "notice")


def prefs_written(store: Store, now: str, prefs: dict[str, Any]) -> list[Effect]:
    """The preferences written over the stored ones (a damaged record kept aside first)."""
    stored, damaged = read_prefs(store)
    aside: list[Effect] = [] if damaged is None else [keep_aside("prefs", damaged, now)]
    return [*aside, Write(PREFS_KEY, json.dumps({**stored, **prefs}), "notice")]


def read_stats(store: Store, lang: str) -> tuple[Stats | None, str | None]:
    """The stored stats, or None and the reason they can't be used (then left untouched)."""
    try:
        return load_stats(store.get(STATS_KEY)), None
    except StorageError as err:
        return None, storage_text(lang, err)
    except SaveError as err:
        return None, tr(lang, "stats.problem", reason=error_text(lang, err))


def current_index(store: Store) -> Index:
    """The save index as far as this visit knows the saves (``save_index.agree``): a save still to be
    read has its header's record, which is never stored (``index_text``)."""
    return agree(store).index


def listed_index(store: Store, clock: Callable[[], float]) -> Index:
    """``current_index`` with the headers of the saves not read yet (``save_index.headers``): every
    save the player may choose among (the games to remove when storage is full)."""
    return headers(store, agree(store), clock).index


def housekeeping(store: Store) -> list[Effect]:
    """What the site tidies on its own: the save index written again when it disagrees with the
    saves (it is derived from them; nothing the player made is changed), once no save is left to
    read, or enough were read on the way (``save_index.to_store``)."""
    agreed = agree(store)
    return [Write(INDEX_KEY, index_text(agreed.index), "notice")] if to_store(agreed) else []


def damaged_keys(store: Store) -> list[str]:
    """Every damaged value the player may export or remove: the copies kept aside, and the
    settings and stats as stored when they cannot be read (the defaults are in use meanwhile)."""
    try:
        aside = sorted(store.keys(DAMAGED_PREFIX))
    except StorageError:
        return []
    in_place = []
    if read_prefs(store)[1] is not None:
        in_place.append(PREFS_KEY)
    try:
        load_stats(store.get(STATS_KEY))
    except SaveError:
        in_place.append(STATS_KEY)
    except StorageError:
        pass
    try:
        load_deck(store.get(DECK_KEY))
    except SaveError:
        in_place.append(DECK_KEY)
    except StorageError:
        pass
    return [*in_place, *aside]


def is_damaged_key(key: str, store: Store) -> bool:
    """Only what the Damaged data panel lists can be exported or removed from it."""
    return key.startswith(DAMAGED_PREFIX) or (
        key in (PREFS_KEY, STATS_KEY, DECK_KEY) and key in damaged_keys(store)
    )


def stored_size(store: Store, key: str) -> int:
    """The length of the text under ``key`` (0: none, or it cannot be read)."""
    try:
        return len(store.get(key) or "")
    except StorageError:
        return 0


def used_chars(store: Store, saves: int, index_chars: int) -> int:
    """About how much of storage the site uses: the saves (``saves`` characters, counted from the
    index), the index (``index_chars``, as just read) and the other values."""
    total = saves + index_chars + len(INDEX_KEY)
    for key in (PREFS_KEY, STATS_KEY):
        with contextlib.suppress(StorageError):
            total += len(store.get(key) or "") + len(key)
    return total


def read_text(store: Store, key: str, lang: str) -> tuple[str | None, str | None]:
    """The text stored under ``key`` (None: there is none), or None and a notice saying why it
    can't be read."""
    try:
        return store.get(key), None
    except StorageError as err:
        return None, storage_text(lang, err)


def load_save(store: Store, key: str, lang: str) -> tuple[Session | None, int, str | None]:
    """The session saved under ``key`` and its revision, or None and a notice saying why not."""
    text, problem = read_text(store, key, lang)
    if problem is not None:
        return None, 0, problem
    if text is None:
        return None, 0, tr(lang, "saves.gone")
    try:
        session = load_session_text(text)
    except GameError as err:
        return None, 0, tr(lang, "saves.cannot_open", reason=error_text(lang, err))
    # The key is the truth: a save copied under another key (or one whose id was changed) goes on
    # under the key it was opened from, never over the save its stored id names.
    return replace(session, save_id=key[len(KEY_PREFIX) :]), stored_rev(text) or 0, None


def current_rev(store: Store, key: str) -> int | None:
    """The revision of the save stored under ``key`` now (None: none, or unreadable)."""
    try:
        return stored_rev(store.get(key))
    except StorageError:
        return None
