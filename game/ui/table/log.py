"""The game log as a player reads it: one entry per move, with the seat that made it, a small
drawn card and what the move did, followed by everything the move set off (a Storm drawn and
what it did, a Compass, the rocks moving, the hands turning, the end).

Each game's front end tells its own entries (``GameUI.log_entries``); this module draws them and
picks the entries a player missed since their last turn, for the hand-off screen. Nothing here
names a hidden card: the entries are told from public views only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.ui.element import Child, Spec, h
from game.ui.i18n import tr
from game.ui.table.session import public_view


@dataclass(frozen=True)
class Told:
    """One line of the log: a small drawn card (None: no card shown) and the sentence; ``shown``
    is the sentence as drawn when it draws a card in place of the card's words (empty: ``text``)."""

    text: str
    chip: Spec | None = None
    shown: tuple[Spec | str, ...] = ()


@dataclass(frozen=True)
class LogEntry:
    """A move: the seat that made it (-1: the whole table), its line, and what followed from it."""

    seat: int
    move: Told
    events: tuple[Told, ...] = ()

    def text(self) -> str:
        """The move and what followed, as one plain sentence group (for announcements)."""
        return " ".join([self.move.text, *(event.text for event in self.events)])


#: ``entry(action, actor, before, after, names, lang)``: the entry of one move (its canonical
#: string and the seat that made it), told from the public views before and after it.
EntryOf = Callable[[str, int, Mapping[str, Any], Mapping[str, Any], Sequence[str], str], LogEntry]


class Same:
    """A key that is one object itself (compared by identity, not by value), and keeps it."""

    __slots__ = ("it",)

    def __init__(self, it: object) -> None:
        self.it = it

    def __hash__(self) -> int:
        return id(self.it)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.it is self.it


#: what the log has told, by what it was told from: the entry of a move (the states around it,
#: the move, the names, the language); at most ``TOLD_SIZE``, the oldest forgotten first (the
#: public views it is told from are the sessions': ``game.ui.table.session.public_view``)
_ENTRIES: dict[tuple[Any, ...], LogEntry] = {}
TOLD_SIZE = 4096


def _kept(table: dict[Any, Any], key: Any, work: Callable[[], Any]) -> Any:
    if key not in table:
        if len(table) >= TOLD_SIZE:
            del table[next(iter(table))]
        table[key] = work()
    return table[key]


def game_entries(
    rules: Any, states: Sequence[Any], actions: Sequence[str], names: Sequence[str], lang: str, entry: EntryOf
) -> list[LogEntry]:
    """One entry per move of a game (``states`` has one more than ``actions``), each told by
    ``entry`` from the public views around it. A game's states are kept from move to move, so
    a move tells only its own entry: those before it were told already."""

    def view(state: Any) -> Mapping[str, Any]:
        return public_view(rules, state)

    def told(i: int, text: str) -> LogEntry:
        before, after = states[i], states[i + 1]
        key = (Same(before), Same(after), text, tuple(names), lang, entry)
        return _kept(  # type: ignore[no-any-return]
            _ENTRIES,
            key,
            lambda: entry(text, int(rules.current_player(before)), view(before), view(after), names, lang),
        )

    return [told(i, text) for i, text in enumerate(actions)]


def mover(names: Sequence[str], actor: int) -> str:
    """The name of the seat that made a move (``?`` for none)."""
    return names[actor] if actor >= 0 else "?"


def _line(told: Told, css: str) -> Spec:
    chip: list[Spec | str] = [told.chip, " "] if told.chip is not None else []
    return h("span", {"class": css}, *chip, h("span", {"class": "log-text"}, *(told.shown or (told.text,))))


def entry_item(entry: LogEntry) -> Spec:
    """The inside of a log entry's list item: the move's line, then one line per event."""
    return h(
        "span",
        {"class": "log-entry", "data-seat": entry.seat},
        _line(entry.move, "log-move"),
        *(_line(event, "log-event") for event in entry.events),
    )


def since_last_turn(entries: Sequence[LogEntry], seat: int) -> list[int]:
    """Indexes of the entries after ``seat``'s last move (all of them if it has not moved yet),
    oldest first."""
    last = max((i for i, entry in enumerate(entries) if entry.seat == seat), default=-1)
    return list(range(last + 1, len(entries)))


def move_log(log: Sequence[Child], lang: str = "en", shown: int = 200) -> Spec:
    """The move log, newest first so the latest move is in view without scrolling; each entry
    keeps its move number (counted from 1), the oldest beyond ``shown`` left out."""
    first = max(0, len(log) - shown)
    entries = [h("li", {"value": n + 1}, log[n]) for n in range(len(log) - 1, first - 1, -1)]
    return h(
        "ol",
        # focusable, so the log scrolls from the keyboard too when it is longer than its box
        {"class": "log", "reversed": True, "aria-label": tr(lang, "frame.move_log"), "tabindex": 0},
        *entries,
    )
