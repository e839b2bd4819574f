"""Why a lost voyage was lost, as lines of the end screen (``game.tranquility.reasons``' causes
in words, with the cards named)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.tranquility.cards import label
from game.tranquility.reasons import Reason, loss_reasons
from game.tranquility.state import TState
from game.ui.table.ending import Line

#: the words of the cards that are not Islands (their label: their catalogue key)
_SPECIAL = {"F": "card.finish", "S": "card.start", "W": "card.wild", "M": "card.monster"}


def card_line(card: int) -> Line:
    """A card by its name: an Island's number, else its kind."""
    text = label(card)
    return Line(_SPECIAL[text]) if text in _SPECIAL else Line("why.number", {"number": text})


def cells_line(cells: Sequence[int]) -> Line:
    """One cell ("Cell 12") or a run of them ("Cells 12–14"), numbered from 1."""
    if len(cells) == 1:
        return Line("why.cell", {"cell": cells[0]})
    return Line("why.cells", {"first": cells[0], "last": cells[-1]})


def reason_line(reason: Reason) -> Line:
    """One cause in words (moves counted from 1)."""
    facts, move = reason.facts, reason.move + 1
    if reason.kind in ("sealed", "gap_gone", "gap_short"):
        where = {"cells": cells_line(facts["cells"]), "low": facts["low"], "high": facts["high"]}
        if reason.kind == "sealed":
            return Line("why.sealed", {**where, "move": move})
        gone = tuple(
            Line("why.gone_by", {"number": n, "seat": seat, "move": m + 1}) for n, seat, m in facts["gone"]
        )
        if reason.kind == "gap_short":
            left = tuple(Line("why.number", {"number": n}) for n in facts["left"])
            key = "why.gap_short" if gone else "why.gap_short_none"
            return Line(key, {**where, "need": facts["need"], "count": len(left), "left": left, "gone": gone})
        return Line("why.gap_gone" if gone else "why.gap_none", {**where, "gone": gone})
    if reason.kind == "no_finish":
        counted = Counter((seat, m) for seat, m in facts["given"])  # one move may throw two
        given = tuple(
            Line("why.finish_by" if n == 1 else "why.finish_by_n", {"seat": seat, "move": m + 1, "count": n})
            for (seat, m), n in counted.items()
        )
        return Line("why.no_finish", {"given": given})
    if reason.kind == "out_of_cards":
        return Line("why.out_of_cards", {"count": facts["left"], "empty": facts["empty"]})
    hand = tuple(card_line(card) for card in facts["hand"])
    if not hand:
        return Line("why.stuck_empty", {"seat": facts["seat"]})
    return Line("why.stuck", {"seat": facts["seat"], "cards": hand})


def why_lost(states: Sequence[TState]) -> tuple[Line, ...]:
    """The lines saying why a voyage was lost (none for one that was not)."""
    return tuple(reason_line(reason) for reason in loss_reasons(states))
