"""Why a lost Tranquility voyage was lost, in facts about the cards (pure; the game is over, so
every card may be named).

The voyage is lost when a player can neither play nor discard two (RULES.md A7), but that is the
last step, not the cause. The causes read here, each with the move that settled it:

* ``sealed``: an empty cell with numbers on both sides that leave no Island between them (34 and
  35 around it): it can never be filled, from the move the second of them was placed.
* ``gap_gone``: a run of empty cells whose numbers (those between the placed numbers around it)
  all left play: discarded (by whom, at which move), or never in the deck (Fewer islands).
* ``gap_short``: such a run needs more numbers than are left in play between its bounds.
* ``no_finish``: every Finish card was discarded: no card can end the voyage.
* ``out_of_cards``: fewer cards were left in the hands and piles than empty cells.
* ``stuck``: none of the above: the hand of the player who could not move (its cards named).

A game with the Day & Night module is read for the Finish cards and the cards left only (its two
halves are ordered on their own).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.tranquility.cards import FINISH, ISLAND_MAX
from game.tranquility.state import LOST, TState


@dataclass(frozen=True)
class Reason:
    """One cause of a loss: its kind, the move (0-based index into the actions) from which it
    held, and its facts (cells 1-based, as the board numbers them)."""

    kind: str
    move: int
    facts: dict[str, Any] = field(default_factory=dict)


def _where_gone(states: Sequence[TState], number: int) -> tuple[int, int] | None:
    """``(seat, move)``: who discarded ``number`` and at which move (index of the action after
    which it was first among that seat's discards); None when it was never discarded."""
    last = states[-1]
    seat = next((i for i, pile in enumerate(last.discards) if number in pile), None)
    if seat is None:
        return None
    for move in range(1, len(states)):
        if number in states[move].discards[seat]:
            return seat, move - 1
    return seat, 0


def _in_play(s: TState) -> list[int]:
    """The cards still in the hands and piles."""
    return [c for cards in (*s.hands, *s.piles) for c in cards]


def empty_runs(grid: Sequence[int]) -> list[tuple[int, int, int, int]]:
    """The runs of empty cells as ``(first, last, low, high)``: cells ``first``..``last`` (0-based,
    in sequence order) lie between the placed numbers ``low`` and ``high`` (0 and ISLAND_MAX + 1
    at the ends of the sea)."""
    runs = []
    p = 0
    while p < len(grid):
        if grid[p]:
            p += 1
            continue
        first = p
        while p < len(grid) and not grid[p]:
            p += 1
        low = max((v for v in grid[:first] if v), default=0)
        high = min((v for v in grid[p:] if v), default=ISLAND_MAX + 1)
        runs.append((first, p - 1, low, high))
    return runs


def _placed_at(states: Sequence[TState], number: int) -> int:
    """The move that placed ``number`` on the sea (0 when it was there from the start)."""
    for move in range(1, len(states)):
        if number in states[move].grid and number not in states[move - 1].grid:
            return move - 1
    return 0


def loss_reasons(states: Sequence[TState]) -> list[Reason]:
    """The causes of a lost voyage (``states``: every state of the game, the deal first), the
    earliest first; [] unless the game was lost."""
    last = states[-1]
    if last.result != LOST:
        return []
    found: list[Reason] = []
    play = _in_play(last)
    if not last.options.day_night:
        islands = [c for c in play if c <= ISLAND_MAX]
        for first, end, low, high in empty_runs(last.grid):
            cells = list(range(first + 1, end + 2))
            need = end - first + 1
            if high - low <= 1:
                move = (
                    max(_placed_at(states, low), _placed_at(states, high))
                    if low and high <= ISLAND_MAX
                    else 0
                )
                found.append(Reason("sealed", move, {"cells": cells, "low": low, "high": high}))
                continue
            fits = [n for n in islands if low < n < high]
            if len(fits) >= need:
                continue
            gone = []
            for number in range(low + 1, high):
                where = _where_gone(states, number)
                if where is not None:
                    gone.append((number, *where))
            move = max((m for _, _, m in gone), default=0)
            kind = "gap_gone" if not fits else "gap_short"
            facts = {
                "cells": cells,
                "low": low,
                "high": high,
                "gone": gone,
                "left": sorted(fits),
                "need": need,
            }
            found.append(Reason(kind, move, facts))
    finishes = [c for c in play if c == FINISH]
    if not finishes and not last.finish_card:
        given = [(seat, move) for seat, move in _finish_discards(states)]
        found.append(Reason("no_finish", max((m for _, m in given), default=0), {"given": given}))
    empty = sum(1 for v in last.grid if not v)
    if len(play) < empty:
        found.append(Reason("out_of_cards", len(states) - 2, {"left": len(play), "empty": empty}))
    if not found:
        seat = last.loser if last.loser >= 0 else 0
        found.append(Reason("stuck", len(states) - 2, {"seat": seat, "hand": list(last.hands[seat])}))
    found.sort(key=lambda reason: reason.move)
    return found


def _finish_discards(states: Sequence[TState]) -> list[tuple[int, int]]:
    """``(seat, move)`` of each Finish card discarded, in order."""
    given = []
    for move in range(1, len(states)):
        before, after = states[move - 1], states[move]
        for seat, (was, now) in enumerate(zip(before.discards, after.discards, strict=True)):
            added = now.count(FINISH) - was.count(FINISH)
            given += [(seat, move - 1)] * added
    return given
