"""The move log in plain words, without leaking anything the table could not see."""

from __future__ import annotations

from game.ui.i18n import tr


def _count(items: str) -> int:
    return len([item for item in items.split(",") if item])


def describe_tranquility(name: str, action: str, lang: str = "en") -> str:
    """A Tranquility action as a sentence. Discarded cards are face down: only their number shows."""
    head, _, rest = action.partition("/")
    kind, _, arg = head.partition(":")
    cost = _count(rest.partition(":")[2]) if rest.startswith("discard:") else 0
    paid = tr(lang, "log.t.paid", count=cost) if cost else ""
    if kind == "play":
        card, _, cell = arg.partition("@")
        if card.startswith("W="):
            return tr(lang, "log.t.play_wild", name=name, number=card[2:], cell=int(cell) + 1, paid=paid)
        return tr(lang, "log.t.play", name=name, card=card, cell=int(cell) + 1, paid=paid)
    if kind == "discard":
        return tr(lang, "log.t.discard", name=name, count=_count(arg))
    if kind == "start":
        return tr(lang, "log.t.start_wild" if arg == "W" else "log.t.start", name=name)
    if kind == "finish":
        return tr(lang, "log.t.finish_wild" if arg == "W" else "log.t.finish", name=name)
    if kind == "monster":
        return tr(lang, "log.t.monster", name=name, cell=int(arg.lstrip("@")) + 1)
    if kind == "shares":
        return tr(lang, "log.t.shares", shares=arg.replace(",", ", "))
    if kind == "give":
        return tr(lang, "log.t.give", name=name, count=_count(arg))
    if kind == "rocks":
        if arg.startswith("stay"):
            return tr(lang, "log.t.rocks_stay", name=name, paid=paid)
        return tr(lang, "log.t.rocks_move", name=name, row=int(arg) + 1)
    if kind == "compass":
        return tr(lang, "log.t.compass_yes" if arg == "yes" else "log.t.compass_no", name=name)
    if kind == "squall":
        return tr(lang, "log.t.squall", name=name, count=_count(arg))
    if kind == "lightning":
        return tr(lang, "log.t.lightning", name=name, count=_count(arg))
    return f"{name}: {action}"


def describe_stones(name: str, action: str, lang: str = "en") -> str:
    """A Shifting Stones action as a sentence (the discard pile is face up, so cards are named)."""
    head, _, rest = action.partition("/")
    kind, _, arg = head.partition(":")
    card = rest.partition(":")[2]
    if kind == "swap":
        a, _, b = arg.partition("-")
        return tr(lang, "log.s.swap", name=name, card=card, a=int(a) + 1, b=int(b) + 1)
    if kind == "flip":
        return tr(lang, "log.s.flip", name=name, card=card, stone=int(arg) + 1)
    if kind == "score":
        return tr(lang, "log.s.score", name=name, card=arg)
    if kind == "end":
        return tr(lang, "log.s.end", name=name)
    if kind == "skip":
        return tr(lang, "log.s.skip", name=name)
    return f"{name}: {action}"


def describe(game: str, name: str, action: str, lang: str = "en") -> str:
    if game == "tranquility":
        return describe_tranquility(name, action, lang)
    return describe_stones(name, action, lang)
