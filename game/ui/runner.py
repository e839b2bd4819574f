"""The one effect runner: the browser's shell (game/web/app.py) and the tests both run the
controller through it.

It sends an event to ``update``, carries out the effects on storage at once (a refusal comes back
as ``StorageFailed``; a write that depends on another is skipped when that one was not done), has
the screen read storage again when it asks (``Load`` -> ``Refresh``), and hands back what is left
for the page to do once it is painted (announce, copy, download, wait, think). How storage is
written and what "now" is are the caller's: ``put``/``remove`` and ``env`` are the browser's
functions, or a test's.

A save is written only over the revision it was read at: a write or removal with an ``expect``
revision is checked against what is stored just before any of its event's effects are carried
out, in the same synchronous step as the writes. In the browser that step must hold the save's lock
(so no other tab writes in between): a runner told it holds none (``locked`` False) carries out
no such event, and raises ``NeedsLock`` with the state as it was; the browser takes the lock and
sends the event again. When another tab has saved the game since, none of the event's effects is
carried out, the state goes back to what it was before the event, and ``Overtaken`` says so.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.ui import events as ev
from game.ui.controller import safe_update
from game.ui.page import Page, safe_page
from game.ui.saves import stored_rev
from game.ui.state import AppState, Env
from game.ui.store import StorageError


class NeedsLock(Exception):
    """The event writes over a save's revision (``key``), and the save's lock is not held."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


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
    #: whether the caller holds the lock of any save an event may write over its revision
    locked: bool = True

    def dispatch(self, event: ev.Event) -> list[ev.Effect]:
        """Update the state for ``event`` and for what storage answers; the effects left for
        after painting (everything but storage's), in order."""
        queue: list[ev.Event] = [event]
        later: list[ev.Effect] = []
        self.effects = []
        start = self.state
        while queue:
            before = self.state
            self.state, effects = safe_update(self.state, queue.pop(0), self.env())
            guarded = [e.key for e in effects if isinstance(e, ev.Write | ev.Remove) and e.expect is not None]
            if guarded and not self.locked and before is start:
                self.state, self.effects = start, []
                raise NeedsLock(guarded[0])
            if (key := self.overtaken(effects)) is not None:
                self.state = before
                queue.append(ev.Overtaken(key))
                continue
            self.effects += effects
            written: set[str] = set()
            for effect in effects:
                if isinstance(effect, ev.Write | ev.Remove):
                    if (
                        isinstance(effect, ev.Write)
                        and effect.after is not None
                        and effect.after not in written
                    ):
                        continue  # what it describes was not written: it is not written either
                    if (failure := self.store(effect)) is not None:
                        queue.append(failure)
                    else:
                        written.add(effect.key)
                elif isinstance(effect, ev.Load):
                    if ev.Refresh() not in queue:
                        queue.append(ev.Refresh())
                else:
                    later.append(effect)
        return later

    def overtaken(self, effects: list[ev.Effect]) -> str | None:
        """The key of the first save among ``effects`` to be written or removed over a revision
        other than the one expected (nothing stored is no conflict: the write makes it anew)."""
        for effect in effects:
            if isinstance(effect, ev.Write | ev.Remove) and effect.expect is not None:
                try:
                    stored = stored_rev(self.env().store.get(effect.key))
                except StorageError:
                    stored = None  # unreadable: the write itself will say
                if stored is not None and stored != effect.expect:
                    return effect.key
        return None

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
        self.state, page = safe_page(self.state)
        return page
