"""Solo endgame (RULES.md B6): the last cards, when every card left comes back each turn.

Once the deck is empty and at most 4 cards are left (hand and discard pile), the rest of the game
is certain: at the end of a turn the discard pile is reshuffled and the hand drawn back up to 4
takes every card left, whatever the order. A turn is then a puzzle over (grid, cards left): pay
cards for Shifts and Flips, score at least one card (else a strike), and the cards paid come
back. The cards scored in a turn are any of those that matched somewhere along its moves, as
long as each move had another card to pay for it.

:class:`Endgame` decides exactly whether the rest can be played without another strike
(:meth:`Endgame.clean`), and otherwise ranks the ways to play this turn by the strikes they
are sure to cost plus an estimate of the rest. Its work is bounded by ``budget`` (exact checks
of positions of three cards or more, a count of iterations, never time).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.shifting_stones.bots.effort import effort
from game.shifting_stones.bots.search import STEPS, Line, apply_step, distance
from game.shifting_stones.fast import matched_bits as _matched
from game.shifting_stones.fast import matches, neighbours
from game.shifting_stones.matching import MASKS

#: Cards left (hand and discard, the deck empty) from which the endgame is certain.
ENDGAME_CARDS = 4
#: Farthest a lone last card is searched exactly (each further move is one more strike anyway).
LONE_LIMIT = 3
#: Exact checks of positions of three cards or more one decision may make (:class:`Endgame`).
BUDGET = 120
#: Most Shifts and Flips searched in one turn (a fourth would multiply the search by 20).
MAX_STEPS = 3
_CELL_LOW_BITS = 0o111111111


def wrong_cells(key: int, card: int) -> int:
    """Fewest squares of ``card`` showing the wrong face, over its placements (0 if it matches)."""
    best = 9
    for mask, value in MASKS[card]:
        x = (key ^ value) & mask
        wrong = ((x | (x >> 1) | (x >> 2)) & _CELL_LOW_BITS).bit_count()
        if wrong < best:
            best = wrong
            if wrong == 0:
                break
    return best


def reach(key: int, card: int) -> int:
    """At least this many moves make ``card`` match: a Shift fixes two squares at most."""
    return (wrong_cells(key, card) + 1) // 2


@dataclass(frozen=True, slots=True)
class Node:
    """A grid reached in a turn: ``matched`` the cards that matched on the way (bits of the
    hand), ``steps`` the moves from the turn's start (step indices)."""

    key: int
    matched: int
    steps: tuple[int, ...]


def turn_nodes(
    key: int, hand: tuple[int, ...], max_steps: int, around: dict[int, list[tuple[int, int]]] | None = None
) -> list[Node]:
    """Every distinct (grid, cards matched on the way) a turn can reach in ``max_steps`` moves
    or fewer, by the fewest moves, shallow ones first. ``around`` caches :func:`neighbours`."""
    if around is None:
        around = {}
    start = Node(key, _matched(key, hand), ())
    out = [start]
    best: dict[tuple[int, int], int] = {(key, start.matched): 0}
    layer = [start]
    for depth in range(1, max_steps + 1):
        nxt: list[Node] = []
        for node in layer:
            near = around.get(node.key)
            if near is None:
                near = around[node.key] = neighbours(node.key)
            for i, nk in near:
                bits = node.matched | _matched(nk, hand)
                if (nk, bits) in best:
                    continue
                best[(nk, bits)] = depth
                child = Node(nk, bits, (*node.steps, i))
                nxt.append(child)
        out.extend(nxt)
        layer = nxt
    return out


def subsets(bits: int, most: int) -> list[int]:
    """Every non-empty subset of ``bits`` with at most ``most`` members, largest first."""
    out = []
    sub = bits
    while sub:
        if sub.bit_count() <= most:
            out.append(sub)
        sub = (sub - 1) & bits
    out.sort(key=lambda s: -s.bit_count())
    return out


def pick(cards: tuple[int, ...], bits: int) -> tuple[int, ...]:
    return tuple(c for i, c in enumerate(cards) if bits >> i & 1)


@dataclass(frozen=True, slots=True)
class Plan:
    """The rest of this turn: ``line`` (its scores placed at the first grid they match), the
    strikes it costs for sure (0 or 1), and the estimated strikes after it (0 when the rest
    is proven playable without a strike)."""

    line: Line
    strike: int
    later: float

    @property
    def total(self) -> float:
        return self.strike + self.later


#: Neighbours and lone-card distances remembered between decisions (pure facts of a grid,
#: so remembering them only saves time).
_AROUND: dict[int, list[tuple[int, int]]] = {}
_LONE: dict[tuple[int, int], int] = {}
_TWO: dict[tuple[int, int, int], bool] = {}
#: Entries kept before a memo is emptied.
MEMO_LIMIT = 200_000


def _trim() -> None:
    for memo in (_AROUND, _LONE, _TWO):
        if len(memo) > MEMO_LIMIT:
            memo.clear()


