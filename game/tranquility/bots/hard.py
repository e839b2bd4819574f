"""The hard bot: the normal bot plus a sampled look-ahead on the turns that matter (SPARTA-style).

Here "the normal bot" is its full judgement, ``normal.decide`` (a lost game worth ``fit.LOSS``
cards); the ``normal`` level itself weighs that danger lightly (``normal.level_decide``).

On a turn action with more than one sensible option (the normal bot's cheapest few within
``MARGIN`` cards of its favourite, plus its best discard and its best play when near enough),
the hard bot deals the cards it cannot see at random, consistently with its view
(``deal.state_from_view``), plays each candidate in that deal and lets the whole table (itself
included) play on as normal bots for at most ``HORIZON`` decisions. A rollout that ends the game
scores its result; one that reaches a doomed position (a gap with fewer live numbers than cells,
no live Finish, fewer cards than cells) scores a loss at once; one cut short scores the
position's outlook, a win chance from the cards it has to spare (``outlook``).

Every candidate meets the same deals (common random numbers), as many as ``STEP_BUDGET``
simulated decisions allow. The normal bot's favourite is kept unless another candidate beats it
over those deals by at least ``MIN_GAIN`` and by ``SURE`` standard errors of the paired
difference: a few deals are noisy, and the normal bot's order is the better guess when they do
not agree. Effort is counted in simulated decisions, never in time, so the same view and seed
always give the same action. Until ``SEARCH_EMPTY`` cells or fewer are empty it plays the normal
bot's choice: early decisions rarely decide the game alone. Follow-up decisions (Start shares,
gifts, rocks, Compass, Squall, Lightning) are the normal bot's. In 1 v 1 a rollout is worth the
seat's lead in points.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from itertools import accumulate
from typing import Any

from game.core.rng import Rng
from game.tranquility import cards as C
from game.tranquility.actions import DISCARD, PLAY, SHARES, Action
from game.tranquility.bots import normal, shares
from game.tranquility.bots.deal import state_from_view
from game.tranquility.bots.fit import CELLS, END, LOSS, gap_price, gaps
from game.tranquility.bots.seen import seen_from_state, seen_from_view
from game.tranquility.fast import FastState
from game.tranquility.state import PLAYING, WON, TState
from game.tranquility.work import Work

#: Simulated decisions one choice may spend, over every candidate and deal.
STEP_BUDGET = 260
#: A rollout stops after this many decisions and scores the position's outlook.
HORIZON = 30
#: The look-ahead starts once this many cells or fewer are empty.
SEARCH_EMPTY = 16
#: Fewer deals than this are too noisy to overrule the normal bot.
MIN_DEALS = 4
#: Candidates: at most this many, priced within ``MARGIN`` cards of the normal bot's favourite.
CANDIDATES = 4
MARGIN = 5.0
#: A candidate overrules the normal bot's favourite only when it wins this much more often over
#: the same deals, and by this many standard errors of the paired difference.
MIN_GAIN = 0.02
SURE = 1.0
#: Tie-breaks inside a deal: cards to spare after a win, cells filled before a loss.
SPARE_WEIGHT = 0.01
CELL_WEIGHT = 0.005
#: The outlook of an unfinished position: a logistic curve of the cards to spare.
OUTLOOK_BIAS = 2.0
OUTLOOK_SLOPE = 0.08
#: Rollouts look for a doomed position every this many decisions.
DEAD_CHECK = 3


def policy(state: TState | FastState) -> Action:
    """The normal bot's action for whoever decides in ``state`` (rollouts)."""
    f = state if isinstance(state, FastState) else FastState(state)
    turn = normal.judged_turn(f, LOSS, string_order=False)
    if turn is not None:
        return turn
    moves = f.legal()
    if len(moves) == 1:
        return moves[0]
    seat = f.current()
    seen = seen_from_state(f, seat)
    proposals = None
    if moves[0].kind == SHARES:
        proposals = [shares.propose(seen_from_state(f, s)) for s in range(f.options.players)]
    return normal.decide(seen, moves, proposals)


def rollout(state: TState | FastState, horizon: int = 10_000) -> tuple[FastState, int]:
    """Play ``state`` on with normal bots for at most ``horizon`` decisions, or until the dealt
    cards can no longer fill the sea: the state reached and the decisions taken (on the fast
    path: a ``FastState`` is played on in place, a ``TState`` copied first)."""
    f = state if isinstance(state, FastState) else FastState(state)
    steps = 0
    while f.result == PLAYING and steps < horizon:
        if steps % DEAD_CHECK == 0 and doomed(f):
            break
        f.apply(policy(f))
        steps += 1
    return f, steps


