"""Tranquility's review judge: a decision's worth is the team's chance of winning after it.

The chance is measured by play-outs: the cards the seat could not see are dealt at random,
consistently with its view (``resample_hidden``; never from another seat's hand), the decision
is taken, and the whole table plays on as the normal bot does for ``HORIZON`` decisions, until
the game ends or can no longer be won (then it counts as lost); an unfinished game counts its
outlook (a chance from the cards it has to spare).

The decision taken is compared with the sensible options: the normal bot's few best on a turn
(the hard bot's candidates, so the hard bot's choice is among them) or the normal bot's choice
on a follow-up decision. Every option meets the same deals (common random numbers), so their
differences are not noise from the deals. Deals come in batches of ``BATCH``, at least
``SETTLE`` of them: a gain is often one rare deal that the option wins and the decision taken
loses, which a first batch may not have met. From then on, after each batch an option is
dropped when it cannot be ``thresholds[0]`` better than the decision taken (its mean gain over
the same deals plus ``SURE`` standard errors of the paired difference stays below that) or is
no better at all; more deals are played, up to ``MAX_DEALS``, while an option might be a
mistake's worth (``thresholds[1]``) better but is not yet surely better. The move the review
prefers is the option with the highest mean gain among those better than the decision taken by
more than ``SURE`` standard errors; when none is, the decision taken is the best found and
loses nothing (``before == after``).

Thresholds (a drop in the team's win chance): an inaccuracy from 0.05, a mistake from 0.10, a
blunder from 0.25. They suit the noise: one play-out that flips a game moves a mean by 1/8 on
8 deals and by 0.02 on 48, with a standard error about as large, so a lone flip never flags
anything; a flag needs a gain that several deals agree on, and 0.05 is about the least that 48
deals can tell apart from nothing.

Only real choices are rated: not a decision where the seat took the one sensible option (a
follow-up decision where it did as the normal bot would, a turn where the normal bot sees one
candidate) nor one where every option ends every deal the same way (a game already won or lost
whatever the seat does); a move outside the sensible options is always rated. Nor is the Start
split, which the table settles, not one seat.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from game.core.interfaces import Rules
from game.core.rng import Rng
from game.review import Verdict
from game.tranquility.actions import Action, format_action, parse_action
from game.tranquility.bots import normal
from game.tranquility.bots.hard import candidates, outlook, rollout
from game.tranquility.bots.seen import seen_from_view
from game.tranquility.fast import FastState
from game.tranquility.state import PLAYING, WON, TState
from game.tranquility.work import Work

#: A play-out stops after this many decisions and scores the position's outlook (shorter than
#: the hard bot's look-ahead: the outlook is smoother than a few more moves, and cheaper).
HORIZON = 20
#: Deals played at a time for every option still compared.
BATCH = 8
#: At most this many deals for one decision.
MAX_DEALS = 48
#: An option is surely better than the decision taken when its mean gain over the same deals
#: exceeds this many standard errors of the paired difference.
SURE = 2.0
#: No option is dropped, and no verdict given, before this many batches: a gain is often a rare
#: flip of the game (a deal it wins and the decision taken loses), which a first batch may not
#: have met, and whose standard error a batch without one understates.
SETTLE = 2


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


def gain(option: Sequence[float], taken: Sequence[float]) -> tuple[float, float]:
    """The mean of ``option - taken`` over the deals both met, and its standard error."""
    diffs = [x - y for x, y in zip(option, taken, strict=False)]
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    return mean, math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)


def sensible(view: Any, legal: Sequence[str]) -> list[Action]:
    """The options worth comparing with the decision taken (see the module docstring)."""
    seen = seen_from_view(view)
    moves = normal.parsed(legal)
    if view["pending"] is not None:
        return [normal.decide(seen, moves)]
    return [normal.decide(seen, moves), *candidates(normal.ranked(seen, moves))]


class TranquilityJudge:
    unit = "win chance"
    #: a drop of 5, 10 and 25 points of win chance
    thresholds = (0.05, 0.10, 0.25)

    def __init__(
        self,
        batch: int = BATCH,
        max_deals: int = MAX_DEALS,
        sure: float = SURE,
        horizon: int = HORIZON,
        settle: int = SETTLE,
    ) -> None:
        self.horizon = horizon
        self.batch = batch
        self.max_deals = max_deals
        self.sure = sure
        self.settle = settle

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
        taken = played[0]
        texts = list(
            dict.fromkeys(
                [
                    taken,
                    *(
                        format_action(a)
                        for a in sensible(rules.view(state, seat), rules.legal_actions(state))
                    ),
                ]
            )
        )
        if len(texts) == 1:
            # The one sensible option, taken: no real choice, nothing to play out.
            return Verdict(tuple(played), (taken,), 0.0, 0.0, choice=False)
        moves = [parse_action(t) for t in texts]
        scores: list[list[float]] = [[] for _ in texts]
        # Index 0, the decision taken, is always played out; the others while they may matter.
        alive = list(range(len(texts)))
        while True:
            for _ in range(self.batch):
                world = FastState(rules.resample_hidden(state, seat, rng))
                for i in alive:
                    f = world.copy()
                    f.apply(moves[i])
                    final, _ = rollout(f, self.horizon)
                    scores[i].append(chance(final, seat))
            settled = len(scores[0]) >= self.settle * self.batch
            unsure = False
            for i in alive[1:]:
                mean, se = gain(scores[i], scores[0])
                if settled and (mean <= 0.0 or mean + self.sure * se < self.thresholds[0]):
                    alive.remove(i)
                elif mean <= self.sure * se and mean + self.sure * se >= self.thresholds[1]:
                    unsure = True
            if (settled and not unsure) or len(scores[0]) >= self.max_deals:
                break
        after = sum(scores[0]) / len(scores[0])
        best, best_gain = 0, 0.0
        for i in alive[1:]:
            mean, se = gain(scores[i], scores[0])
            if mean > self.sure * se and mean > best_gain:
                best, best_gain = i, mean
        # Every option ending every deal the same way: nothing the seat did mattered.
        choice = len({x for row in scores for x in row}) > 1
        return Verdict(tuple(played), (texts[best],), after + best_gain, after, choice)

    def ends(self, action: str, before: Any, after: Any, seat: int) -> bool:
        """Every action with a choice is a decision of its own."""
        return True


JUDGE = TranquilityJudge()
