"""The hard bot: the normal bot plus a sampled look-ahead on the turns that matter (SPARTA-style).

On a turn action with more than one sensible option (the normal bot's cheapest few, within
``MARGIN`` cards of its favourite), the hard bot deals the cards it cannot see at random,
consistently with its view (``deal.state_from_view``), plays each candidate in that deal and
lets the whole table (itself included) play on as normal bots to the end of the game. Every
candidate meets the same deals (common random numbers); the one that wins most often is played,
ties going to the normal bot's order. Its effort is counted in simulated decisions
(``STEP_BUDGET``), never in time, so the same view and seed always give the same action. When a
full look-ahead would not fit in the budget with at least ``MIN_DEALS`` deals (until about ten
cells are left empty: early decisions rarely decide the game alone), it plays the normal bot's
choice. Follow-up decisions (Start shares, gifts, rocks, Compass, Squall, Lightning) are the
normal bot's. In 1 v 1 a rollout is worth the seat's lead in points.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.rng import Rng
from game.tranquility.actions import SHARES, Action, parse_action
from game.tranquility.bots import normal, shares
from game.tranquility.bots.deal import state_from_view
from game.tranquility.bots.seen import seen_from_state, seen_from_view
from game.tranquility.engine import apply_move, current_player
from game.tranquility.legal import legal_moves
from game.tranquility.state import PLAYING, WON, TState

#: Simulated decisions one choice may spend, over every candidate and deal.
STEP_BUDGET = 160
#: Fewer deals than this are too noisy to overrule the normal bot.
MIN_DEALS = 3
#: Candidates: at most this many, priced within ``MARGIN`` cards of the normal bot's favourite.
CANDIDATES = 3
MARGIN = 4.0
#: Tie-breaks inside a deal: cards to spare after a win, cells filled before a loss.
SPARE_WEIGHT = 0.01
CELL_WEIGHT = 0.005


def policy(state: TState) -> Action:
    """The normal bot's action for whoever decides in ``state`` (rollouts)."""
    seat = current_player(state)
    moves = legal_moves(state)
    if len(moves) == 1:
        return moves[0]
    seen = seen_from_state(state, seat)
    proposals = None
    if moves[0].kind == SHARES:
        proposals = [shares.propose(seen_from_state(state, s)) for s in range(state.options.players)]
    return normal.decide(seen, moves, proposals)


def rollout(state: TState) -> tuple[TState, int]:
    """Play ``state`` out with normal bots: the final state and the decisions taken."""
    steps = 0
    while state.result == PLAYING:
        state = apply_move(state, policy(state), checked=True)
        steps += 1
    return state, steps


def value(final: TState, seat: int) -> float:
    """What a finished rollout is worth to ``seat``: a win, with the cards to spare as a small
    tie-break (or the cells filled before a loss); in 1 v 1 the seat's lead in points."""
    if final.options.competitive:
        mine = final.scores[seat]
        return float(mine - max(x for i, x in enumerate(final.scores) if i != seat))
    if final.result == WON:
        spare = sum(len(h) for h in final.hands) + sum(len(p) for p in final.piles)
        return 1.0 + SPARE_WEIGHT * spare
    return CELL_WEIGHT * (len(final.grid) - final.grid.count(0))


def expected_steps(state: TState) -> int:
    """A generous guess of the decisions left in a game (to size the search)."""
    empty = state.grid.count(0)
    return int(empty * 1.5) + 2 * state.options.players + 4


def candidates(seen_ranked: list[tuple[float, Action]]) -> list[Action]:
    best = seen_ranked[0][0]
    return [a for price, a in seen_ranked[:CANDIDATES] if price <= best + MARGIN]


def search(view: Mapping[str, Any], cands: list[Action], rng: Rng) -> Action:
    """The candidate that wins most often over sampled deals (see the module docstring)."""
    seat = int(view["seat"])
    probe = state_from_view(view, rng.fork())
    deals = STEP_BUDGET // (len(cands) * expected_steps(probe))
    if deals < MIN_DEALS:
        return cands[0]
    scores = [0.0] * len(cands)
    spent = 0
    for _ in range(deals):
        world = state_from_view(view, rng)
        for i, cand in enumerate(cands):
            final, steps = rollout(apply_move(world, cand, checked=True))
            scores[i] += value(final, seat)
            spent += steps + 1
        if spent >= STEP_BUDGET:
            break
    best = max(range(len(cands)), key=lambda i: (scores[i], -i))
    return cands[best]


class HardBot:
    """The ``hard`` level (see the module docstring)."""

    name = "hard"

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> str:
        """Only ever called for the seat the view belongs to, when that seat must decide."""
        return normal.checked(self.decide(view, legal, rng), legal)

    def decide(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> Action:
        seen = seen_from_view(view)
        moves = [parse_action(t) for t in legal]
        if view["pending"] is not None or len(moves) == 1:
            return normal.decide(seen, moves)
        ranked = normal.ranked(seen, moves)
        cands = candidates(ranked)
        if len(cands) == 1:
            return cands[0]
        return search(view, cands, rng)
