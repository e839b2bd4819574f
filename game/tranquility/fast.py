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
- **Legality** is the public generator (``legal.legal_moves``, ``legal.turn_moves``,
  ``legal.turn_texts``) reading the mutable state.
- **Bots' knowledge** (``seen.seen_from_state``) is built straight from the state for one seat,
  equal to what the seat's view gives (``seen.seen_from_view``), without building a view.

``fast_bots.play_game`` plays one seeded game of a team of bots (or random players) on this
path; ``game.sim.tranquility`` uses it when no record is written.

Pure Python: it runs in Pyodide unchanged.
"""

from __future__ import annotations

from functools import lru_cache

from game.core.rng import Rng
from game.tranquility.actions import Action, format_action
from game.tranquility.engine import current_player, deal, execute
from game.tranquility.legal import legal_moves
from game.tranquility.options import TranquilityOptions
from game.tranquility.state import TState
from game.tranquility.work import Work


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
        """Every legal action of :meth:`current` (``legal.legal_moves``)."""
        return legal_moves(self)

    # --- playing -----------------------------------------------------------------------------
    def apply(self, a: Action) -> None:
        """Carry out ``a``, which must be one of :meth:`legal` (nothing is checked)."""
        execute(self, a)


def new_fast_game(options: TranquilityOptions, seed: int) -> FastState:
    """The dealt game of ``seed`` (the engine's deal) as a fast state."""
    return deal(options, seed, FastState)


# --- strings at the boundary --------------------------------------------------------------------

#: Entries the string memo keeps.
MEMO_LIMIT = 100_000
#: ``format_action(a)``, remembered.
action_text = lru_cache(maxsize=MEMO_LIMIT)(format_action)


def in_string_order(moves: list[Action]) -> list[Action]:
    """``moves`` sorted by their canonical strings (the order ``Bot.choose`` sees)."""
    return sorted(moves, key=action_text)
