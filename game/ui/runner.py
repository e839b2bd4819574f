"""The one effect runner: the browser's shell (game/web/app.py) and the tests both run the
controller through it.

It sends an event to ``update``, carries out the effects on storage at once (a refusal comes back
as ``StorageFailed``), has the screen read storage again when it asks (``Load`` -> ``Refresh``),
and hands back what is left for the page to do once it is painted (announce, copy, download,
wait, think). How storage is written and what "now" is are the caller's: ``put``/``remove`` and
``env`` are the browser's functions, or a test's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.ui import events as ev
from game.ui.controller import safe_update
from game.ui.page import Page, safe_page
from game.ui.state import AppState, Env
from game.ui.store import StorageError


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

    def dispatch(self, event: ev.Event) -> list[ev.Effect]:
        """Update the state for ``event`` and for what storage answers; the effects left for
        after painting (everything but storage's), in order."""
        queue: list[ev.Event] = [event]
        later: list[ev.Effect] = []
        self.effects = []
        while queue:
            self.state, effects = safe_update(self.state, queue.pop(0), self.env())
            self.effects += effects
            for effect in effects:
                if isinstance(effect, ev.Write | ev.Remove):
                    if (failure := self.store(effect)) is not None:
                        queue.append(failure)
                elif isinstance(effect, ev.Load):
                    if ev.Refresh() not in queue:
                        queue.append(ev.Refresh())
                else:
                    later.append(effect)
        return later

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
