"""Tranquility's review judge: a decision's worth is the team's chance of winning after it.

The chance is measured by play-outs: the cards the seat could not see are dealt at random,
consistently with its view (``resample_hidden``), the decision is taken, and the whole table
plays on as the normal bot does for the hard bot's horizon, until the game ends or can no longer
be won (then it counts as lost); an unfinished game counts its outlook (a chance from the cards
it has to spare). The decision taken is compared with the hard bot's choice and the normal bot's
few best; they all meet the same deals, so their differences are not noise from the deals, and
the best of them is the move the review prefers. The Start split is settled by
the table, not one seat, so it is not rated.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.interfaces import Rules
from game.core.rng import Rng
from game.review import Verdict
from game.tranquility.actions import format_action, parse_action
from game.tranquility.bots import normal
from game.tranquility.bots.hard import HORIZON, HardBot, candidates, outlook, rollout
from game.tranquility.bots.seen import seen_from_view
from game.tranquility.state import PLAYING, WON, TState
from game.tranquility.work import Work

#: Deals each decision is played out on.
DEALS = 8


def chance(final: TState | Work, seat: int) -> float:
    """What the end of a play-out is worth: 1 won, 0 lost, an unfinished game its outlook; in
    1 v 1 1 for the seat ahead, 0.5 for a tie."""
    if final.options.competitive:
        mine = final.scores[seat]
        other = max(x for i, x in enumerate(final.scores) if i != seat)
        return 1.0 if mine > other else 0.5 if mine == other else 0.0
    if final.result == WON:
        return 1.0
    if final.result == PLAYING:
        return outlook(final)
    return 0.0


class TranquilityJudge:
    unit = "win chance"
    #: a drop of 5, 12 and 25 points of win chance
    thresholds = (0.05, 0.12, 0.25)

    def __init__(self, deals: int = DEALS) -> None:
        self.deals = deals

    def spans(
        self, rules: Rules[Any, Any], states: Sequence[Any], actions: Sequence[str], seat: int
    ) -> list[tuple[int, int]]:
        out = []
        for i, action in enumerate(actions):
            state = states[i]
            if rules.current_player(state) != seat or action.startswith("shares:"):
                continue
            if len(rules.legal_actions(state)) > 1:
                out.append((i, i + 1))
        return out

    def rate(self, rules: Rules[Any, Any], state: Any, played: Sequence[str], seat: int, rng: Rng) -> Verdict:
        view = rules.view(state, seat)
        legal = rules.legal_actions(state)
        taken = played[0]
        # The moves worth comparing: the hard bot's choice, the normal bot's few best (the
        # hard bot's own candidates) and the move taken, each once.
        options = [taken, HardBot().choose(view, legal, rng.fork())]
        if view["pending"] is None:
            moves = [parse_action(t) for t in legal]
            options += [format_action(a) for a in candidates(normal.ranked(seen_from_view(view), moves))]
        options = list(dict.fromkeys(options))
        totals = [0.0] * len(options)
        for _ in range(self.deals):
            world = rules.resample_hidden(state, seat, rng)
            for i, action in enumerate(options):
                final, _ = rollout(rules.apply(world, action), HORIZON)
                totals[i] += chance(final, seat)
        best = max(range(len(options)), key=lambda i: (totals[i], i == 0))
        return Verdict(tuple(played), (options[best],), totals[best] / self.deals, totals[0] / self.deals)


JUDGE = TranquilityJudge()
