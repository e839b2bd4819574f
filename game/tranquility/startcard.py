"""The Start card's team discard (RULES.md A5 with the house ruling).

The table agrees how many of the 8 discards each player gives; the player who played the Start
enters that split as ``shares:a,b,...`` (one number per seat, seat order). In the 1v1 variant the
split is always 4 and 4. Then each seat, clockwise from the Start player, chooses its own cards:
all it can from hand up to its share, then it draws up to 5 and goes on. A seat that runs out of
discardable cards (hand and pile) passes what it still owes to the next seat clockwise that has
not run out, so the team gives 8 if it can and otherwise everything it can ([ruling]).
"""

from __future__ import annotations

from functools import lru_cache

from game.tranquility.state import D_GIVE
from game.tranquility.work import Work

TEAM_DISCARD = 8
#: ``shares[seat]`` of a seat that can give no more.
EXHAUSTED = -1


@lru_cache(maxsize=16)
def share_splits(players: int, competitive: bool) -> tuple[tuple[int, ...], ...]:
    """Every legal split of the 8 discards, in canonical (sorted string) order."""
    if competitive:
        return ((TEAM_DISCARD // 2, TEAM_DISCARD // 2),)
    out: list[tuple[int, ...]] = []

    def build(prefix: tuple[int, ...], left: int) -> None:
        if len(prefix) == players - 1:
            out.append((*prefix, left))
            return
        for x in range(left + 1):
            build((*prefix, x), left - x)

    build((), TEAM_DISCARD)
    return tuple(sorted(out, key=lambda t: ",".join(str(x) for x in t)))


def pass_shortfall(w: Work, seat: int) -> None:
    """``seat`` can give no more: it is exhausted and its remaining share moves clockwise."""
    owed = w.shares[seat]
    w.shares[seat] = EXHAUSTED
    if owed <= 0 or w.options.competitive:
        return
    for other in w.order_from(seat)[1:]:
        if w.shares[other] != EXHAUSTED:
            had_task = any(k == D_GIVE and s == other for k, s, _ in w.agenda)
            w.shares[other] += owed
            if not had_task:
                w.agenda.insert(0, (D_GIVE, other, 0))
            return
