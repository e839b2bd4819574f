"""Guided first games: a fixed deal and a short coach that says what to play and why.

A guide is a deal (options, seed, who sits where) and its steps. A step may explain a rule (a
catalogue key: the rules page's own sections, so the coach and the rules page say the same) and
may ask for a move; the move is a canonical action, told in words by the game's Hint words, its
cells marked on the board. The bots play their own moves in between: their choices depend only
on the deal and the moves before (``game.core.table.decision_rng``), so the position a step
speaks of is always the one on the table. A move other than the one asked for is refused with
the coach's reminder; "Leave the guide" turns the coach off and the game goes on as any other.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GuideStep:
    """One step of the coach: a rule to read (catalogue key), a move to make, or both."""

    lesson: str | None = None
    action: str | None = None


@dataclass(frozen=True)
class Guide:
    """The deal of a guided game and its steps, in order."""

    options: Mapping[str, Any]
    seed: int
    #: per seat: ``"human"`` (the learner, seat 0) or a bot level
    seats: tuple[str, ...]
    steps: tuple[GuideStep, ...]
