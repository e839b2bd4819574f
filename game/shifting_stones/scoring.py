"""Final scores and outcomes (RULES.md B5, B6)."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.interfaces import TERMINAL
from game.shifting_stones.cards import POINTS
from game.shifting_stones.options import END_TRIGGER
from game.shifting_stones.state import StonesState

#: Bonus for the player(s) with the most 1-point cards (RULES.md B5).
ONE_POINT_BONUS = 3
#: Solo: the deck's make-up by card value, and the strikes that lose (RULES.md B6).
SOLO_DECK = {1: 8, 2: 4, 3: 3, 5: 1}
SOLO_CARDS = sum(SOLO_DECK.values())
SOLO_STRIKES_TO_LOSE = 4
#: Cards in hand: drawn back up to this at the end of a turn, at most this after a Skip (B3).
HAND_REFILL = 4
HAND_LIMIT = 6
SKIP_DRAW = 2


def end_trigger(players: int) -> int:
    """Scored cards by one player that start the last round (RULES.md B5)."""
    return END_TRIGGER[players]


def refill(hand_size: int, skipped: bool) -> int:
    """Cards drawn as a turn ends: back up to 4 after an End, 2 after a Skip but never beyond a
    hand of 6 (RULES.md B3 [ruling])."""
    if skipped:
        return max(0, min(SKIP_DRAW, HAND_LIMIT - hand_size))
    return max(0, HAND_REFILL - hand_size)


def after_turn(
    players: int, seat: int, turn_scored: int, strikes: int, scored: Sequence[Sequence[int]]
) -> tuple[int, int]:
    """The seat to play after ``seat``'s turn (``TERMINAL`` when the game ends here) and the solo
    strikes: a solo turn without a score is a strike, the fourth loses (B6); otherwise the round
    ends after the seat before seat 0 once someone has scored the card count (B5)."""
    if players == 1:
        if turn_scored == 0:
            strikes += 1
        return (TERMINAL if strikes >= SOLO_STRIKES_TO_LOSE else 0), strikes
    nxt = (seat + 1) % players
    # The round ends after the seat before seat 0: then everyone has had as many turns.
    over = nxt == 0 and max(len(s) for s in scored) >= end_trigger(players)
    return (TERMINAL if over else nxt), strikes


def card_points(scored: tuple[int, ...]) -> int:
    """Points printed on these cards."""
    return sum(POINTS[c] for c in scored)


def one_point_bonus_seats(state: StonesState) -> list[int]:
    """Seats that get the +3: those with the most 1-point cards, and nobody if nobody has one
    (RULES.md B5 [ruling]). There is no bonus in the solo game."""
    if state.solo:
        return []
    ones = [sum(1 for c in cards if POINTS[c] == 1) for cards in state.scored]
    most = max(ones)
    return [seat for seat, n in enumerate(ones) if n == most] if most > 0 else []


def scores(state: StonesState) -> list[int]:
    """Every seat's score now: card points plus the +3 bonus where it applies (RULES.md B5)."""
    bonus = one_point_bonus_seats(state)
    return [
        card_points(cards) + (ONE_POINT_BONUS if seat in bonus else 0)
        for seat, cards in enumerate(state.scored)
    ]


def solo_won(state: StonesState) -> bool:
    """True once all 16 solo cards are scored (RULES.md B6)."""
    return state.solo and len(state.scored[0]) == SOLO_CARDS


def winners(state: StonesState) -> list[int]:
    """Seats that win a finished game: the highest score, ties sharing; solo: the player if won."""
    if state.solo:
        return [0] if solo_won(state) else []
    totals = scores(state)
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]


def returns(state: StonesState) -> list[float]:
    """1 to a sole winner, 1/k to each of k tied winners, 0 otherwise; all 0 before the end."""
    if not state.is_over:
        return [0.0] * state.players
    won = winners(state)
    return [1.0 / len(won) if seat in won else 0.0 for seat in range(state.players)]
