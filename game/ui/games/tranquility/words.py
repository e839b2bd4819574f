"""Tranquility moves in words: the log (nothing hidden named) and the Hint (the player's own cards).

Both read typed actions (``parse_action``), never pieces of the action string.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.tranquility import actions as A
from game.tranquility.actions import Action, parse_action
from game.tranquility.cards import label
from game.ui.i18n import tr

#: Cards that are not Islands, by their label.
_SPECIAL = {"F": "card.finish", "S": "card.start", "W": "card.wild", "M": "card.monster"}
#: Decisions whose log line and hint only count or name the cards.
_CARD_LISTS = {A.DISCARD: "discard", A.GIVE: "give", A.SQUALL: "squall", A.LIGHTNING: "lightning"}


def _shares(action: Action) -> str:
    return ", ".join(str(n) for n in action.cards)


def describe(name: str, action: str, lang: str = "en") -> str:
    """A move as a sentence of the log. Discarded cards are face down: only their number shows."""
    a = parse_action(action)
    paid = tr(lang, "log.t.paid", count=len(a.cards)) if a.cards else ""
    if a.kind == A.PLAY:
        if a.wild:
            return tr(lang, "log.t.play_wild", name=name, number=a.number, cell=a.cell + 1, paid=paid)
        return tr(lang, "log.t.play", name=name, card=a.number, cell=a.cell + 1, paid=paid)
    if a.kind in _CARD_LISTS:
        return tr(lang, f"log.t.{_CARD_LISTS[a.kind]}", name=name, count=len(a.cards))
    if a.kind in (A.START, A.FINISH):
        word = "start" if a.kind == A.START else "finish"
        return tr(lang, f"log.t.{word}_wild" if a.wild else f"log.t.{word}", name=name)
    if a.kind == A.MONSTER:
        return tr(lang, "log.t.monster", name=name, cell=a.cell + 1)
    if a.kind == A.SHARES:
        return tr(lang, "log.t.shares", shares=_shares(a))
    if a.kind == A.ROCKS:
        if a.cell == A.STAY:
            return tr(lang, "log.t.rocks_stay", name=name, paid=paid)
        return tr(lang, "log.t.rocks_move", name=name, row=a.cell + 1)
    return tr(lang, "log.t.compass_yes" if a.number else "log.t.compass_no", name=name)


def doing(name: str, action: str, lang: str = "en") -> str:
    """A bot's move, as the status line over the board says it from when it lands (nothing hidden
    named: a discard is counted, never shown)."""
    a = parse_action(action)
    if a.kind == A.PLAY:
        if a.wild:
            return tr(lang, "status.t.play_wild", name=name, number=a.number, cell=a.cell + 1)
        return tr(lang, "status.t.play", name=name, card=a.number, cell=a.cell + 1)
    if a.kind in _CARD_LISTS:
        return tr(lang, f"status.t.{_CARD_LISTS[a.kind]}", name=name, count=len(a.cards))
    if a.kind in (A.START, A.FINISH):
        return tr(lang, "status.t.start" if a.kind == A.START else "status.t.finish", name=name)
    if a.kind == A.MONSTER:
        return tr(lang, "status.t.monster", name=name, cell=a.cell + 1)
    if a.kind == A.SHARES:
        return tr(lang, "status.t.shares")
    if a.kind == A.ROCKS:
        return tr(lang, "status.t.rocks", name=name)
    return tr(lang, "status.t.compass", name=name)


def _card_names(cards: tuple[int, ...], lang: str) -> str:
    labels = [label(c) for c in cards]
    return ", ".join(tr(lang, _SPECIAL[c]) if c in _SPECIAL else c for c in labels)


def hint(action: str, lang: str = "en") -> str:
    """A suggested move in words, naming the player's own cards."""
    a = parse_action(action)
    paid = tr(lang, "hint.t.paid", cards=_card_names(a.cards, lang)) if a.cards else ""
    if a.kind == A.PLAY:
        if a.wild:
            return tr(lang, "hint.t.play_wild", number=a.number, cell=a.cell + 1, paid=paid)
        return tr(lang, "hint.t.play", card=a.number, cell=a.cell + 1, paid=paid)
    if a.kind in _CARD_LISTS:
        return tr(lang, f"hint.t.{_CARD_LISTS[a.kind]}", cards=_card_names(a.cards, lang))
    if a.kind in (A.START, A.FINISH):
        word = "start" if a.kind == A.START else "finish"
        return tr(lang, f"hint.t.{word}_wild" if a.wild else f"hint.t.{word}")
    if a.kind == A.MONSTER:
        return tr(lang, "hint.t.monster", cell=a.cell + 1)
    if a.kind == A.SHARES:
        return tr(lang, "hint.t.shares", shares=_shares(a))
    if a.kind == A.ROCKS:
        if a.cell == A.STAY:
            return tr(lang, "hint.t.rocks_stay", paid=paid)
        return tr(lang, "hint.t.rocks_move", row=a.cell + 1)
    return tr(lang, "hint.t.compass_yes" if a.number else "hint.t.compass_no")


