"""Redealing what a seat cannot see, consistently with its view (determinization for bots).

Hidden places: other seats' hands, every pile's order and contents, other seats' discards, the
removed Islands and the cards the Undertow took. The redeal keeps every place's size and keeps
what the rules make certain: Storm and Compass cards are only ever in piles (or lost to the
Undertow), each Start card stays with the seat whose pile it was shuffled into, removed cards
are Islands, and no discard is a Sea Monster. The seat's own hand and own discards stay as they
are: the seat knows them.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.rng import Rng
from game.tranquility import cards as C
from game.tranquility.state import TState

_Slot = tuple[int, int, int]  # (place, owner, index)
_HAND, _PILE, _DISCARD, _REMOVED, _LOST = range(5)


def resample_hidden(s: TState, seat: int, rng: Rng) -> TState:
    """A state ``seat`` cannot tell from ``s``, with the hidden cards dealt anew at random."""
    n = s.options.players
    places: dict[tuple[int, int], list[int]] = {}
    for other in range(n):
        if other != seat:
            places[(_HAND, other)] = list(s.hands[other])
            places[(_DISCARD, other)] = list(s.discards[other])
        places[(_PILE, other)] = list(s.piles[other])
    places[(_REMOVED, 0)] = list(s.removed)
    places[(_LOST, 0)] = list(s.lost)

    strict: list[_Slot] = []  # removed: Islands only
    no_monster: list[_Slot] = []  # discards
    free: list[_Slot] = []
    deck_cards: list[int] = []
    insert_slots: list[_Slot] = []
    insert_cards: list[int] = []
    for (place, owner), cards in places.items():
        for i, card in enumerate(cards):
            slot = (place, owner, i)
            if card == C.START:
                continue
            if card >= C.COMPASS:
                insert_slots.append(slot)
                insert_cards.append(card)
                continue
            deck_cards.append(card)
            if place == _REMOVED:
                strict.append(slot)
            elif place == _DISCARD:
                no_monster.append(slot)
            else:
                free.append(slot)

    rng.shuffle(deck_cards)
    rng.shuffle(insert_cards)
    for slot, card in zip(insert_slots, insert_cards, strict=True):
        places[(slot[0], slot[1])][slot[2]] = card
    for slots, fits in ((strict, C.is_island), (no_monster, C.is_discardable)):
        for place, owner, i in slots:
            j = next(k for k, card in enumerate(deck_cards) if fits(card))
            places[(place, owner)][i] = deck_cards.pop(j)
    for (place, owner, i), card in zip(free, deck_cards, strict=True):
        places[(place, owner)][i] = card

    hands = list(s.hands)
    discards = list(s.discards)
    piles = list(s.piles)
    for other in range(n):
        if other != seat:
            hands[other] = tuple(sorted(places[(_HAND, other)]))
            discards[other] = tuple(places[(_DISCARD, other)])
        pile = places[(_PILE, other)]
        rng.shuffle(pile)
        piles[other] = tuple(pile)
    return replace(
        s,
        hands=tuple(hands),
        piles=tuple(piles),
        discards=tuple(discards),
        removed=tuple(sorted(places[(_REMOVED, 0)])),
        lost=tuple(places[(_LOST, 0)]),
        # The PRNG decides future chance events nobody can foresee, so it is hidden too.
        rng=Rng(rng.next_u64()).to_hex(),
    )
