"""A whole state built from one seat's view, the hidden cards dealt at random (RULES.md A9).

The hard bot searches in such states. Everything the view shows is copied; every card the seat
cannot see (other hands, all piles, other seats' discards, removed Islands, the Undertow's
cards) is dealt from the cards that must still be somewhere, respecting what the rules
make certain: Storms and Compasses wait only in piles (or were lost unseen), Sea Monsters are
never discarded or removed, removed cards are Islands, and while no Start has been played each
seat's Start card is still in its own pile (or hand). Only a turn action's position can be
rebuilt (a pending follow-up decision has hidden bookkeeping), so the view must show no pending
decision.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.rng import Rng
from game.tranquility import cards as C
from game.tranquility.options import options_from_json
from game.tranquility.rocks import GONE
from game.tranquility.state import PLAYING, TState

_HAND, _PILE, _DISCARD, _REMOVED, _LOST = range(5)


def hidden_cards(view: Mapping[str, Any]) -> list[int]:
    """Every card the seat of ``view`` cannot place: the box minus what it sees (its own
    discards included)."""
    o = view["options"]
    n = int(view["players"])
    known = C.codes(view["hand"]) + C.codes(view["own_discards"])
    gone = C.codes(view["gone"])
    grid = [v or 0 for v in view["grid"]]
    wild_cells = set(view["wild_cells"])
    start = C.code_of(view["start_card"]) if view["start_card"] else 0
    finish = C.code_of(view["finish_card"]) if view["finish_card"] else 0
    seen_islands = {grid[p] for p in range(len(grid)) if p not in wild_cells} | set(known) | set(gone)
    out = [x for x in range(1, C.ISLAND_MAX + 1) if x not in seen_islands]

    def count(code: int, total: int) -> None:
        left = total - known.count(code) - gone.count(code) - (start == code) - (finish == code)
        out.extend([code] * max(0, left))

    count(C.FINISH, C.FINISH_COUNT)
    count(C.START, n)
    count(C.WILD, int(o["wild_cards"]) - len(wild_cells))
    count(C.MONSTER, int(o["sea_monsters"]))
    if o["storms"]:
        out.extend(c for c in C.STORMS if c not in gone)
    if o["storms"] or o["day_night"]:
        gained = (C.COMPASS_SUPPLY - int(view["compass_supply"])) if o["storms"] else 0
        drawn = sum(view["compasses"]) + gone.count(C.COMPASS) - gained
        out.extend([C.COMPASS] * max(0, C.COMPASS_COUNT - drawn))
    return out


def state_from_view(view: Mapping[str, Any], rng: Rng) -> TState:
    """A state the seat of ``view`` cannot tell from the real one, hidden cards dealt by ``rng``.

    The view must show a turn action (no pending decision) of an unfinished game.
    """
    if view["pending"] is not None or view["result"] is not None:
        raise ValueError("only a turn action's position can be rebuilt from a view")
    options = options_from_json({**view["options"], "players": view["players"]})
    n = options.players
    seat = int(view["seat"])
    hand = tuple(sorted(C.codes(view["hand"])))
    mine = C.codes(view["own_discards"])
    sizes: dict[tuple[int, int], int] = {}
    for s in range(n):
        if s != seat:
            sizes[(_HAND, s)] = int(view["hand_sizes"][s])
            sizes[(_DISCARD, s)] = int(view["discard_counts"][s])
        sizes[(_PILE, s)] = int(view["pile_sizes"][s])
    sizes[(_REMOVED, 0)] = int(view["removed_count"])
    sizes[(_LOST, 0)] = int(view["lost_count"])
    places: dict[tuple[int, int], list[int]] = {key: [] for key in sizes}

    def room(key: tuple[int, int]) -> int:
        return sizes[key] - len(places[key])

    def put(card: int, keys: list[tuple[int, int]]) -> bool:
        """Put ``card`` into one of ``keys`` with room, chosen in proportion to the room."""
        total = sum(room(k) for k in keys)
        if total <= 0:
            return False
        pick = rng.below(total)
        for k in keys:
            if pick < room(k):
                places[k].append(card)
                return True
            pick -= room(k)
        return False

    cards = hidden_cards(view)
    rng.shuffle(cards)
    piles = [(_PILE, s) for s in range(n)]
    hands = [(_HAND, s) for s in range(n) if s != seat]
    rest: list[int] = []
    starts_needed = set(range(n)) if not view["start_played"] else set()
    if C.START in hand:
        starts_needed.discard(seat)
    for card in cards:
        if card in C.STORMS or card == C.COMPASS:
            if not put(card, piles):
                put(card, [(_LOST, 0)])
        elif card == C.START and starts_needed:
            owner = min(starts_needed)
            starts_needed.discard(owner)
            own = [(_PILE, owner)] + ([(_HAND, owner)] if owner != seat else [])
            if not put(card, own):
                rest.append(card)
        elif card == C.MONSTER:
            if not put(card, hands + piles):
                rest.append(card)
        else:
            rest.append(card)
    islands = [c for c in rest if c <= C.ISLAND_MAX]
    others = [c for c in rest if c > C.ISLAND_MAX]
    while room((_REMOVED, 0)) > 0 and islands:
        places[(_REMOVED, 0)].append(islands.pop())
    rest = islands + others
    rng.shuffle(rest)
    discards = [(_DISCARD, s) for s in range(n) if s != seat]
    free = hands + piles + [(_LOST, 0)]
    for card in rest:
        if card == C.MONSTER:
            put(card, free)
        else:
            put(card, discards + free)
    for pile_key in piles:
        rng.shuffle(places[pile_key])
    return TState(
        options=options,
        rng=Rng(rng.next_u64()).to_hex(),
        grid=tuple(v or 0 for v in view["grid"]),
        wild_cells=tuple(sorted(view["wild_cells"])),
        placed=tuple(view["placed_order"]),
        hands=tuple(hand if s == seat else tuple(sorted(places[(_HAND, s)])) for s in range(n)),
        piles=tuple(tuple(places[(_PILE, s)]) for s in range(n)),
        discards=tuple(mine if s == seat else tuple(places[(_DISCARD, s)]) for s in range(n)),
        removed=tuple(sorted(places[(_REMOVED, 0)])),
        lost=tuple(places[(_LOST, 0)]),
        gone=C.codes(view["gone"]),
        compasses=tuple(view["compasses"]),
        supply=int(view["compass_supply"]),
        start_card=(C.code_of(view["start_card"]) or 0) if view["start_card"] else 0,
        finish_card=0,
        rocks=GONE if view["rocks"] is None else int(view["rocks"]),
        night=view["orientation"] != "day",
        headwind=tuple(bool(x) for x in view["headwind"]),
        doldrums=tuple(bool(x) for x in view["doldrums"]),
        restricted=bool(view["doldrums_now"]),
        scores=tuple(view["scores"]) if view["scores"] is not None else (0,) * n,
        turn=int(view["turn"]),
        turn_number=int(view["turn_number"]),
        agenda=(),
        shares=tuple(view["shares"]),
        result=PLAYING,
        loser=-1,
    )
