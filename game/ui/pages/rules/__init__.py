"""The rules page of a game."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RulesPage:
    game: str
