"""Shifting Stones moves in words, from typed actions (``parse_action``).

The discard pile is face up, so cards are named — by what they show (their points and pattern),
never by the engine's internal id.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.shifting_stones import actions as A
from game.shifting_stones.actions import Action, parse_action
from game.shifting_stones.bots.effort import effort
from game.shifting_stones.cards import NAMES, card_id_of
from game.shifting_stones.cards import card as card_of
from game.shifting_stones.matching import grid_key, matches
from game.shifting_stones.tiles import FACE_NAMES, FACE_OF_LETTER, flipped, parse_grid
from game.ui.i18n import tr


def pattern_words(card_id: int, lang: str = "en") -> str:
    """A card's pattern in words, top row first, rows separated by a slash ("bird horse / any fish")."""
    any_face = tr(lang, "face.any")
    return " / ".join(
        " ".join(any_face if ch == "." else tr(lang, f"face.{FACE_NAMES[FACE_OF_LETTER[ch]]}") for ch in row)
        for row in card_of(card_id).rows
    )


def card_words(card_id: int, lang: str = "en") -> str:
    """A card as a player names it: its points and its pattern."""
    if not card_id:
        return ""
    return tr(lang, "stones.card_words", count=card_of(card_id).points, pattern=pattern_words(card_id, lang))


def name_words(name: str | None, lang: str = "en") -> str:
    """``card_words`` of a card given by its name in actions and views."""
    card_id = card_id_of(name) if name else None
    return card_words(card_id, lang) if card_id else ""


def describe(name: str, action: str, lang: str = "en", card: str | None = None) -> str:
    """A move as a sentence of the log (``card``: what stands for its card, else its words)."""
    a = parse_action(action)
    card = card_words(a.card, lang) if card is None else card
    if a.kind == A.SWAP:
        return tr(lang, "log.s.swap", name=name, card=card, a=a.a + 1, b=a.b + 1)
    if a.kind == A.FLIP:
        return tr(lang, "log.s.flip", name=name, card=card, stone=a.a + 1)
    if a.kind == A.SCORE:
        return tr(lang, "log.s.score", name=name, card=card)
    return tr(lang, "log.s.end" if a.kind == A.END else "log.s.skip", name=name)


def doing(name: str, action: str, lang: str = "en") -> str:
    """A bot's move, as the status line over the board says it from when it lands."""
    a = parse_action(action)
    if a.kind == A.SWAP:
        return tr(lang, "status.s.swap", name=name, a=a.a + 1, b=a.b + 1)
    if a.kind == A.FLIP:
        return tr(lang, "status.s.flip", name=name, stone=a.a + 1)
    if a.kind == A.SCORE:
        if a.card:  # the card scored, shown face up as it is scored
            return tr(lang, "status.s.score_card", name=name, card=card_words(a.card, lang))
        return tr(lang, "status.s.score", name=name)
    return tr(lang, "status.s.end" if a.kind == A.END else "status.s.skip", name=name)


def hint(action: str, lang: str = "en", card: str | None = None) -> str:
    """A suggested move in words (``card``: what stands for its card, else its words)."""
    a = parse_action(action)
    card = card_words(a.card, lang) if card is None else card
    if a.kind == A.SWAP:
        return tr(lang, "hint.s.swap", a=a.a + 1, b=a.b + 1, card=card)
    if a.kind == A.FLIP:
        return tr(lang, "hint.s.flip", stone=a.a + 1, card=card)
    if a.kind == A.SCORE:
        return tr(lang, "hint.s.score", card=card)
    return tr(lang, "hint.s.end" if a.kind == A.END else "hint.s.skip")


def hand_cards(action: str) -> list[str]:
    """The hand card a move pays with or scores (``GameUI.hand_cards``)."""
    card = parse_action(action).card
    return [NAMES[card]] if card else []


def touched_cells(action: str) -> list[int]:
    """The two stones a Shift swaps, the stone a Flip turns; nothing for other moves."""
    a = parse_action(action)
    if a.kind == A.SWAP:
        return [a.a, a.b]
    return [a.a] if a.kind == A.FLIP else []


def _after(grid: tuple[int, ...], a: Action) -> tuple[int, ...]:
    """The grid after the Shift or Flip ``a``."""
    out = list(grid)
    if a.kind == A.SWAP:
        out[a.a], out[a.b] = out[a.b], out[a.a]
    else:
        out[a.a] = flipped(out[a.a])
    return tuple(out)


def aim(view: Mapping[str, Any], action: str) -> tuple[str, int | None]:
    """What a Shift or Flip ``action`` aims at, in the position of ``view``: ("matches", a card of
    the hand it makes match), ("nearer", the card of the hand it brings the stones nearest to),
    ("nothing", None: no card is left to aim at), or ("", None) for any other move."""
    a = parse_action(action)
    if a.kind not in (A.SWAP, A.FLIP):
        return "", None
    after = _after(parse_grid(view["grid"]), a)
    kept = [
        card_id
        for card_id in (card_id_of(n) for n in view.get("hand") or [])
        if card_id and card_id != a.card
    ]
    ready = [card_id for card_id in kept if matches(after, card_id)]
    if ready:
        return "matches", ready[0]
    if not kept:
        return "nothing", None
    key = grid_key(after)
    return "nearer", min(kept, key=lambda card_id: (effort(key, card_id), card_id))


def aimed_cards(view: Mapping[str, Any], action: str) -> list[str]:
    """The hand card a Shift or Flip aims at (it makes it match, or brings the stones nearest to
    it), as the hand's ``data-card`` names it (``GameUI.aimed_cards``); none for other moves."""
    _, card = aim(view, action)
    return [NAMES[card]] if card else []


def reason(view: Mapping[str, Any], action: str, lang: str = "en") -> str:
    """Why the Hint suggests ``action`` in the position of ``view``, in one sentence of ``lang``
    (told from the move and the grid, so it always agrees with the move)."""
    a = parse_action(action)
    if a.kind == A.SCORE:
        return tr(lang, "hint.r.s.score", count=card_of(a.card).points)
    if a.kind == A.SKIP:
        return tr(lang, "hint.r.s.skip")
    if a.kind == A.END:
        return tr(lang, "hint.r.s.end")
    how, card = aim(view, action)
    if card is None:
        return tr(lang, "hint.r.s.nothing")
    return tr(lang, f"hint.r.s.{how}", card=card_words(card, lang))
