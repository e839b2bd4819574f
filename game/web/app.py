"""The DOM adapter: paints the app into the page and turns the page's events into the
controller's events; decides nothing (game/ui/app/controller.py does, purely, and game/ui/app/runner.py
runs its effects on storage). The effects left to the browser are game/web/effects.py's, a save's
lock game/web/locks.py's, the start game/web/start/boot.py's.

Clicks are delegated from ``#app``: an element's ``data-action`` is a canonical action to play,
its ``data-cmd`` a command; selects and file inputs report through ``data-change``. A move is
handled and painted at once; its save waits for the save's lock.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field, replace
from typing import Any

import js
from pyodide.ffi import create_proxy, jsnull

from game.core.rng import seed_from_text
from game.ui.app import events as ev
from game.ui.app.controller import initial
from game.ui.app.page import Page
from game.ui.app.runner import Runner
from game.ui.app.state import AppState, Env, failed
from game.ui.i18n import negotiate
from game.ui.storage.kept import housekeeping
from game.ui.storage.save_index import new_visit
from game.web.address import Address
from game.web.effects import Effects, present
from game.web.locks import Locks, have_locks
from game.web.start.later import missing
from game.web.storage import LocalStore

STORE = LocalStore()


@dataclass
class Gate:
    """Until the archive of the modules home does not import is on Python's import path, an
    event waits for it (game/web/start/boot.py opens the gate)."""

    later: asyncio.Event = field(default_factory=asyncio.Event)
    #: the events that came before it, handled once it is in, in order
    held: list[ev.Event] = field(default_factory=list)


def env() -> Env:
    """The world now: storage, the player's local date, the time, fresh seeds."""
    d = js.Date.new()
    today = f"{int(d.getFullYear()):04d}-{int(d.getMonth()) + 1:02d}-{int(d.getDate()):02d}"
    return Env(
        STORE,
        today,
        str(d.toISOString()),
        lambda: seed_from_text(f"{js.Date.now()}-{js.Math.random()}"),
        lambda: float(js.performance.now()) / 1000,
    )


def form_values() -> dict[str, str]:
    """The values of every form on the page (the setup form, the Start split)."""
    values: dict[str, str] = {}
    for form in js.document.querySelectorAll("#app form"):
        entries = js.FormData.new(form).entries()
        while not (item := entries.next()).done:
            values[str(item.value[0])] = str(item.value[1])
    return values


