"""Shifting Stones moves in words (the discard pile is face up, so cards are named), from typed
actions (``parse_action``)."""

from __future__ import annotations

from game.shifting_stones import actions as A
from game.shifting_stones.actions import parse_action
from game.shifting_stones.cards import NAMES
from game.ui.i18n import tr


def describe(name: str, action: str, lang: str = "en") -> str:
    """A move as a sentence of the log."""
    a = parse_action(action)
    card = NAMES[a.card] if a.card else ""
    if a.kind == A.SWAP:
        return tr(lang, "log.s.swap", name=name, card=card, a=a.a + 1, b=a.b + 1)
    if a.kind == A.FLIP:
        return tr(lang, "log.s.flip", name=name, card=card, stone=a.a + 1)
    if a.kind == A.SCORE:
        return tr(lang, "log.s.score", name=name, card=card)
    return tr(lang, "log.s.end" if a.kind == A.END else "log.s.skip", name=name)


def hint(action: str, lang: str = "en") -> str:
    """A suggested move in words."""
    a = parse_action(action)
    card = NAMES[a.card] if a.card else ""
    if a.kind == A.SWAP:
        return tr(lang, "hint.s.swap", a=a.a + 1, b=a.b + 1, card=card)
    if a.kind == A.FLIP:
        return tr(lang, "hint.s.flip", stone=a.a + 1, card=card)
    if a.kind == A.SCORE:
        return tr(lang, "hint.s.score", card=card)
    return tr(lang, "hint.s.end" if a.kind == A.END else "hint.s.skip")


def touched_cells(action: str) -> list[int]:
    """The two stones a Shift swaps, the stone a Flip turns; nothing for other moves."""
    a = parse_action(action)
    if a.kind == A.SWAP:
        return [a.a, a.b]
    return [a.a] if a.kind == A.FLIP else []
