"""The normal bot's judgement of one position: what each card in hand is worth, what each play
and each discard costs the team, in cards (RULES.md A3–A8).

All prices are in cards of the team's budget: a play spends its cost, and changes what the sea
will still cost to fill (``fit.Model``); discarding two spends two. Cards leaving the hand also
take their *keep value* with them: how much the hand loses by parting with them.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from game.tranquility import cards as C
from game.tranquility.bots.fit import CELLS, END, LOSS, Model
from game.tranquility.bots.seen import Seen
from game.tranquility.layouts import get_layout
from game.tranquility.legal import discardable_cards
from game.tranquility.placement import placement_cost

INF = float("inf")
#: Keep values: a card that fits a cell perfectly keeps ``FIT_CAP`` (times ``KEEP_WEIGHT``).
FIT_CAP = 4.0
KEEP_WEIGHT = 1.0
#: Weight of what the sea loses with a held Island (it may be one of few for its gap).
SCARCE_WEIGHT = 2.0
KEEP_FINISH = 12.0
KEEP_EXTRA_FINISH = 0.4
KEEP_WILD = 8.0
#: A Wild is worth more held than spent on an ordinary cell.
WILD_PREMIUM = 3.0
#: Sea Monsters block the Finish while held, and the rulebook says play them early.
MONSTER_URGE = 10.0
#: Price of discarding two cards, before what the cards were worth.
DISCARD_BASE = 2.0
#: A seat whose pile is nearly empty must not throw cards away lightly (it would be stuck).
LOW_PILE_PENALTY = 2.5


class Judge:
    """Prices for one seat's decision; ``loss`` is what a lost game is worth in cards (the
    weight of the risk that a gap is never filled, ``fit.gap_price``)."""

    def __init__(self, seen: Seen, loss: float = LOSS) -> None:
        self.seen = seen
        self.grid = seen.grid
        self.hand = seen.hand
        self.layout = get_layout(seen.options.layout)
        self.model = Model(seen, loss)
        self.fits: dict[int, float] = {}
        self.costs: dict[int, int] = {}
        self.placed = self.model.placed
        #: The discardable cards of the hand, in hand order.
        self.pool = list(discardable_cards(self.hand, seen.start_played))
        self.values = self.model.values
        self.worsts: dict[tuple[int, int], tuple[int, ...]] = {}
        self.bests: dict[int, tuple[float, int]] = {}
        #: The whole pool, least missed first (``worst``), once asked.
        self.order: list[int] | None = None
        self.keep = self._keep_values()

    # --- single placements ---------------------------------------------------------------------
    def fit(self, n: int, cell: int) -> float:
        """Cost plus the change in the sea's price for ``n`` in ``cell`` (no Headwind)."""
        key = n << 6 | cell
        value = self.fits.get(key)
        if value is None:
            cost = placement_cost(self.grid, self.layout, cell, n)
            value = cost + self.model.play_delta(n, cell)
            self.fits[key] = value
            self.costs[key] = cost
        return value

    def best_fit(self, n: int) -> tuple[float, int]:
        """The best price of ``n`` anywhere it obeys the order rule, ignoring rocks and budget;
        ``(inf, -1)`` when it can never be placed."""
        found = self.bests.get(n)
        if found is None:
            self._fit_gaps((n,), None)
            found = self.bests[n]
        return found

    def _fit_gaps(self, cards: Sequence[int], keep: dict[int, float] | None) -> None:
        """:meth:`best_fit` of each Island of ``cards`` (remembered in ``bests``), with ``fit``
        of every cell of its gap on the way; with ``keep``, the keep value of each card of
        ``cards`` (the hand) into it."""
        values, placed = self.values, self.placed
        count = len(values)
        model = self.model
        hc, uc = model.hand_count, model.unseen_count
        gap, memo_get, price = model.gap, model.memo.get, model.price
        fits, costs, bests = self.fits, self.costs, self.bests
        grid, layout = self.grid, self.layout
        for n in cards:
            if n > C.ISLAND_MAX:
                if keep is not None:
                    keep[n] = KEEP_FINISH if n == C.FINISH else KEEP_WILD if n == C.WILD else 0.0
                continue
            best, where, scarce = INF, -1, 0.0
            # The cells the order rule allows (``legal.island_moves`` without rocks or halves):
            # every cell between the last Island below ``n`` and the first at or above it, one
            # gap; none when ``n`` is in the sea (played as a Wild).
            i = bisect_left(values, n)
            if i < count:
                b, hi = values[i], placed[i]
            else:
                b, hi = END, CELLS
            lo, a = (placed[i - 1], values[i - 1]) if i else (-1, 0)
            if b != n and hi - lo > 1:
                # ``fit`` of each cell, as ``Model.play_delta`` computes it, with what the cells
                # share worked out once: the gap split, the numbers usable on either side.
                before = price(lo, a, hi, b)
                hl, ul = (hc[n] - hc[a + 1], uc[n] - uc[a + 1]) if n > a + 1 else (0, 0)
                hr, ur = (hc[b] - hc[n + 1], uc[b] - uc[n + 1]) if b > n + 1 else (0, 0)
                left_bound, right_bound = lo >= 0, hi < CELLS
                if keep is not None:
                    # ``Model.scarcity``: the gap's price with one held number fewer, less its
                    # price.
                    held = hc[b] - hc[a + 1]
                    if held >= 1:
                        scarce = (
                            gap(hi - lo - 1, left_bound, right_bound, held - 1, uc[b] - uc[a + 1]) - before
                        )
                    else:
                        scarce = model.scarcity(n)
                # ``Model.gap`` keys of the two gaps left, but for their sizes.
                left_key = (left_bound << 1 | 1) << 14 | hl << 7 | ul
                right_key = (2 | right_bound) << 14 | hr << 7 | ur
                n_key = n << 6
                for cell in range(lo + 1, hi):
                    cost = placement_cost(grid, layout, cell, n)
                    g = cell - lo - 1
                    left = memo_get(g << 16 | left_key)
                    if left is None:
                        left = gap(g, left_bound, True, hl, ul)
                    g = hi - cell - 1
                    right = memo_get(g << 16 | right_key)
                    if right is None:
                        right = gap(g, True, right_bound, hr, ur)
                    value = fits[n_key | cell] = cost + ((left + right) - before)
                    costs[n_key | cell] = cost
                    if value < best:
                        best, where = value, cell
            bests[n] = (best, where)
            if keep is not None:
                keep[n] = KEEP_WEIGHT * max(0.0, FIT_CAP - best) + SCARCE_WEIGHT * scarce

    # --- keep values ---------------------------------------------------------------------------
    def _keep_values(self) -> dict[int, float]:
        keep: dict[int, float] = {}
        self._fit_gaps(self.hand, keep)
        return keep

    def value_of(self, cards: tuple[int, ...]) -> float:
        """What the hand loses by parting with ``cards`` (a second Finish is nearly worthless)."""
        total = 0.0
        finishes_left = self.hand.count(C.FINISH)
        for c in cards:
            if c == C.FINISH:
                total += KEEP_FINISH if finishes_left == 1 else KEEP_EXTRA_FINISH
                finishes_left -= 1
            else:
                total += self.keep.get(c, 0.0)
        return total

    def worst(self, k: int, exclude: int = 0) -> tuple[int, ...]:
        """The ``k`` discardable cards the hand misses least (canonical order), keeping
        ``exclude`` (the card being played) out of it."""
        if k <= 0:
            return ()
        key = (k, exclude)
        cached = self.worsts.get(key)
        if cached is not None:
            return cached
        # The cards are chosen one at a time, each the least missed of those left, so the first
        # ``k`` of the whole pool's order are the answer unless ``exclude`` is among them (it
        # could only have been chosen, never changed another choice).
        order = self.order
        if order is None:
            order = self.order = self._least_missed(self.pool[:], len(self.pool))
        chosen = order[:k]
        if exclude and exclude in chosen:
            pool = self.pool[:]
            pool.remove(exclude)
            chosen = self._least_missed(pool, k)
        out = tuple(sorted(chosen))
        self.worsts[key] = out
        return out

    def _least_missed(self, pool: list[int], k: int) -> list[int]:
        """The ``k`` cards of ``pool`` the hand misses least, in the order they are chosen (taken
        out of ``pool``)."""
        keep = self.keep
        finishes_left = self.hand.count(C.FINISH)
        chosen: list[int] = []
        # ``base`` is ``value_of(chosen)``, summed card by card as ``value_of`` sums; each
        # candidate adds ``value_of((*chosen, c)) - value_of(chosen)``, the same float operations.
        base = 0.0
        for _ in range(min(k, len(pool))):
            finish_value = KEEP_FINISH if finishes_left == 1 else KEEP_EXTRA_FINISH
            best_i = 0
            best_v = INF
            best_x = 0.0
            for i, c in enumerate(pool):
                x = finish_value if c == C.FINISH else keep.get(c, 0.0)
                v = (base + x) - base
                if v < best_v:
                    best_v, best_i, best_x = v, i, x
            card = pool.pop(best_i)
            chosen.append(card)
            base += best_x
            if card == C.FINISH:
                finishes_left -= 1
        return chosen

    # --- whole actions -------------------------------------------------------------------------
    def discard_price(self, cards: tuple[int, ...]) -> float:
        s = self.seen
        price = DISCARD_BASE + self.value_of(cards)
        if s.pile_sizes[s.seat] < 2:
            price += LOW_PILE_PENALTY
        return price

    def play_price(self, n: int, cell: int, paid: tuple[int, ...], wild: bool) -> float:
        """Price of a placement whose cost is ``len(paid)`` (Headwind included)."""
        base = self.fit(n, cell) - self.costs[n << 6 | cell]
        price = base + len(paid) + self.value_of(paid)
        if wild:
            price += WILD_PREMIUM
        return price

    def monster_price(self, cell: int) -> float:
        """Price of swallowing the Island in ``cell``: the cell must be filled again."""
        return 1.0 + self.model.remove_delta(cell) - MONSTER_URGE
