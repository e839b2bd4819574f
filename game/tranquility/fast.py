"""The search fast path of Tranquility: one mutable state played forward in place.

The public engine (:mod:`game.tranquility.engine`) takes an immutable ``TState`` and an action,
copies the state into a scratch :class:`~game.tranquility.work.Work`, checks and carries out the
action and freezes a new state; callers speak canonical strings. That is the contract every
caller sees. Simulations and the hard bot's play-outs take thousands of steps a second, so they
keep one ``Work`` alive instead, checked against the public engine by a property test
(``tests/tranquility/test_fast.py``) over random positions with every module on: same legal
moves, same resulting states, same knowledge for the bots.

- **The state** is a ``Work`` kept alive from one step to the next (lists, not tuples): nothing
  is copied or frozen between steps.
- **The turn** is the engine's own: :meth:`FastState.apply` is ``engine.execute``, the function
  that carries out every action of the public engine, and its start-of-turn checks read the
  mutable state directly.
- **Moves** are the engine's typed actions; strings appear only at the boundary
  (:func:`action_text`, memoised, for the random players, who choose among the *sorted*
  canonical strings, and for records).
- **Legality** is the public generator (``legal.legal_moves``) reading the mutable state, except
  the turn actions the bots ask for at every step (:meth:`FastState.turn_moves`), listed by a
  quicker walk over the sea in the same order, with the same costs (``legal.headwind_cost``
  included).
- **Bots' knowledge** (``seen.seen_from_state``) is built straight from the state for one seat,
  equal to what the seat's view gives (``seen.seen_from_view``), without building a view.

``fast_bots.play_game`` plays one seeded game of a team of bots (or random players) on this
path; ``game.sim.tranquility`` uses it when no record is written.

Pure Python: it runs in Pyodide unchanged.
"""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache

from game.core.rng import Rng
from game.tranquility import cards as C
from game.tranquility.actions import DISCARD, FINISH, MONSTER, PLAY, START, Action, format_action
from game.tranquility.engine import current_player, execute, new_game
from game.tranquility.layouts import CELLS, HALF
from game.tranquility.legal import (
    choices,
    decision_moves,
    discardable_cards,
    headwind_cost,
    island_cards,
    without_one,
)
from game.tranquility.options import TranquilityOptions
from game.tranquility.state import PLAYING, TState
from game.tranquility.work import Work

_ACTION = tuple.__new__
#: ``_HEADS[wild][n][cell]``: the string of Island ``n`` (a Wild card if ``wild``) into ``cell``.
_HEADS: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
    tuple(
        tuple(f"play:{'W=' if wild else ''}{n}@{cell}" for cell in range(CELLS))
        for n in range(C.ISLAND_MAX + 1)
    )
    for wild in (False, True)
)
_TAILS: dict[tuple[int, ...], str] = {}
_DISCARDS: dict[tuple[int, ...], str] = {}


def _card_list(cards: tuple[int, ...]) -> str:
    """Cards as an action string lists them (``actions.format_action``)."""
    return ",".join([C.label(c) for c in cards])


def _remembered(texts: dict[tuple[int, ...], str], prefix: str, cards: tuple[int, ...]) -> str:
    """``prefix`` and ``cards`` as an action string lists them, remembered in ``texts``."""
    text = texts.get(cards)
    if text is None:
        text = texts[cards] = prefix + _card_list(cards)
    return text


def _discard_tail(paid: tuple[int, ...]) -> str:
    """``/discard:`` and the cards paying a placement, remembered."""
    return _remembered(_TAILS, "/discard:", paid)


def _discard_text(pair: tuple[int, ...]) -> str:
    """A discard's canonical string, remembered."""
    return _remembered(_DISCARDS, "discard:", pair)


