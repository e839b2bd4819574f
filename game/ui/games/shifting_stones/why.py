"""Why a player lost a game of Shifting Stones, as lines of the end screen
(``game.shifting_stones.reasons``' causes in words)."""

from __future__ import annotations

from collections.abc import Sequence

from game.shifting_stones.cards import POINTS
from game.shifting_stones.reasons import Reason, loss_reasons
from game.shifting_stones.state import StonesState
from game.ui.table.ending import Line
from game.ui.table.inline import CARD_MARK


def reason_lines(reason: Reason, seat: int) -> tuple[Line, ...]:
    """One cause in words (moves counted from 1)."""
    facts = reason.facts
    lines: tuple[Line, ...]
    if reason.kind == "short":
        lines = (
            Line(
                "why.short",
                {"seat": seat, "seats": facts["winners"], "best": facts["best"], "mine": facts["mine"]},
            ),
        )
        if facts["bonus"] and seat not in facts["bonus"]:
            lines += (Line("why.bonus", {"seats": facts["bonus"]}),)
        return lines
    if reason.kind == "strikes":
        moves = ", ".join(str(m) for m in facts["moves"])
        return (Line("why.strikes", {"count": len(facts["moves"]), "moves": moves}),)
    if reason.kind == "spent":
        lines = (
            Line(
                "why.spent",
                {
                    "seat": seat,
                    "count": facts["paid"],
                    "paid_points": facts["paid_points"],
                    "scored": facts["scored"],
                    "scored_points": facts["scored_points"],
                },
            ),
        )
        if "turn" in facts:
            paid = facts["turn_paid"]
            scored = sum(POINTS[c] for c in facts["turn_scored"])
            key = "why.spent_turn" if facts["turn_scored"] else "why.spent_turn_nothing"
            params = {
                "move": facts["turn"],
                "count": len(paid),
                "points": sum(POINTS[c] for c in paid),
                "scored": scored,
            }
            lines += (Line(key, params),)
        return lines
    cards = tuple(
        Line(f"why.near_card.{how}", {"points": POINTS[card], "card": CARD_MARK}, (card,))
        for card, how in facts["cards"]
    )
    return (Line("why.near", {"cards": cards}),)


def why_lost(states: Sequence[StonesState], actions: Sequence[str], seat: int) -> tuple[Line, ...]:
    """The lines saying why ``seat`` lost (none when it did not)."""
    return tuple(
        line for reason in loss_reasons(states, actions, seat) for line in reason_lines(reason, seat)
    )
