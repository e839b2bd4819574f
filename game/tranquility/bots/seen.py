"""What one seat knows, in the compact form the bots reason with (RULES.md A9).

``Seen`` is built either from the seat's view (what ``Bot.choose`` receives) or straight from a
state for one seat (the bots on the fast path, and the rollouts of the hard bot's search). Both
give the same value for the same seat: only the seat's own hand, its own discards (it chose
them) and public facts go in, never another hand, a pile's order, another seat's discards or a
removed Island.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from game.tranquility import cards as C
from game.tranquility.options import TranquilityOptions, options_from_json
from game.tranquility.rocks import GONE
from game.tranquility.state import D_COMPASS, D_GIVE, TASK_NAMES, Position

_TASK_CODES = {name: code for code, name in TASK_NAMES.items()}


class Seen(NamedTuple):
    """The facts a seat may use. ``pending`` is the decision kind waiting for ``seat`` (0: a turn
    action); ``alive`` is the chance that an unseen Island is still in some hand or pile.

    An immutable record, built for every decision of every play-out (a named tuple: made in one
    step, where a frozen dataclass sets its fields one by one)."""

    options: TranquilityOptions
    seat: int
    pending: int
    owed: int
    hand: tuple[int, ...]
    storm: int
    grid: tuple[int, ...]
    unseen: tuple[bool, ...]
    gone: tuple[int, ...]
    alive: float
    hand_sizes: tuple[int, ...]
    pile_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    rocks: int
    night: bool | None
    headwind: bool
    start_played: bool


def _unseen(grid: tuple[int, ...], hand: tuple[int, ...], gone: tuple[int, ...]) -> tuple[bool, ...]:
    """``unseen[n]``: Island ``n`` is neither in the sea, in ``hand`` (the hand and the seat's
    own discards), nor gone face up."""
    out = [True] * (C.ISLAND_MAX + 1)
    out[0] = False
    for n in grid:
        out[n] = False
    for n in hand:
        if n <= C.ISLAND_MAX:
            out[n] = False
    for n in gone:
        if n <= C.ISLAND_MAX:
            out[n] = False
    return tuple(out)


def _alive(unseen_count: int, hand_sizes: tuple[int, ...], pile_sizes: tuple[int, ...], seat: int) -> float:
    """The share of unseen cards still held or in piles (the rest are discarded, removed, lost)."""
    if unseen_count <= 0:
        return 0.0
    live = sum(hand_sizes) - hand_sizes[seat] + sum(pile_sizes)
    return max(0.0, min(1.0, live / unseen_count))


def seen_from_view(view: Mapping[str, Any]) -> Seen:
    """The seat's knowledge from its view (``game.tranquility.view.seat_view``)."""
    options = options_from_json({**view["options"], "players": view["players"]})
    seat = int(view["seat"])
    hand = tuple(sorted(C.codes(view["hand"])))
    grid = tuple(v or 0 for v in view["grid"])
    gone = C.codes(view["gone"])
    pending = view["pending"]
    kind = owed = storm = 0
    if pending is not None:
        kind = _TASK_CODES[pending["decision"]]
        owed = int(pending.get("owed", 0))
        storm_label = pending.get("storm")
        storm = (C.code_of(storm_label) or 0) if storm_label else 0
    rocks = view["rocks"]
    orientation = view["orientation"]
    hand_sizes = tuple(view["hand_sizes"])
    pile_sizes = tuple(view["pile_sizes"])
    known = hand + C.codes(view["own_discards"])
    unseen = _unseen(grid, known, gone)
    extra = _non_island_unseen(options, known, view["start_played"], view["finish_card"] is not None, gone)
    return Seen(
        options=options,
        seat=seat,
        hand=hand,
        grid=grid,
        rocks=GONE if rocks is None else int(rocks),
        night=None if orientation is None else orientation == "night",
        headwind=bool(view["headwind"][seat]),
        start_played=bool(view["start_played"]),
        hand_sizes=hand_sizes,
        pile_sizes=pile_sizes,
        gone=gone,
        scores=tuple(view["scores"] or ()),
        pending=kind,
        owed=owed,
        storm=storm,
        unseen=unseen,
        alive=_alive(sum(unseen) + extra, hand_sizes, pile_sizes, seat),
    )


def _non_island_unseen(
    o: TranquilityOptions, hand: tuple[int, ...], start_played: bool, finished: bool, gone: tuple[int, ...]
) -> int:
    """Unseen cards that are not Islands (Finish, Start, Wild, monsters, Storms, Compasses),
    ``hand`` being the cards the seat holds or discarded; an estimate is enough, it only scales
    ``alive``."""
    finish = C.FINISH_COUNT - hand.count(C.FINISH) - (1 if finished else 0)
    start = o.players - hand.count(C.START) - (1 if start_played else 0)
    monsters = o.sea_monsters - hand.count(C.MONSTER) - gone.count(C.MONSTER)
    # Without Storms none is in the game, nor gone.
    storms = len(C.STORMS) - sum(1 for c in gone if c in C.STORMS) if o.storms else 0
    return max(0, finish) + max(0, start) + max(0, monsters) + max(0, storms) + o.wild_cards


def seen_from_state(s: Position, seat: int) -> Seen:
    """The same knowledge taken straight from a state, frozen or being played forward in place
    (identical to what the seat's view gives)."""
    hand = tuple(s.hands[seat])
    grid = tuple(s.grid)
    gone = tuple(s.gone)
    kind = owed = storm = 0
    agenda = s.agenda
    if agenda:
        kind = agenda[0][0]
        if kind == D_GIVE:
            owed = s.shares[agenda[0][1]]  # what the deciding seat owes, as every view says
        elif kind == D_COMPASS:
            storm = agenda[0][2]
    hand_sizes = tuple([len(h) for h in s.hands])
    pile_sizes = tuple([len(p) for p in s.piles])
    known = hand + tuple(s.discards[seat])
    unseen = _unseen(grid, known, gone)
    options = s.options
    extra = _non_island_unseen(options, known, bool(s.start_card), bool(s.finish_card), gone)
    return Seen(
        options=options,
        seat=seat,
        hand=hand,
        grid=grid,
        rocks=s.rocks,
        night=s.night if options.day_night else None,
        headwind=s.headwind[seat],
        start_played=bool(s.start_card),
        hand_sizes=hand_sizes,
        pile_sizes=pile_sizes,
        gone=gone,
        scores=tuple(s.scores) if options.competitive else (),
        pending=kind,
        owed=owed,
        storm=storm,
        unseen=unseen,
        alive=_alive(sum(unseen) + extra, hand_sizes, pile_sizes, seat),
    )
