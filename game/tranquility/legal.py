"""Every legal action of the deciding seat, as typed actions: the one generator of the engine,
the bots and the fast path.

The generators read a ``Position``: a frozen ``TState``, or the mutable ``Work`` a turn is
carried out on (and the fast path plays forward), so the checks made during a turn
(``has_main_move``, ``island_moves``) need no frozen copy. ``legal_moves`` is complete: each
multi-part decision (the cards paying a cost, a Wild card's number, the Start split, the rocks'
row) is spelled out in the action, so the list is the whole choice. The engine's checks in
``engine.check_action``, written separately, accept exactly these actions (a property test).
Bots that price their own payment ask :func:`turn_moves` for one way to pay each placement, and
random players ask :func:`turn_texts` for the strings without the typed actions.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations, compress

from game.tranquility import actions as A
from game.tranquility import cards as C
from game.tranquility import state as S
from game.tranquility.actions import DISCARD_TEXTS, PAY_TAILS, PLAY_HEADS, Action, discard_text, pay_tail
from game.tranquility.layouts import CELLS, HALF, get_layout
from game.tranquility.monsters import anyone_holds_a_monster, targets
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


#: Builds a typed action from its five fields without ``Action``'s keyword handling (the
#: generator below makes many).
_ACTION = tuple.__new__


def island_moves(
    s: Position,
    seat: int,
    out: list[Action] | None,
    every_payment: bool = True,
    texts: list[str] | None = None,
) -> bool:
    """Append every legal Island placement (Wilds included) of ``seat`` to ``out``: each way to
    pay it, or with ``every_payment`` False only the first (what a bot pricing its own payment
    needs); or their canonical strings to ``texts``. With neither, True as soon as one exists;
    otherwise True when some placement can be paid in more than one way."""
    hand = s.hands[seat]
    return _islands(s, seat, hand, discardable_cards(hand, bool(s.start_card)), out, every_payment, texts)


def _islands(
    s: Position,
    seat: int,
    hand: Sequence[int],
    disc: tuple[int, ...],
    out: list[Action] | None,
    every_payment: bool,
    texts: list[str] | None,
) -> bool:
    """:func:`island_moves`, given the hand and its discardable cards. The order: the hand's
    distinct cards, the numbers each can be played as, the cells upward, the ways to pay."""
    grid = s.grid
    layout = get_layout(s.options.layout)
    neighbours = layout.neighbours
    row_of = layout.row_of
    rocks = s.rocks
    night = _night(s)
    extra = headwind_cost(s, seat)
    # The sea ascends in sequence order: its occupied cells and their values, both ascending.
    placed = list(compress(range(CELLS), grid))
    values = list(filter(None, grid))
    count = len(placed)
    several = False
    play, make, action = A.PLAY, _ACTION, Action
    for card, numbers, wild in island_cards(hand):
        pool = without_one(disc, card)
        budget = len(pool)
        for n in numbers:
            # The order rule (A4): between the last Island below ``n`` and the first at or above
            # it (all empty), none if ``n`` is placed; in the half the hands point at (Day and
            # Night), never in the rocks' row.
            i = bisect_left(values, n)
            if i < count:
                if values[i] == n:
                    continue
                hi = placed[i]
            else:
                hi = CELLS
            lo = placed[i - 1] if i else -1
            if night is not None:
                if night:
                    hi = min(hi, HALF)
                else:
                    lo = max(lo, HALF - 1)
            for cell in range(lo + 1, hi):
                if row_of[cell] == rocks:
                    continue
                # ``placement.placement_cost``, and the Headwind's extra discard.
                best = 99
                for q in neighbours[cell]:
                    v = grid[q]
                    if v:
                        d = v - n if v > n else n - v
                        if d < best:
                            best = d
                cost = (0 if best == 99 else best) + extra
                if cost > budget:
                    continue
                if out is None:
                    if texts is None:
                        return True
                    head = PLAY_HEADS[wild][n][cell]
                    if cost:
                        tails = PAY_TAILS.get
                        texts += [head + (tails(paid) or pay_tail(paid)) for paid in choices(pool, cost)]
                    else:
                        texts.append(head)
                    continue
                if every_payment:
                    ways = choices(pool, cost)
                    out += [make(action, (play, n, cell, paid, wild)) for paid in ways]
                    if len(ways) > 1:
                        several = True
                else:
                    # The first of ``choices(pool, cost)``, and whether there are others: some
                    # when the cost is neither nothing nor the whole pool and the pool holds
                    # two different cards.
                    out.append(make(action, (play, n, cell, pool[:cost], wild)))
                    if 0 < cost < budget and pool.count(pool[0]) < budget:
                        several = True
    return several


def turn_moves(s: Position, seat: int, every_payment: bool = True) -> tuple[list[Action], bool]:
    """The turn actions of ``seat`` (A3–A6, A8), and whether some Island placement can be paid in
    more than one way; ``every_payment`` as in :func:`island_moves`. Without every payment, the
    discarding of two is listed once too (its first pair), and "more than one way" counts the
    pairs it could discard: what a bot that chooses its own cards needs."""
    hand = s.hands[seat]
    if must_play_start(s, seat):
        return [_ACTION(Action, (A.START, 0, -1, (), False))], False
    start_played = bool(s.start_card)
    disc = discardable_cards(hand, start_played)
    if every_payment:
        out = [_ACTION(Action, (A.DISCARD, 0, -1, pair, False)) for pair in choices(disc, 2)]
        pairs = False
    else:
        # The first of ``choices(disc, 2)``, and whether there are others (as in ``_islands``).
        count = len(disc)
        out = [_ACTION(Action, (A.DISCARD, 0, -1, disc[:2], False))] if count >= 2 else []
        pairs = count > 2 and disc.count(disc[0]) < count
    if s.restricted:
        return out, pairs
    several = _islands(s, seat, hand, disc, out, every_payment, None) or pairs
    finish_ok = can_finish(s)
    if C.FINISH in hand and finish_ok:
        out.append(_ACTION(Action, (A.FINISH, 0, -1, (), False)))
    if C.WILD in hand:
        if not start_played:
            out.append(_ACTION(Action, (A.START, 0, -1, (), True)))
        if finish_ok:
            out.append(_ACTION(Action, (A.FINISH, 0, -1, (), True)))
    if C.MONSTER in hand:
        out.extend([_ACTION(Action, (A.MONSTER, 0, p, (), False)) for p in targets(s.grid)])
    return out, several


def main_moves(s: Position, seat: int) -> list[Action]:
    """The active player's turn actions (A3–A6, A8), every way to pay each placement."""
    return turn_moves(s, seat)[0]