def aimed_cards(view: Mapping[str, Any], action: str) -> list[str]:
    """None: a Tranquility move aims at no card of the hand (``GameUI.aimed_cards``)."""
    return []


def hand_cards(action: str) -> list[str]:
    """The Island a move plays (a Wild's value is not its card) and the cards it pays or gives
    (``GameUI.hand_cards``)."""
    a = parse_action(action)
    played = [label(a.number)] if a.kind == A.PLAY and not a.wild else []
    paying = a.kind in (A.PLAY, A.DISCARD, A.GIVE, A.SQUALL, A.LIGHTNING, A.ROCKS)
    return played + ([label(c) for c in a.cards] if paying else [])


def touched_cells(action: str) -> list[int]:
    """The cell an Island or a Sea Monster goes to; nothing for other moves."""
    a = parse_action(action)
    return [a.cell] if a.kind in (A.PLAY, A.MONSTER) else []


def _where(view: Mapping[str, Any], cell: int, lang: str) -> str:
    """Where a cell sits among the Islands in the sea, in words."""
    grid = [v or 0 for v in view["grid"]]
    below = next((grid[p] for p in range(cell - 1, -1, -1) if grid[p]), 0)
    above = next((grid[p] for p in range(cell + 1, len(grid)) if grid[p]), 0)
    if below and above:
        return tr(lang, "hint.r.between", low=below, high=above)
    if below:
        return tr(lang, "hint.r.after", low=below)
    if above:
        return tr(lang, "hint.r.before", high=above)
    return tr(lang, "hint.r.empty_sea")


def reason(view: Mapping[str, Any], action: str, lang: str = "en") -> str:
    """Why the Hint suggests ``action`` in the position of ``view``, in one sentence of ``lang``
    (told from the move and the position, so it always agrees with the move)."""
    a = parse_action(action)
    if a.kind == A.PLAY:
        cost = tr(lang, "hint.r.cost", count=len(a.cards)) if a.cards else tr(lang, "hint.r.free")
        card = a.number
        return tr(
            lang, "hint.r.play", card=card, cell=a.cell + 1, where=_where(view, a.cell, lang), cost=cost
        )
    if a.kind == A.MONSTER:
        return tr(lang, "hint.r.monster", card=view["grid"][a.cell], cell=a.cell + 1)
    if a.kind == A.ROCKS:
        return tr(lang, "hint.r.rocks_stay" if a.cell == A.STAY else "hint.r.rocks_move")
    if a.kind == A.COMPASS:
        return tr(lang, "hint.r.compass_yes" if a.number else "hint.r.compass_no")
    keys = {
        A.DISCARD: "hint.r.discard",
        A.GIVE: "hint.r.least_missed",
        A.SQUALL: "hint.r.least_missed",
        A.LIGHTNING: "hint.r.least_missed",
        A.START: "hint.r.start",
        A.FINISH: "hint.r.finish",
        A.SHARES: "hint.r.shares",
    }
    return tr(lang, keys[a.kind])
