"""The one effect runner: the browser's shell (game/web/app.py) and the tests both run the
controller through it.

It sends an event to ``update``, carries out the effects on storage (a refusal comes back as
``StorageFailed``; a write that depends on another is skipped when that one was not done), has
the screen read storage again when it asks (``Load`` -> ``Refresh``), and hands back what is left
for the page to do once it is painted (announce, copy, download, wait, think). How storage is
written and what "now" is are the caller's: ``put``/``remove`` and ``env`` are the browser's
functions, or a test's.

A save is written only over the revision it was read at (a write or removal with an ``expect``
revision), checked against what is stored in the same synchronous step as the write:
- by default at once, when the event is handled (the tests, a browser without Web Locks);
- with ``defer`` (the browser with Web Locks), the event is handled and painted at once, and its
  writes of that save wait in ``pending`` (what the runner reads meanwhile sees them) until the
  caller holds the save's lock and calls ``flush``: no other tab can come between the check and
  the write, and a click is never kept waiting for a lock.
When another tab has saved the game since, nothing of that event's writes is done (nor of the
writes of this save pending after it), and ``Overtaken`` says so: the game on screen gives way to
the one stored.

The practice deck is written the same way, over its own revision (``deck.deck_rev``), but one
tab's change never gives way to another's: the deck merges them. When another tab wrote it
between an event's read and its write, the event is handled again at once over the deck as it is
now (a few times at most); a write found overtaken once the lock is held is answered with
``Overtaken``, and the screen makes its change again over the deck as stored.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from game.ui.app import events as ev
from game.ui.app.controller import safe_update
from game.ui.app.page import Page, safe_page
from game.ui.app.state import AppState, Env
from game.ui.practice.deck import DECK_KEY, deck_rev
from game.ui.storage.backend import StorageError, Store
from game.ui.storage.saves import stored_rev

#: the records that merge what two tabs wrote (an event overtaken is handled again, this often
#: at most, before it is answered with ``Overtaken``)
MERGED = {DECK_KEY: 3}


def revision(key: str, text: str | None) -> int | None:
    """The revision of what is stored under ``key`` (None: nothing, or not a record of ours)."""
    return deck_rev(text) if key == DECK_KEY else stored_rev(text)


class Batch(NamedTuple):
    """The writes of one event that go over the revision of the save under ``key``: its write or
    removal, and the writes to be done only after it (the index record)."""

    key: str
    effects: list[ev.Write | ev.Remove]


@dataclass
class Pending:
    """What is stored, as the runner's events see it: ``base`` with the pending writes done."""

    base: Store
    batches: list[Batch]

    def written(self) -> dict[str, str | None]:
        done: dict[str, str | None] = {}
        for batch in self.batches:
            for effect in batch.effects:
                done[effect.key] = effect.text if isinstance(effect, ev.Write) else None
        return done

    def get(self, key: str) -> str | None:
        done = self.written()
        return done[key] if key in done else self.base.get(key)

    def items(self, prefix: str) -> dict[str, str]:
        items = self.base.items(prefix)
        for key, text in self.written().items():
            if key.startswith(prefix):
                if text is None:
                    items.pop(key, None)
                else:
                    items[key] = text
        return items

    def keys(self, prefix: str) -> list[str]:
        done = self.written()
        keys = [key for key in self.base.keys(prefix) if done.get(key, "") is not None]
        return keys + [
            k for k, text in done.items() if k.startswith(prefix) and text is not None and k not in keys
        ]


