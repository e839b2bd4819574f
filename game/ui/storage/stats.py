"""The player's record, per game and option preset, kept in the browser's storage (pure).

Stored as one JSON object under ``STATS_KEY``::

    {"format": 1,
     "records": {"tranquility/calm": {"played": 3, "won": 2, "streak": 1, "best": 2,
                                      "total": 7, "recent": [[1, 4], [0, 0], [1, 3]]}, ...},
     "counted": ["<save id>", ...],           # games already on the record (newest last)
     "daily": {"<game>": {"2026-12-03": {"save": "<id>", "result": "won", "figure": "3"}}}}

``total`` sums each game's figure (the Shifting Stones score, or the cards left at the end of
a Tranquility game) for the average; ``recent`` keeps the last results for the chart. Records
written by an older version that lack a field get its default. A value that is not a stats
object, or one written by a newer version, is refused with ``SaveError`` and left as it is until
the player resets it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from game.core.errors import SaveError
from game.ui.app.frontends import ui_for
from game.ui.deals.daily import daily_result
from game.ui.storage.backend import read_json

if TYPE_CHECKING:
    from game.ui.table.session import Session

STATS_KEY = "sea-stones/stats"
STATS_FORMAT = 1
RECENT = 30
COUNTED = 200
#: the longest stats text read (a year of daily deals and every record fit many times over)
STATS_LIMIT = 1_000_000
#: the largest count or figure a record holds (more is damage, and would overflow the average)
MAX_COUNT = 10**9


@dataclass(frozen=True)
class Record:
    """Games played and won under one key, streaks, the figures' total, recent results."""

    played: int = 0
    won: int = 0
    streak: int = 0
    best: int = 0
    total: int = 0
    recent: tuple[tuple[int, int], ...] = ()

    @property
    def average(self) -> float:
        return self.total / self.played if self.played else 0.0

    def add(self, won: bool, figure: int) -> Record:
        streak = self.streak + 1 if won else 0
        return Record(
            self.played + 1,
            self.won + int(won),
            streak,
            max(self.best, streak),
            self.total + figure,
            (*self.recent, (int(won), figure))[-RECENT:],
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "played": self.played,
            "won": self.won,
            "streak": self.streak,
            "best": self.best,
            "total": self.total,
            "recent": [list(r) for r in self.recent],
        }

    @staticmethod
    def from_json(data: Any) -> Record:
        if not isinstance(data, Mapping):
            raise SaveError("Your stats are damaged.", "stats_damaged")
        counts = {}
        for name in ("played", "won", "streak", "best", "total"):
            value = data.get(name, 0)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
                raise SaveError("Your stats are damaged.", "stats_damaged")
            counts[name] = value
        recent = data.get("recent", [])
        if not isinstance(recent, list) or not all(
            isinstance(r, list) and len(r) == 2 and all(_is_count(x) for x in r) and r[0] in (0, 1)
            for r in recent
        ):
            raise SaveError("Your stats are damaged.", "stats_damaged")
        if counts["won"] > counts["played"]:
            raise SaveError("Your stats are damaged.", "stats_damaged")
        return Record(**counts, recent=tuple((r[0], r[1]) for r in recent[-RECENT:]))


@dataclass(frozen=True)
class Stats:
    records: dict[str, Record] = field(default_factory=dict)
    counted: tuple[str, ...] = ()
    daily: dict[str, dict[str, dict[str, str]]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": STATS_FORMAT,
            "records": {key: record.to_json() for key, record in sorted(self.records.items())},
            "counted": list(self.counted),
            "daily": self.daily,
        }


