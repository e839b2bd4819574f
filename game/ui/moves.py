"""What a move touches on the board, and a suggested move put in words for the Hint button.

Both read only the canonical action string, so they work for any seat's move without looking at
hidden information: the cells a move touches are public once it is played, and a hint is shown
only to the player whose own cards it names.
"""

from __future__ import annotations

from game.ui.i18n import tr

#: Tranquility cards that are not Islands, by their letter in the action notation.
_SPECIAL = {"F": "card.finish", "S": "card.start", "W": "card.wild", "M": "card.monster"}


def touched_cells(game: str, action: str) -> list[int]:
    """The board cells a move changes: an Island's cell, a monster's target, swapped or flipped stones."""
    head = action.partition("/")[0]
    kind, _, arg = head.partition(":")
    if game == "tranquility":
        if kind == "play":
            return [int(arg.partition("@")[2])]
        if kind == "monster":
            return [int(arg.lstrip("@"))]
        return []
    if kind == "swap":
        a, _, b = arg.partition("-")
        return [int(a), int(b)]
    if kind == "flip":
        return [int(arg)]
    return []


def _card_names(cards: str, lang: str) -> str:
    names = [tr(lang, _SPECIAL[c]) if c in _SPECIAL else c for c in cards.split(",") if c]
    return ", ".join(names)


def _tranquility_hint(action: str, lang: str) -> str:
    head, _, rest = action.partition("/")
    kind, _, arg = head.partition(":")
    paid = ""
    if rest.startswith("discard:"):
        paid = tr(lang, "hint.t.paid", cards=_card_names(rest.partition(":")[2], lang))
    if kind == "play":
        card, _, cell = arg.partition("@")
        if card.startswith("W="):
            return tr(lang, "hint.t.play_wild", number=card[2:], cell=int(cell) + 1, paid=paid)
        return tr(lang, "hint.t.play", card=card, cell=int(cell) + 1, paid=paid)
    if kind in ("discard", "give", "squall", "lightning"):
        return tr(lang, f"hint.t.{kind}", cards=_card_names(arg, lang))
    if kind in ("start", "finish"):
        return tr(lang, f"hint.t.{kind}_wild" if arg == "W" else f"hint.t.{kind}")
    if kind == "monster":
        return tr(lang, "hint.t.monster", cell=int(arg.lstrip("@")) + 1)
    if kind == "shares":
        return tr(lang, "hint.t.shares", shares=arg.replace(",", ", "))
    if kind == "rocks":
        if arg.startswith("stay"):
            return tr(lang, "hint.t.rocks_stay", paid=paid)
        return tr(lang, "hint.t.rocks_move", row=int(arg) + 1)
    if kind == "compass":
        return tr(lang, "hint.t.compass_yes" if arg == "yes" else "hint.t.compass_no")
    return action


def _stones_hint(action: str, lang: str) -> str:
    head, _, rest = action.partition("/")
    kind, _, arg = head.partition(":")
    card = rest.partition(":")[2]
    if kind == "swap":
        a, _, b = arg.partition("-")
        return tr(lang, "hint.s.swap", a=int(a) + 1, b=int(b) + 1, card=card)
    if kind == "flip":
        return tr(lang, "hint.s.flip", stone=int(arg) + 1, card=card)
    if kind == "score":
        return tr(lang, "hint.s.score", card=arg)
    if kind in ("end", "skip"):
        return tr(lang, f"hint.s.{kind}")
    return action


def hint_text(game: str, action: str, reason: str, lang: str = "en") -> str:
    """The Hint line: the suggested move in ``lang``, with the bot's reasoning where it speaks it.

    The bots explain themselves in English only, so other languages show the move alone."""
    move = _tranquility_hint(action, lang) if game == "tranquility" else _stones_hint(action, lang)
    if lang == "en" and reason:
        return tr(lang, "hint.line_reason", move=move, reason=reason)
    return tr(lang, "hint.line", move=move)