@dataclass
class Runner:
    state: AppState
    #: the world at the moment of an event
    env: Callable[[], Env]
    #: write ``text`` under ``key`` (raises ``StorageError``)
    put: Callable[[str, str], None]
    #: remove what is stored under ``key`` (raises ``StorageError``)
    remove: Callable[[str], None]
    #: every effect of the last ``dispatch``, in order
    effects: list[ev.Effect] = field(default_factory=list)
    #: whether writes over a save's revision wait for ``flush`` (the caller takes the save's lock)
    defer: bool = False
    #: those writes, in the order of their events
    pending: list[Batch] = field(default_factory=list)
    #: the page handed out last (``page``)
    shown: Page | None = None

    def now(self) -> Env:
        """The world for an event: storage as it will be once the pending writes are done."""
        env = self.env()
        return replace(env, store=Pending(env.store, list(self.pending))) if self.pending else env

    def dispatch(self, event: ev.Event) -> list[ev.Effect]:
        """Update the state for ``event`` and for what storage answers; the effects left for
        after painting (everything but storage's), in order."""
        queue: list[ev.Event] = [event]
        later: list[ev.Effect] = []
        self.effects = []
        again = dict(MERGED)
        while queue:
            before, handled = self.state, queue.pop(0)
            self.state, effects = safe_update(self.state, handled, self.now())
            batch = guarded(effects)
            if batch is not None and not self.defer and self.overtaken(batch):
                self.state = before
                if again.get(batch.key, 0) > 0:  # handled again over what is stored now
                    again[batch.key] -= 1
                    queue.insert(0, handled)
                else:
                    queue.append(ev.Overtaken(batch.key))
                continue
            self.effects += effects
            if batch is not None and self.defer:
                self.pending.append(batch)
            queue += self.write(
                [e for e in effects if batch is None or not self.defer or e not in batch.effects]
            )
            for effect in effects:
                if isinstance(effect, ev.Load):
                    if ev.Refresh() not in queue:
                        queue.append(ev.Refresh())
                elif not isinstance(effect, ev.Write | ev.Remove):
                    later.append(effect)
        return later

    def flush(self, key: str) -> list[ev.Event]:
        """Carry out the pending writes of the save under ``key``, each only over the revision it
        expects (the caller holds the save's lock); what storage answered, as events to send."""
        batches = [batch for batch in self.pending if batch.key == key]
        self.pending = [batch for batch in self.pending if batch.key != key]
        answers: list[ev.Event] = []
        for batch in batches:
            if self.overtaken(batch):
                return [*answers, ev.Overtaken(key)]  # and the writes after it go over a lost move
            answers += self.write(list(batch.effects))
        return answers

    def write(self, effects: list[ev.Effect]) -> list[ev.Event]:
        """Carry out the writes and removals among ``effects``; the refusals as events."""
        failures: list[ev.Event] = []
        written: set[str] = set()
        for effect in effects:
            if not isinstance(effect, ev.Write | ev.Remove):
                continue
            if isinstance(effect, ev.Write) and effect.after is not None and effect.after not in written:
                continue  # what it describes was not written: it is not written either
            if (failure := self.store(effect)) is not None:
                failures.append(failure)
            else:
                written.add(effect.key)
        return failures

    def overtaken(self, batch: Batch) -> bool:
        """Whether the save of ``batch`` is stored at a revision other than the one its write
        expects (nothing stored is no conflict: the write makes it anew)."""
        for effect in batch.effects:
            if effect.key == batch.key and effect.expect is not None:
                try:
                    stored = revision(effect.key, self.env().store.get(effect.key))
                except StorageError:
                    stored = None  # unreadable: the write itself will say
                if stored is not None and stored != effect.expect:
                    return True
        return False

    def store(self, effect: ev.Effect) -> ev.StorageFailed | None:
        """Carry out a write or removal (anything else is not storage's); the refusal as an event."""
        if not isinstance(effect, ev.Write | ev.Remove):
            return None
        try:
            if isinstance(effect, ev.Write):
                self.put(effect.key, effect.text)
            else:
                self.remove(effect.key)
        except StorageError as err:
            report = effect.report if isinstance(effect, ev.Write) else "notice"
            return ev.StorageFailed(err.code, report, effect.key)
        return None

    def page(self) -> Page:
        """The page to paint (a view that breaks shows the error panel, and the state moves to it)."""
        self.state, self.shown = safe_page(self.state)
        return self.shown


def guarded(effects: list[ev.Effect]) -> Batch | None:
    """The writes among ``effects`` that go over a save's revision, with those that follow them."""
    key = next((e.key for e in effects if isinstance(e, ev.Write | ev.Remove) and e.expect is not None), None)
    if key is None:
        return None
    mine = [
        e
        for e in effects
        if isinstance(e, ev.Write | ev.Remove)
        and (e.key == key or (isinstance(e, ev.Write) and e.after == key))
    ]
    return Batch(key, mine)
