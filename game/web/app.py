"""Paints the app into the page, turns the page's events into the controller's events and runs
what the effect runner leaves to the browser; decides nothing (game/ui/controller.py does,
purely, and game/ui/runner.py runs its effects on storage).

Clicks are delegated from ``#app``: an element's ``data-action`` is a canonical action to play,
its ``data-cmd`` a command; selects and file inputs report through ``data-change``.

A move is handled and painted at once. Its save, written over the revision this tab read, waits
for this tab to hold the save's lock (the Web Locks API, one exclusive lock per save, shared by
every tab of the site): the revision the runner checks and the save it writes are then one step
no other tab can come between. Where the browser has no locks, the save is written at once, and
the ``storage`` event tells a tab whose game was saved elsewhere.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy, jsnull

from game.core.rng import seed_from_text
from game.later import expect, missing
from game.ui import events as ev
from game.ui.controller import initial
from game.ui.i18n import negotiate
from game.ui.page import Page
from game.ui.pages.arrive import is_play_link, link_cleared
from game.ui.runner import Runner
from game.ui.state import AppState, Env, failed
from game.ui.stored import housekeeping
from game.ui.warm import later, warm, warm_fallback
from game.web.storage import LocalStore

expect()  # modules asked for before the later archive is in are noted (game/later.py)

STORE = LocalStore()

#: the name of a save's lock is this and the save's key
LOCK_PREFIX = "sea-stones/lock/"
#: Milliseconds a save's lock is kept after its write. A tab reads storage from its own copy,
#: which another tab's write reaches a moment later (a few milliseconds, by another channel than
#: the lock's; on a machine under load it was seen to take over 100 ms, and two moves made in the
#: same millisecond were then both written): keeping the lock longer means the next tab to take it
#: reads the write. The page does not wait for it (the move is on screen), only the next save of
#: the same game.
LOCK_HOLD = 300

#: Every ``Wait`` (a bot's pace) and ``After`` (an offer that lapses) lasts its seconds times this;
#: only the browser tests change it (``window.seaTest.scale``), to wait less, never to skip.
TIME_SCALE = {"Wait": 1.0, "After": 1.0}


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

    def __init__(self) -> None:
        languages = (str(tag) for tag in (js.navigator.languages or []))
        lang = negotiate(languages)
        locks = getattr(js.navigator, "locks", None)
        defer = locks is not None and locks is not jsnull
        self.runner = Runner(AppState(lang=lang), env, STORE.put, STORE.remove, defer=defer)
        # (what needs a module of the later archive before it is in stops here: ``open_app``)
        try:
            for effect in housekeeping(STORE):  # the save index, rebuilt if missing or damaged
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
        share = getattr(js.navigator, "share", None)
        self.runner.state = replace(
            self.runner.state,
            site=f"{location.origin}{location.pathname}",
            can_share=share is not None and share is not jsnull,
        )
        self.task: asyncio.Future[None] | None = None
        self.thinking: asyncio.Future[None] | None = None
        self.timers: set[asyncio.Future[None]] = set()
        #: the saves whose lock this tab has asked for, to write what is pending
        self.locking: set[str] = set()

    @property
    def state(self) -> AppState:
        return self.runner.state

    def dispatch(self, event: ev.Event) -> None:
        """Update the state and run the effects on storage (so the page shows their result),
        then paint, then run the rest; a save written over its revision waits for its lock.
        Until the later archive is in (``LATER``), an event waits for it, in order."""
        if not LATER.is_set():
            HELD.append(event)
            js.document.documentElement.setAttribute("data-waiting", "true")  # a busy pointer
            return
        STORE.forget()
        later = self.runner.dispatch(event)
        self.paint()
        for key in {batch.key for batch in self.runner.pending} - self.locking:
            self.locking.add(key)
            callback = create_once_callable(lambda _lock, key=key: self.write_locked(key))
            js.navigator.locks.request(LOCK_PREFIX + key, callback)
        for effect in later:
            try:
                self.run(effect)
            except Exception as err:  # the browser refused; the page stays as painted
                js.console.error(f"{type(err).__name__}: {err}")

    def write_locked(self, key: str) -> Any:
        """Write the pending saves of ``key`` while this tab holds its lock; what storage answered
        (a refusal, another tab's move first) is handled after. The lock is let go ``LOCK_HOLD``
        later (the promise returned), so the write has reached every other tab's storage before
        one of them checks the revision under the same lock."""
        self.locking.discard(key)
        try:
            answers = self.runner.flush(key)
        except Exception as err:
            answers = []
            js.console.error(f"{type(err).__name__}: {err}")
        for answer in answers:
            self.dispatch(answer)
        return js.Promise.new(
            create_once_callable(lambda resolve, _reject: js.setTimeout(resolve, LOCK_HOLD))
        )

    def run(self, effect: ev.Effect) -> None:
        if isinstance(effect, ev.Announce):
            js.window.seaRender.announce(effect.text)
        elif isinstance(effect, ev.Copy):
            clipboard = getattr(js.navigator, "clipboard", None)
            if clipboard is None or clipboard is jsnull:
                self.dispatch(ev.CopyFailed())
            else:
                clipboard.writeText(effect.text).catch(
                    create_proxy(lambda _err: self.dispatch(ev.CopyFailed()))
                )
        elif isinstance(effect, ev.SendLink):
            self.send_link(effect)
        elif isinstance(effect, ev.Download):
            js.window.seaDownload(effect.filename, effect.text)
        elif isinstance(effect, ev.Wait):
            self.task = asyncio.ensure_future(self.bot_turn(effect.seconds))
        elif isinstance(effect, ev.After):
            self.timers.add(asyncio.ensure_future(self.after(effect.seconds, effect.tag)))
        elif isinstance(effect, ev.Report):
            js.console.error(effect.text)
        elif isinstance(effect, ev.Think):
            self.thinking = asyncio.ensure_future(self.think(effect.what))

    def send_link(self, effect: ev.SendLink) -> None:
        """Copy or share a game's link, still inside the click (the browser asks that of both);
        once done, the page says so (``relay-sent``). Where the clipboard cannot be written, the
        link's text box is selected and copied the older way."""

        def done(how: str) -> Any:
            return create_once_callable(lambda *_: self.dispatch(ev.Command(f"relay-sent:{how}")))

        if effect.how == "share":
            data = js.Object.new()
            data.title, data.url = effect.title, effect.url
            js.navigator.share(data).then(done("shared"), create_once_callable(lambda *_: None))
            return

        def by_selection(*_: Any) -> None:
            field = js.document.getElementById(effect.field)
            copied = False
            if field is not None and field is not jsnull:
                field.select()
                copied = bool(js.document.execCommand("copy"))
            self.dispatch(ev.Command("relay-sent:copied") if copied else ev.CopyFailed())

        clipboard = getattr(js.navigator, "clipboard", None)
        if clipboard is None or clipboard is jsnull:
            by_selection()
        else:
            clipboard.writeText(effect.url).then(done("copied"), create_once_callable(by_selection))

    async def bot_turn(self, seconds: float) -> None:
        await asyncio.sleep(seconds * TIME_SCALE["Wait"])
        self.dispatch(ev.BotTurn())

    async def think(self, what: object) -> None:
        await asyncio.sleep(0.05)  # let the browser show the page (and any indicator) first
        self.dispatch(ev.Thought(what))

    async def after(self, seconds: float, tag: object) -> None:
        await asyncio.sleep(seconds * TIME_SCALE["After"])
        self.timers = {task for task in self.timers if not task.done()}
        self.dispatch(ev.Timeout(tag))

    def clear_link(self) -> None:
        """Take a refused share link out of the address, so a reload opens the site."""
        location = js.window.location
        js.window.history.replaceState(jsnull, "", f"{location.pathname}{location.search}")
        self.runner.state = link_cleared(self.state)

    def paint(self, view: Page | None = None) -> None:
        """Paint the page (``view``: the state's, already worked out)."""
        if self.state.clear_link:
            self.clear_link()
        view = view or self.runner.page()
        js.window.seaRender.replace("app", json.dumps(view.specs))
        root = js.document.documentElement
        root.setAttribute("data-screen", view.screen)
        root.setAttribute("data-theme", view.theme)
        root.lang = view.lang
        if view.marks is not None:
            for name, cells in view.marks.items():
                js.window.seaRender.mark(name, json.dumps(cells))

    # ----- the page's events ---------------------------------------------------------------
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
        self.dispatch(ev.Command(f"start:{self.state.setup_game}", form_values()))

    def on_command(self, event: Any) -> None:
        """A command raised by the page's scripts (a stone dragged onto another)."""
        self.dispatch(ev.Command(str(event.detail), form_values()))

    def on_hash(self, _event: Any) -> None:
        self.dispatch(ev.Navigate(str(js.window.location.hash)))

    def on_storage(self, event: Any) -> None:
        """Another tab or window of the site changed storage (``key`` null: it was cleared)."""
        key = event.key
        self.dispatch(ev.StoredElsewhere("" if key is None or key is jsnull else str(key)))


APP: App | None = None
#: Set once the archive of the modules home does not import is on Python's import path (or cannot
#: be had: what then needs a module of it shows the error panel), static/js/python-start.mjs.
LATER = asyncio.Event()
#: the events that came before it, handled once it is in
HELD: list[ev.Event] = []
#: the task that asks for it and waits (one at most)
PLACING: set[asyncio.Future[None]] = set()


def start() -> None:
    """Show the app and tell the page it is interactive: at once for home, which needs the first
    archive only (the later one is then asked for); for an address that opens something else (a
    link), once the later archive is in."""
    if str(js.window.location.hash).lstrip("#"):
        open_with_later()
    else:
        open_app()
        if not PLACING:  # (home opened)
            PLACING.add(asyncio.ensure_future(place_later()))


def open_with_later() -> None:
    """Ask for the later archive, and open the app once it is in."""
    task = asyncio.ensure_future(place_later())
    PLACING.add(task)
    task.add_done_callback(lambda _: open_app())


async def place_later() -> None:
    """Ask for the later archive (``window.seaLater()``, static/js/python-start.mjs) and wait for
    it, then let what waited for it go on."""
    ask = getattr(js.window, "seaLater", None)
    try:
        if ask is not None and ask is not jsnull:
            await ask()
    except Exception as err:  # reported again, by the error panel, where a module of it is needed
        js.console.error(f"the game's later modules could not be loaded: {err}")
    LATER.set()
    if APP is not None:
        settle(APP)


def settle(app: App) -> None:
    """Once the app is open and the later archive is in: the events that waited, then warming up."""
    while HELD:
        app.dispatch(HELD.pop(0))
    js.document.documentElement.removeAttribute("data-waiting")
    warm_up(later(), app.state.lang)


def open_app() -> None:
    """Open the app on what storage holds; if that needs the later archive before it is in (a save
    index made again from the saves reads them), wait for it and open again."""
    global APP
    boot: Any = js.window.seaBoot
    try:
        boot.stage(boot.t("setting_table"), 0.95)
        try:
            app = App()
            view = app.runner.page()
        except Exception:  # (whatever a module not yet in made fail is tried again once it is)
            if not missing() or LATER.is_set():
                raise
        if missing() and not LATER.is_set():
            open_with_later()
            return
        APP = app
        root = js.document.getElementById("app")
        for name, handler in (
            ("click", APP.on_click),
            ("change", APP.on_change),
            ("submit", APP.on_submit),
            ("sea-command", APP.on_command),
        ):
            root.addEventListener(name, create_proxy(handler))
        js.window.addEventListener("hashchange", create_proxy(APP.on_hash))
        js.window.addEventListener("storage", create_proxy(APP.on_storage))
        APP.paint(view)
        if is_play_link(str(js.window.location.hash)):  # a game sent by link: opened once painted
            APP.dispatch(ev.Navigate(str(js.window.location.hash)))
        expose_test_hook(APP)
        boot.ready()
        if LATER.is_set():
            settle(APP)
    except Exception as err:  # any failure must reach the player as a message, not a blank page
        boot.fail(f"{type(err).__name__}: {err}")
        raise


# ----- warming up ---------------------------------------------------------------------------------
def warm_up(names: list[str], lang: str) -> None:
    """Import ``names`` (what the other screens need, game/ui/warm.py) in the browser's idle
    moments once home is painted, a few per moment, so the first click on them does not wait."""

    def step(deadline: Any = None) -> None:
        try:
            while names:
                warm(names.pop(0))
                if deadline is None or float(deadline.timeRemaining()) < 10:
                    break
            if not names:
                warm_fallback(lang)
        except Exception as err:  # what failed is imported again, and reported, when needed
            js.console.warn(f"warming up: {type(err).__name__}: {err}")
        if names:
            later_on(step)

    later_on(step)


def later_on(step: Any) -> None:
    """Call ``step`` at the browser's next idle moment (with its deadline), or soon where the
    browser cannot say when it is idle."""
    if hasattr(js.window, "requestIdleCallback"):
        js.window.requestIdleCallback(create_once_callable(step))
    else:
        js.window.setTimeout(create_once_callable(step), 50)


# ----- the browser tests' hook ------------------------------------------------------------------
def expose_test_hook(app: App) -> None:
    """``window.seaTest``, used by the browser tests only (e2e/conftest.py), never by the page:
    ``reset()`` opens the app afresh as a new visit would, without starting Python again (the test
    clears storage and the address first, and awaits it: it waits for the later archive); ``scale(kind, factor)`` multiplies the seconds of every
    later ``Wait`` or ``After``; ``idle()`` is true while nothing is scheduled (no bot's turn, no
    thinking, no offer that will lapse, no event waiting for the later archive), so a test can wait
    for that instead of for a time."""

    def pending() -> list[asyncio.Future[None]]:
        return [
            task for task in (app.task, app.thinking, *app.timers) if task is not None and not task.done()
        ]

    def quiet() -> bool:
        waiting = not LATER.is_set() or bool(HELD)
        return not waiting and not pending() and not app.runner.pending and not app.locking

    async def reset() -> None:
        for task in pending():
            task.cancel()
        TIME_SCALE.update(Wait=1.0, After=1.0)
        await LATER.wait()  # an address may open more than home (a link): every module at hand
        App.__init__(app)
        app.paint()

    def scale(kind: str, factor: float) -> None:
        TIME_SCALE[str(kind)] = float(factor)

    hook = js.Object.new()
    hook.reset = create_proxy(reset)
    hook.scale = create_proxy(scale)
    hook.idle = create_proxy(quiet)
    js.window.seaTest = hook
