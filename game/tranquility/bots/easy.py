"""The easy bot: a beginner who plays the cheapest card it can (RULES.md A3, A4).

Each turn it plays a Finish if it can, else the Island placement with the lowest cost (a Wild
only when nothing else can be played): among equally cheap ones it keeps those whose cell is
roughly where the number would sit in an evenly filled sea (small numbers low, large ones
high, judged to within ``ROUGH`` cells) and picks one of them at random. Else it plays a Sea
Monster onto a random Island, else it discards the two cards the normal bot would miss least.
It never weighs what a placement does to its neighbours, which is why it loses most games:
cost-0 placements leave gaps too narrow for the numbers that remain. Follow-up decisions are
the normal bot's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.rng import Rng
from game.tranquility import cards as C
from game.tranquility.actions import DISCARD, FINISH, MONSTER, PLAY, START, Action, parse_action
from game.tranquility.bots import normal
from game.tranquility.bots.judge import Judge
from game.tranquility.bots.seen import Seen, seen_from_view

#: The beginner judges where a number belongs only roughly: to within this many cells.
ROUGH = 2


def decide(seen: Seen, moves: Sequence[Action], rng: Rng) -> Action:
    """The easy bot's action among ``moves``."""
    if seen.pending or len(moves) == 1:
        return normal.decide(seen, moves)
    for kind in (START, FINISH):
        forced = [m for m in moves if m.kind == kind and not m.wild]
        if forced:
            return forced[0]
    plays = [m for m in moves if m.kind == PLAY and not m.wild] or [m for m in moves if m.kind == PLAY]
    if plays:
        low = min(len(m.cards) for m in plays)
        cheapest = sorted({(m.number, m.cell, m.wild): m for m in plays if len(m.cards) == low}.values())
        # A beginner's one rule of thumb: small numbers low in the sea, large ones high.
        near = min(_off_place(m) for m in cheapest)
        cheapest = [m for m in cheapest if _off_place(m) == near]
        pick = cheapest[rng.below(len(cheapest))]
        judge = Judge(seen)
        return pick._replace(cards=judge.worst(low, C.WILD if pick.wild else pick.number))
    monsters = [m for m in moves if m.kind == MONSTER]
    if monsters:
        return monsters[rng.below(len(monsters))]
    if any(m.kind == DISCARD for m in moves):
        return Action(DISCARD, cards=Judge(seen).worst(2))
    return moves[0]


def _off_place(m: Action) -> int:
    """How far (in steps of ``ROUGH`` cells) a play's cell is from where its number would sit in an
    evenly filled sea."""
    return abs(m.cell - (m.number - 1) * 36 // C.ISLAND_MAX) // ROUGH


class EasyBot:
    """The ``easy`` level (see the module docstring)."""

    name = "easy"

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> str:
        """Only ever called for the seat the view belongs to, when that seat must decide."""
        seen = seen_from_view(view)
        return normal.checked(decide(seen, [parse_action(t) for t in legal], rng), legal)
