"""Why a Tranquility card cannot go where the player asks, in one sentence naming the card and
the rule (RULES.md A4, A5, A8): the reasons the table gives instead of ignoring a click.

Everything is read from the player's own view (the sea, the hand, the modules in play), so a
reason never tells more than the player can see.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.tranquility.layouts import HALF, get_layout
from game.tranquility.placement import order_conflict, placement_cost
from game.tranquility.view import TranquilityView
from game.ui.i18n import tr

#: Cards that can never pay a cost (RULES.md A4, A8).
NOT_DISCARDABLE = ("M", "Storm", "Compass")
#: Cards that never go into a cell, with the catalogue key of where they go instead.
NOT_IN_CELLS = {"S": "tranq.why.start_beside", "F": "tranq.why.finish_beside"}


def _grid(view: TranquilityView) -> list[int]:
    return [v or 0 for v in view["grid"]]


def must_play_start(view: TranquilityView) -> bool:
    """The viewer holds a Start card and none has been played (A5)."""
    return not view["start_played"] and "S" in (view.get("hand") or [])


def budget(view: TranquilityView, card: str) -> int:
    """Cards the viewer could discard after playing ``card`` from hand (A4)."""
    hand = list(view.get("hand") or [])
    if card in hand:
        hand.remove(card)
    return sum(1 for c in hand if c not in NOT_DISCARDABLE and c != "S")


def _headwind(view: TranquilityView) -> int:
    seat = view.get("seat")
    return 1 if seat is not None and view["headwind"][seat] else 0


def turn_refusal(view: TranquilityView, card: str, lang: str) -> str | None:
    """A reason that rules out ``card`` anywhere this turn, or None."""
    face = card_name(card, lang)
    if card in NOT_IN_CELLS:
        return tr(lang, NOT_IN_CELLS[card])
    if card in ("Storm", "Compass"):
        return tr(lang, "tranq.why.not_played", card=face)
    if must_play_start(view):
        return tr(lang, "tranq.why.start_first", card=face)
    if view["doldrums_now"]:
        return tr(lang, "tranq.why.doldrums", card=face)
    if card.isdigit() and int(card) in _grid(view):
        return tr(lang, "tranq.why.placed", card=face)
    return None


def cell_refusal(view: TranquilityView, card: str, cell: int, lang: str, number: int | None = None) -> str:
    """Why ``card`` (a Wild played as ``number``) cannot go into ``cell`` now, in one sentence."""
    found = turn_refusal(view, card, lang)
    if found is not None:
        return found
    face = card_name(card, lang) if number is None else tr(lang, "tranq.why.wild_as", number=number)
    grid = _grid(view)
    layout = get_layout(view["layout"])
    if grid[cell]:
        return tr(lang, "tranq.why.taken", card=face, cell=cell + 1, number=grid[cell])
    if view["rocks"] is not None and layout.row_of[cell] == view["rocks"]:
        return tr(lang, "tranq.why.rocks", card=face, cell=cell + 1, row=view["rocks"] + 1)
    orientation = view.get("orientation")
    if orientation == "night" and cell >= HALF:
        return tr(lang, "tranq.why.night", card=face, cell=cell + 1, last=HALF)
    if orientation == "day" and cell < HALF:
        return tr(lang, "tranq.why.day", card=face, cell=cell + 1, first=HALF + 1)
    n = number if number is not None else int(card) if card.isdigit() else None
    if n is None:
        return tr(lang, "tranq.why.no_number", cell=cell + 1)
    conflict = order_conflict(grid, cell, n)
    if conflict is not None:
        other, where = conflict
        key = "tranq.why.order_before" if where < cell else "tranq.why.order_after"
        return tr(lang, key, card=face, cell=cell + 1, number=other, other=where + 1)
    extra = _headwind(view)
    cost = placement_cost(grid, layout, cell, n) + extra
    have = budget(view, card)
    if cost > have:
        text = tr(lang, "tranq.why.cost", card=face, count=cost, have=have)
        return text + (" " + tr(lang, "tranq.why.headwind") if extra else "")
    return tr(lang, "tranq.why.not_now", card=face, cell=cell + 1)


def card_refusal(view: TranquilityView, card: str, lang: str, cells: Sequence[int] = ()) -> str:
    """Why ``card`` fits no cell at all: the turn's rule, or the reason of its cheapest empty
    cell (``cells``: the empty cells to weigh; every empty cell when not given)."""
    found = turn_refusal(view, card, lang)
    if found is not None:
        return found
    if card == "M":
        return tr(lang, "tranq.msg.monster_target")
    grid = _grid(view)
    empty = [p for p in (cells or range(len(grid))) if not grid[p]]
    if card == "W" or not card.isdigit() or not empty:
        return tr(lang, "tranq.why.nowhere", card=card_name(card, lang))
    n = int(card)
    fits = [p for p in empty if order_conflict(grid, p, n) is None]
    if not fits:
        return tr(lang, "tranq.why.no_gap", card=card_name(card, lang))
    layout = get_layout(view["layout"])

    def blocked(p: int) -> bool:
        night = view.get("orientation")
        return (
            layout.row_of[p] == view["rocks"]
            or (night == "night" and p >= HALF)
            or (night == "day" and p < HALF)
        )

    # The closest call: a cell only a module closes, else the cheapest cell.
    cheapest = min(fits, key=lambda p: (not blocked(p), placement_cost(grid, layout, p, n)))
    return cell_refusal(view, card, cheapest, lang)


def card_name(card: str, lang: str) -> str:
    """A hand card in words: an Island is its number."""
    keys = {"F": "finish", "S": "start", "W": "wild", "M": "monster", "Storm": "storm", "Compass": "compass"}
    return tr(lang, f"card.{keys[card]}") if card in keys else card
