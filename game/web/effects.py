"""The effects the runner leaves to the browser (game/ui/app/runner.py runs those on storage): say a
text to screen readers, copy, send a game's link, download a file, and the waits: a bot's turn,
thinking once the page is painted, an offer that lapses. What each brings back is dispatched as
an event."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeGuard

import js
from pyodide.ffi import create_once_callable, create_proxy, jsnull

from game.ui.app import events as ev

#: Every ``Wait`` (a bot's pace) and ``After`` (an offer that lapses) lasts its seconds times this;
#: only the browser tests change it (``window.seaTest.scale``), to wait less, never to skip.
TIME_SCALE = {"Wait": 1.0, "After": 1.0}


def present(value: Any) -> TypeGuard[Any]:
    """True when the browser has ``value`` (neither missing nor ``null``)."""
    return value is not None and value is not jsnull


class Effects:
    """Runs effects; holds the waits it started, so the tests can tell when nothing is scheduled."""

    def __init__(self, dispatch: Callable[[ev.Event], None]) -> None:
        self.dispatch = dispatch
        self.task: asyncio.Future[None] | None = None
        self.thinking: asyncio.Future[None] | None = None
        self.timers: set[asyncio.Future[None]] = set()

    def pending(self) -> list[asyncio.Future[None]]:
        """The waits still to end (a bot's turn, thinking, offers that lapse)."""
        tasks = (self.task, self.thinking, *self.timers)
        return [task for task in tasks if task is not None and not task.done()]

    def run(self, effect: ev.Effect) -> None:
        if isinstance(effect, ev.Announce):
            js.window.seaRender.announce(effect.text)
        elif isinstance(effect, ev.Copy):
            clipboard = getattr(js.navigator, "clipboard", None)
            if not present(clipboard):
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
        elif isinstance(effect, ev.Idle):
            self.when_idle()

    def when_idle(self) -> None:
        """Send ``Idled`` at the browser's next idle moment (within two seconds however busy it is),
        or soon where the browser cannot say when it is idle."""
        callback = create_once_callable(lambda *_: self.dispatch(ev.Idled()))
        if present(getattr(js.window, "requestIdleCallback", None)):
            options = js.Object.new()
            options.timeout = 2000
            js.window.requestIdleCallback(callback, options)
        else:
            js.window.setTimeout(callback, 50)

    def send_link(self, effect: ev.SendLink) -> None:
        """Copy or share a game's link, still inside the click (the browser asks that of both);
        once done, the game screen hears it was sent (``LinkSent``). Where the clipboard cannot
        be written, the link's text box is selected and copied the older way."""

        def sent(how: str) -> None:
            self.dispatch(ev.LinkSent(how))

        def done(how: str) -> Any:
            return create_once_callable(lambda *_: sent(how))

        if effect.how == "share":
            data = js.Object.new()
            data.title, data.url = effect.title, effect.url
            js.navigator.share(data).then(done("shared"), create_once_callable(lambda *_: None))
            return

        def by_selection(*_: Any) -> None:
            field = js.document.getElementById(effect.field)
            copied = False
            if present(field):
                field.select()
                copied = bool(js.document.execCommand("copy"))
            if copied:
                sent("copied")
            else:
                self.dispatch(ev.CopyFailed())

        clipboard = getattr(js.navigator, "clipboard", None)
        if not present(clipboard):
            by_selection()
        else:
            clipboard.writeText(effect.url).then(done("copied"), create_once_callable(by_selection))

    async def bot_turn(self, seconds: float) -> None:
        await asyncio.sleep(seconds * TIME_SCALE["Wait"])
        await self.drawn()
        self.dispatch(ev.BotTurn())

    async def drawn(self) -> None:
        """Until the browser has drawn the page as last painted, when its last move is about to
        animate (static/js/motion.js starts it at the next frame): a bot's thinking never holds
        that back. A tenth of a second at most (a page in the background draws no frames)."""
        motion = getattr(js.window, "seaMotion", None)
        if not present(motion) or not present(getattr(motion, "waiting", None)) or not motion.waiting():
            return
        done: asyncio.Future[None] = asyncio.get_event_loop().create_future()

        def finish(*_: Any) -> None:
            if not done.done():
                done.set_result(None)

        # after the frame's callbacks (the motion's among them) the frame is drawn, then a task runs
        js.requestAnimationFrame(
            create_once_callable(lambda *_: js.setTimeout(create_once_callable(finish), 0))
        )
        js.setTimeout(create_once_callable(finish), 100)
        await done

    async def think(self, what: object) -> None:
        await asyncio.sleep(0.05)  # let the browser show the page (and any indicator) first
        self.dispatch(ev.Thought(what))

    async def after(self, seconds: float, tag: object) -> None:
        await asyncio.sleep(seconds * TIME_SCALE["After"])
        self.timers = {task for task in self.timers if not task.done()}
        self.dispatch(ev.Timeout(tag))
