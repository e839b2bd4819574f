"""The save index made to agree with the saves stored now, a bounded piece of work at a time
(reads storage: for the updates, never the views).

The saves are the truth and the index (``game.ui.storage.saves``) a cache of what each one says. A save
the index has no record of (the index was lost or damaged, or an older version wrote the save), a
record saying that its save cannot be read, and a shown record that contradicts its save are read
again from the save, never all at once: home paints at once from what is known, each save not yet
read listed from its header ("checking…"; ``headers``), and the rest is read in steps (``step``)
of bounded work, the saves on screen first, while home answers clicks in between. What the steps
found is kept for the visit (``Visit``) and written with the index once nothing is left to read
(and every ``PERSIST_EVERY`` saves on the way, so that a visit cut short keeps most of it).

A record calling its save unreadable is never believed alone: a visit reads that save again once
before showing it as unreadable (and again whenever its text has changed), so no forged or stale
record hides a good save; once the save has said so too, the record stands for the visit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from game.ui.storage.backend import StorageError, Store
from game.ui.storage.saves import (
    INDEX_KEY,
    KEY_PREFIX,
    Index,
    disagrees,
    is_checking,
    quick_entry,
    read_index,
    text_entry,
)

Entry = dict[str, Any]
Clock = Callable[[], float]

#: the work of one step: the saves it may replay, and the seconds it may take by the browser's
#: clock (a replay is never cut short: one long game may take longer alone)
STEP_REPLAYS = 100
STEP_SECONDS = 0.08
#: the characters of save texts whose headers one paint, or one step, may read, and the seconds
#: a paint may spend on them (storage holds about five million: all of them, as a rule)
HEAD_CHARS = 6_000_000
HEAD_SECONDS = 0.25
#: the saves read since the index was written after which it is written on the way
PERSIST_EVERY = 1000
#: the shown records remembered as agreeing with their saves' texts, at most
_AGREED_KEPT = 1000


def read_or_none(store: Store, key: str) -> str | None:
    """The text under ``key``; None when it is gone or storage will not say."""
    try:
        return store.get(key)
    except StorageError:
        return None


@dataclass
class Visit:
    """What this visit has read of the saves (the browser's page, from its opening)."""

    #: key -> the stored record its save was read against (None: none) and the record read from
    #: the save: it stands while the stored record is either of the two
    read: dict[str, tuple[Entry | None, Entry]] = field(default_factory=dict)
    #: key -> the record made from its save's header, while the save is still to be replayed
    heads: dict[str, Entry] = field(default_factory=dict)
    #: the keys whose stored record was found to contradict its save: the save is to be replayed
    doubted: set[str] = field(default_factory=set)
    #: the keys whose save storage would not give: their records stay as they are
    unreachable: set[str] = field(default_factory=set)
    #: key -> a shown record found to agree with its save, and the save's text then
    agreed: dict[str, tuple[Entry, str]] = field(default_factory=dict)
    #: the saves to replay next, the next one last (``order``; None: to be worked out again)
    queue: list[str] | None = None
    #: counts the changes above: what was worked out from them is worked out again
    version: int = 0


@dataclass(frozen=True)
class Agreed:
    """The save index made to agree with the saves stored now, as far as this visit has read them."""

    #: a record for each save read or trusted, and the header of each save still to be read whose
    #: header is known (``is_checking``); a save known by neither is not in it yet
    index: Index
    #: the index to store differs from the stored one
    changed: bool
    #: how many of its records were read from their saves since the index was stored
    fresh: int
    #: the keys of the saves still to be read (replayed), in storage's order
    unread: tuple[str, ...]
    #: how many saves are stored
    total: int
    #: the length of the stored index's text
    stored_chars: int = 0
    #: why storage could not even list the saves (then nothing else is known)
    refused: StorageError | None = None


_visit = Visit()
#: the last index agreed, and what it was worked out from (the index's text, the saves' keys, the
#: visit's version): home reads storage after every click, and five thousand saves are worth
#: comparing only when something changed
_last: tuple[tuple[str | None, tuple[str, ...], int], Agreed] | None = None


def new_visit() -> None:
    """Forget what was read of the saves: a new visit reads them again (each test's browser, the
    browser tests' fresh start)."""
    global _visit, _last
    _visit, _last = Visit(), None


def agree(store: Store) -> Agreed:
    """The saves stored now and what is known of each: its stored record when it can be trusted
    (a readable save's, not found to contradict its save), else what this visit read of the save,
    else the save is still to be read (its header, once read, stands for it meanwhile). Records
    of saves gone are dropped. Reads no save."""
    global _last
    try:
        keys = tuple(store.keys(KEY_PREFIX))
    except StorageError as err:
        return Agreed({}, False, 0, (), 0, refused=err)
    text = read_or_none(store, INDEX_KEY)
    mark = (text, keys, _visit.version)
    if _last is None or _last[0] != mark:
        _last = (mark, _agreed(read_index(text) or {}, keys, len(text or "")))
    return replace(_last[1], index=dict(_last[1].index))


def _agreed(stored: Index, keys: tuple[str, ...], chars: int) -> Agreed:
    index: Index = {}
    unread: list[str] = []
    fresh = 0
    for key in keys:
        record = stored.get(key)
        done = _visit.read.get(key)
        if done is not None and (record == done[0] or record == done[1]):
            index[key] = done[1]
            fresh += record != done[1]
        elif record is not None and (key in _visit.unreachable or trusted(key, record)):
            index[key] = record
        elif key not in _visit.unreachable:
            unread.append(key)
            if key in _visit.heads:
                index[key] = _visit.heads[key]
    kept = {key: entry for key, entry in index.items() if not is_checking(entry)}
    return Agreed(index, kept != stored, fresh, tuple(unread), len(keys), chars)


def trusted(key: str, record: Entry) -> bool:
    """A stored record is used as it is: a readable save's, not found to contradict its save."""
    return "error" not in record and key not in _visit.doubted


def headers(store: Store, agreed: Agreed, clock: Clock, seconds: float = HEAD_SECONDS) -> Agreed:
    """``agreed`` once the headers of the saves still to be read are known (``quick_entry``), as
    many as ``HEAD_CHARS`` characters and ``seconds`` allow: what a paint needs to list them in
    order, without replaying one (nor loading the engines)."""
    start, chars, before = clock(), 0, _visit.version
    for key in agreed.unread:
        if key in _visit.heads:
            continue
        if chars >= HEAD_CHARS or clock() - start >= seconds:
            break
        text = read_or_none(store, key)
        _visit.version += 1
        if text is None:
            _visit.unreachable.add(key)
            continue
        chars += len(text)
        _visit.heads[key] = quick_entry(text)
        _visit.queue = None
    return agreed if _visit.version == before else agree(store)


def _stored(store: Store) -> Index:
    return read_index(read_or_none(store, INDEX_KEY)) or {}


def _read(key: str, stored: Entry | None, entry: Entry) -> None:
    """The record read from the save under ``key``, against its stored record then."""
    _visit.read[key] = (stored, entry)
    _visit.heads.pop(key, None)
    _visit.doubted.discard(key)
    _visit.version += 1


def shown(store: Store, agreed: Agreed, keys: Iterable[str]) -> Agreed:
    """``agreed`` with the records of ``keys`` (those on screen) checked against their saves: a
    record whose save's length, game, moves or date (its header, ``quick_entry``) is not what it
    says is doubted: its save is to be replayed, listed from its header meanwhile. A record this
    visit read from that very save is checked by its length alone, and one found to agree is not
    checked again while its save's text stays the same."""
    before = _visit.version
    for key in keys:
        record = agreed.index.get(key)
        text = None if record is None or is_checking(record) else read_or_none(store, key)
        if record is None or text is None:
            continue
        seen = _visit.agreed.get(key)
        if seen is not None and seen[0] == record and seen[1] == text:
            continue
        done = _visit.read.get(key)
        if record.get("size") == len(text) and (
            (done is not None and done[1] == record)  # read from this very save this visit
            or ("error" not in record and not disagrees(record, quick_entry(text)))
        ):
            if len(_visit.agreed) >= _AGREED_KEPT:
                _visit.agreed.clear()
            _visit.agreed[key] = (record, text)
            continue
        _visit.read.pop(key, None)
        _visit.heads[key] = quick_entry(text)
        _visit.doubted.add(key)
        _visit.queue = None
        _visit.version += 1
    return agreed if _visit.version == before else agree(store)


def step(store: Store, first: Sequence[str], clock: Clock) -> list[str]:
    """One step of reading the saves still to be read: the headers not yet known, then replays,
    the saves of ``first`` (those on screen) first, then the others newest first; at most
    ``STEP_REPLAYS`` replays and, once one is done, no more than ``STEP_SECONDS``. The keys of
    the saves replayed."""
    agreed = agree(store)
    if not agreed.unread:
        return []
    start = clock()
    agreed = headers(store, agreed, clock, STEP_SECONDS)
    stored = _stored(store)
    done: list[str] = []
    keys = order(agreed, first)
    while len(done) < STEP_REPLAYS and not (done and clock() - start >= STEP_SECONDS):
        key = next(keys, None)
        if key is None:
            break
        text = read_or_none(store, key)
        if text is None:
            _visit.unreachable.add(key)
            _visit.version += 1
            continue
        _read(key, stored.get(key), text_entry(text))
        done.append(key)
    return done


def order(agreed: Agreed, first: Sequence[str]) -> Iterator[str]:
    """The saves still to be read, in the order to read them: those of ``first`` in its order, then
    those whose header is known, newest first, then the others. The order is worked out once, and
    again only when headers were added or it ran out before the saves to read did."""
    unread = set(agreed.unread)
    for key in dict.fromkeys(first):
        if key in unread:
            unread.discard(key)
            yield key
    for again in (False, True):
        if _visit.queue is None or again:
            known = sorted(
                (key for key in unread if key in _visit.heads),
                key=lambda key: (str(_visit.heads[key].get("updated", "")), key),
            )
            _visit.queue = [*(key for key in unread if key not in _visit.heads), *known]  # newest last
        queue = _visit.queue
        while queue:
            key = queue.pop()
            if key in unread:
                unread.discard(key)
                yield key
        if not unread:
            return


def to_store(agreed: Agreed) -> bool:
    """The index is to be written: it differs from the stored one, and nothing is left to read or
    enough was read since it was stored."""
    return agreed.changed and (not agreed.unread or agreed.fresh >= PERSIST_EVERY)
