"""The cards of Tranquility as small integers, and their player-facing labels (RULES.md A1, A8).

Islands are their own numbers 1–80. Every other card kind has one code; copies of a kind are
identical, so a hand is a sorted tuple of codes and "which Finish card" never matters. The codes
sort after the Islands, which gives every list of cards one canonical order (Islands ascending,
then Finish, Start, Wild, Sea Monster).
"""

from __future__ import annotations

ISLAND_MAX = 80
FINISH = 81
START = 82
WILD = 83
MONSTER = 84
COMPASS = 85
SQUALL = 86
UNDERTOW = 87
HEADWIND = 88
BREAKER = 89
DOLDRUMS = 90
LIGHTNING = 91

STORMS: tuple[int, ...] = (SQUALL, UNDERTOW, HEADWIND, BREAKER, DOLDRUMS, LIGHTNING)

#: How many Finish cards the box holds (A1; each seat's pile gets one Start card) and how many
#: Compass cards join the piles.
FINISH_COUNT = 5
COMPASS_COUNT = 4
#: Compasses waiting beside the sea for players who complete a row (A8 Storms and Compass).
COMPASS_SUPPLY = 3

_LABELS: dict[int, str] = {
    FINISH: "F",
    START: "S",
    WILD: "W",
    MONSTER: "M",
    COMPASS: "C",
    SQUALL: "squall",
    UNDERTOW: "undertow",
    HEADWIND: "headwind",
    BREAKER: "breaker",
    DOLDRUMS: "doldrums",
    LIGHTNING: "lightning",
}
_CODES: dict[str, int] = {label: code for code, label in _LABELS.items()}

_NAMES: dict[int, str] = {
    FINISH: "a Finish card",
    START: "a Start card",
    WILD: "a Wild card",
    MONSTER: "a Sea Monster",
    COMPASS: "a Compass",
    SQUALL: "the Squall",
    UNDERTOW: "the Undertow",
    HEADWIND: "the Headwind",
    BREAKER: "the Breaker",
    DOLDRUMS: "the Doldrums",
    LIGHTNING: "the Lightning",
}


def is_island(code: int) -> bool:
    """True for an Island card (1–80)."""
    return 1 <= code <= ISLAND_MAX


def label(code: int) -> str:
    """The short label used in action strings and views: ``37``, ``F``, ``S``, ``W``, ``M``..."""
    if is_island(code):
        return str(code)
    return _LABELS[code]


def name(code: int) -> str:
    """A card in a sentence: "37", "a Finish card", "the Squall"."""
    if is_island(code):
        return str(code)
    return _NAMES[code]


def code_of(text: str) -> int | None:
    """The code of a label, or None if ``text`` names no card."""
    if text.isdigit() and text == str(int(text)) and 1 <= int(text) <= ISLAND_MAX:
        return int(text)
    return _CODES.get(text)


def labels(codes: tuple[int, ...] | list[int]) -> list[str]:
    """Labels of several cards, in the given order."""
    return [label(c) for c in codes]


def codes(texts: list[str]) -> tuple[int, ...]:
    """Codes of several card labels, in the given order (unknown labels are left out)."""
    return tuple(c for c in (code_of(x) for x in texts) if c is not None)
