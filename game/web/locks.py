"""A save written over the revision this tab read waits for this tab to hold the save's lock (the
Web Locks API, one exclusive lock per save, shared by every tab of the site): the revision the
runner checks and the save it writes are then one step no other tab can come between. The
practice deck is written the same way, under a lock of its own. Where the browser has no locks,
the save is written at once, and the ``storage`` event tells a tab whose game was saved
elsewhere."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_once_callable, jsnull

from game.ui.app import events as ev
from game.ui.app.runner import Runner

#: the name of a save's lock is this and the save's key
LOCK_PREFIX = "sea-stones/lock/"
#: Milliseconds a save's lock is kept after its write. A tab reads storage from its own copy,
#: which another tab's write reaches a moment later (a few milliseconds, by another channel than
#: the lock's; on a machine under load it was seen to take over 100 ms, and two moves made in the
#: same millisecond were then both written): keeping the lock longer means the next tab to take it
#: reads the write. The page does not wait for it (the move is on screen), only the next save of
#: the same game.
LOCK_HOLD = 300


def have_locks() -> bool:
    """True where the browser has the Web Locks API."""
    locks = getattr(js.navigator, "locks", None)
    return locks is not None and locks is not jsnull


class Locks:
    """Asks for the lock of each save with writes pending, and writes them once it is held."""

    def __init__(self, runner: Callable[[], Runner], dispatch: Callable[[ev.Event], None]) -> None:
        #: the app's runner as it is when a lock is held (the tests' reset makes a new one: what
        #: the old one had pending is never written then)
        self.runner = runner
        self.dispatch = dispatch
        #: the saves whose lock this tab has asked for, to write what is pending
        self.locking: set[str] = set()

    def request(self) -> None:
        """Ask for the lock of every save with writes pending (once per save)."""
        for key in {batch.key for batch in self.runner().pending} - self.locking:
            self.locking.add(key)
            callback = create_once_callable(lambda _lock, key=key: self.write_locked(key))
            js.navigator.locks.request(LOCK_PREFIX + key, callback)

    def write_locked(self, key: str) -> Any:
        """Write the pending saves of ``key`` while this tab holds its lock; what storage answered
        (a refusal, another tab's move first) is handled after. The lock is let go ``LOCK_HOLD``
        later (the promise returned), so the write has reached every other tab's storage before
        one of them checks the revision under the same lock."""
        self.locking.discard(key)
        try:
            answers = self.runner().flush(key)
        except Exception as err:
            answers = []
            js.console.error(f"{type(err).__name__}: {err}")
        for answer in answers:
            self.dispatch(answer)
        return js.Promise.new(
            create_once_callable(lambda resolve, _reject: js.setTimeout(resolve, LOCK_HOLD))
        )
