"""Drawing back up, Compasses and Storms (RULES.md A3, A8 Storms and Compass; [ruling] design).

Drawing is where hidden cards come into play, so it is an agenda task that can pause: a Storm
drawn by a player who owns a Compass waits for their ``compass:yes/no``; the Lightning waits for
every player's discard; the Squall waits for the drawing player's two discards once the hand is
refilled. The replacement draw always resumes afterwards.
"""

from __future__ import annotations

from bisect import insort

from game.tranquility.cards import (
    BREAKER,
    COMPASS,
    DOLDRUMS,
    HEADWIND,
    LIGHTNING,
    SQUALL,
    START,
    STORMS,
    UNDERTOW,
    WILD,
)
from game.tranquility.state import D_COMPASS, D_LIGHTNING, D_SQUALL, T_DRAW, Task
from game.tranquility.work import Work

HAND_SIZE = 5


def draw_up(w: Work, seat: int) -> None:
    """Draw ``seat`` back up to 5 from its own pile (A3); pauses by pushing tasks on the agenda.

    A Compass goes to the compass area and, in Day and Night, turns every hand (A8). A Storm is
    revealed: with a Compass in hand the player decides first; otherwise it strikes at once.
    """
    hand = w.hands[seat]
    pile = w.piles[seat]
    while len(hand) < HAND_SIZE and pile:
        card = pile.pop()
        if card == COMPASS:
            w.compasses[seat] += 1
            if w.options.day_night:
                w.night = not w.night
            continue
        if card in STORMS:
            w.gone.append(card)
            resume: Task = (T_DRAW, seat, 0)
            if w.compasses[seat] > 0:
                w.agenda[0:0] = [(D_COMPASS, seat, card), resume]
                return
            before, after = strike(w, card, seat)
            w.agenda[0:0] = [*before, resume, *after]
            return
        insort(hand, card)


def strike(w: Work, storm: int, seat: int) -> tuple[list[Task], list[Task]]:
    """Resolve ``storm`` drawn by ``seat``: returns tasks to run before the replacement draw
    resumes and tasks to run after it (the Squall waits for the refilled hand)."""
    if storm == SQUALL:
        return [], [(D_SQUALL, seat, 0)]
    if storm == LIGHTNING:
        return [(D_LIGHTNING, s, 0) for s in w.order_from(seat)], []
    if storm == UNDERTOW:
        pile = w.piles[seat]
        back = 0
        for _ in range(2):
            if not pile:
                break
            card = pile.pop()
            if card == START:
                back += 1
            else:
                w.lost.append(card)
        for _ in range(back):
            pile.insert(w.rng.below(len(pile) + 1), START)
    elif storm == HEADWIND:
        w.headwind[seat] = True
    elif storm == BREAKER:
        if w.placed:
            cell = w.placed.pop()
            remove_island(w, cell)
    elif storm == DOLDRUMS:
        w.doldrums[seat] = True
    return [], []


def remove_island(w: Work, cell: int) -> None:
    """The card in ``cell`` leaves the game face up; the cell is empty again."""
    if cell in w.wild_cells:
        w.wild_cells.remove(cell)
        w.gone.append(WILD)
    else:
        w.gone.append(w.grid[cell])
    w.grid[cell] = 0
