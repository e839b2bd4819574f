"""The easy bot: a beginner who plays the cheapest placement it has (RULES.md A3, A4).

Each turn it plays a Finish if it can. Else it places an Island at the lowest cost it can (a
Wild only when no Island card can be placed): among the equally cheap placements it takes the
one that fits the sea best as the full judgement prices it (``Judge.fit``: the cost and what the
placement does to the price of the gap it splits), and pays with the cards it misses least.
Else it plays a Sea Monster onto a random Island, and only when it has nothing to place does it
discard two (the two it misses least). It is short-sighted: it never pays more now, nor
discards two, to keep a better placement for later, so the team runs out of cards sooner and
gaps are left for numbers that are gone. Follow-up decisions use the full judgement
(``normal.decide``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.rng import Rng
from game.tranquility import cards as C
from game.tranquility.actions import DISCARD, FINISH, MONSTER, PLAY, START, Action
from game.tranquility.bots import normal
from game.tranquility.bots.judge import Judge
from game.tranquility.bots.seen import Seen, seen_from_view


def decide(seen: Seen, moves: Sequence[Action], rng: Rng) -> Action:
    """The easy bot's action among ``moves``."""
    if seen.pending or len(moves) == 1:
        return normal.decide(seen, moves)
    for kind in (START, FINISH):
        forced = [m for m in moves if m.kind == kind and not m.wild]
        if forced:
            return forced[0]
    plays = [m for m in moves if m.kind == PLAY and not m.wild] or [m for m in moves if m.kind == PLAY]
    judge = Judge(seen)
    if plays:
        low = min(len(m.cards) for m in plays)
        cheapest = {(m.number, m.cell, m.wild): m for m in plays if len(m.cards) == low}.values()
        pick = min(cheapest, key=lambda m: (judge.fit(m.number, m.cell), m.number, m.cell))
        return pick._replace(cards=judge.worst(low, C.WILD if pick.wild else pick.number))
    monsters = [m for m in moves if m.kind == MONSTER]
    if monsters:
        return monsters[rng.below(len(monsters))]
    if any(m.kind == DISCARD for m in moves):
        return Action(DISCARD, cards=judge.worst(2))
    return moves[0]


class EasyBot:
    """The ``easy`` level (see the module docstring)."""

    name = "easy"

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> str:
        """Only ever called for the seat the view belongs to, when that seat must decide."""
        seen = seen_from_view(view)
        return normal.checked(decide(seen, normal.parsed(legal), rng), legal)
