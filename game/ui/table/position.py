"""A position drawn for the review: a game's board and one seat's hand as that seat saw them, the
move it played and the bot's move marked on them (``PLAYED`` and ``BEST`` classes), compact and
not interactive. Each game draws its own board and cards (``GameUI.position``); this is what the
games share: which hand cards a move takes, and the frame around the drawing."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from game.ui.element import Spec, h
from game.ui.i18n import tr

#: the classes of the two moves marked on a position: the one played and the bot's
PLAYED, BEST = "mark-played", "mark-best"


def taken(hand: Sequence[str], cards: Sequence[str]) -> set[int]:
    """The places in ``hand`` of the ``cards`` a move takes from it (a card taken twice marks two
    copies of it); a card not in the hand (drawn during the move) marks nothing."""
    out: set[int] = set()
    for card in cards:
        place = next((i for i, held in enumerate(hand) if held == card and i not in out), None)
        if place is not None:
            out.add(place)
    return out


def marks(index: int, played: Collection[int], best: Collection[int]) -> str:
    """The mark classes of a cell or card (with a leading space, or "")."""
    return "".join(f" {name}" for name, where in ((PLAYED, played), (BEST, best)) if index in where)


def position_frame(board: Spec, cards: Sequence[Spec], hand_words: str, lang: str) -> Spec:
    """The board and the hand, drawn only (hidden from assistive technology and out of the tab
    order), then the hand in words for screen readers."""
    return h(
        "div",
        {"class": "position"},
        h(
            "div",
            {"class": "position-art", "inert": True, "aria-hidden": "true"},
            board,
            h("div", {"class": "position-hand"}, *cards),
        ),
        h("p", {"class": "visually-hidden"}, tr(lang, "review.hand_then", cards=hand_words)),
    )
