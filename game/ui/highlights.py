"""Highlights of a finished game for the end screen, from its public history only."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import Any

from game.ui.i18n import tr


def spare_cards(view: dict[str, Any]) -> int:
    """Cards the team holds beyond what the empty cells, the Start and the Finish still take."""
    empty = sum(1 for v in view["grid"] if v is None)
    need = empty + (0 if view["start_played"] else 9) + 1
    held: int = sum(view["hand_sizes"]) + sum(view["pile_sizes"])
    return held - need


def tranquility_highlights(views: Sequence[dict[str, Any]], lang: str = "en") -> list[str]:
    """The closest call of the voyage: the fewest spare cards after any move (or where it ran out)."""
    spares = [spare_cards(view) for view in views[1:]]
    if not spares:
        return []
    low = min(spares)
    move = spares.index(low) + 1
    if low < 0:
        first = next(i for i, spare in enumerate(spares) if spare < 0) + 1
        return [tr(lang, "end.h.short", count=-low, move=first)]
    return [tr(lang, "end.h.tightest", count=low, move=move)]


def _leader(scores: Sequence[int]) -> int | None:
    top = max(scores)
    leaders = [seat for seat, score in enumerate(scores) if score == top]
    return leaders[0] if len(leaders) == 1 else None


def stones_highlights(
    scores: Sequence[Sequence[int]], actors: Sequence[int], names: Sequence[str], lang: str = "en"
) -> list[str]:
    """The biggest single turn, the winning margin and how often the lead changed hands.

    ``scores[i]`` are the scores before action ``i`` (one more entry than actions, the last
    being the final scores); ``actors[i]`` is the seat that took action ``i``."""
    lines: list[str] = []
    best, best_seat, gained, turn_seat = 0, -1, 0, -1
    for i, seat in enumerate(actors):
        if seat != turn_seat:
            gained, turn_seat = 0, seat
        gained += scores[i + 1][seat] - scores[i][seat]
        if gained > best:
            best, best_seat = gained, seat
    if best_seat >= 0 and len(names) > 1:
        lines.append(tr(lang, "end.h.best_turn", name=names[best_seat], count=best))
    final = sorted(scores[-1], reverse=True)
    if len(final) > 1 and final[0] > final[1]:
        lines.append(tr(lang, "end.h.margin", count=final[0] - final[1]))
    leaders = [leader for leader in (_leader(s) for s in scores) if leader is not None]
    changes = sum(1 for a, b in pairwise(leaders) if a != b)
    if changes and len(names) > 1:
        lines.append(tr(lang, "end.h.lead_changes", count=changes))
    return lines
