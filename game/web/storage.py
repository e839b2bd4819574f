"""localStorage, wrapped: it throws when full or disabled (private mode), and the game goes on.

Refusals are ``game.ui.storage.backend.StorageError`` with a code the page tells in the player's language.
"""

from __future__ import annotations

import js
from pyodide.ffi import jsnull

from game.ui.storage.backend import StorageError, keys_from_json


def _store() -> object:
    try:
        return js.window.localStorage
    except Exception as err:  # disabled storage raises on access
        raise StorageError("unavailable") from err


class LocalStore:
    """The browser's ``localStorage`` as a ``game.ui.storage.backend.Store``, plus the writes.

    Listing the keys crosses from JavaScript once per event (``forget`` starts an event): one click
    on home with thousands of saves lists them for the index, its tidying and the damaged data
    alike, and this store's own writes keep the list true in between."""

    def __init__(self) -> None:
        #: every stored key, in storage's order, as listed since the event began (None: not yet)
        self.listed: list[str] | None = None

    def forget(self) -> None:
        """A new event: what is stored may have changed from elsewhere (another tab) since."""
        self.listed = None

    def get(self, key: str) -> str | None:
        try:
            value = _store().getItem(key)  # type: ignore[attr-defined]
        except StorageError:
            raise
        except Exception as err:
            raise StorageError("unreadable") from err
        # A missing key is JavaScript's null, which Pyodide hands over as ``jsnull``, not None.
        return None if value is None or value is jsnull else str(value)

    def items(self, prefix: str) -> dict[str, str]:
        store = _store()
        found: dict[str, str] = {}
        try:
            for i in range(int(store.length)):  # type: ignore[attr-defined]
                key = str(store.key(i))  # type: ignore[attr-defined]
                if key.startswith(prefix):
                    value = store.getItem(key)  # type: ignore[attr-defined]
                    if value is not None:
                        found[key] = str(value)
        except Exception as err:
            raise StorageError("unreadable") from err
        return found

    def keys(self, prefix: str) -> list[str]:
        if self.listed is None:
            store = _store()
            try:
                # One string across to Python, not a thousand: the keys as a JSON list, so a key
                # holding a line break or any other character comes over exactly as stored.
                self.listed = keys_from_json(str(js.JSON.stringify(js.Object.keys(store))), "")
            except Exception as err:
                raise StorageError("unreadable") from err
        return [key for key in self.listed if key.startswith(prefix)]

    def put(self, key: str, value: str) -> None:
        try:
            _store().setItem(key, value)  # type: ignore[attr-defined]
        except StorageError:
            raise
        except Exception as err:
            raise StorageError("full") from err
        if self.listed is not None and key not in self.listed:
            self.listed.append(key)

    def remove(self, key: str) -> None:
        try:
            _store().removeItem(key)  # type: ignore[attr-defined]
        except StorageError:
            raise
        except Exception as err:
            raise StorageError("not_deleted") from err
        if self.listed is not None and key in self.listed:
            self.listed.remove(key)
