"""Redealing what a seat cannot see, consistently with its view (determinization): the one
redeal of hidden cards, used by ``Rules.resample_hidden`` and by the hard bot's deals
(``bots.deal.state_from_view``).

Hidden places: other seats' hands, every pile's order and contents, other seats' discards, the
removed Islands and the cards the Undertow took. The cards that must be somewhere among them are
the box minus what the seat sees (:func:`hidden_cards`); they are dealt at random into places of
the sizes the view shows, respecting what the rules make certain: Storms and Compasses wait only
in piles (or were lost unseen), Sea Monsters are never discarded or removed, removed cards are
Islands, and while no Start has been played each seat's Start card is in its own pile or its own
hand (RULES.md A2: each player shuffles one Start card into their own pile after drawing; A5:
one drawn is played before anything else). Where a Start waits is hidden like any card: it is
dealt into its owner's hand or pile in proportion to their sizes, never copied from the real
state. Once a Start has been played the others have no use (A5) and are dealt like any card.
The seat's own hand and own discards stay as they are: the seat knows them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from game.core.rng import Rng
from game.tranquility import cards as C
from game.tranquility.state import TState
from game.tranquility.view import seat_view

_HAND, _PILE, _DISCARD, _REMOVED, _LOST = range(5)


@dataclass(frozen=True, slots=True)
class Dealt:
    """The hidden places dealt anew; the dealt-to seat's own hand and discards are left empty."""

    hands: tuple[tuple[int, ...], ...]
    piles: tuple[tuple[int, ...], ...]
    discards: tuple[tuple[int, ...], ...]
    removed: tuple[int, ...]
    lost: tuple[int, ...]


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


def deal_hidden(view: Mapping[str, Any], rng: Rng) -> Dealt:
    """The cards the seat of ``view`` cannot see, dealt at random by ``rng`` into the places the
    view shows (see the module's docstring for what is kept certain)."""
    n = int(view["players"])
    seat = int(view["seat"])
    hand = C.codes(view["hand"])
    sizes: dict[tuple[int, int], int] = {}
    for s in range(n):
        if s != seat:
            sizes[(_HAND, s)] = int(view["hand_sizes"][s])
            sizes[(_DISCARD, s)] = int(view["discard_counts"][s])
        sizes[(_PILE, s)] = int(view["pile_sizes"][s])
    sizes[(_REMOVED, 0)] = int(view["removed_count"])
    sizes[(_LOST, 0)] = int(view["lost_count"])
    places: dict[tuple[int, int], list[int]] = {key: [] for key in sizes}
    #: The room left in each place: its size less the cards put there.
    left = dict(sizes)

    def put(card: int, keys: list[tuple[int, int]]) -> bool:
        """Put ``card`` into one of ``keys`` with room, chosen in proportion to the room."""
        total = 0
        for k in keys:
            total += left[k]
        if total <= 0:
            return False
        pick = rng.below(total)
        for k in keys:
            room = left[k]
            if pick < room:
                places[k].append(card)
                left[k] = room - 1
                return True
            pick -= room
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
    while left[(_REMOVED, 0)] > 0 and islands:
        places[(_REMOVED, 0)].append(islands.pop())
        left[(_REMOVED, 0)] -= 1
    rest = islands + others
    rng.shuffle(rest)
    discards = [(_DISCARD, s) for s in range(n) if s != seat]
    free = hands + piles + [(_LOST, 0)]
    for card in rest:
        if card == C.MONSTER:
            # A Sea Monster goes to a hand or a pile when one has room, else where one was
            # thrown away (a discard pile is the only place left).
            if not put(card, free):
                put(card, discards)
        else:
            put(card, discards + free)
    for pile_key in piles:
        rng.shuffle(places[pile_key])
    return Dealt(
        hands=tuple(tuple(sorted(places[(_HAND, s)])) if s != seat else () for s in range(n)),
        piles=tuple(tuple(places[(_PILE, s)]) for s in range(n)),
        discards=tuple(tuple(places[(_DISCARD, s)]) if s != seat else () for s in range(n)),
        removed=tuple(sorted(places[(_REMOVED, 0)])),
        lost=tuple(places[(_LOST, 0)]),
    )


def resample_hidden(s: TState, seat: int, rng: Rng) -> TState:
    """A state ``seat`` cannot tell from ``s``, with the hidden cards dealt anew at random."""
    dealt = deal_hidden(seat_view(s, seat), rng)
    return replace(
        s,
        hands=tuple(s.hands[o] if o == seat else dealt.hands[o] for o in range(len(s.hands))),
        piles=dealt.piles,
        discards=tuple(s.discards[o] if o == seat else dealt.discards[o] for o in range(len(s.discards))),
        removed=dealt.removed,
        lost=dealt.lost,
        # The PRNG decides future chance events nobody can foresee, so it is hidden too.
        rng=Rng(rng.next_u64()).to_hex(),
    )
