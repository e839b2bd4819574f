"""A mutable scratch copy of a state, used inside one ``apply`` and then frozen.

States are immutable; building the next one through a handful of lists is both simpler and
faster than rebuilding tuples at every step of a turn.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.tranquility.cards import MONSTER, START
from game.tranquility.layouts import Layout, get_layout
from game.tranquility.state import Task, TState


class Work:
    """Lists for everything a turn may change; :meth:`freeze` gives the new ``TState``."""

    __slots__ = (
        "agenda",
        "compasses",
        "discards",
        "doldrums",
        "finish_card",
        "gone",
        "grid",
        "hands",
        "headwind",
        "layout",
        "loser",
        "lost",
        "night",
        "options",
        "piles",
        "placed",
        "removed",
        "restricted",
        "result",
        "rng",
        "rocks",
        "scores",
        "shares",
        "start_card",
        "supply",
        "turn",
        "turn_number",
        "wild_cells",
    )

    def __init__(self, s: TState) -> None:
        self.options = s.options
        self.layout: Layout = get_layout(s.options.layout)
        self.rng = Rng.from_hex(s.rng)
        self.grid = list(s.grid)
        self.wild_cells = list(s.wild_cells)
        self.placed = list(s.placed)
        self.hands = [list(h) for h in s.hands]
        self.piles = [list(p) for p in s.piles]
        self.discards = [list(d) for d in s.discards]
        self.removed = s.removed
        self.lost = list(s.lost)
        self.gone = list(s.gone)
        self.compasses = list(s.compasses)
        self.supply = s.supply
        self.start_card = s.start_card
        self.finish_card = s.finish_card
        self.rocks = s.rocks
        self.night = s.night
        self.headwind = list(s.headwind)
        self.doldrums = list(s.doldrums)
        self.restricted = s.restricted
        self.scores = list(s.scores)
        self.turn = s.turn
        self.turn_number = s.turn_number
        self.agenda: list[Task] = list(s.agenda)
        self.shares = list(s.shares)
        self.result = s.result
        self.loser = s.loser

    def freeze(self) -> TState:
        """The immutable state this scratch copy describes."""
        return TState(
            options=self.options,
            rng=self.rng.to_hex(),
            grid=tuple(self.grid),
            wild_cells=tuple(sorted(self.wild_cells)),
            placed=tuple(self.placed),
            hands=tuple(tuple(h) for h in self.hands),
            piles=tuple(tuple(p) for p in self.piles),
            discards=tuple(tuple(d) for d in self.discards),
            removed=self.removed,
            lost=tuple(self.lost),
            gone=tuple(self.gone),
            compasses=tuple(self.compasses),
            supply=self.supply,
            start_card=self.start_card,
            finish_card=self.finish_card,
            rocks=self.rocks,
            night=self.night,
            headwind=tuple(self.headwind),
            doldrums=tuple(self.doldrums),
            restricted=self.restricted,
            scores=tuple(self.scores),
            turn=self.turn,
            turn_number=self.turn_number,
            agenda=tuple(self.agenda),
            shares=tuple(self.shares),
            result=self.result,
            loser=self.loser,
        )

    @property
    def players(self) -> int:
        return self.options.players

    def order_from(self, seat: int) -> list[int]:
        """Every seat, clockwise, starting with ``seat``."""
        n = self.options.players
        return [(seat + i) % n for i in range(n)]

    def take(self, seat: int, card: int) -> None:
        """Remove one ``card`` from ``seat``'s hand (the caller has checked it is there)."""
        self.hands[seat].remove(card)

    def discard(self, seat: int, cards: tuple[int, ...]) -> None:
        """Discard ``cards`` from ``seat``'s hand face down; −1 each in the 1v1 score (A8)."""
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
        self.discards[seat].extend(cards)
        if self.options.competitive:
            self.scores[seat] -= len(cards)

    def discardable(self, seat: int) -> int:
        """Cards in ``seat``'s hand that may be discarded (not Sea Monsters, and not a Start card
        while none has been played: it must be played, A5)."""
        if self.start_card:
            return sum(1 for c in self.hands[seat] if c < MONSTER)
        return sum(1 for c in self.hands[seat] if c < MONSTER and c != START)
