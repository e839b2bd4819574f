"""Turn search on packed grids: every sequence of Shifts and Flips a hand can pay for.

A grid is searched as its packed key (:func:`game.shifting_stones.matching.grid_key`, 3 bits a
cell), so an action is two or three integer operations. A *step* is a Shift or Flip without its
payment: ``(kind, a, b)``; which card pays is decided once the whole turn is known, because any
card that is not scored can pay (RULES.md B3).

Within a turn, scoring is free and never changes the grid, so along a sequence of steps a card
is scored at the first grid where it matches; a sequence of ``d`` steps that scores ``s`` cards
needs ``d + s`` cards in hand (RULES.md B3: every Shift or Flip discards one card).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.shifting_stones.actions import FLIP, SWAP
from game.shifting_stones.cards import POINTS
from game.shifting_stones.fast import matched_bits, matches, neighbours
from game.shifting_stones.matching import PLACEMENTS
from game.shifting_stones.tiles import ADJACENT_PAIRS, CELLS

Step = tuple[int, int, int]

#: Every Shift and Flip as a step, Shifts first (the order of ties in every search).
STEPS: tuple[Step, ...] = (
    *((SWAP, a, b) for a, b in ADJACENT_PAIRS),
    *((FLIP, cell, 0) for cell in CELLS),
)


def apply_step(key: int, step: Step) -> int:
    """The packed grid after one Shift or Flip."""
    kind, a, b = step
    if kind == FLIP:
        return key ^ (1 << (3 * a))
    x = ((key >> (3 * a)) ^ (key >> (3 * b))) & 7
    return key ^ (x << (3 * a)) ^ (x << (3 * b))


def lower_bound(key: int, card: int) -> int:
    """At least this many Shifts and Flips make ``card`` match: a Shift changes two cells and a
    Flip one, so a placement with ``m`` cells showing the wrong face needs ``ceil(m / 2)``."""
    best = 9
    for placement in PLACEMENTS[card]:
        wrong = 0
        for cell, face in placement.needs:
            if (key >> (3 * cell)) & 7 != face:
                wrong += 1
        best = min(best, (wrong + 1) // 2)
    return best


def distance(key: int, card: int, limit: int) -> int:
    """Fewest Shifts and Flips that make ``card`` match, or ``limit + 1`` if more than ``limit``."""
    if matches(key, card):
        return 0
    if lower_bound(key, card) > limit:
        return limit + 1
    frontier = {key}
    seen = {key}
    for depth in range(1, limit + 1):
        nxt: set[int] = set()
        for k in frontier:
            for _, n in neighbours(k):
                if n in seen:
                    continue
                if matches(n, card):
                    return depth
                seen.add(n)
                nxt.add(n)
        frontier = nxt
    return limit + 1


@dataclass(frozen=True, slots=True)
class Line:
    """One way to play a turn: ``steps`` in order, ``scores[i]`` the cards scored after
    ``i`` steps (before step ``i``), ending on grid ``key``. ``scored`` is every card scored."""

    steps: tuple[int, ...]
    scores: tuple[tuple[int, ...], ...]
    key: int
    scored: tuple[int, ...]

    @property
    def points(self) -> int:
        return sum(POINTS[c] for c in self.scored)

    @property
    def spent(self) -> int:
        return len(self.steps)


def lines(key: int, hand: tuple[int, ...], max_steps: int, node_budget: int = 20_000) -> list[Line]:
    """Every line of play of a turn from grid ``key`` with ``hand``: at most ``max_steps``
    steps, each paid by a card not scored, a card scored as soon as it matches.

    Repeating the previous step (undoing it) is never useful and is not searched. The search
    stops after ``node_budget`` lines (a deterministic budget), shallow lines first.
    """
    out: list[Line] = []
    n = len(hand)
    first = tuple(c for c in hand if matches(key, c))
    rest0 = tuple(c for c in hand if c not in first)
    out.append(Line((), (first,), key, first))
    # Breadth-first over sequences, so that a budget cut keeps the shortest lines.
    layer: list[tuple[int, tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...]]]
    layer = [(key, (), (first,), first, rest0)]
    # Many sequences reach the same grid: its neighbours and the hand's matches there, once.
    index = {c: i for i, c in enumerate(hand)}
    around: dict[int, list[tuple[int, int]]] = {}
    matched: dict[int, int] = {}
    depth = 0
    while layer and depth < max_steps and len(out) < node_budget:
        depth += 1
        nxt = []
        for k, steps, scores, scored, rest in layer:
            if depth + len(scored) > n or not rest:
                continue
            last = steps[-1] if steps else -1
            near = around.get(k)
            if near is None:
                near = around[k] = neighbours(k)
            for i, nk in near:
                if i == last:
                    continue
                bits = matched.get(nk)
                if bits is None:
                    bits = matched[nk] = matched_bits(nk, hand)
                now = tuple(c for c in rest if bits >> index[c] & 1) if bits else ()
                if now:
                    if depth + len(scored) + len(now) > n:
                        # Not enough cards to pay for the steps and score them all: score the best.
                        room = n - depth - len(scored)
                        now = tuple(sorted(now, key=lambda c: -POINTS[c]))[: max(room, 0)]
                    new_rest = tuple(c for c in rest if c not in now)
                    new_scored = scored + now
                else:
                    new_rest = rest
                    new_scored = scored
                new_steps = (*steps, i)
                new_scores = (*scores, now)
                out.append(Line(new_steps, new_scores, nk, new_scored))
                nxt.append((nk, new_steps, new_scores, new_scored, new_rest))
        layer = nxt
    return out


def path_to_any(key: int, cards: tuple[int, ...], limit: int) -> tuple[int, tuple[int, ...]] | None:
    """The card of ``cards`` nearest to matching and the shortest steps that make it match
    (at most ``limit`` of them); ties go to the earlier card. None if none is that near."""
    for c in cards:
        if matches(key, c):
            return c, ()
    parents: dict[int, tuple[int, int]] = {key: (key, -1)}
    frontier = [key]
    for _ in range(limit):
        nxt: list[int] = []
        for k in frontier:
            for i, n in neighbours(k):
                if n in parents:
                    continue
                parents[n] = (k, i)
                hit = next((c for c in cards if matches(n, c)), None)
                if hit is not None:
                    steps: list[int] = []
                    at = n
                    while at != key:
                        at, step = parents[at]
                        steps.append(step)
                    return hit, tuple(reversed(steps))
                nxt.append(n)
        frontier = nxt
    return None
