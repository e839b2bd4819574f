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
from bisect import bisect_left
from collections.abc import Iterator, Sequence
from itertools import accumulate, compress

from game.tranquility import cards as C
from game.tranquility.bots.seen import Seen

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
    that may never be filled is priced at ``loss`` cards times that chance (remembered: the same
    arguments recur across positions and play-outs)."""
    key = (g, left_bound, right_bound, held, unseen, alive, loss)
    value = _PRICES.get(key)
    if value is None:
        if len(_PRICES) > MEMO_LIMIT:
            _PRICES.clear()
        value = _PRICES[key] = _gap_price(g, left_bound, right_bound, held, unseen, alive, loss)
    return value


def _gap_price(
    g: int, left_bound: bool, right_bound: bool, held: float, unseen: float, alive: float, loss: float
) -> float:
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


#: :func:`gap_price` of argument tuples seen lately (a pure function: remembering only saves
#: time); emptied when it grows past :data:`MEMO_LIMIT`.
_PRICES: dict[tuple[int, bool, bool, float, float, float, float], float] = {}
MEMO_LIMIT = 200_000
#: :meth:`Model.gap` per ``(alive, loss)``: the same chances recur across positions; emptied
#: when it holds more than :data:`MEMO_MODELS` of them. ``alive`` is a ratio of small card
#: counts, so a few hundred values cover hundreds of games; far fewer memos than that meant
#: emptying them every few games and pricing the same gaps again (a third of a normal bot's
#: decision went into it). A memo holds some 150 prices.
MEMO_MODELS = 2048
_MEMOS: dict[tuple[float, float], dict[int, float]] = {}


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

    def __init__(self, seen: Seen, loss: float = LOSS) -> None:
        self.loss = loss
        self.grid = seen.grid
        self.alive = seen.alive
        known = bytearray(END)
        for c in seen.hand:
            if c <= C.ISLAND_MAX:
                known[c] = 1
        # Prefix sums: numbers below n (``seen.unseen[0]`` is False: no Island 0; the sums of
        # flags are ints).
        self.hand_count = list(accumulate(known, initial=0))
        self.unseen_count = list(accumulate(seen.unseen, initial=0))
        grid = self.grid
        #: The occupied cells and their values, both ascending (the sea ascends in cell order).
        self.placed = list(compress(range(CELLS), grid))
        self.values = list(filter(None, grid))
        self._gap_at: list[tuple[int, int, int, int]] | None = None
        #: :meth:`price` by ``((left cell + 1, left value), right cell, right value)``, packed.
        self.prices: dict[int, float] = {}
        memo = _MEMOS.get((self.alive, loss))
        if memo is None:
            if len(_MEMOS) > MEMO_MODELS:
                _MEMOS.clear()
            memo = _MEMOS[(self.alive, loss)] = {}
        self.memo = memo

    def gap(self, g: int, left_bound: bool, right_bound: bool, held: int, unseen: int) -> float:
        """``gap_price`` with this model's ``alive`` and ``loss`` (remembered; counts 0-127)."""
        key = (((g << 1 | left_bound) << 1 | right_bound) << 7 | held) << 7 | unseen
        value = self.memo.get(key)
        if value is None:
            # The memo is ``gap_price``'s own for this ``alive`` and ``loss``.
            value = self.memo[key] = _gap_price(
                g, left_bound, right_bound, held, unseen, self.alive, self.loss
            )
        return value

    @property
    def gap_at(self) -> list[tuple[int, int, int, int]]:
        """``gap_at[p]`` = (left cell, left value, right cell, right value) for every empty cell
        ``p``: the runs of :func:`gaps`, read off the occupied cells (worked out when first
        asked: most judgements never need them)."""
        gap_at = self._gap_at
        if gap_at is None:
            gap_at = self._gap_at = [(0, 0, 0, 0)] * CELLS
            left_cell, left_value = -1, 0
            for q, right_value in zip([*self.placed, CELLS], [*self.values, END], strict=True):
                if q > left_cell + 1:
                    run = (left_cell, left_value, q, right_value)
                    for r in range(left_cell + 1, q):
                        gap_at[r] = run
                left_cell, left_value = q, right_value
        return gap_at

    def usable(self, a: int, b: int) -> tuple[int, int]:
        """Numbers strictly between ``a`` and ``b``: how many are held and how many unseen."""
        if b <= a + 1:
            return 0, 0
        return self.hand_count[b] - self.hand_count[a + 1], self.unseen_count[b] - self.unseen_count[a + 1]

    def price(self, lc: int, a: int, rc: int, b: int) -> float:
        """The price of the gap between cell ``lc`` (value ``a``) and ``rc`` (value ``b``)."""
        key = (((lc + 1) << 7 | a) << 6 | rc) << 7 | b
        value = self.prices.get(key)
        if value is None:
            held, unseen = self.usable(a, b)
            value = self.prices[key] = self.gap(rc - lc - 1, lc >= 0, rc < CELLS, held, unseen)
        return value

    def play_delta(self, n: int, cell: int) -> float:
        """Change in the price of the sea when ``n`` goes into the empty ``cell``: the prices of
        the two gaps it leaves (``n`` bounds both, so it is none of their usable numbers) minus
        the price of the gap it splits."""
        lc, a, rc, b = self.gap_at[cell]
        before = self.price(lc, a, rc, b)
        hc = self.hand_count
        uc = self.unseen_count
        if n <= a + 1:
            left = self.gap(cell - lc - 1, lc >= 0, True, 0, 0)
        else:
            left = self.gap(cell - lc - 1, lc >= 0, True, hc[n] - hc[a + 1], uc[n] - uc[a + 1])
        if b <= n + 1:
            right = self.gap(rc - cell - 1, True, rc < CELLS, 0, 0)
        else:
            right = self.gap(rc - cell - 1, True, rc < CELLS, hc[b] - hc[n + 1], uc[b] - uc[n + 1])
        after = left + right
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
        # ``placement.open_interval``, from the occupied cells (the sea ascends).
        values = self.values
        i = bisect_left(values, n)
        lc, a = (self.placed[i - 1], values[i - 1]) if i else (-1, 0)
        hc, b = (self.placed[i], values[i]) if i < len(values) else (CELLS, END)
        if hc - lc <= 1:
            return 0.0
        if not a < n < b:
            return 0.0  # its number is already in the sea (as a Wild): the card is dead
        held, unseen = self.usable(a, b)
        g = hc - lc - 1
        left_bound, right_bound = lc >= 0, hc < CELLS
        if held < 1:  # not held after all: priced as if one fewer were
            return gap_price(g, left_bound, right_bound, held - 1, unseen, self.alive, self.loss) - self.gap(
                g, left_bound, right_bound, held, unseen
            )
        return self.gap(g, left_bound, right_bound, held - 1, unseen) - self.gap(
            g, left_bound, right_bound, held, unseen
        )

    def gap_numbers(self, cell: int) -> tuple[int, int]:
        """The values bounding the gap of the empty ``cell`` (0 and 81 at the ends)."""
        _, a, _, b = self.gap_at[cell]
        return a, b
