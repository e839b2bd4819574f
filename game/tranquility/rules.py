"""``RULES``: Tranquility behind the shared ``Rules`` protocol (game/core/interfaces.py).

The public contract speaks canonical strings (see ``game.tranquility.actions`` for the
notation). Bots that run thousands of rollouts can use the typed fast path instead:
``RULES.legal_moves(state)`` gives ``Action`` values and ``RULES.apply_move(state, action,
checked=True)`` applies one without re-checking it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.rng import Rng
from game.tranquility import engine
from game.tranquility.actions import Action, format_action, parse_action
from game.tranquility.legal import legal_moves
from game.tranquility.options import TranquilityOptions, options_from_json, options_to_json
from game.tranquility.resample import resample_hidden
from game.tranquility.state import PLAYING, WON, TState, state_from_json, state_to_json
from game.tranquility.view import seat_view


class TranquilityRules:
    """The rules of Tranquility (RULES.md Part A). Stateless; every method is pure."""

    name = "tranquility"

    # --- options ---------------------------------------------------------------------------
    def options_from_json(self, data: Mapping[str, Any]) -> TranquilityOptions:
        return options_from_json(data)

    def options_to_json(self, options: TranquilityOptions) -> dict[str, Any]:
        return options_to_json(options)

    def num_players(self, options: TranquilityOptions) -> int:
        return options.players

    # --- play ------------------------------------------------------------------------------
    def new_game(self, options: TranquilityOptions, seed: int) -> TState:
        return engine.new_game(options, seed)

    def current_player(self, state: TState) -> int:
        return engine.current_player(state)

    def legal_actions(self, state: TState) -> list[str]:
        return sorted(format_action(a) for a in legal_moves(state))

    def apply(self, state: TState, action: str) -> TState:
        move = parse_action(action)
        engine.check_canonical(action, move)
        return engine.apply_move(state, move)

    def is_terminal(self, state: TState) -> bool:
        return state.result != PLAYING

    def returns(self, state: TState) -> list[float]:
        """1.0 for every seat after a win, 0.0 after a loss (or while playing); the scores in 1v1."""
        if state.options.competitive:
            return [float(x) for x in state.scores]
        value = 1.0 if state.result == WON else 0.0
        return [value] * state.options.players

    # --- fast typed path -------------------------------------------------------------------
    def legal_moves(self, state: TState) -> list[Action]:
        """Typed legal actions, unsorted (no string formatting)."""
        return legal_moves(state)

    def apply_move(self, state: TState, move: Action, checked: bool = False) -> TState:
        """Apply a typed action; ``checked=True`` trusts that it came from ``legal_moves``."""
        return engine.apply_move(state, move, checked)

    # --- information -----------------------------------------------------------------------
    def view(self, state: TState, seat: int | None) -> dict[str, Any]:
        return seat_view(state, seat)

    def state_to_json(self, state: TState) -> dict[str, Any]:
        return state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> TState:
        return state_from_json(data)

    def undo_barrier(self, before: TState, action: str, after: TState) -> bool:
        """True when the action drew or revealed a card, used chance, or passed the decision."""
        if before.rng != after.rng or engine.current_player(before) != engine.current_player(after):
            return True
        return any(len(a) != len(b) for a, b in zip(before.piles, after.piles, strict=True)) or len(
            before.gone
        ) != len(after.gone)

    def resample_hidden(self, state: TState, seat: int, rng: Rng) -> TState:
        return resample_hidden(state, seat, rng)


RULES = TranquilityRules()