class Endgame:
    """Search of the solo endgame; ``budget`` bounds the exact checks of positions of three
    cards or more (a 4-card check counts 20). A new search per decision: what it proved is
    remembered for that decision only, so every decision is a pure function of the position."""

    def __init__(self, budget: int = BUDGET) -> None:
        self.budget = budget
        self.spent = 0
        self._clean: dict[tuple[int, tuple[int, ...]], bool] = {}
        _trim()

    # -- can the rest be played without a strike? -------------------------------------------
    def clean(self, key: int, cards: tuple[int, ...]) -> bool:
        """True if every one of ``cards`` (sorted, all in hand at the start of a turn on grid
        ``key``) can be scored without another strike. Exact, but 3 cards or more count as
        not proven once the budget is spent."""
        n = len(cards)
        if n == 0:
            return True
        if n == 1:
            return matches(key, cards[0])
        if n == 2:
            return self._clean_two(key, cards[0], cards[1])
        if not self._may_be_clean(key, cards):
            return False
        memo = (key, cards)
        found = self._clean.get(memo)
        if found is not None:
            return found
        if self.spent >= self.budget:
            return False
        # A 4-card check searches some 20 times the grids of a 3-card one.
        self.spent += 1 if n <= 3 else 20
        found = False
        for node in turn_nodes(key, cards, n - 1, _AROUND):
            if not node.matched:
                continue
            room = n - len(node.steps)
            for sub in subsets(node.matched, room):
                rest = tuple(c for i, c in enumerate(cards) if not sub >> i & 1)
                if self.clean(node.key, rest):
                    found = True
                    break
            if found:
                break
        self._clean[memo] = found
        return found

    @staticmethod
    def _clean_two(key: int, x: int, y: int) -> bool:
        """Two cards: both match now; or one scores and the other pays one move that makes
        itself match; or one move (paid by the other) makes both match (remembered: a fact of
        the grid and the cards)."""
        memo = (key, x, y)
        found = _TWO.get(memo)
        if found is None:
            found = _TWO[memo] = Endgame._two(key, x, y)
        return found

    @staticmethod
    def _two(key: int, x: int, y: int) -> bool:
        if reach(key, x) > 1 or reach(key, y) > 1:
            return False
        mx = matches(key, x)
        my = matches(key, y)
        if mx and my:
            return True
        near = _AROUND.get(key)
        if near is None:
            near = _AROUND[key] = neighbours(key)
        for _, nk in near:
            # Both match after the move, or one matched before and the other does after.
            if matches(nk, x):
                if my or matches(nk, y):
                    return True
            elif mx and matches(nk, y):
                return True
        return False

    @staticmethod
    def _may_be_clean(key: int, cards: tuple[int, ...]) -> bool:
        """A quick necessary condition: one card per turn at least, so the turns give
        ``n - 1``, ``n - 2``, ... moves; every card must be within all of them and one card
        within the first turn's."""
        n = len(cards)
        total = n * (n - 1) // 2
        nearest = 9
        for card in cards:
            r = reach(key, card)
            if r > total:
                return False
            nearest = min(nearest, r)
        return nearest <= n - 1

    # -- rough cost of the rest when it cannot be played cleanly ---------------------------
    @staticmethod
    def lone(key: int, card: int) -> float:
        """Strikes a lone last card costs: one a move (it pays for one move a turn); exact up
        to ``LONE_LIMIT`` moves, the :func:`effort` beyond."""
        memo = (key, card)
        found = _LONE.get(memo)
        if found is None:
            found = _LONE[memo] = distance(key, card, LONE_LIMIT)
        return float(found) if found <= LONE_LIMIT else max(float(found), effort(key, card))

    def estimate(self, key: int, cards: tuple[int, ...]) -> float:
        """Strikes the rest may cost: 0 if proven clean, :meth:`lone` for one card, else a
        guess from the work the cards need beyond the moves their turns can pay for (at least 1:
        a clean finish was not found)."""
        if self.clean(key, cards):
            return 0.0
        if len(cards) == 1:
            return self.lone(key, cards[0])
        n = len(cards)
        efforts = sorted(effort(key, c) for c in cards)
        slack = sum(efforts) - n * (n - 1) / 2
        return 1.0 + max(0.0, slack) / n + 0.05 * efforts[-1]

    # -- the rest of this turn --------------------------------------------------------------------
    def plan(
        self, key: int, hand: tuple[int, ...], paid: tuple[int, ...], scored_already: bool
    ) -> Plan | None:
        """The best way to finish this turn: ``hand`` held, ``paid`` paid this turn (they come
        back), ``scored_already`` if a card was scored this turn (no strike then). None with
        nothing in hand."""
        if not hand:
            return None
        best: Plan | None = None
        best_rank: tuple[float, float, int] | None = None
        nodes = turn_nodes(key, hand, min(len(hand), MAX_STEPS), _AROUND)
        # Shallow lines first: a clean finish is usually met early, and it ends the search.
        for node in nodes:
            room = len(hand) - len(node.steps)
            options = subsets(node.matched, room) if room > 0 else []
            if scored_already or len(node.steps) > 0:
                options.append(0)
            for sub in options:
                rest = tuple(sorted((*(c for i, c in enumerate(hand) if not sub >> i & 1), *paid)))
                strike = 0 if (sub or scored_already) else 1
                later = self.estimate(node.key, rest) if rest else 0.0
                rank = (strike + later, -float(sub.bit_count()), len(node.steps))
                if best_rank is None or rank < best_rank:
                    best_rank = rank
                    best = Plan(self._line(key, hand, node, sub), strike, later)
                    if strike + later == 0.0:
                        return best
        return best

    @staticmethod
    def _line(key: int, hand: tuple[int, ...], node: Node, sub: int) -> Line:
        """The :class:`Line` of ``node`` scoring ``sub``: each card at the first grid where it
        matches on the way."""
        scored = pick(hand, sub)
        grids = [key]
        for step in node.steps:
            grids.append(apply_step(grids[-1], STEPS[step]))
        left = set(scored)
        scores: list[tuple[int, ...]] = []
        for grid in grids:
            now = tuple(c for c in sorted(left) if matches(grid, c))
            left -= set(now)
            scores.append(now)
        return Line(node.steps, tuple(scores), node.key, scored)
