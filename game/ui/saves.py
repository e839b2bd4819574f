"""Saved games in the browser's storage: keys, summaries, import and export (pure).

Each game is stored under its own key as the versioned save envelope of ``game.core.match``
plus the seats, an id and the time it was last saved. A save that cannot be read is listed with
the reason and never changed or deleted unless the player asks.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.errors import GameError, SaveError
from game.core.registry import spec
from game.ui.session import Session, session_from_save
from game.ui.store import TooLarge, read_json

KEY_PREFIX = "sea-stones/save/"
#: the longest save text read (the longest games store a few tens of kilobytes)
SAVE_LIMIT = 2_000_000


def isolate(name: str) -> str:
    """A player name as shown inside other text: between FIRST STRONG ISOLATE and POP DIRECTIONAL
    ISOLATE (the plain-text ``<bdi>``), so a right-to-left name never reorders what is around it."""
    return f"\u2068{name}\u2069"


def save_key(save_id: str) -> str:
    return KEY_PREFIX + save_id


@dataclass(frozen=True)
class SaveSummary:
    """One line of the saved-games list."""

    key: str
    save_id: str
    title: str
    players: str
    updated: str
    moves: int
    finished: bool
    error: str | None = None
    #: the game's key (its title comes from the catalogue) and, for an unreadable save, the error
    game: str = ""
    failure: GameError | None = None


def parse_save_text(text: str) -> dict[str, Any]:
    """JSON text to a save object, or ``SaveError`` saying it is not one."""
    try:
        data = read_json(text, SAVE_LIMIT)
    except TooLarge:
        raise SaveError("This is not a saved game (it is far too large or deep).", "save_too_large") from None
    except (ValueError, TypeError):
        raise SaveError("This file is not a saved game (it is not valid JSON).", "save_not_json") from None
    if not isinstance(data, dict):
        raise SaveError("This is not a saved game.", "save_not_object")
    return data


def load_session_text(text: str) -> Session:
    """A stored or imported save as a session (``SaveError`` with a readable reason)."""
    data = parse_save_text(text)
    try:
        return session_from_save(data)
    except SaveError:
        raise
    except GameError as err:
        raise SaveError(str(err), err.code, **err.params) from None
    except Exception:  # whatever else a damaged save trips over, it is only a damaged save
        raise SaveError("The save is damaged and cannot be opened.", "save_damaged") from None


def summarize(key: str, text: str) -> SaveSummary:
    """Summary of one stored save; unreadable saves get ``error`` and are left as they are."""
    save_id = key[len(KEY_PREFIX) :]
    try:
        data = parse_save_text(text)
        session = load_session_text(text)
    except SaveError as err:
        return SaveSummary(key, save_id, "Unreadable save", "", "", 0, False, str(err), failure=err)
    return SaveSummary(
        key,
        save_id,
        spec(session.match.game).title,
        ", ".join(isolate(seat.name) for seat in session.seats),
        str(data.get("updated", "")) if isinstance(data.get("updated"), str) else "",
        len(session.match.actions),
        bool(session.rules.is_terminal(session.state)),
        game=session.match.game,
    )


def summaries(stored: Mapping[str, str]) -> list[SaveSummary]:
    """Summaries of every stored save (by key), most recently saved first."""
    found = [summarize(key, text) for key, text in stored.items() if key.startswith(KEY_PREFIX)]
    return sorted(found, key=lambda s: (s.updated, s.key), reverse=True)


def save_text(session: Session, updated: str, rev: int = 0) -> str:
    """The text stored for a session (and written to an exported file). ``rev`` counts the
    writes of this save: a tab writes only over the revision it read (see ``stored_rev``)."""
    data = session.to_save()
    data["updated"] = updated
    data["rev"] = rev
    return json.dumps(data, separators=(",", ":"))


def stored_rev(text: str | None) -> int | None:
    """The revision of a stored save (0 for a save written before saves carried one); None when
    nothing is stored or the text is not a save at all."""
    if text is None:
        return None
    try:
        data = parse_save_text(text)
    except SaveError:
        return None
    rev = data.get("rev", 0)
    return rev if isinstance(rev, int) and not isinstance(rev, bool) and rev >= 0 else 0
