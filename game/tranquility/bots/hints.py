"""The Hint button: the hard bot's choice for the seat of a view, with one line of reasons.

Cells and rows are numbered from 1, as the board shows them. ``suggest(view, legal)`` is
deterministic: the search's random deals are seeded from the view's turn number and hand, so
asking twice gives the same hint.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.rng import Rng, seed_from_text
from game.tranquility import actions as A
from game.tranquility import cards as C
from game.tranquility.actions import Action, format_action
from game.tranquility.bots.hard import HardBot


def _cards(cards: Sequence[int]) -> str:
    names = [C.name(c) for c in cards]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _discards(n: int) -> str:
    if n == 0:
        return "for free"
    return f"for {n} discard{'s' if n != 1 else ''}"


def _neighbours(view: Mapping[str, Any], cell: int) -> str:
    """Where a cell sits among the placed Islands, in words."""
    grid = [v or 0 for v in view["grid"]]
    below = next((grid[p] for p in range(cell - 1, -1, -1) if grid[p]), 0)
    above = next((grid[p] for p in range(cell + 1, len(grid)) if grid[p]), 0)
    if below and above:
        return f"between {below} and {above}"
    if below:
        return f"above {below}"
    if above:
        return f"below {above}"
    return "in the empty sea"


def reason(view: Mapping[str, Any], action: Action) -> str:
    """One English sentence explaining ``action`` in the position of ``view``."""
    k = action.kind
    if k == A.PLAY:
        what = f"Your Wild as {action.number}" if action.wild else str(action.number)
        text = f"{what} fits cell {action.cell + 1} {_neighbours(view, action.cell)} {_discards(len(action.cards))}"
        if action.cards:
            text += f", paid with {_cards(action.cards)}"
        return text + "."
    if k == A.DISCARD:
        return f"Nothing fits well enough now: discard {_cards(action.cards)}, the cards you will miss least."
    if k == A.FINISH:
        return "The sea is full: play the Finish and the team wins."
    if k == A.START:
        return "A Start card must be played as soon as you hold one."
    if k == A.MONSTER:
        number = view["grid"][action.cell]
        return (
            f"Send the Sea Monster onto {number} in cell {action.cell + 1}: the sea misses that Island least."
        )
    if k == A.SHARES:
        return (
            "Split the 8 Start discards as "
            + ", ".join(str(x) for x in action.cards)
            + " (each seat's spare cards)."
        )
    if k in (A.GIVE, A.SQUALL, A.LIGHTNING):
        return f"Give up {_cards(action.cards)}: the cards you will miss least."
    if k == A.ROCKS:
        if action.cell == A.STAY:
            return f"Keep the rocks and discard {_cards(action.cards)}: no other row is open."
        return f"Move the Jagged Rocks to row {action.cell + 1}: it blocks the fewest of your good plays."
    if k == A.COMPASS:
        return (
            "Spend a Compass: this Storm hurts more than a Compass is worth."
            if action.number
            else ("Keep the Compass: this Storm costs little.")
        )
    return "The only sensible move."


def suggest(view: Mapping[str, Any], legal: Sequence[str]) -> tuple[str, str]:
    """The hard bot's action for the seat of ``view`` and a one-line reason."""
    seed = seed_from_text(
        f"hint:{view['turn_number']}:{','.join(view['hand'] or [])}:{view['discard_count']}"
    )
    action = HardBot().decide(view, legal, Rng(seed))
    return format_action(action), reason(view, action)