class FastState(Work):
    """A whole game as lists and ints, played forward in place (see the module docstring).

    ``FastState(state)`` copies a ``TState``; :meth:`to_state` gives the exact ``TState`` back,
    so anything found here can be replayed through the public engine.
    """

    __slots__ = ()

    def to_state(self) -> TState:
        return self.freeze()

    def copy(self) -> FastState:
        """An independent copy (lists copied, the generator too)."""
        out = FastState.__new__(FastState)
        out.options = self.options
        out.layout = self.layout
        out.rng = Rng.from_hex(self.rng.to_hex())
        out.grid = self.grid[:]
        out.wild_cells = self.wild_cells[:]
        out.placed = self.placed[:]
        out.hands = [h[:] for h in self.hands]
        out.piles = [p[:] for p in self.piles]
        out.discards = [d[:] for d in self.discards]
        out.removed = self.removed
        out.lost = self.lost[:]
        out.gone = self.gone[:]
        out.compasses = self.compasses[:]
        out.supply = self.supply
        out.start_card = self.start_card
        out.finish_card = self.finish_card
        out.rocks = self.rocks
        out.night = self.night
        out.headwind = self.headwind[:]
        out.doldrums = self.doldrums[:]
        out.restricted = self.restricted
        out.scores = self.scores[:]
        out.turn = self.turn
        out.turn_number = self.turn_number
        out.agenda = self.agenda[:]
        out.shares = self.shares[:]
        out.result = self.result
        out.loser = self.loser
        return out

    # --- reading -----------------------------------------------------------------------------
    def current(self) -> int:
        """The seat that decides next, or ``TERMINAL``."""
        return current_player(self)

    def legal(self) -> list[Action]:
        """Every legal action of :meth:`current`, in the order of ``legal.legal_moves``."""
        if self.result != PLAYING:
            return []
        if self.agenda:
            return decision_moves(self)
        out, _ = self.turn_moves(self.turn, True)
        return out

    def turn_moves(self, seat: int, every_payment: bool) -> tuple[list[Action], bool]:
        """The turn actions of ``seat`` (``legal.main_moves``), and whether some Island placement
        can be paid in more than one way. With ``every_payment`` False each placement (number,
        cell, Wild or not) comes once, paid with the first of its ways: what a bot pricing its
        own payment needs."""
        hand = self.hands[seat]
        if not self.start_card and C.START in hand:
            return [_ACTION(Action, (START, 0, -1, (), False))], False
        start_played = bool(self.start_card)
        disc = discardable_cards(hand, start_played)
        out = [_ACTION(Action, (DISCARD, 0, -1, pair, False)) for pair in choices(disc, 2)]
        if self.restricted:
            return out, False
        several = self._islands(seat, hand, disc, out, every_payment)
        grid = self.grid
        finish_ok = start_played and 0 not in grid and not any(C.MONSTER in h for h in self.hands)
        if C.FINISH in hand and finish_ok:
            out.append(_ACTION(Action, (FINISH, 0, -1, (), False)))
        if C.WILD in hand:
            if not start_played:
                out.append(_ACTION(Action, (START, 0, -1, (), True)))
            if finish_ok:
                out.append(_ACTION(Action, (FINISH, 0, -1, (), True)))
        if C.MONSTER in hand:
            out.extend(_ACTION(Action, (MONSTER, 0, p, (), False)) for p in range(CELLS) if grid[p])
        return out, several

    def turn_texts(self, seat: int) -> list[str]:
        """The canonical strings of :meth:`turn_moves` (every way to pay), unsorted, built
        without the typed actions: what a random player chooses among."""
        hand = self.hands[seat]
        if not self.start_card and C.START in hand:
            return ["start"]
        start_played = bool(self.start_card)
        disc = discardable_cards(hand, start_played)
        known = _DISCARDS.get
        out = [known(pair) or _discard_text(pair) for pair in choices(disc, 2)]
        if self.restricted:
            return out
        self._islands(seat, hand, disc, None, True, out)
        grid = self.grid
        finish_ok = start_played and 0 not in grid and not any(C.MONSTER in h for h in self.hands)
        if C.FINISH in hand and finish_ok:
            out.append("finish")
        if C.WILD in hand:
            if not start_played:
                out.append("start:W")
            if finish_ok:
                out.append("finish:W")
        if C.MONSTER in hand:
            out += [f"monster:@{p}" for p in range(CELLS) if grid[p]]
        return out

    def _islands(
        self,
        seat: int,
        hand: list[int],
        disc: tuple[int, ...],
        out: list[Action] | None,
        every_payment: bool,
        texts: list[str] | None = None,
    ) -> bool:
        """Append the Island placements of ``seat`` to ``out`` in ``legal.island_moves`` order
        (or their canonical strings to ``texts``). With neither: True as soon as one exists.
        Otherwise: True when some placement has more than one way to pay."""
        grid = self.grid
        layout = self.layout
        neighbours = layout.neighbours
        row_of = layout.row_of
        rocks = self.rocks
        night = self.night if self.options.day_night else None
        extra = headwind_cost(self, seat)
        # The sea ascends in sequence order: its occupied cells and their values, both ascending.
        placed = [p for p in range(CELLS) if grid[p]]
        values = [grid[p] for p in placed]
        count = len(placed)
        several = False
        for card, numbers, wild in island_cards(hand):
            pool = without_one(disc, card)
            budget = len(pool)
            for n in numbers:
                # ``placement.allowed_cells``: between the last Island below ``n`` and the first
                # at or above it (all empty), in the half the hands point at, not the rocks' row.
                i = bisect_left(values, n)
                if i < count:
                    if values[i] == n:
                        continue
                    hi = placed[i]
                else:
                    hi = CELLS
                lo = placed[i - 1] if i else -1
                if night is not None:
                    if night:
                        hi = min(hi, HALF)
                    else:
                        lo = max(lo, HALF - 1)
                for cell in range(lo + 1, hi):
                    if row_of[cell] == rocks:
                        continue
                    best = 99
                    for q in neighbours[cell]:
                        v = grid[q]
                        if v:
                            d = v - n if v > n else n - v
                            if d < best:
                                best = d
                    cost = (0 if best == 99 else best) + extra
                    if cost <= budget:
                        if out is None:
                            if texts is None:
                                return True
                            ways = choices(pool, cost)
                            head = _HEADS[wild][n][cell]
                            if cost:
                                tails = _TAILS.get
                                texts += [head + (tails(paid) or _discard_tail(paid)) for paid in ways]
                            else:
                                texts.append(head)
                            continue
                        ways = choices(pool, cost)
                        if every_payment:
                            out += [_ACTION(Action, (PLAY, n, cell, paid, wild)) for paid in ways]
                        else:
                            out.append(_ACTION(Action, (PLAY, n, cell, ways[0], wild)))
                        if len(ways) > 1:
                            several = True
        return several

    # --- playing -----------------------------------------------------------------------------
    def apply(self, a: Action) -> None:
        """Carry out ``a``, which must be one of :meth:`legal` (nothing is checked)."""
        execute(self, a)


def new_fast_game(options: TranquilityOptions, seed: int) -> FastState:
    """The dealt game of ``seed`` (the engine's deal) as a fast state."""
    return FastState(new_game(options, seed))


# --- strings at the boundary --------------------------------------------------------------------

#: Entries the string memo keeps.
MEMO_LIMIT = 100_000
#: ``format_action(a)``, remembered.
action_text = lru_cache(maxsize=MEMO_LIMIT)(format_action)


def in_string_order(moves: list[Action]) -> list[Action]:
    """``moves`` sorted by their canonical strings (the order ``Bot.choose`` sees)."""
    return sorted(moves, key=action_text)
