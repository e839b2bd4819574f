"""Sea Monsters (RULES.md A8): played onto any placed Island; both leave the game.

A monster is not placed in a cell, so neither the Jagged Rocks row nor the Day/Night half limits
its target. Monsters can never be discarded, and with the house ruling no Finish can be played
while any player holds one.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.tranquility.cards import MONSTER
from game.tranquility.storms import remove_island
from game.tranquility.work import Work


def targets(grid: Sequence[int]) -> list[int]:
    """Cells holding an Island a monster may swallow."""
    return [p for p, v in enumerate(grid) if v]


def swallow(w: Work, seat: int, cell: int) -> None:
    """``seat`` plays a monster onto ``cell``: monster and Island leave the game."""
    w.take(seat, MONSTER)
    w.gone.append(MONSTER)
    w.placed.remove(cell)
    remove_island(w, cell)


def anyone_holds_a_monster(hands: Sequence[Sequence[int]]) -> bool:
    """True when a Sea Monster is in some hand (no Finish then, [ruling] A8)."""
    return any(MONSTER in h for h in hands)
