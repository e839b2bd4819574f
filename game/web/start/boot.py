"""The app's start in the browser: open home at once on the first archive of our Python, ask for the
later archive (static/js/python-start.mjs), let the events that came before it go on once it is
in, then import what the other screens need in the browser's idle moments (game/web/start/warm.py). An
address that opens more than home (a link) opens once the later archive is in."""

from __future__ import annotations

import asyncio
from typing import Any

import js
from pyodide.ffi import create_once_callable, jsnull

from game.ui.app import events as ev
from game.ui.app.arrive import is_play_link
from game.web.app import App, Gate
from game.web.effects import present
from game.web.start.later import expect, missing
from game.web.start.warm import later, warm, warm_fallback
from game.web.testhook import expose_test_hook

expect()  # modules asked for before the later archive is in are noted (game/web/start/later.py)

#: Opened once the later archive is on Python's import path (or cannot be had: what then needs a
#: module of it shows the error panel).
GATE = Gate()
#: the app, once open
OPEN: list[App] = []
#: the task that asks for the later archive and waits (one at most)
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
        if present(ask):
            await ask()
    except Exception as err:  # reported again, by the error panel, where a module of it is needed
        js.console.error(f"the game's later modules could not be loaded: {err}")
    GATE.later.set()
    if OPEN:
        settle(OPEN[0])


def settle(app: App) -> None:
    """Once the app is open and the later archive is in: the events that waited, storage read
    again (home then reads the saves its index does not know yet, a step at a time: the steps
    replay them, which takes the engines), then warming up."""
    while GATE.held:
        app.dispatch(GATE.held.pop(0))
    js.document.documentElement.removeAttribute("data-waiting")
    app.dispatch(ev.Refresh())
    warm_up(later(), app.state.lang)


def open_app() -> None:
    """Open the app on what storage holds; if that needs the later archive before it is in (a save
    index made again from the saves reads them), wait for it and open again."""
    boot: Any = js.window.seaBoot
    try:
        boot.stage(boot.t("setting_table"), 0.95)
        try:
            app = App(GATE)
            view = app.runner.page()
        except Exception:  # (whatever a module not yet in made fail is tried again once it is)
            if not missing() or GATE.later.is_set():
                raise
        if missing() and not GATE.later.is_set():
            open_with_later()
            return
        OPEN.append(app)
        app.listen()
        app.paint(view)
        link = str(js.window.location.hash)
        if is_play_link(link):  # a game sent by link: opened once painted
            app.dispatch(ev.Navigate(link))
            answer_early(app, link)
        expose_test_hook(app)
        boot.ready()
        if GATE.later.is_set():
            settle(app)
    except Exception as err:  # any failure must reach the player as a message, not a blank page
        boot.fail(f"{type(err).__name__}: {err}")
        raise


def answer_early(app: App, link: str) -> None:
    """The answer the loading screen took before Python was up ("Play as Bea" / "Not me" for the
    seat a link's ``?turn=`` named: ``seaArrival`` in static/js/boot.js), given to the game the
    link opened if it was given to that very link (``link``, whole: an answer to another game's,
    or to this game at another move, is not this one's) and the game asks that very question
    (``early_answer``); else it is dropped, and the game asks."""
    given: Any = getattr(js.window, "seaArrival", None)
    if given is None or given == jsnull or not hasattr(given, "seat"):
        return
    js.window.seaArrival = jsnull
    if str(getattr(given, "link", "")) != link:
        js.document.documentElement.setAttribute("data-arrival-answer", "dropped")
        return
    from game.ui.app.arrive import early_answer  # a link's game is open: its page is in

    answer = early_answer(app.state.model, int(given.seat), bool(given.plays))
    taken = answer is not None  # (an answer is a message without fields: an empty tuple)
    js.document.documentElement.setAttribute("data-arrival-answer", "taken" if taken else "dropped")
    if answer is not None:
        app.dispatch(ev.Message(answer))


#: the idle time (ms) the browser must promise before a module is imported in it
IMPORT_MS = 30


def warm_up(names: list[str], lang: str) -> None:
    """Import ``names`` (what the other screens need, game/web/start/warm.py) in the browser's idle
    moments once home is painted, a few per moment, so the first click on them does not wait."""

    def step(deadline: Any = None) -> None:
        try:
            # Only in a long idle moment (nothing to draw for a while): an import can take longer
            # than the moment between two frames, and a click's frame would wait for it.
            while names and (deadline is None or float(deadline.timeRemaining()) >= IMPORT_MS):
                warm(names.pop(0))
                if deadline is None:
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