def _tally(s: TState | Work) -> tuple[bool, float]:
    """``(doomed, spare)`` of a dealt position. Doomed: some gap has fewer live numbers (in hands
    and piles) than cells, no Finish is live, or too few cards are left to cover the cells
    (Wilds and Sea Monsters can rescue a gap, so with them nothing is called doomed). Spare: the
    cards left once the cells, a Finish and the sea's price (``fit.gap_price`` with every live
    number known) are paid."""
    live = [0] * (END + 1)
    cards = 0
    finishes = 0
    for held in (*s.hands, *s.piles):
        # Every card but Sea Monsters, Storms and Compasses counts.
        cards += len(held)
        for c in held:
            if c <= C.ISLAND_MAX:
                live[c] = 1
            elif c >= C.MONSTER:
                cards -= 1
            elif c == C.FINISH:
                finishes += 1
    rescue = bool(s.options.wild_cards or s.options.sea_monsters)
    if not finishes and not rescue:
        return True, 0.0
    # ``below[n]``: live numbers under ``n``.
    below = list(accumulate(live[:END], initial=0))
    empty = 0
    price = 0.0
    for left_cell, a, p, q, b in gaps(s.grid):
        g = q - p
        m = below[b] - below[a + 1] if b > a + 1 else 0
        if m < g and not rescue:
            return True, 0.0
        empty += g
        price += gap_price(g, left_cell >= 0, q < CELLS, m, 0, 0.0)
    if cards < empty + 1 and not rescue:
        return True, 0.0
    return False, cards - empty - 1 - price


def doomed(s: TState | Work) -> bool:
    """The dealt cards can no longer fill the sea and finish (see ``_tally``)."""
    return s.result == PLAYING and _tally(s)[0]


def outlook(s: TState | Work) -> float:
    """The chance that an unfinished dealt position is won: zero when it is doomed, otherwise a
    logistic curve of its spare cards (fitted to normal bots' games)."""
    dead, spare = _tally(s)
    if dead:
        return 0.0
    return 1.0 / (1.0 + math.exp(-(OUTLOOK_BIAS + OUTLOOK_SLOPE * spare)))


def value(final: TState | Work, seat: int) -> float:
    """What a rollout's end is worth to ``seat``: a win (with the cards to spare as a small
    tie-break), a loss (the cells filled as a tie-break), or an unfinished position's outlook;
    in 1 v 1 the seat's lead in points."""
    if final.options.competitive:
        mine = final.scores[seat]
        return float(mine - max(x for i, x in enumerate(final.scores) if i != seat))
    if final.result == WON:
        spare = sum(len(h) for h in final.hands) + sum(len(p) for p in final.piles)
        return 1.0 + SPARE_WEIGHT * spare
    if final.result == PLAYING:
        return outlook(final)
    return CELL_WEIGHT * (len(final.grid) - final.grid.count(0))


def candidates(seen_ranked: list[tuple[float, Action]]) -> list[Action]:
    """The normal bot's cheapest few, plus its best discard and its best play when near enough."""
    best = seen_ranked[0][0]
    out = [a for price, a in seen_ranked[:CANDIDATES] if price <= best + MARGIN]
    for kind in (DISCARD, PLAY):
        if not any(a.kind == kind for a in out):
            extra = next(((p, a) for p, a in seen_ranked if a.kind == kind), None)
            if extra is not None and extra[0] <= best + 2 * MARGIN:
                out.append(extra[1])
    return out


def search(view: Mapping[str, Any], cands: list[Action], rng: Rng) -> Action:
    """The candidate that scores best over sampled deals (see the module docstring)."""
    seat = int(view["seat"])
    results: list[list[float]] = [[] for _ in cands]
    spent = 0
    while spent < STEP_BUDGET:
        world = FastState(state_from_view(view, rng))
        for i, cand in enumerate(cands):
            f = world.copy()
            f.apply(cand)
            final, steps = rollout(f, HORIZON)
            results[i].append(value(final, seat))
            spent += steps + 1
    deals = len(results[0])
    if deals < MIN_DEALS:
        return cands[0]
    best, best_gain = 0, 0.0
    for i in range(1, len(cands)):
        diffs = [x - y for x, y in zip(results[i], results[0], strict=True)]
        mean = sum(diffs) / deals
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, deals - 1) / deals)
        if mean > MIN_GAIN and mean > SURE * spread and mean > best_gain:
            best, best_gain = i, mean
    return cands[best]


class HardBot:
    """The ``hard`` level (see the module docstring)."""

    name = "hard"

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> str:
        """Only ever called for the seat the view belongs to, when that seat must decide."""
        return normal.checked(self.decide(view, legal, rng), legal)

    def decide(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> Action:
        seen = seen_from_view(view)
        moves = normal.parsed(legal)
        if view["pending"] is not None or len(moves) == 1:
            return normal.decide(seen, moves)
        ranked = normal.ranked(seen, moves)
        cands = candidates(ranked)
        if len(cands) == 1 or seen.grid.count(0) > SEARCH_EMPTY:
            return cands[0]
        return search(view, cands, rng)
