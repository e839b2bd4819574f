"""Shifting Stones' review judge: a turn's worth is the points it scores.

Each turn of the seat (its Shifts, Flips and Scores up to the End or Skip) is one decision. The
hard bot plays a turn from the same position, seeing only what the seat saw; the points the
seat's turn scored short of the bot's are the turn's loss. Scoring more than the bot is never a
loss.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.interfaces import Rules
from game.core.rng import Rng
from game.review import Verdict
from game.shifting_stones.bots.players import HardBot
from game.shifting_stones.scoring import card_points
from game.shifting_stones.state import StonesState

#: Actions that end a turn.
TURN_ENDS = ("end", "skip")


def points(state: StonesState, seat: int) -> int:
    return card_points(state.scored[seat])


def turn_over(action: str, before: StonesState, after: StonesState, seat: int) -> bool:
    return action in TURN_ENDS or after.current != seat


class StonesJudge:
    unit = "points"
    #: 1, 2 and 4 points short of the bot's turn
    thresholds = (1.0, 2.0, 4.0)

    def spans(
        self, rules: Rules[Any, Any], states: Sequence[Any], actions: Sequence[str], seat: int
    ) -> list[tuple[int, int]]:
        out = []
        first: int | None = None
        for i, action in enumerate(actions):
            state = states[i]
            if state.current != seat:
                continue
            if first is None:
                first = i
            if turn_over(action, state, states[i + 1], seat):
                out.append((first, i + 1))
                first = None
        if first is not None:
            out.append((first, len(actions)))
        # A turn with nothing to choose (a single legal action all along) is no decision.
        return [(a, b) for a, b in out if any(len(rules.legal_actions(states[i])) > 1 for i in range(a, b))]

    def rate(self, rules: Rules[Any, Any], state: Any, played: Sequence[str], seat: int, rng: Rng) -> Verdict:
        start = points(state, seat)
        after = state
        for action in played:
            after = rules.apply(after, action)
        bot = HardBot()
        best: list[str] = []
        ahead = state
        while not rules.is_terminal(ahead) and ahead.current == seat:
            action = bot.choose(rules.view(ahead, seat), rules.legal_actions(ahead), rng)
            nxt = rules.apply(ahead, action)
            best.append(action)
            done = turn_over(action, ahead, nxt, seat)
            ahead = nxt
            if done:
                break
        mine = points(after, seat) - start
        bots = points(ahead, seat) - start
        return Verdict(tuple(played), tuple(best), float(max(mine, bots)), float(mine))

    def ends(self, action: str, before: Any, after: Any, seat: int) -> bool:
        """A turn is one decision."""
        return turn_over(action, before, after, seat)


JUDGE = StonesJudge()
