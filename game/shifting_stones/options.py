"""Setup options of a Shifting Stones game (RULES.md B2, B5, B6)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.errors import InvalidOptions

MIN_PLAYERS = 1
MAX_PLAYERS = 5

#: Scored cards that trigger the last round, by number of players (RULES.md B5).
END_TRIGGER = {2: 10, 3: 9, 4: 8, 5: 7}


@dataclass(frozen=True)
class ShiftingStonesOptions:
    """``players`` seats, 1 to 5; one player plays the solo game (RULES.md B6)."""

    players: int = 2

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise InvalidOptions(
                "players",
                f"The number of players must be a whole number, not {self.players!r}.",
                "players_not_integer",
                value=repr(self.players),
            )
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise InvalidOptions(
                "players",
                f"Shifting Stones is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {self.players}.",
                "players_out_of_range",
                value=self.players,
                min=MIN_PLAYERS,
                max=MAX_PLAYERS,
            )

    @property
    def solo(self) -> bool:
        return self.players == 1

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ShiftingStonesOptions:
        """Options from JSON; missing keys take defaults, unknown keys are refused."""
        for key in data:
            if key != "players":
                raise InvalidOptions(
                    str(key), f"Shifting Stones has no option {key!r}.", "unknown_option", value=str(key)
                )
        return cls(players=data.get("players", 2))

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players}
