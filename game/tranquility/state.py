"""The whole state of a Tranquility game as one immutable value, and its JSON form.

Every card is in exactly one place: a hand, a draw pile, the grid, a seat's discards, the
removed Islands, the cards that left the game unseen (``lost``) or face up (``gone``), the Start
slot, the Finish slot, or a seat's compass area. Piles keep their top card at the *end* of the
tuple. The PRNG state lives here too (hex), so replays are exact in CPython and Pyodide alike.

Pending work is an *agenda*: a tuple of ``(task, seat, arg)`` triples processed front first.
Tasks at or above ``DECIDE`` wait for a decision of ``seat``; the others run on their own
(drawing, ending the turn). With an empty agenda the active seat (``turn``) takes its action.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, Protocol

from game.core.errors import SaveError
from game.tranquility.options import TranquilityOptions, options_from_json, options_to_json

#: Bump when the JSON shape changes; older shapes are refused with a clear message.
STATE_VERSION = 1

# Automatic tasks.
T_DRAW = 1  # seat draws back up to 5 (storms and compasses are met here)
T_END = 2  # the active turn ends: automatic rocks, next seat, start of its turn
# Decision tasks: ``seat`` must choose.
DECIDE = 10
D_SHARES = 10  # the Start player enters the agreed split of the 8 discards (A5)
D_GIVE = 11  # a seat gives cards toward its Start share (A5)
D_ROCKS = 12  # manual Jagged Rocks: move them or pay two (A8)
D_COMPASS = 13  # spend a Compass on the Storm ``arg`` or let it strike (A8)
D_SQUALL = 14  # discard 2 for the Squall (A8)
D_LIGHTNING = 15  # discard 1 for the Lightning (A8)

TASK_NAMES: dict[int, str] = {
    T_DRAW: "draw",
    T_END: "end",
    D_SHARES: "shares",
    D_GIVE: "give",
    D_ROCKS: "rocks",
    D_COMPASS: "compass",
    D_SQUALL: "squall",
    D_LIGHTNING: "lightning",
}
_TASK_CODES = {v: k for k, v in TASK_NAMES.items()}

PLAYING = 0
WON = 1
LOST = 2

Task = tuple[int, int, int]
Cards = tuple[int, ...]
#: One flag per seat.
SeatFlags = tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class TState:
    """One moment of a game. Never mutated; the engine builds new values."""

    options: TranquilityOptions
    rng: str
    grid: tuple[int, ...]
    wild_cells: tuple[int, ...]
    placed: tuple[int, ...]
    hands: tuple[Cards, ...]
    piles: tuple[Cards, ...]
    discards: tuple[Cards, ...]
    removed: Cards
    lost: Cards
    gone: Cards
    compasses: tuple[int, ...]
    supply: int
    start_card: int
    finish_card: int
    rocks: int
    night: bool
    headwind: SeatFlags
    doldrums: SeatFlags
    restricted: bool
    scores: tuple[int, ...]
    turn: int
    turn_number: int
    agenda: tuple[Task, ...]
    shares: tuple[int, ...]
    result: int
    loser: int


class Position(Protocol):
    """What the rules read of a moment of a game: a ``TState``, or the mutable ``Work`` a turn is
    carried out on (lists where the state has tuples). The legal-move generator and the checks
    made during a turn read either one."""

    @property
    def options(self) -> TranquilityOptions: ...
    @property
    def grid(self) -> Sequence[int]: ...
    @property
    def hands(self) -> Sequence[Sequence[int]]: ...
    @property
    def piles(self) -> Sequence[Sequence[int]]: ...
    @property
    def discards(self) -> Sequence[Sequence[int]]: ...
    @property
    def gone(self) -> Sequence[int]: ...
    @property
    def start_card(self) -> int: ...
    @property
    def finish_card(self) -> int: ...
    @property
    def rocks(self) -> int: ...
    @property
    def night(self) -> bool: ...
    @property
    def headwind(self) -> Sequence[bool]: ...
    @property
    def restricted(self) -> bool: ...
    @property
    def scores(self) -> Sequence[int]: ...
    @property
    def turn(self) -> int: ...
    @property
    def agenda(self) -> Sequence[Task]: ...
    @property
    def shares(self) -> Sequence[int]: ...
    @property
    def result(self) -> int: ...


_TUPLE_FIELDS = ("grid", "wild_cells", "placed", "removed", "lost", "gone", "compasses", "scores", "shares")
_NESTED_FIELDS = ("hands", "piles", "discards")
_BOOL_TUPLES = ("headwind", "doldrums")
_INT_FIELDS = ("supply", "start_card", "finish_card", "rocks", "turn", "turn_number", "result", "loser")


def state_to_json(s: TState) -> dict[str, Any]:
    """The whole state, hidden cards included, as plain JSON."""
    out: dict[str, Any] = {"version": STATE_VERSION, "options": options_to_json(s.options), "rng": s.rng}
    for name in _TUPLE_FIELDS:
        out[name] = list(getattr(s, name))
    for name in _NESTED_FIELDS:
        out[name] = [list(x) for x in getattr(s, name)]
    for name in _BOOL_TUPLES:
        out[name] = list(getattr(s, name))
    for name in _INT_FIELDS:
        out[name] = getattr(s, name)
    out["night"] = s.night
    out["restricted"] = s.restricted
    out["agenda"] = [[TASK_NAMES[k], seat, arg] for k, seat, arg in s.agenda]
    return out


def _ints(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in value):
        raise TypeError("expected a list of integers")
    return tuple(value)


def state_from_json(data: Mapping[str, Any]) -> TState:
    """Inverse of :func:`state_to_json`; raises ``SaveError`` for anything malformed."""
    try:
        if data.get("version") != STATE_VERSION:
            raise SaveError(
                f"This Tranquility position has format {data.get('version')!r}; this version reads "
                f"{STATE_VERSION}.",
                "state_bad_version",
            )
        values: dict[str, Any] = {"options": options_from_json(data["options"]), "rng": str(data["rng"])}
        int(values["rng"], 16)
        for name in _TUPLE_FIELDS:
            values[name] = _ints(data[name])
        for name in _NESTED_FIELDS:
            values[name] = tuple(_ints(x) for x in data[name])
        for name in _BOOL_TUPLES:
            if not all(isinstance(x, bool) for x in data[name]):
                raise TypeError(name)
            values[name] = tuple(data[name])
        for name in _INT_FIELDS:
            if not isinstance(data[name], int) or isinstance(data[name], bool):
                raise TypeError(name)
            values[name] = data[name]
        for name in ("night", "restricted"):
            if not isinstance(data[name], bool):
                raise TypeError(name)
            values[name] = data[name]
        values["agenda"] = tuple((_TASK_CODES[k], int(seat), int(arg)) for k, seat, arg in data["agenda"])
        state = TState(**values)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as err:
        raise SaveError(f"This Tranquility position is damaged ({err}).", "state_damaged") from None
    n = state.options.players
    if not all(
        len(getattr(state, f.name)) == n for f in fields(TState) if f.name in ("hands", "piles", "discards")
    ):
        raise SaveError("This Tranquility position does not match its number of players.", "state_damaged")
    return state
