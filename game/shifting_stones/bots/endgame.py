"""Exact solo endgame (RULES.md B6): the fewest strikes to score every card left.

Once the deck is empty and at most a handful of cards remain (hand plus the discard pile), the
rest of the game is certain: at the end of each turn the discard pile is reshuffled and the
hand drawn back up to 4 takes every card left, whatever the order. So the game from here is a
deterministic puzzle over (grid, cards left), searched exactly with memoisation and a node
budget (iterations, never time).
"""

from __future__ import annotations

from game.shifting_stones.bots.search import (
    STEPS,
    Line,
    apply_step,
    distance,
    lines,
    lower_bound,
    path_to_any,
)

#: Fewer strikes than this is all a search has to find (4 strikes lose, RULES.md B6).
UNSOLVED = 99
#: Grids a one-card distance search visits per level, about (its charge to the budget).
DISTANCE_COST = 21
#: Deepest way towards a card tried when a turn is given away (a strike).
PATH_LIMIT = 4
#: Shifts and Flips searched per turn.
MAX_STEPS = 3


class Endgame:
    """Memoised search; ``nodes`` counts the lines of play generated, bounded by ``budget``."""

    def __init__(self, budget: int = 60_000) -> None:
        self.budget = budget
        self.nodes = 0
        self._memo: dict[tuple[int, tuple[int, ...], int], int] = {}
        self._distances: dict[tuple[int, int, int], int] = {}

    def strikes(self, key: int, cards: tuple[int, ...], allowed: int) -> int:
        """Fewest strikes to score all ``cards`` from a turn start on grid ``key``, holding them
        all; ``UNSOLVED`` if more than ``allowed`` (or the budget runs out)."""
        if not cards:
            return 0
        if len(cards) == 1:
            # One card pays for one step a turn and comes back: a strike per step it needs.
            d = self.distance(key, cards[0], allowed)
            return d if d <= allowed else UNSOLVED
        memo_key = (key, cards, allowed)
        if memo_key in self._memo:
            return self._memo[memo_key]
        best = self.turn(key, cards, (), False, allowed)[0]
        self._memo[memo_key] = best
        return best

    def distance(self, key: int, card: int, limit: int) -> int:
        """:func:`distance`, memoised and charged to the budget: a search ``limit`` deep
        visits up to 21 grids per level, so it costs about ``21 ** limit`` nodes."""
        memo_key = (key, card, limit)
        found = self._distances.get(memo_key)
        if found is None:
            if self.nodes >= self.budget:
                return UNSOLVED
            if lower_bound(key, card) > limit:
                found = limit + 1
            else:
                found = distance(key, card, limit)
                self.nodes += DISTANCE_COST ** min(found, limit)
            self._distances[memo_key] = found
        return found

    def solve_turn(
        self, key: int, hand: tuple[int, ...], paid: tuple[int, ...], scored_already: bool, allowed: int
    ) -> tuple[int, Line | None]:
        """:meth:`turn` by iterative deepening on the strikes given away (``allowed`` at most):
        a finish with fewer strikes is always found first, and the search stays small."""
        for limit in range(max(allowed, -1) + 1):
            found = self.turn(key, hand, paid, scored_already, limit)
            if found[0] != UNSOLVED or self.nodes >= self.budget:
                return found
        return UNSOLVED, None

    def turn(
        self, key: int, hand: tuple[int, ...], paid: tuple[int, ...], scored_already: bool, allowed: int
    ) -> tuple[int, Line | None]:
        """Fewest strikes from inside a turn: ``hand`` held, ``paid`` discarded this turn (they
        come back at its end), ``scored_already`` if a card was scored this turn. Returns the
        strikes and the best line for the rest of this turn."""
        if self.nodes >= self.budget:
            return UNSOLVED, None
        found = lines(key, hand, min(len(hand), MAX_STEPS), self.budget - self.nodes)
        self.nodes += len(found)
        # Lines that score the most first: a strike-free finish is usually found at once.
        found.sort(key=lambda ln: -len(ln.scored))
        best = UNSOLVED
        best_line: Line | None = None
        seen: set[tuple[int, tuple[int, ...]]] = set()
        for line in found:
            outcome = (line.key, line.scored)
            if outcome in seen:
                continue
            seen.add(outcome)
            left = tuple(sorted(set(hand) - set(line.scored) | set(paid)))
            strike = 0 if scored_already or line.scored else 1
            if strike > allowed:
                continue
            if not left:
                total = strike
            else:
                rest = self.strikes(line.key, left, allowed - strike)
                total = strike + rest if rest != UNSOLVED else UNSOLVED
            if total < best:
                best, best_line = total, line
                if best == 0:
                    break
                allowed = min(allowed, best - 1)
        if not scored_already and allowed >= 1 and hand and best > 1:
            # A turn given away: searching every grid it could leave multiplies the search by
            # hundreds per strike, so only the most useful ones are tried: as far as the hand
            # pays along the shortest way to each card left.
            every = tuple(sorted(set(hand) | set(paid)))
            for card in every:
                if self.nodes >= self.budget:
                    break
                path = path_to_any(key, (card,), PATH_LIMIT)
                self.nodes += DISTANCE_COST ** (len(path[1]) if path is not None else PATH_LIMIT)
                if path is None or not path[1]:
                    continue
                steps = path[1][: min(len(hand), len(path[1]))]
                end = key
                for step in steps:
                    end = apply_step(end, STEPS[step])
                rest = self.strikes(end, every, allowed - 1)
                if rest != UNSOLVED and 1 + rest < best:
                    best = 1 + rest
                    best_line = Line(steps, ((),) * (len(steps) + 1), end, ())
                    allowed = min(allowed, best - 1)
                    if allowed < 1:
                        break
        return best, best_line
