"""The narrow interfaces every game and bot implements (in the spirit of OpenSpiel).

A game is a stateless ``Rules`` object; states are immutable values it creates and transforms.
Actions cross every boundary (logs, saves, tests, DOM ``data-action``) as canonical strings.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

from game.core.rng import Rng

StateT = TypeVar("StateT")
OptionsT = TypeVar("OptionsT")

JSON = dict[str, Any]

#: ``current_player`` returns this once the game is over.
TERMINAL = -1


@runtime_checkable
class Rules(Protocol[StateT, OptionsT]):
    """One game's rules. Every method is pure: inputs are never mutated."""

    #: Registry key and save tag, e.g. ``"tranquility"``.
    name: str

    def options_from_json(self, data: Mapping[str, Any]) -> OptionsT:
        """Build validated options (missing keys take defaults); raises ``InvalidOptions``."""
        ...

    def options_to_json(self, options: OptionsT) -> JSON:
        """The options as a JSON object that ``options_from_json`` accepts back."""
        ...

    def num_players(self, options: OptionsT) -> int:
        """Seats in a game with these options."""
        ...

    def new_game(self, options: OptionsT, seed: int) -> StateT:
        """The state after setup (shuffle and deal) for this seed."""
        ...

    def current_player(self, state: StateT) -> int:
        """The seat that must decide next, or ``TERMINAL``."""
        ...

    def legal_actions(self, state: StateT) -> list[str]:
        """Every legal action of ``current_player`` as canonical strings, sorted; empty iff over."""
        ...

    def apply(self, state: StateT, action: str) -> StateT:
        """The state after ``action``; raises ``IllegalAction`` explaining why it is not allowed."""
        ...

    def is_terminal(self, state: StateT) -> bool:
        """True once the game has ended."""
        ...

    def returns(self, state: StateT) -> list[float]:
        """Per-seat outcome of a finished game (1 win, 0 loss, shares for ties; scores in 1v1)."""
        ...

    def view(self, state: StateT, seat: int | None) -> JSON:
        """What ``seat`` may see, as JSON; ``None`` is a spectator (public information only)."""
        ...

    def state_to_json(self, state: StateT) -> JSON:
        """The whole state (hidden parts included) as JSON."""
        ...

    def state_from_json(self, data: Mapping[str, Any]) -> StateT:
        """Inverse of ``state_to_json``; raises ``SaveError`` on malformed data."""
        ...

    def undo_barrier(self, before: StateT, action: str, after: StateT) -> bool:
        """True if ``action`` may never be undone: it drew a card or otherwise showed the actor
        something hidden, used chance, or handed the decision to another seat (the Board Game
        Arena undo policy). Showing one's own card (a play, a face-up discard) within one's own
        turn is not a barrier: it teaches the actor nothing."""
        ...

    def resample_hidden(self, state: StateT, seat: int, rng: Rng) -> StateT:
        """A state equal to ``state`` in everything ``seat`` can see, with every hidden card
        (other hands, pile orders, unseen discards) redealt at random consistently with that
        view. Used by search bots (determinization) and by the fair-play tests."""
        ...


@runtime_checkable
class Bot(Protocol):
    """A player. Sees only its seat's view and the legal actions; its randomness is its own."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> str:
        """One of ``legal``."""
        ...