def load_stats(text: str | None) -> Stats:
    """Stats from stored text (nothing stored: empty stats); ``SaveError`` if unreadable."""
    if text is None:
        return Stats()
    try:
        data = read_json(text, STATS_LIMIT)
    except ValueError:
        raise SaveError("Your stats could not be read.", "stats_damaged") from None
    if not isinstance(data, dict):
        raise SaveError("Your stats could not be read.", "stats_damaged")
    version = data.get("format")
    if isinstance(version, int) and version > STATS_FORMAT:
        raise SaveError("Your stats come from a newer version of the site.", "stats_newer", format=version)
    if version != STATS_FORMAT:
        raise SaveError("Your stats could not be read.", "stats_damaged")
    records = data.get("records", {})
    counted = data.get("counted", [])
    daily = data.get("daily", {})
    if (
        not isinstance(records, dict)
        or not isinstance(counted, list)
        or not all(isinstance(c, str) for c in counted)
        or not _is_daily(daily)
    ):
        raise SaveError("Your stats are damaged.", "stats_damaged")
    return Stats(
        {str(key): Record.from_json(value) for key, value in records.items()},
        tuple(counted[-COUNTED:]),
        daily,
    )


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT


def _is_daily(daily: Any) -> bool:
    return isinstance(daily, dict) and all(
        isinstance(days, dict) and all(_is_daily_entry(entry) for entry in days.values())
        for days in daily.values()
    )


def _is_daily_entry(entry: Any) -> bool:
    """``{"save": id, "result": "won"|"lost", "figure": digits}``, the last two once finished."""
    if not isinstance(entry, dict) or not all(isinstance(v, str) for v in entry.values()):
        return False
    figure = entry.get("figure", "0")
    return (
        entry.get("result", "won") in ("won", "lost")
        and figure.isascii()
        and figure.isdigit()
        and len(figure) <= 9
    )


def stats_text(stats: Stats) -> str:
    return json.dumps(stats.to_json(), separators=(",", ":"))


def record_key(session: Session) -> str:
    """The record a game counts toward: ``<game>/<kind>`` (the kind from the game's front end:
    a preset, ``duel``, ``solo``, ``table``…), ``<game>/daily`` for the day's deal."""
    game = session.match.game
    if session.daily:
        return f"{game}/daily"
    options = session.rules.options_to_json(session.match.options)
    return f"{game}/{ui_for(game).record_kind(options, len(session.seats))}"


def outcome(session: Session) -> tuple[bool, int]:
    """Whether the people at the table won a finished game, and its figure for the average: read
    from the game's one end summary, so the stats say what the end screen said."""
    summary = ui_for(session.match.game).end_summary(session)
    return summary.won, summary.figure


def record_game(stats: Stats, session: Session) -> Stats:
    """``stats`` with a finished game added, once per game (by its save id); a replay of a daily
    deal is not added. Games without people (or unfinished ones) change nothing."""
    if not session.humans or session.step() != "over" or session.save_id in stats.counted:
        return stats
    counted = (*stats.counted, session.save_id)[-COUNTED:]
    daily = stats.daily
    if session.daily:
        entry = daily.get(session.match.game, {}).get(session.daily, {})
        if entry.get("save") != session.save_id or entry.get("result"):
            return replace(stats, counted=counted)
        won, figure = daily_result(session)
        result = {**entry, "result": "won" if won else "lost", "figure": str(figure)}
        daily = _with_daily(daily, session.match.game, session.daily, result)
    won, figure = outcome(session)
    key = record_key(session)
    records = {**stats.records, key: stats.records.get(key, Record()).add(won, figure)}
    return Stats(records, counted, daily)


def _with_daily(
    daily: dict[str, dict[str, dict[str, str]]], game: str, date: str, entry: dict[str, str]
) -> dict[str, dict[str, dict[str, str]]]:
    return {**daily, game: {**daily.get(game, {}), date: entry}}


def start_daily(stats: Stats, game: str, date: str, save_id: str) -> tuple[Stats, bool]:
    """Note that today's deal was started; the first start is the attempt on the record.
    Returns the stats and whether this game is a replay."""
    entry = stats.daily.get(game, {}).get(date)
    if entry is not None:
        return stats, True
    return replace(stats, daily=_with_daily(stats.daily, game, date, {"save": save_id})), False


def is_replay(stats: Stats, session: Session) -> bool:
    """A daily game that is not the day's attempt on the record (a game with no move yet, when
    the day has no attempt, becomes it at its first move)."""
    if not session.daily:
        return False
    entry = stats.daily.get(session.match.game, {}).get(session.daily)
    if entry is None:
        return bool(session.match.actions)
    return entry.get("save") != session.save_id
