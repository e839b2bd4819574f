"""The ``Rules`` object of Shifting Stones (RULES.md Part B), registered as ``"shifting-stones"``.

A thin string-level facade over :mod:`game.shifting_stones.engine`; see the package docstring for
the notation and the house rulings.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.interfaces import TERMINAL
from game.core.rng import Rng
from game.shifting_stones import engine, scoring, views
from game.shifting_stones.actions import END, SKIP, parse_action
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.state import GAME_NAME, StonesState, state_from_json, state_to_json


class ShiftingStonesRules:
    """Shifting Stones for 1–5 players (1 = solo). Stateless; every method is pure."""

    name = GAME_NAME

    def options_from_json(self, data: Mapping[str, Any]) -> ShiftingStonesOptions:
        return ShiftingStonesOptions.from_json(data)

    def options_to_json(self, options: ShiftingStonesOptions) -> dict[str, Any]:
        return options.to_json()

    def num_players(self, options: ShiftingStonesOptions) -> int:
        return options.players

    def new_game(self, options: ShiftingStonesOptions, seed: int) -> StonesState:
        return engine.new_state(options, seed)

    def current_player(self, state: StonesState) -> int:
        return state.current

    def legal_actions(self, state: StonesState) -> list[str]:
        return engine.legal_action_strings(state)

    def apply(self, state: StonesState, action: str) -> StonesState:
        return engine.apply_move(state, parse_action(action), action)

    def is_terminal(self, state: StonesState) -> bool:
        return state.current == TERMINAL

    def returns(self, state: StonesState) -> list[float]:
        """1 for a sole winner, 1/k for each of k tied winners, 0 otherwise (RULES.md B5);
        solo: 1 for a win, 0 for a loss (B6)."""
        return scoring.returns(state)

    def view(self, state: StonesState, seat: int | None) -> dict[str, Any]:
        return views.view(state, seat)

    def state_to_json(self, state: StonesState) -> dict[str, Any]:
        return state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> StonesState:
        return state_from_json(data)

    def undo_barrier(self, before: StonesState, action: str, after: StonesState) -> bool:
        """Ending or skipping a turn draws cards (perhaps after a seeded reshuffle) and passes
        the turn, so it can never be undone; Shifts, Flips and Scores within a turn can."""
        kind = parse_action(action)[0]
        return kind in (END, SKIP) or before.rng != after.rng or before.deck != after.deck

    def resample_hidden(self, state: StonesState, seat: int, rng: Rng) -> StonesState:
        return views.resample_hidden(state, seat, rng)


RULES = ShiftingStonesRules()
