"""``window.seaTest``, used by the browser tests only (e2e/conftest.py), never by the page."""

from __future__ import annotations

import js
from pyodide.ffi import create_proxy

from game.ui.app import events as ev
from game.web.app import App
from game.web.effects import TIME_SCALE


def expose_test_hook(app: App) -> None:
    """``reset()`` opens the app afresh as a new visit would, without starting Python again (the
    test clears storage and the address first, and awaits it: it waits for the later archive);
    ``scale(kind, factor)`` multiplies the seconds of every later ``Wait`` or ``After``;
    ``idle()`` is true while nothing is scheduled (no bot's turn, no thinking, no offer that will
    lapse, no event waiting for the later archive, no save waiting for its lock), so a test can
    wait for that instead of for a time; ``hashes`` counts the changes of the address's fragment
    the app has taken in (a test that opens a link in a page already open waits for it);
    ``collecting()`` is true while a finished game's review for practice is queued or under way
    (idle-time work, which ``idle()`` does not wait for)."""

    def quiet() -> bool:
        gate = app.gate
        waiting = not gate.later.is_set() or bool(gate.held)
        return not waiting and not app.effects.pending() and not app.runner.pending and not app.locks.locking

    async def reset() -> None:
        for task in app.effects.pending():
            task.cancel()
        TIME_SCALE.update(Wait=1.0, After=1.0)
        await app.gate.later.wait()  # an address may open more than home (a link): every module at hand
        App.__init__(app, app.gate)
        app.paint()
        app.dispatch(ev.Refresh())  # as the opening does once every module is at hand (boot.settle)

    def scale(kind: str, factor: float) -> None:
        TIME_SCALE[str(kind)] = float(factor)

    def collecting() -> bool:
        state = app.state
        return bool(state.to_collect) or state.collecting is not None

    hook = js.Object.new()
    hook.reset = create_proxy(reset)
    hook.scale = create_proxy(scale)
    hook.idle = create_proxy(quiet)
    hook.collecting = create_proxy(collecting)
    hook.hashes = 0

    def counted(_event: object) -> None:  # after the app's own listener (App.listen came first)
        hook.hashes += 1

    js.window.addEventListener("hashchange", create_proxy(counted))
    js.window.seaTest = hook
