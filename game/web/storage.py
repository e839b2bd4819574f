"""localStorage, wrapped: it throws when full or disabled (private mode), and the game goes on."""

from __future__ import annotations

import js
from pyodide.ffi import jsnull


class StorageError(Exception):
    """Storage refused a read or write; the message is for the player."""


def _store() -> object:
    try:
        return js.window.localStorage
    except Exception as err:  # disabled storage raises on access
        raise StorageError("Saving is not available in this browser window (private mode?).") from err


def get(key: str) -> str | None:
    try:
        value = _store().getItem(key)  # type: ignore[attr-defined]
    except StorageError:
        raise
    except Exception as err:
        raise StorageError("Saved games could not be read.") from err
    # A missing key is JavaScript's null, which Pyodide hands over as ``jsnull``, not None.
    return None if value is None or value is jsnull else str(value)


def put(key: str, value: str) -> None:
    try:
        _store().setItem(key, value)  # type: ignore[attr-defined]
    except StorageError:
        raise
    except Exception as err:
        raise StorageError("The game could not be saved: the browser's storage is full or disabled.") from err


def remove(key: str) -> None:
    try:
        _store().removeItem(key)  # type: ignore[attr-defined]
    except StorageError:
        raise
    except Exception as err:
        raise StorageError("The save could not be deleted.") from err


def items(prefix: str) -> dict[str, str]:
    """Every stored key starting with ``prefix`` and its text."""
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
        raise StorageError("Saved games could not be read.") from err
    return found
