"""How well a number fits a cell: the gap model behind the normal and hard bots (RULES.md A4).

The empty cells of the sea form *gaps*: runs of empty cells between two placed Islands (or the
ends of the sea). A gap of ``g`` cells between the values ``a`` and ``b`` can only be filled with
numbers strictly between them, and every cell that has an occupied neighbour when it is filled
costs at least one discard. The model prices a gap in cards still to be spent on it:

- *paying cells*: cells that cannot be filled at cost 0 however well the gap is seeded (a cost-0
  seed needs both sequence neighbours empty), each at a unit price that rises as the numbers
  left for the gap thin out;
- *risk*: a gap with few numbers left for its cells may never be filled, which loses the game.

The numbers a seat counts for a gap are those in its hand plus the unseen ones, the latter
weighted by the chance that an unseen card is still in play (``Seen.alive``). A play is worth
its cost plus the change in the price of the gap it splits; the ideal number for a cell is the
one that splits its gap into two equally priced parts.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence

from game.tranquility import cards as C
from game.tranquility.bots.seen import Seen
from game.tranquility.placement import open_interval

END = C.ISLAND_MAX + 1
CELLS = 36

#: Unit price growth as a gap's numbers thin out.
UNIT_SLOPE = 3.0
#: What losing the game is worth, in cards, and the chance that a usable number arrives in time.
LOSS = 30.0
ARRIVAL = 0.75


def gap_price(
    g: int, left_bound: bool, right_bound: bool, held: float, unseen: float, alive: float, loss: float = LOSS
) -> float:
    """Cards a gap of ``g`` empty cells will still cost: ``held`` usable numbers are in the
    seat's hand, ``unseen`` others are unseen, each still in play with chance ``alive``; a gap
    that may never be filled is priced at ``loss`` cards times that chance."""
    if g <= 0:
        return 0.0
    if left_bound and right_bound:
        seeds = (g - 1) // 2
    elif left_bound or right_bound:
        seeds = g // 2
    else:
        seeds = (g + 1) // 2
    paying = g - seeds
    m = max(0.0, held + alive * unseen)
    unit = 1.0 + UNIT_SLOPE * g / (m + 1.0)
    return paying * unit + loss * shortfall_chance(g, m)


def gaps(grid: Sequence[int]) -> Iterator[tuple[int, int, int, int, int]]:
    """Every run of empty cells in sequence order: ``(left cell, left value, first empty cell,
    right cell, right value)``; the ends of the sea count as cell -1 with value 0 and cell
    ``CELLS`` with value ``END``."""
    left_cell, left_value = -1, 0
    p = 0
    while p < CELLS:
        if grid[p]:
            left_cell, left_value = p, grid[p]
            p += 1
            continue
        q = p
        while q < CELLS and not grid[q]:
            q += 1
        yield left_cell, left_value, p, q, grid[q] if q < CELLS else END
        p = q


def shortfall_chance(g: int, m: float) -> float:
    """Chance that fewer than ``g`` of ``m`` usable numbers reach the sea in time, each with
    chance ``ARRIVAL`` (normal approximation of the binomial)."""
    mean = m * ARRIVAL
    spread = math.sqrt(max(m * ARRIVAL * (1.0 - ARRIVAL), 0.25))
    z = (mean - g + 0.5) / spread
    return 0.5 * math.erfc(z / math.sqrt(2.0))


class Model:
    """The gap model of one position as a seat sees it; ``loss`` is what a lost game is worth
    in cards (how much the risk that a gap is never filled weighs)."""

    __slots__ = ("alive", "gap_at", "grid", "hand_count", "known", "loss", "prices", "unseen_count")

    def __init__(self, seen: Seen, loss: float = LOSS) -> None:
        self.loss = loss
        self.grid = seen.grid
        self.alive = seen.alive
        known = [0] * (END + 1)
        unseen = [0] * (END + 1)
        for c in seen.hand:
            if c <= C.ISLAND_MAX:
                known[c] = 1
        flags = seen.unseen
        for n in range(1, END):
            if flags[n]:
                unseen[n] = 1
        # Prefix sums: numbers below n.
        kp = [0] * (END + 1)
        up = [0] * (END + 1)
        for n in range(1, END + 1):
            kp[n] = kp[n - 1] + known[n - 1]
            up[n] = up[n - 1] + unseen[n - 1]
        self.hand_count = kp
        self.unseen_count = up
        self.known = known
        # gap_at[p] = (left cell, left value, right cell, right value) for every empty cell.
        gap_at: list[tuple[int, int, int, int]] = [(0, 0, 0, 0)] * CELLS
        for left_cell, left_value, p, q, right_value in gaps(self.grid):
            for r in range(p, q):
                gap_at[r] = (left_cell, left_value, q, right_value)
        self.gap_at = gap_at
        self.prices: dict[tuple[int, int, int, int], float] = {}

    def usable(self, a: int, b: int) -> tuple[int, int]:
        """Numbers strictly between ``a`` and ``b``: how many are held and how many unseen."""
        if b <= a + 1:
            return 0, 0
        return self.hand_count[b] - self.hand_count[a + 1], self.unseen_count[b] - self.unseen_count[a + 1]

    def price(self, lc: int, a: int, rc: int, b: int, skip: int = 0) -> float:
        """The price of the gap between cell ``lc`` (value ``a``) and ``rc`` (value ``b``);
        ``skip`` is a held number not to count (it is being played)."""
        key = (lc, a, rc, b)
        if not skip:
            cached = self.prices.get(key)
            if cached is not None:
                return cached
        held, unseen = self.usable(a, b)
        if skip and a < skip < b:
            held -= 1
        value = gap_price(rc - lc - 1, lc >= 0, rc < CELLS, held, unseen, self.alive, self.loss)
        if not skip:
            self.prices[key] = value
        return value

    def play_delta(self, n: int, cell: int) -> float:
        """Change in the price of the sea when ``n`` goes into the empty ``cell``."""
        lc, a, rc, b = self.gap_at[cell]
        before = self.price(lc, a, rc, b)
        after = self.price(lc, a, cell, n, n) + self.price(cell, n, rc, b, n)
        return after - before

    def remove_delta(self, cell: int) -> float:
        """Change in the price of the sea when a Sea Monster swallows the Island in ``cell``."""
        grid = self.grid
        v = grid[cell]
        lc = cell - 1
        while lc >= 0 and not grid[lc]:
            lc -= 1
        rc = cell + 1
        while rc < CELLS and not grid[rc]:
            rc += 1
        a = grid[lc] if lc >= 0 else 0
        b = grid[rc] if rc < CELLS else END
        before = self.price(lc, a, cell, v) + self.price(cell, v, rc, b)
        # The swallowed number leaves the game, so it is not counted again.
        held, unseen = self.usable(a, b)
        after = gap_price(rc - lc - 1, lc >= 0, rc < CELLS, held, unseen, self.alive, self.loss)
        return after - before

    def scarcity(self, n: int) -> float:
        """How much dearer the sea gets if the held Island ``n`` leaves the game unplayed."""
        lc, hc = open_interval(self.grid, n)
        if hc - lc <= 1:
            return 0.0
        a = self.grid[lc] if lc >= 0 else 0
        b = self.grid[hc] if hc < CELLS else END
        if not a < n < b:
            return 0.0  # its number is already in the sea (as a Wild): the card is dead
        held, unseen = self.usable(a, b)
        g = hc - lc - 1
        bounds = (lc >= 0, hc < CELLS)
        return gap_price(g, *bounds, held - 1, unseen, self.alive, self.loss) - gap_price(
            g, *bounds, held, unseen, self.alive, self.loss
        )

    def gap_numbers(self, cell: int) -> tuple[int, int]:
        """The values bounding the gap of the empty ``cell`` (0 and 81 at the ends)."""
        _, a, _, b = self.gap_at[cell]
        return a, b