def turn_texts(s: Position, seat: int) -> list[str]:
    """The canonical strings of :func:`main_moves`, unsorted, built without the typed actions:
    what a random player chooses among."""
    hand = s.hands[seat]
    if must_play_start(s, seat):
        return ["start"]
    start_played = bool(s.start_card)
    disc = discardable_cards(hand, start_played)
    known = DISCARD_TEXTS.get
    out = [known(pair) or discard_text(pair) for pair in choices(disc, 2)]
    if s.restricted:
        return out
    _islands(s, seat, hand, disc, None, True, out)
    finish_ok = can_finish(s)
    if C.FINISH in hand and finish_ok:
        out.append("finish")
    if C.WILD in hand:
        if not start_played:
            out.append("start:W")
        if finish_ok:
            out.append("finish:W")
    if C.MONSTER in hand:
        out += [f"monster:@{p}" for p in targets(s.grid)]
    return out


def has_main_move(s: Position, seat: int) -> bool:
    """True when ``seat`` has some turn action (``main_moves`` is not empty), found without
    listing them: a seat without one loses the game at the start of its turn (A7)."""
    hand = s.hands[seat]
    if must_play_start(s, seat):
        return True
    start_played = bool(s.start_card)
    disc = discardable_cards(hand, start_played)
    if len(disc) >= 2:
        return True
    if s.restricted:
        return False
    if _islands(s, seat, hand, disc, None, False, None):
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
