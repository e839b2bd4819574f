"""The Start card's split of the 8 team discards (RULES.md A5, house ruling start-shares).

The only talk the rules allow is this: each player says how many cards they would like to give.
The bots' protocol, fixed so that every bot (and a human who knows it) reaches the same split:

1. **Proposal.** Each seat proposes how many of its hand cards it would gladly lose: Islands that
   fit no cell well (best price of 3 cards or worse, or no cell at all), spare Finish cards
   beyond the first, and Start cards, at most 4 (so that a Finish can always be kept).
2. **Settling.** Start from the proposals, each capped at 4 (solo: 8). While they add up to more than 8, take one from the
   largest share (ties: the seat furthest clockwise from the Start player). While they add up to
   less than 8, add one to the smallest share below 4 (ties: the seat nearest clockwise from the Start
   player, the Start player first).
3. The Start player enters the result as ``shares:...`` in seat order.

A bot asked for the split on its own (through ``Bot.choose``, without hearing the others) uses
its own proposal and assumes :data:`DEFAULT_PROPOSAL` for every other seat. Solo play has one
split (8); the 1 v 1 game has one split (4 and 4).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.tranquility import cards as C
from game.tranquility.bots.judge import Judge
from game.tranquility.bots.seen import Seen
from game.tranquility.startcard import TEAM_DISCARD

#: An Island whose best price is at least this many cards is one its holder gladly gives.
JUNK_PRICE = 3.0
#: Nobody gives more than four (with a team): giving a whole hand could cost the last Finish.
MAX_SHARE = 4
#: What a bot assumes another seat proposes when it has not heard it.
DEFAULT_PROPOSAL = 2


def propose(seen: Seen, judge: Judge | None = None) -> int:
    """How many cards this seat proposes to give (step 1 of the protocol)."""
    j = judge or Judge(seen)
    count = 0
    finishes = 0
    for c in seen.hand:
        if c <= C.ISLAND_MAX:
            if j.best_fit(c)[0] >= JUNK_PRICE:
                count += 1
        elif c == C.FINISH:
            finishes += 1
            if finishes > 1:
                count += 1
        elif c == C.START:
            count += 1
    return min(count, MAX_SHARE)


def settle(proposals: Sequence[int], start_seat: int) -> tuple[int, ...]:
    """The agreed split (step 2): whole numbers summing to 8, one per seat in seat order."""
    n = len(proposals)
    cap = TEAM_DISCARD if n == 1 else MAX_SHARE
    shares = [max(0, min(cap, p)) for p in proposals]
    order = [(start_seat + i) % n for i in range(n)]
    while sum(shares) > TEAM_DISCARD:
        seat = max(reversed(order), key=lambda s: shares[s])
        shares[seat] -= 1
    while sum(shares) < TEAM_DISCARD:
        seat = min(order, key=lambda s: shares[s] if shares[s] < cap else TEAM_DISCARD + 1)
        shares[seat] += 1
    return tuple(shares)


def split_alone(seen: Seen, judge: Judge | None = None) -> tuple[int, ...]:
    """The split a Start player enters without hearing the others (defaults for them)."""
    n = seen.options.players
    if seen.options.competitive:
        return (TEAM_DISCARD // 2,) * 2
    own = propose(seen, judge)
    proposals = [own if s == seen.seat else DEFAULT_PROPOSAL for s in range(n)]
    return settle(proposals, seen.seat)
