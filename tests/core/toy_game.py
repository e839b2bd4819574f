"""A tiny two-player game to test the shared machinery without a real engine.

Players take turns adding 1 or 2 to a counter; whoever reaches ``target`` wins. ``add:2`` "draws
a card" (an undo barrier) so the undo policy can be tested.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.errors import IllegalAction, InvalidOptions, SaveError
from game.core.interfaces import TERMINAL
from game.core.rng import Rng


@dataclass(frozen=True)
class ToyOptions:
    target: int = 10


@dataclass(frozen=True)
class ToyState:
    target: int
    total: int
    turn: int


class ToyRules:
    name = "toy"

    def options_from_json(self, data: Mapping[str, Any]) -> ToyOptions:
        target = data.get("target", 10)
        if not isinstance(target, int) or target < 1:
            raise InvalidOptions("target", "target must be a positive whole number")
        return ToyOptions(target)

    def options_to_json(self, options: ToyOptions) -> dict[str, Any]:
        return {"target": options.target}

    def num_players(self, options: ToyOptions) -> int:
        return 2

    def new_game(self, options: ToyOptions, seed: int) -> ToyState:
        return ToyState(options.target, 0, 0)

    def is_terminal(self, state: ToyState) -> bool:
        return state.total >= state.target

    def current_player(self, state: ToyState) -> int:
        return TERMINAL if self.is_terminal(state) else state.turn % 2

    def legal_actions(self, state: ToyState) -> list[str]:
        return [] if self.is_terminal(state) else ["add:1", "add:2"]

    def apply(self, state: ToyState, action: str) -> ToyState:
        if action not in self.legal_actions(state):
            raise IllegalAction(f"{action} is not a move now", "toy_illegal")
        return ToyState(state.target, state.total + int(action[4:]), state.turn + 1)

    def returns(self, state: ToyState) -> list[float]:
        winner = (state.turn - 1) % 2
        return [1.0 if seat == winner else 0.0 for seat in range(2)]

    def view(self, state: ToyState, seat: int | None) -> dict[str, Any]:
        return {"total": state.total, "turn": state.turn}

    def state_to_json(self, state: ToyState) -> dict[str, Any]:
        return {"target": state.target, "total": state.total, "turn": state.turn}

    def state_from_json(self, data: Mapping[str, Any]) -> ToyState:
        try:
            return ToyState(int(data["target"]), int(data["total"]), int(data["turn"]))
        except (KeyError, TypeError, ValueError) as err:
            raise SaveError("bad toy state", "toy_bad_state") from err

    def undo_barrier(self, before: ToyState, action: str, after: ToyState) -> bool:
        return action == "add:2"

    def resample_hidden(self, state: ToyState, seat: int, rng: Rng) -> ToyState:
        return state


RULES = ToyRules()
