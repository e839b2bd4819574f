"""Why a seat lost a game of Shifting Stones, in facts about its cards (pure; the game is over).

* ``short``: the winners' score against the seat's (and who took the +3 for 1-point cards).
* ``strikes``: solo: the turns that ended without a score (four of them lose, RULES.md B6).
* ``spent``: the points of the cards the seat paid to shift and flip against the points it
  scored, and its costliest turn: the cards paid and the card scored with them.
* ``near``: cards left in the seat's hand that were one Shift or Flip from matching the final
  grid.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.shifting_stones.actions import END, FLIP, SCORE, SKIP, SWAP, parse_action
from game.shifting_stones.cards import POINTS
from game.shifting_stones.matching import matches
from game.shifting_stones.scoring import one_point_bonus_seats, scores, solo_won, winners
from game.shifting_stones.state import StonesState
from game.shifting_stones.tiles import ADJACENT_PAIRS, CELLS, flipped


@dataclass(frozen=True)
class Reason:
    """One cause of a loss: its kind, the move (0-based index into the actions) it is about, and
    its facts."""

    kind: str
    move: int
    facts: dict[str, Any] = field(default_factory=dict)


@dataclass
class _Turn:
    first: int
    last: int = 0
    paid: list[int] = field(default_factory=list)
    scored: list[int] = field(default_factory=list)


def _turns(states: Sequence[StonesState], actions: Sequence[str], seat: int) -> list[_Turn]:
    """The seat's turns: the cards it paid and scored in each."""
    turns: list[_Turn] = []
    current: _Turn | None = None
    for move, text in enumerate(actions):
        if states[move].current != seat:
            current = None
            continue
        action = parse_action(text)
        if current is None:
            current = _Turn(move)
            turns.append(current)
        if action.kind in (SWAP, FLIP):
            current.paid.append(action.card)
        elif action.kind == SCORE:
            current.scored.append(action.card)
        current.last = move
        if action.kind in (END, SKIP):
            current = None
    return turns


def near_misses(grid: Sequence[int], hand: Sequence[int]) -> list[tuple[int, str]]:
    """``(card, how)``: the cards of ``hand`` that one Shift (``swap``) or Flip (``flip``) of
    ``grid`` would make match, and do not match now."""
    found = []
    for card in hand:
        if matches(grid, card):
            continue
        for cell in CELLS:
            turned = list(grid)
            turned[cell] = flipped(turned[cell])
            if matches(turned, card):
                found.append((card, "flip"))
                break
        else:
            for a, b in ADJACENT_PAIRS:
                swapped = list(grid)
                swapped[a], swapped[b] = swapped[b], swapped[a]
                if matches(swapped, card):
                    found.append((card, "swap"))
                    break
    return found


def loss_reasons(states: Sequence[StonesState], actions: Sequence[str], seat: int) -> list[Reason]:
    """Why ``seat`` lost (``states``: every state of the game, the deal first; ``actions`` the
    moves between them); [] when it won or shared the win, or the game is not over."""
    last = states[-1]
    end = len(actions) - 1
    solo = last.players == 1
    if solo:
        if solo_won(last) or last.strikes < 4:
            return []
    elif seat in winners(last) or not any(sum(1 for _ in pile) for pile in last.scored):
        return []
    found: list[Reason] = []
    turns = _turns(states, actions, seat)
    if solo:
        struck = [turn.last for turn in turns if not turn.scored]
        found.append(Reason("strikes", struck[-1] if struck else end, {"moves": [m + 1 for m in struck]}))
    else:
        totals = scores(last)
        best = winners(last)
        bonus = one_point_bonus_seats(last)
        facts = {"winners": best, "best": totals[best[0]], "mine": totals[seat], "bonus": bonus}
        found.append(Reason("short", end, facts))
    paid = [card for turn in turns for card in turn.paid]
    scored = [card for turn in turns for card in turn.scored]
    if paid:
        worst = max(turns, key=lambda t: sum(POINTS[c] for c in t.paid) - sum(POINTS[c] for c in t.scored))
        facts = {
            "paid": len(paid),
            "paid_points": sum(POINTS[c] for c in paid),
            "scored": len(scored),
            "scored_points": sum(POINTS[c] for c in scored),
        }
        if sum(POINTS[c] for c in worst.paid) > sum(POINTS[c] for c in worst.scored):
            facts |= {"turn_paid": worst.paid, "turn_scored": worst.scored, "turn": worst.first + 1}
        found.append(Reason("spent", worst.first, facts))
    near = near_misses(last.grid, last.hands[seat])
    if near:
        found.append(Reason("near", end, {"cards": near}))
    return found
