"""The rules page of a game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class RulesPage:
    #: the screen's name (the page's ``data-screen``)
    SCREEN: ClassVar[str] = "rules"

    game: str
