"""Fast turn planning for the competitive bots, on the tables of :mod:`game.shifting_stones.fast`.

:func:`game.shifting_stones.bots.search.lines` lists every *sequence* of up to ``d`` Shifts and
Flips (some 9,000 of them for three moves). A competitive bot only needs the distinct ways a turn
can *score*: :func:`scoring_lines` keeps one line per (grid reached, cards scored) — the one with
the fewest moves, found first — and only the lines whose last move made something match (a move
after the last score only spends a card). The last move of a line is never searched blindly: it
must complete a pattern, so only the moves that touch every wrong square of some offset of a card
still held are tried (:data:`game.shifting_stones.fast.COVER`).

The result is exactly the set of outcomes of the full enumeration that end on a score, shortest
first (``tests/shifting_stones/test_plan.py`` checks this against ``search.lines``).
"""

from __future__ import annotations

from game.shifting_stones.bots.search import Line
from game.shifting_stones.cards import POINTS
from game.shifting_stones.fast import (
    CELL_LOW_BITS,
    COVER,
    matched_bits,
    neighbours,
    step_key,
)
from game.shifting_stones.matching import MASKS


def _pick(hand: tuple[int, ...], bits: int) -> tuple[int, ...]:
    return tuple(c for i, c in enumerate(hand) if bits >> i & 1)


def _limit(hand: tuple[int, ...], now: int, room: int) -> int:
    """The ``room`` cards of ``now`` worth the most points (ties: the earlier card)."""
    chosen = sorted((i for i in range(len(hand)) if now >> i & 1), key=lambda i: (-POINTS[hand[i]], i))
    return sum(1 << i for i in chosen[:room])


Node = tuple[int, tuple[int, ...], tuple[int, ...], int]


def scoring_lines(key: int, hand: tuple[int, ...], max_steps: int, last_for_new: bool = False) -> list[Line]:
    """The distinct scoring outcomes of a turn from grid ``key`` with ``hand`` (sorted): the
    line with no move first (scoring what matches now, maybe nothing), then one line per (grid,
    cards scored) whose last move made a card match, fewest moves first. Each move is paid by a
    card not scored; a card is scored as soon as it matches (the most points first when the hand
    cannot pay for them all).

    With ``last_for_new``, the deepest move (``max_steps``, when 3 or more) is only searched
    for cards that no shorter line scores: a planner that looks that deep to reach a card, not
    to spend cards on moves that change the grid around a card it could score sooner."""
    n = len(hand)
    full = (1 << n) - 1
    masks = [MASKS[c] for c in hand]
    memo: dict[int, int] = {}
    first = matched_bits(key, hand)
    picks = _Picks(hand)
    out = [_line(picks, (), (first,), key)]
    # Grids reached (with the cards scored on the way), and the scoring outcomes listed.
    best: set[tuple[int, int]] = {(key, first)}
    emitted: set[tuple[int, int]] = {(key, first)}
    # A node: its grid, its moves, the cards scored after each move (bits), all cards scored.
    layer: list[Node] = [(key, (), (first,), first)]
    reached = first
    for depth in range(1, max_steps + 1):
        last = depth == max_steps
        if last and last_for_new and depth >= 3:
            # Cards that shorter lines already score are not searched for at this depth.
            for ln in out:
                for group in ln.scores:
                    for c in group:
                        reached |= 1 << hand.index(c)
        nxt: list[Node] = []
        for k, steps, scores, scored in layer:
            room = n - depth - scored.bit_count()
            rest = full & ~scored
            search = rest & ~reached if last and last_for_new and depth >= 3 else rest
            if room <= 0 or not search:
                # No card left to pay for a move and still score.
                continue
            if last:
                # Only a move that completes an offset of a card still held can score: one that
                # touches all its wrong squares (at most two) and leaves it matching.
                hits: dict[int, int] = {}
                kids: dict[int, int] = {}
                for i in range(n):
                    if not search >> i & 1:
                        continue
                    bit = 1 << i
                    for mask, value in masks[i]:
                        x = (k ^ value) & mask
                        cover = COVER.get((x | (x >> 1) | (x >> 2)) & CELL_LOW_BITS)
                        if cover is None:
                            continue
                        for step in cover:
                            if hits.get(step, 0) & bit:
                                continue
                            nk = kids.get(step)
                            if nk is None:
                                nk = kids[step] = step_key(k, step)
                            if nk & mask == value:
                                hits[step] = hits.get(step, 0) | bit
                for step in sorted(hits):
                    # Every card still held that matches there is scored, searched for or not.
                    now = hits[step] if search == rest else matched_bits(kids[step], hand) & rest
                    if now.bit_count() > room:
                        now = _limit(hand, now, room)
                    nk = kids[step]
                    new_scored = scored | now
                    if (nk, new_scored) in emitted:
                        continue
                    emitted.add((nk, new_scored))
                    out.append(_line(picks, (*steps, step), (*scores, now), nk))
                continue
            for step, nk in neighbours(k):
                bits = memo.get(nk)
                if bits is None:
                    bits = memo[nk] = matched_bits(nk, hand)
                now = bits & rest
                if now and now.bit_count() > room:
                    now = _limit(hand, now, room)
                new_scored = scored | now
                state = (nk, new_scored)
                new_steps = (*steps, step)
                new_scores = (*scores, now)
                if now and state not in emitted:
                    emitted.add(state)
                    out.append(_line(picks, new_steps, new_scores, nk))
                if state in best:
                    continue
                best.add(state)
                nxt.append((nk, new_steps, new_scores, new_scored))
        layer = nxt
    return out


class _Picks(dict[int, tuple[int, ...]]):
    """The cards of ``hand`` named by a set of bits, built once per set."""

    def __init__(self, hand: tuple[int, ...]) -> None:
        super().__init__()
        self.hand = hand

    def __missing__(self, bits: int) -> tuple[int, ...]:
        found = self[bits] = _pick(self.hand, bits)
        return found


def _line(picks: _Picks, steps: tuple[int, ...], scores: tuple[int, ...], key: int) -> Line:
    groups = tuple(picks[bits] for bits in scores)
    # The cards in the order they were scored.
    return Line(steps, groups, key, _flat(groups))


def _flat(groups: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    return tuple(c for group in groups for c in group)
