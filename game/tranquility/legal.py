"""Every legal action of the deciding seat, as typed actions.

The generators read a ``Position``: a frozen ``TState`` or the mutable ``Work`` a turn is
carried out on, so the checks made during a turn (``has_main_move``, ``island_moves``) need no
frozen copy. ``legal_moves`` is complete: each multi-part decision (the cards paying a cost, a Wild card's
number, the Start split, the rocks' row) is spelled out in the action, so the list is the whole
choice. The engine's checks in ``engine.check_action`` accept exactly these actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations

from game.tranquility import actions as A
from game.tranquility import cards as C
from game.tranquility import state as S
from game.tranquility.actions import Action
from game.tranquility.layouts import get_layout
from game.tranquility.monsters import anyone_holds_a_monster, targets
from game.tranquility.placement import allowed_cells, placement_cost
from game.tranquility.rocks import rows_it_may_move_to
from game.tranquility.startcard import share_splits
from game.tranquility.state import PLAYING, Position


@lru_cache(maxsize=65536)
def choices(pool: tuple[int, ...], k: int) -> tuple[tuple[int, ...], ...]:
    """Distinct ways to pick ``k`` cards from the sorted multiset ``pool`` (F, F counts once)."""
    if k == 0:
        return ((),)
    return tuple(dict.fromkeys(combinations(pool, k)))


def discardable_cards(hand: Sequence[int], start_played: bool) -> tuple[int, ...]:
    """The cards of a sorted hand that may be discarded: everything but Sea Monsters, and but
    Start cards while no Start has been played (A5: a held Start must be played)."""
    if start_played:
        return tuple([c for c in hand if c < C.MONSTER])
    return tuple([c for c in hand if c < C.MONSTER and c != C.START])


def without_one(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    """``cards`` minus one copy of ``card``."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1 :]


def must_play_start(s: Position, seat: int) -> bool:
    """A held Start card must be played while none has been (A5)."""
    return not s.start_card and C.START in s.hands[seat]


def can_finish(s: Position) -> bool:
    """All cells filled, a Start played, and no Sea Monster in any hand (A6, [ruling] A8)."""
    return bool(s.start_card) and 0 not in s.grid and not anyone_holds_a_monster(s.hands)


def headwind_cost(s: Position, seat: int) -> int:
    """The discards the Headwind adds to ``seat``'s next Island play: 1 while it holds, else 0
    (A8; [ruling] headwind-next-island). Every Island cost adds this, here alone."""
    return 1 if s.headwind[seat] else 0


def _night(s: Position) -> bool | None:
    return s.night if s.options.day_night else None


#: Every Island number, what a Wild card may be played as.
ISLAND_NUMBERS = range(1, C.ISLAND_MAX + 1)


def island_cards(hand: Sequence[int]) -> list[tuple[int, range | tuple[int, ...], bool]]:
    """``(card, numbers, wild)`` for each distinct card of ``hand`` that can be played as an
    Island, in hand order: the numbers it can be played as, and whether it is a Wild card."""
    out: list[tuple[int, range | tuple[int, ...], bool]] = []
    for card in dict.fromkeys(hand):
        if card <= C.ISLAND_MAX:
            out.append((card, (card,), False))
        elif card == C.WILD:
            out.append((card, ISLAND_NUMBERS, True))
    return out


def island_moves(s: Position, seat: int, out: list[Action], first_only: bool = False) -> bool:
    """Append every legal Island placement (Wilds included) of ``seat``; True if any exists."""
    hand = s.hands[seat]
    grid = s.grid
    layout = get_layout(s.options.layout)
    night = _night(s)
    extra = headwind_cost(s, seat)
    disc = discardable_cards(hand, bool(s.start_card))
    found = False
    for card, numbers, wild in island_cards(hand):
        pool = without_one(disc, card)
        budget = len(pool)
        for n in numbers:
            for cell in allowed_cells(grid, layout, n, s.rocks, night):
                cost = placement_cost(grid, layout, cell, n) + extra
                if cost <= budget:
                    if first_only:
                        return True
                    found = True
                    for paid in choices(pool, cost):
                        out.append(Action(A.PLAY, n, cell, paid, wild))
    return found


def main_moves(s: Position, seat: int) -> list[Action]:
    """The active player's turn actions (A3–A6, A8)."""
    hand = s.hands[seat]
    if must_play_start(s, seat):
        return [Action(A.START)]
    out = [Action(A.DISCARD, cards=pair) for pair in choices(discardable_cards(hand, bool(s.start_card)), 2)]
    if s.restricted:
        return out
    island_moves(s, seat, out)
    finish_ok = can_finish(s)
    if C.FINISH in hand and finish_ok:
        out.append(Action(A.FINISH))
    if C.WILD in hand:
        if not s.start_card:
            out.append(Action(A.START, wild=True))
        if finish_ok:
            out.append(Action(A.FINISH, wild=True))
    if C.MONSTER in hand:
        out.extend(Action(A.MONSTER, cell=p) for p in targets(s.grid))
    return out


def has_main_move(s: Position, seat: int) -> bool:
    """True when ``seat`` has some turn action (``main_moves`` is not empty), found without
    listing them: a seat without one loses the game at the start of its turn (A7)."""
    hand = s.hands[seat]
    if must_play_start(s, seat):
        return True
    start_played = bool(s.start_card)
    if len(discardable_cards(hand, start_played)) >= 2:
        return True
    if s.restricted:
        return False
    if island_moves(s, seat, [], first_only=True):
        return True
    if (C.FINISH in hand or C.WILD in hand) and can_finish(s):
        return True
    if C.WILD in hand and not start_played:
        return True
    return C.MONSTER in hand and any(s.grid)


def decision_moves(s: Position) -> list[Action]:
    """Choices for the decision at the front of the agenda."""
    kind, seat, _ = s.agenda[0]
    disc = discardable_cards(s.hands[seat], bool(s.start_card))
    if kind == S.D_SHARES:
        return [
            Action(A.SHARES, cards=split) for split in share_splits(s.options.players, s.options.competitive)
        ]
    if kind == S.D_GIVE:
        return [Action(A.GIVE, cards=c) for c in choices(disc, min(s.shares[seat], len(disc)))]
    if kind == S.D_ROCKS:
        layout = get_layout(s.options.layout)
        out = [Action(A.ROCKS, cell=r) for r in rows_it_may_move_to(s.grid, layout, s.rocks)]
        if len(disc) >= 2:
            out.extend(Action(A.ROCKS, cell=A.STAY, cards=c) for c in choices(disc, 2))
        return out
    if kind == S.D_COMPASS:
        return [Action(A.COMPASS, number=0), Action(A.COMPASS, number=1)]
    if kind == S.D_SQUALL:
        return [Action(A.SQUALL, cards=c) for c in choices(disc, min(2, len(disc)))]
    if kind == S.D_LIGHTNING:
        return [Action(A.LIGHTNING, cards=(c,)) for c in dict.fromkeys(disc)]
    raise ValueError(f"no decision for task {kind}")


def legal_moves(s: Position) -> list[Action]:
    """Every legal action of ``current_player`` (empty once the game is over)."""
    if s.result != PLAYING:
        return []
    if s.agenda:
        return decision_moves(s)
    return main_moves(s, s.turn)
