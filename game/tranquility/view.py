"""What one seat may see (RULES.md A3, A9; ARCHITECTURE principle 6).

A seat sees its own hand and everything public: the sea, pile and hand sizes, how many cards
each seat discarded, compasses, the rocks, the orientation, the cards that left the game face up
(revealed Storms, monsters and what they swallowed), scores in 1v1, and who must decide what.
It also remembers the cards it discarded itself (face down to the others, but it chose them:
house ruling own-discards). It never sees other hands, any pile's contents, another seat's
discards, the removed Islands or the cards the Undertow took. ``seat=None`` is a spectator:
public information only.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict

from game.tranquility import cards as C
from game.tranquility import state as S
from game.tranquility.engine import current_player
from game.tranquility.state import LOST, TASK_NAMES, WON, TState


class TranquilityView(TypedDict):
    """The keys of a Tranquility view (``seat_view``), for the front end's type checks."""

    game: str
    players: int
    layout: str
    grid: list[int | None]
    wild_cells: list[int]
    placed_order: list[int]
    turn: int
    turn_number: int
    current_player: int
    hand_sizes: list[int]
    pile_sizes: list[int]
    discard_counts: list[int]
    discard_count: int
    removed_count: int
    lost_count: int
    gone: list[str]
    storms_revealed: list[str]
    compasses: list[int]
    compass_supply: int
    start_played: bool
    start_card: str | None
    finish_card: str | None
    rocks: int | None
    rocks_mode: str | None
    orientation: str | None
    headwind: list[bool]
    doldrums: list[bool]
    doldrums_now: bool
    shares: list[int]
    #: the decision pending: ``decision``, ``seat`` and what it needs (the page words it in
    #: the player's language from ``decision``)
    pending: dict[str, Any] | None
    result: str | None
    stuck_seat: int | None
    scores: list[int] | None
    options: dict[str, Any]
    #: the seat looking, its hand and its own discards (None for a spectator)
    seat: int | None
    hand: list[str] | None
    own_discards: list[str] | None


def _pending(s: TState) -> dict[str, Any] | None:
    if not s.agenda or s.result:
        return None
    kind, seat, arg = s.agenda[0]
    out: dict[str, Any] = {"decision": TASK_NAMES[kind], "seat": seat}
    if kind == S.D_COMPASS:
        out["storm"] = C.label(arg)
    elif kind == S.D_GIVE:
        out["owed"] = s.shares[seat]
    elif kind == S.D_SQUALL:
        out["count"] = 2
    elif kind == S.D_LIGHTNING:
        out["count"] = 1
    elif kind == S.D_ROCKS:
        out["row"] = s.rocks
    elif kind == S.D_SHARES:
        out["total"] = 8
    return out


def public_view(s: TState) -> dict[str, Any]:
    """Everything every seat may see."""
    o = s.options
    grid: list[int | None] = [v or None for v in s.grid]
    result = "won" if s.result == WON else "lost" if s.result == LOST else None
    view: dict[str, Any] = {
        "game": "tranquility",
        "players": o.players,
        "layout": o.layout,
        "grid": grid,
        "wild_cells": list(s.wild_cells),
        "placed_order": list(s.placed),
        "turn": s.turn,
        "turn_number": s.turn_number,
        "current_player": current_player(s),
        "hand_sizes": [len(h) for h in s.hands],
        "pile_sizes": [len(p) for p in s.piles],
        "discard_counts": [len(d) for d in s.discards],
        "discard_count": sum(len(d) for d in s.discards),
        "removed_count": len(s.removed),
        "lost_count": len(s.lost),
        "gone": C.labels(s.gone),
        "storms_revealed": [C.label(c) for c in s.gone if c in C.STORMS],
        "compasses": list(s.compasses),
        "compass_supply": s.supply,
        "start_played": bool(s.start_card),
        "start_card": C.label(s.start_card) if s.start_card else None,
        "finish_card": C.label(s.finish_card) if s.finish_card else None,
        "rocks": s.rocks if o.jagged_rocks else None,
        "rocks_mode": o.jagged_rocks,
        "orientation": ("night" if s.night else "day") if o.day_night else None,
        "headwind": list(s.headwind),
        "doldrums": list(s.doldrums),
        "doldrums_now": s.restricted,
        "shares": list(s.shares),
        "pending": _pending(s),
        "result": result,
        "stuck_seat": s.loser if s.loser >= 0 else None,
        "scores": list(s.scores) if o.competitive else None,
        "options": {
            "removed_islands": o.removed_islands,
            "sea_monsters": o.sea_monsters,
            "jagged_rocks": o.jagged_rocks,
            "storms": o.storms,
            "wild_cards": o.wild_cards,
            "layout": o.layout,
            "day_night": o.day_night,
            "competitive": o.competitive,
        },
    }
    return view


def seat_view(s: TState, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` (its own hand added to the public view), or the public view."""
    view = public_view(s)
    view["seat"] = seat
    view["hand"] = C.labels(s.hands[seat]) if seat is not None else None
    view["own_discards"] = C.labels(tuple(sorted(s.discards[seat]))) if seat is not None else None
    return view


def cards_left(view: Mapping[str, Any]) -> list[int]:
    """Cards each seat still holds (hand and pile) in a view: the one count of "cards left"."""
    return [hand + pile for hand, pile in zip(view["hand_sizes"], view["pile_sizes"], strict=True)]


def cards_needed(view: Mapping[str, Any]) -> int:
    """Cards the voyage still takes in a view: one per empty cell, the Start's 8 discards and the
    Start itself until it is played, and the Finish until the sea is won (then nothing)."""
    if view.get("result") == "won":
        return 0
    empty = sum(1 for number in view["grid"] if number is None)
    return empty + (0 if view["start_played"] else 9) + 1


def spare_cards(view: Mapping[str, Any]) -> int:
    """Cards the team holds beyond what the empty cells, the Start and the Finish still take."""
    return sum(cards_left(view)) - cards_needed(view)
