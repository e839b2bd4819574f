"""A saved game as a file to download (pure): the file's text and its name. Home exports any save
from its list; the game screen exports the game on it (a game too long for a link travels so)."""

from __future__ import annotations

import json

from game.core.errors import GameError, SaveError
from game.ui.deals.daily import is_date
from game.ui.i18n import tr
from game.ui.storage.saves import load_session_text, parse_save_text


def export_text(text: str, lang: str) -> str:
    """The file of an exported save: the save as stored, saying first that it holds the whole game
    (seed and every move, so every hidden card). A damaged save is exported as it is."""
    try:
        data = parse_save_text(text)
    except SaveError:
        return text
    about = {"about": tr(lang, "saves.export_about")}
    return json.dumps({**about, **{k: v for k, v in data.items() if k != "about"}}, separators=(",", ":"))


def export_name(text: str, today: str) -> str:
    """The file name of an exported save: ``<game>-<date>-<players>p.json`` (the date it was
    last saved), e.g. ``tranquility-2026-12-01-3p.json``."""
    try:
        session = load_session_text(text)
        data = json.loads(text)
    except (GameError, ValueError):
        return f"sea-and-stones-{today}.json"
    updated = data.get("updated") if isinstance(data, dict) else None
    date = updated[:10] if isinstance(updated, str) and is_date(updated[:10]) else today
    return f"{session.match.game}-{date}-{len(session.seats)}p.json"
