"""The move log in plain words, without leaking anything the table could not see."""

from __future__ import annotations


def _count(items: str) -> int:
    return len([item for item in items.split(",") if item])


def _cards(n: int) -> str:
    return f"{n} card" + ("" if n == 1 else "s")


def describe_tranquility(name: str, action: str) -> str:
    """A Tranquility action as a sentence. Discarded cards are face down: only their number shows."""
    head, _, rest = action.partition("/")
    kind, _, arg = head.partition(":")
    cost = _count(rest.partition(":")[2]) if rest.startswith("discard:") else 0
    paid = f", discarding {_cards(cost)}" if cost else ""
    if kind == "play":
        card, _, cell = arg.partition("@")
        if card.startswith("W="):
            return f"{name} played a wild card as {card[2:]} in cell {int(cell) + 1}{paid}."
        return f"{name} played {card} in cell {int(cell) + 1}{paid}."
    if kind == "discard":
        return f"{name} discarded {_cards(_count(arg))}."
    if kind == "start":
        return f"{name} played the Start card" + (" (a wild)." if arg == "W" else ".")
    if kind == "finish":
        return f"{name} played a Finish card" + (" (a wild)." if arg == "W" else ".")
    if kind == "monster":
        return f"{name} sent a Sea Monster to cell {int(arg.lstrip('@')) + 1}."
    if kind == "shares":
        return f"The table agreed on the Start discard shares: {arg.replace(',', ', ')}."
    if kind == "give":
        return f"{name} gave {_cards(_count(arg))} to the Start discard."
    if kind == "rocks":
        if arg.startswith("stay"):
            return f"{name} kept the Jagged Rocks in place{paid}."
        return f"{name} moved the Jagged Rocks to row {int(arg) + 1}."
    if kind == "compass":
        return (
            f"{name} spent a Compass to calm the storm." if arg == "yes" else f"{name} let the storm strike."
        )
    if kind == "squall":
        return f"{name} discarded {_cards(_count(arg))} to the Squall."
    if kind == "lightning":
        return f"{name} discarded {_cards(_count(arg))} to the Lightning."
    return f"{name}: {action}"


def describe_stones(name: str, action: str) -> str:
    """A Shifting Stones action as a sentence (the discard pile is face up, so cards are named)."""
    head, _, rest = action.partition("/")
    kind, _, arg = head.partition(":")
    card = rest.partition(":")[2]
    if kind == "swap":
        a, _, b = arg.partition("-")
        return f"{name} discarded {card} and swapped stones {int(a) + 1} and {int(b) + 1}."
    if kind == "flip":
        return f"{name} discarded {card} and flipped stone {int(arg) + 1}."
    if kind == "score":
        return f"{name} scored {arg}."
    if kind == "end":
        return f"{name} ended the turn."
    if kind == "skip":
        return f"{name} skipped and drew 2 cards."
    return f"{name}: {action}"


def describe(game: str, name: str, action: str) -> str:
    return describe_tranquility(name, action) if game == "tranquility" else describe_stones(name, action)
