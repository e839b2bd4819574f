"""Invariants every reachable Tranquility state keeps, shared by the property tests."""

from __future__ import annotations

from collections import Counter

from game.tranquility import cards as C
from game.tranquility.state import TState


def deck_composition(s: TState) -> Counter[int]:
    """Every card the game was set up with (Compasses counted separately)."""
    o = s.options
    deck: Counter[int] = Counter(range(1, C.ISLAND_MAX + 1))
    deck[C.FINISH] = C.FINISH_COUNT
    deck[C.START] = o.players
    deck[C.MONSTER] = o.sea_monsters
    deck[C.WILD] = o.wild_cards
    if o.storms:
        deck.update(C.STORMS)
    return +deck


def card_places(s: TState) -> Counter[int]:
    """Every card (but Compasses) counted once in the one place where it is."""
    where: Counter[int] = Counter()
    for group in (*s.hands, *s.piles, *s.discards, s.removed, s.lost, s.gone):
        where.update(group)
    for p, v in enumerate(s.grid):
        if v:
            where[C.WILD if p in s.wild_cells else v] += 1
    for card in (s.start_card, s.finish_card):
        if card:
            where[card] += 1
    return where


def assert_cards_conserved(s: TState) -> None:
    """Each card is in exactly one place; Compasses add up with the supply."""
    where = card_places(s)
    compasses_in_play = where.pop(C.COMPASS, 0) + sum(s.compasses)
    assert +where == deck_composition(s)
    dealt = C.COMPASS_COUNT if s.options.compass_cards else 0
    supply_used = (C.COMPASS_SUPPLY - s.supply) if s.options.storms else 0
    assert compasses_in_play == dealt + supply_used
    assert all(len(h) <= 5 for h in s.hands)
    if not s.start_card:
        # A held Start must be played (A5): before one is, no Start is ever discarded.
        assert all(C.START not in d for d in s.discards)


def assert_grid_ascends(s: TState) -> None:
    """Placed numbers rise in sequence order; nothing in the rocks row was placed after setup
    is not checked here (monsters may reopen rows)."""
    numbers = [v for v in s.grid if v]
    assert numbers == sorted(numbers)
    assert len(set(numbers)) == len(numbers)
    assert sorted(s.placed) == [p for p, v in enumerate(s.grid) if v]