class App:
    """Holds the state between events; every change goes through ``dispatch``."""

    def __init__(self, gate: Gate) -> None:
        self.gate = gate
        lang = negotiate(str(tag) for tag in (js.navigator.languages or []))
        self.runner = Runner(AppState(lang=lang), env, STORE.put, STORE.remove, defer=have_locks())
        new_visit()  # nothing read of the saves is known yet (the test hook opens the app again)
        # (what needs a module of the later archive before it is in stops here: boot.open_app)
        try:
            for effect in housekeeping(STORE):  # the save index, when it only lost saves gone
                self.runner.store(effect)
        except Exception as err:  # tidying is never a reason not to open
            if missing():
                raise
            js.console.error(f"{type(err).__name__}: {err}")
        try:
            self.runner.state = initial(STORE, lang, str(js.window.location.hash), env().today)
        except Exception as err:  # nothing stored or linked may keep the app from opening
            if missing():
                raise
            self.runner.state = failed(AppState(lang=lang), err, "start")
        location = js.window.location
        self.runner.state = replace(
            self.runner.state,
            site=f"{location.origin}{location.pathname}",
            can_share=present(getattr(js.navigator, "share", None)),
        )
        self.effects = Effects(self.dispatch)
        self.address = Address()
        #: the page last painted (its elements' JSON, screen, theme, language and marks)
        self.painted: tuple[str, ...] = ()
        self.locks = Locks(lambda: self.runner, self.dispatch)

    @property
    def state(self) -> AppState:
        return self.runner.state

    def dispatch(self, event: ev.Event) -> None:
        """Update the state and run the effects on storage (so the page shows their result),
        then paint, then run the rest; a save written over its revision waits for its lock.
        Until the later archive is in, an event waits for it, in order."""
        if not self.gate.later.is_set():
            self.gate.held.append(event)
            js.document.documentElement.setAttribute("data-waiting", "true")  # a busy pointer
            return
        STORE.forget()
        later = self.runner.dispatch(event)
        self.paint()  # (work done in idle time that changed nothing on the page paints nothing)
        self.locks.request()
        for effect in later:
            try:
                self.effects.run(effect)
            except Exception as err:  # the browser refused; the page stays as painted
                js.console.error(f"{type(err).__name__}: {err}")

    def paint(self, view: Page | None = None) -> None:
        """Paint the page (``view``: the state's, already worked out)."""
        self.runner.state = self.address.follow(self.state)
        view = view or self.runner.page()
        text = json.dumps(view.specs, check_circular=False, separators=(",", ":"))
        painted = (text, view.screen, view.theme, view.lang, json.dumps(view.marks))
        if painted == self.painted:
            return  # the same page (a step of work in idle time): nothing is drawn again
        self.painted = painted
        js.window.seaRender.replace("app", text)
        root = js.document.documentElement
        # (only when changed: setting the language, even to its own, restyles the whole page)
        for name, value in (("data-screen", view.screen), ("data-theme", view.theme), ("lang", view.lang)):
            if root.getAttribute(name) != value:
                root.setAttribute(name, value)
        if view.marks is not None:
            for name, cells in view.marks.items():
                js.window.seaRender.mark(name, json.dumps(cells))

    # ----- the page's events ---------------------------------------------------------------
    def listen(self) -> None:
        """Take the page's events: clicks, changes and submits in ``#app``, a command raised by
        the page's scripts (a stone dragged onto another), the address and storage."""
        root = js.document.getElementById("app")
        for name, handler in (
            ("click", self.on_click),
            ("change", self.on_change),
            ("submit", self.on_submit),
            ("sea-command", self.on_command),
        ):
            root.addEventListener(name, create_proxy(handler))
        js.window.addEventListener("hashchange", create_proxy(self.on_hash))
        js.window.addEventListener("storage", create_proxy(self.on_storage))

    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-action], [data-cmd]") if event.target else None
        if target is None or target is jsnull or target.hasAttribute("disabled"):
            return
        if target.getAttribute("aria-disabled") == "true" and not target.hasAttribute("data-explain"):
            return  # a refused control that explains itself still sends its click
        event.preventDefault()
        action = target.getAttribute("data-action")
        self.dispatch(
            ev.Play(str(action))
            if action
            else ev.Command(str(target.getAttribute("data-cmd")), form_values())
        )

    def on_change(self, event: Any) -> None:
        target = event.target
        kind = str(target.getAttribute("data-change") or "") if target else ""
        if kind == "import" and target.files.length:
            target.files.item(0).text().then(create_proxy(lambda text: self.dispatch(ev.Import(str(text)))))
        elif kind:
            self.dispatch(ev.Change(kind, str(target.value), form_values()))

    def on_submit(self, event: Any) -> None:
        event.preventDefault()
        # a form is submitted on the setup screen only: its game starts (``decode_change``)
        self.dispatch(ev.Change("setup-submit", self.state.setup_game, form_values()))

    def on_command(self, event: Any) -> None:
        """A command raised by the page's scripts (a stone dragged onto another)."""
        self.dispatch(ev.Command(str(event.detail), form_values()))

    def on_hash(self, _event: Any) -> None:
        self.dispatch(ev.Navigate(str(js.window.location.hash)))

    def on_storage(self, event: Any) -> None:
        """Another tab or window of the site changed storage (``key`` null: it was cleared)."""
        key = event.key
        self.dispatch(ev.StoredElsewhere("" if key is None or key is jsnull else str(key)))
