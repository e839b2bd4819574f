"""Error types shared by every game.

Every error carries a human sentence (``str(err)``) plus a stable ``code`` and ``params`` so the
UI can render it in the player's language.
"""

from __future__ import annotations

from typing import Any


class GameError(Exception):
    """Base of every error the games raise on purpose."""

    def __init__(self, message: str, code: str = "error", **params: Any) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.params: dict[str, Any] = params


class IllegalAction(GameError):
    """An action the rules do not allow now; the message explains why in a player's words."""


class MalformedAction(IllegalAction):
    """Text that is no action of the game at all (a spelling error), as opposed to an action the
    rules do not allow now."""


class InvalidOptions(GameError):
    """An option value or combination the game cannot be set up with; names the option."""

    def __init__(self, option: str, message: str, code: str = "invalid_option", **params: Any) -> None:
        super().__init__(message, code, option=option, **params)
        self.option = option


class SaveError(GameError):
    """A save that cannot be loaded: corrupt, from another game, or from a newer version."""
