"""The three Shifting Stones bots (RULES.md Part B).

Each bot is a pure function of (view, legal actions, PRNG): a turn takes several decisions
(every Shift, Flip and Score is one action), and a planning bot simply plans the rest of its
turn again at each of them, so what it does never depends on what it remembers.

- :class:`EasyBot` is a beginner: it plays like the normal level, but at each decision it sees
  two moves ahead only 60% of the time (otherwise one), and it never looks at the grid it
  leaves the next player.
- :class:`NormalBot` plans two moves ahead: every line of up to two Shifts/Flips its hand can
  pay for (:func:`game.shifting_stones.bots.plan.scoring_lines`), valued by the points and
  cards scored; among the best of them it slightly prefers an end grid that matches fewer
  unseen cards; the cheapest cards pay; with nothing to score it skips (more cards next turn).
  It does not count the +3 bonus or the cards it keeps.
- :class:`HardBot` plans three moves ahead (the third only for cards two moves cannot reach)
  and across turns: besides the points now it values the +3 bonus race, the cards it keeps by
  how close they are to matching, pays with the least useful cards, and avoids leaving a grid
  where cards the next player may hold (from the cards it has not seen) match or are one move
  from matching. Solo, it scores every turn if it can, weighs what the cards left still need
  (hard patterns scored while many cards can pay, easy ones kept for the end), and plays the
  last 4 cards with :mod:`.endgame`, which proves when they can all be scored without a strike.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from itertools import islice
from typing import Any

from game.core.rng import Rng
from game.shifting_stones.actions import FLIP_TEXT, SCORE_TEXT, SWAP, SWAP_TEXT
from game.shifting_stones.bots.effort import difficulty, effort
from game.shifting_stones.bots.endgame import BUDGET as ENDGAME_BUDGET
from game.shifting_stones.bots.endgame import ENDGAME_CARDS, Endgame
from game.shifting_stones.bots.plan import scoring_lines
from game.shifting_stones.bots.search import STEPS, Line, lines, path_to_any
from game.shifting_stones.bots.seen import Seen, read_view
from game.shifting_stones.cards import POINTS
from game.shifting_stones.fast import OFFSETS_OF_CARD, neighbours, within_one, wrong_counts
from game.shifting_stones.scoring import HAND_LIMIT, ONE_POINT_BONUS

#: Worth of a 1-point card towards the +3 bonus early on, and of any card towards the end trigger.
ONE_POINT_WEIGHT = 0.8
#: Hard's weight of the points the next player may take on the grid it leaves (:func:`threat`):
#: above 1, since the count of cards matching or one move from matching misses what two moves
#: reach (screened at 0.5 to 2.5; see docs/bots/shifting_stones.md).
DANGER_WEIGHT = 1.2
CARD_WEIGHT = 0.3
#: Share of a card's points the next player is expected to take when it is one move from matching.
NEAR_WEIGHT = 0.35
#: Deepest way towards a pattern searched when a strike is certain (the search grows ~21x a step).
TOWARDS_LIMIT = 4


def step_text(step_index: int, card: int) -> str:
    """The action string of a Shift or Flip paid with ``card``."""
    kind, a, b = STEPS[step_index]
    if kind == SWAP:
        return SWAP_TEXT[(a, b)][card]
    return FLIP_TEXT[a][card]


def first_action(line: Line, payers: Sequence[int]) -> str:
    """The next action of ``line``: a score due now, else its first step paid by the first of
    ``payers`` (cards the line does not score, least useful first), else ``end``."""
    if line.scores[0]:
        return SCORE_TEXT[max(line.scores[0], key=lambda c: (POINTS[c], -c))]
    if line.steps:
        payer = next(c for c in payers if c not in line.scored)
        return step_text(line.steps[0], payer)
    return "end"


def _legal_or(action: str, legal: Sequence[str]) -> str:
    if action in legal:
        return action
    return "end" if "end" in legal else legal[0]


def unstick(seen: Seen) -> str:
    """With nothing to score and no Skip allowed: a full hand (6, RULES.md B3) moves one step
    towards its nearest pattern, so that a table of bots never waits forever on a grid nobody
    changes; a smaller hand just ends the turn and draws."""
    if seen.acted or len(seen.hand) < HAND_LIMIT:
        return "end"
    # The single move after which some card's estimated work (:func:`effort`) is least; the
    # nearest card is kept, the cheapest other card pays.
    best_cost, best_step, target = 99.0, -1, seen.hand[0]
    for step, key in neighbours(seen.key):
        for card in seen.hand:
            cost = effort(key, card)
            if cost < best_cost:
                best_cost, best_step, target = cost, step, card
    if best_step < 0:
        return "end"
    payer = min((c for c in seen.hand if c != target), key=lambda c: (POINTS[c], c))
    return step_text(best_step, payer)


def _payers(hand: Sequence[int], scored: Sequence[int], value: Mapping[int, float]) -> list[int]:
    """Cards that may pay, least valuable first (ties: the lower card id)."""
    return sorted((c for c in hand if c not in scored), key=lambda c: (value.get(c, 0.0), c))


def _distinct(found: list[Line]) -> Iterator[Line]:
    """The lines of ``found`` in order, one per outcome (grid reached, cards scored)."""
    outcomes: set[tuple[int, tuple[int, ...]]] = set()
    for ln in found:
        if (ln.key, ln.scored) not in outcomes:
            outcomes.add((ln.key, ln.scored))
            yield ln


def _best(pool: list[Line], value: Callable[[Line], tuple[float, list[int]]]) -> tuple[Line, list[int]]:
    """The first line of ``pool`` with the highest value, and the cards that pay for it."""
    best_value = -1e9
    best = pool[0]
    best_payers: list[int] = []
    for ln in pool:
        worth, payers = value(ln)
        if worth > best_value + 1e-9:
            best_value, best, best_payers = worth, ln, payers
    return best, best_payers


class NormalBot:
    """A sound player who plans two moves ahead: every line of up to two Shifts or Flips its
    hand can pay for (then replanned after each action), valued by the points and cards it
    scores; among the best lines it slightly prefers the one whose end grid matches fewer
    unseen cards (:func:`danger`). The cheapest cards pay. It does not count the +3 bonus, nor
    the cards it keeps. With nothing to score it skips (more cards next turn)."""

    name = "normal"
    #: Most Shifts and Flips planned at once.
    max_steps = 2
    #: Chance, at each decision, that it sees ``max_steps`` moves ahead rather than one.
    look_ahead = 1.0
    #: Weight of the points its end grid hands the next player (0: it does not look).
    guard = 0.2
    #: Best lines whose end grid it checks.
    candidates = 16

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> str:
        seen = read_view(view)
        depth = self.max_steps
        if self.look_ahead < 1.0 and rng.random() >= self.look_ahead:
            depth = 1
        best = self.best_line(seen, depth)
        if not best.scored:
            if seen.can_skip and "skip" in legal:
                return "skip"
            return _legal_or(unstick(seen), legal)
        value = {c: float(POINTS[c]) for c in seen.hand}
        return _legal_or(first_action(best, _payers(seen.hand, best.scored, value)), legal)

    def best_line(self, seen: Seen, max_steps: int) -> Line:
        found = scoring_lines(seen.key, seen.hand, min(max_steps, max(len(seen.hand) - 1, 0)))
        ranked = sorted(found, key=lambda ln: (-plain_worth(ln), ln.spent))
        if not self.guard:
            return ranked[0]
        pool = ranked[: self.candidates]
        return max(pool, key=lambda ln: plain_worth(ln) - self.guard * danger(seen, ln.key))


class EasyBot(NormalBot):
    """A beginner: plays like :class:`NormalBot` but often sees only one move ahead (at each
    decision, two moves 60% of the time), and never looks at what its grid leaves the next
    player."""

    name = "easy"
    look_ahead = 0.6
    guard = 0.0


def plain_worth(line: Line) -> float:
    """What the easy and normal levels see in a line: its points, and a little per card."""
    return line.points + CARD_WEIGHT * len(line.scored)


def danger(seen: Seen, key: int) -> float:
    """Points the next player may score on grid ``key`` without a single action: every unseen
    card that matches, times the chance it is in a hand of their size."""
    if not seen.others or not seen.unseen:
        return 0.0
    chance = min(1.0, seen.others[0] / len(seen.unseen))
    zero = wrong_counts(key)[0]
    total = 0
    for c in seen.unseen:
        if zero & OFFSETS_OF_CARD[c]:
            total += POINTS[c]
    return total * chance


def threat(seen: Seen, key: int, near_weight: float = NEAR_WEIGHT) -> float:
    """Like :func:`danger`, but also counting the unseen cards one move from matching (at most
    two wrong squares), at a third of their points: the next player pays a card for them."""
    if not seen.others or not seen.unseen:
        return 0.0
    chance = min(1.0, seen.others[0] / len(seen.unseen))
    zero, one, two = wrong_counts(key)
    near = one | two
    total = 0.0
    for c in seen.unseen:
        offsets = OFFSETS_OF_CARD[c]
        if zero & offsets:
            total += POINTS[c]
        elif near & offsets:
            total += near_weight * POINTS[c]
    return total * chance


def bonus_edge(seen: Seen, my_ones: int) -> float:
    """My +3 bonus minus the best other player's, if the game ended with these 1-point card
    counts (RULES.md B5: the most 1-point cards, ties all get it, nobody with none)."""
    others = [n for s, n in enumerate(seen.ones) if s != seen.seat]
    most = max([my_ones, *others])
    if most == 0:
        return 0.0
    mine = ONE_POINT_BONUS if my_ones == most else 0
    theirs = ONE_POINT_BONUS if max(others, default=0) == most else 0
    return float(mine - theirs)


def race_value(seen: Seen, scored: Sequence[int]) -> float:
    """What scoring ``scored`` now is worth in a competitive game (RULES.md B5): the points,
    the +3 bonus for the most 1-point cards (the edge as things would end, weighed by how near
    the end is, else a share of it per 1-point card), and a little per card, since the first to
    the end trigger ends the game while ahead."""
    ones = sum(1 for c in scored if POINTS[c] == 1)
    mine = seen.scored_counts[seen.seat] + len(scored)
    near = min(1.0, max([mine, *seen.scored_counts]) / max(seen.end_trigger, 1))
    bonus = near * bonus_edge(seen, seen.ones[seen.seat] + ones) + (1.0 - near) * ONE_POINT_WEIGHT * ones
    return sum(POINTS[c] for c in scored) + bonus + CARD_WEIGHT * len(scored)


def _work(moves: float) -> float:
    """The solo cost of a card ``moves`` from matching: it grows faster than the moves, since a
    far pattern also needs the turns and the cards to pay for them (RULES.md B6)."""
    return moves + 0.5 * moves * moves


class HardBot:
    """Plans across turns (see module docstring). ``candidates`` bounds the lines evaluated in
    depth each decision, ``endgame_budget`` the solo endgame search (both in iterations)."""

    name = "hard"
    max_steps = 3
    #: Its third move only reaches cards two moves cannot (see :func:`scoring_lines`).
    focused = True
    candidates = 24
    endgame_budget = ENDGAME_BUDGET
    #: Weight of the points the next player may take on the grid it leaves (:func:`threat`).
    danger_weight = DANGER_WEIGHT
    #: Share of a card's points counted when it is one move from matching for the next player.
    near_weight = NEAR_WEIGHT

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> str:
        return self.decide(view, legal)[0]

    # -- the decision and its reason (the hint) -------------------------------------------------
    def decide(self, view: Mapping[str, Any], legal: Sequence[str]) -> tuple[str, str]:
        seen = read_view(view)
        if seen.solo:
            action, reason = self._solo(seen)
        else:
            action, reason = self._competitive(seen)
        return _legal_or(action, legal), reason

    # -- competitive ------------------------------------------------------------------------------
    def _future(self, seen: Seen, key: int, card: int) -> float:
        """What a kept card is worth for a later turn: its points, discounted by how far the
        grid is from it (the other players move in between)."""
        d = within_one(key, card)
        weight = (0.35, 0.2, 0.05)[d]
        return POINTS[card] * weight

    def _value(self, seen: Seen, line: Line) -> tuple[float, list[int]]:
        """A line's worth and the cards that pay for it, least useful first."""
        kept = [c for c in seen.hand if c not in line.scored]
        future = {c: self._future(seen, line.key, c) for c in kept}
        payers = sorted(kept, key=lambda c: (future[c], c))
        keep_value = sum(future[c] for c in payers[line.spent :])
        danger = self.danger_weight * threat(seen, line.key, self.near_weight)
        return race_value(seen, line.scored) + keep_value - danger, payers

    def _competitive(self, seen: Seen) -> tuple[str, str]:
        found = scoring_lines(
            seen.key, seen.hand, min(self.max_steps, max(len(seen.hand) - 1, 0)), last_for_new=self.focused
        )
        found.sort(key=lambda ln: (-ln.points, ln.spent))
        top_points = found[0].points
        if top_points == 0:
            if seen.can_skip:
                return "skip", "No card can be made to match this turn: skip to draw 2 more cards."
            return unstick(seen), "No card can be made to match this turn: move towards the nearest one."
        pool = list(islice(_distinct(found), self.candidates))
        best, best_payers = _best(pool, lambda ln: self._value(seen, ln))
        return first_action(best, best_payers), self._reason(seen, best)

    # -- solo ---------------------------------------------------------------------------------------
    def _solo(self, seen: Seen) -> tuple[str, str]:
        left = len(seen.hand) + len(seen.discard)
        if seen.deck_size == 0 and left <= ENDGAME_CARDS:
            plan = Endgame(self.endgame_budget).plan(seen.key, seen.hand, seen.discard, seen.turn_scored > 0)
            if plan is not None:
                payers = [c for c in seen.hand if c not in plan.line.scored]
                if plan.total == 0:
                    reason = (
                        f"Endgame worked out: all {left} cards left can be scored without another strike."
                    )
                elif plan.strike:
                    reason = "No card can be scored this turn: move towards the last cards (a strike)."
                else:
                    reason = "Endgame: the way that leaves the last cards nearest to matching."
                return first_action(plan.line, payers), reason
        found = lines(seen.key, seen.hand, min(self.max_steps, max(len(seen.hand) - 1, 0)))
        if not found:
            return "end", "Nothing left to do this turn."
        best, best_payers = _best(list(_distinct(found)), lambda ln: self._solo_value(seen, ln))
        if not best.scored and seen.turn_scored == 0:
            if seen.can_skip and seen.deck_size + len(seen.discard) > 0:
                return (
                    "skip",
                    "No card can be scored this turn: skip to draw 2 more cards (a strike either way).",
                )
            return self._towards(seen)
        return first_action(best, best_payers), self._reason(seen, best)

    def _towards(self, seen: Seen) -> tuple[str, str]:
        """A strike is certain: spend every card moving the grid towards the nearest pattern
        (the cards paid come back when the deck is empty, RULES.md B3)."""
        found = path_to_any(seen.key, seen.hand, min(len(seen.hand) + 2, TOWARDS_LIMIT))
        if found is None or not found[1] or len(seen.hand) < 1:
            return "end", "No card can be scored this turn; end it."
        target, steps = found
        payer = max(seen.hand, key=lambda c: (c != target, -c))
        return step_text(steps[0], payer), f"No card can be scored this turn: move towards c{target}."

    def _solo_value(self, seen: Seen, line: Line) -> tuple[float, list[int]]:
        """Solo worth of a line: a score this turn first (no strike), then the work the cards
        left still need (:func:`effort`, growing faster than the moves, so that hard patterns
        are scored while many cards can pay and easy ones are left for the end). A kept card
        needs its effort on the grid left (nobody else moves it). A paid card comes back from
        the deck to a grid nobody can foresee (its :func:`difficulty`); once the deck is empty,
        though, the discard pile is what will be drawn, onto this grid, so then the paid cards
        and the whole discard pile count at their effort on the grid left."""
        kept = [c for c in seen.hand if c not in line.scored]
        returns = seen.deck_size == 0
        keep_cost = {c: _work(effort(line.key, c)) for c in kept}
        pay_cost = keep_cost if returns else {c: _work(difficulty(c)) for c in kept}
        payers = sorted(kept, key=lambda c: (pay_cost[c] - keep_cost[c], c))
        no_strike = 1.0 if (line.scored or seen.turn_scored) else 0.0
        value = 100.0 * no_strike
        value -= sum(pay_cost[c] for c in payers[: line.spent])
        value -= sum(keep_cost[c] for c in payers[line.spent :])
        if returns:
            value -= sum(_work(effort(line.key, c)) for c in seen.discard)
        value -= 0.01 * line.spent
        return value, payers

    # -- words ------------------------------------------------------------------------------------------
    def _reason(self, seen: Seen, line: Line) -> str:
        if not line.scored:
            return "No card can be made to match now; end the turn and draw back up to 4."
        names = ", ".join(f"c{c}" for c in line.scored)
        pts = line.points
        spent = line.spent
        cards = "no card" if spent == 0 else f"{spent} card{'s' if spent > 1 else ''}"
        return f"Scores {names} for {pts} point{'s' if pts != 1 else ''}, spending {cards} on moves."
