"""House rulings: where the published rules are silent, what this program decides.

Shown on the in-app rules page as "house rulings". ``rule`` names the section of RULES.md Part B
the ruling belongs to; the engine and its tests follow every one of them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Ruling:
    """One house ruling: a stable id, the rule section it belongs to, one English sentence."""

    id: str
    rule: str
    text: str


RULINGS: tuple[Ruling, ...] = (
    Ruling(
        "bonus_needs_a_one_point_card",
        "B5",
        "The +3 bonus for the most 1-point cards goes to nobody if nobody scored a 1-point card; "
        "tied players each get it.",
    ),
    Ruling(
        "discard_pile_is_public",
        "B3",
        "Discarded cards lie face up: anyone may look through the whole discard pile.",
    ),
    Ruling(
        "discard_any_card",
        "B3",
        "Any card in hand can pay for a Shift or a Flip, even one that could score now; the player chooses which.",
    ),
    Ruling(
        "skip_is_the_whole_turn",
        "B3",
        "A Skip replaces the whole turn: it is only possible before any Shift, Flip or Score that turn.",
    ),
    Ruling(
        "skip_respects_hand_of_six",
        "B3",
        "A Skip draws 2 cards but never beyond a hand of 6 (1 card from a hand of 5, none from 6); "
        "it still counts as a Skip.",
    ),
    Ruling(
        "end_turn_without_actions",
        "B3",
        "A turn may end without any action: the player draws back up to 4, and this is not a Skip.",
    ),
    Ruling(
        "reshuffle_when_drawing",
        "B3",
        "The discard pile is shuffled into a new deck when a card must be drawn from an empty deck; "
        "if the discard pile is empty too, the player draws no more.",
    ),
    Ruling(
        "end_round_closes_before_seat_one",
        "B5",
        "Reaching the card count ends the game after the turn of the player seated before the first "
        "player, even if it was reached in the middle of a turn or by the first player.",
    ),
    Ruling(
        "solo_deck_unseen",
        "B6",
        "The solo deck's 16 cards are drawn face down; the other 56 cards stay in the box unseen.",
    ),
    Ruling(
        "solo_strike_at_end_of_turn",
        "B6",
        "In solo, a strike is given when a turn ends (by End or Skip) without a card scored in it; "
        "the fourth strike ends the game at once.",
    ),
    Ruling(
        "solo_win_at_once",
        "B6",
        "In solo, the game is won the moment the 16th card is scored; there is no +3 bonus.",
    ),
)


def ruling(ruling_id: str) -> Ruling:
    """The ruling with this id; raises ``KeyError`` for an unknown id."""
    for item in RULINGS:
        if item.id == ruling_id:
            return item
    raise KeyError(ruling_id)
