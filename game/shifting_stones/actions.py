"""Canonical action strings of Shifting Stones (RULES.md B3) and their parsed form.

Notation (cells 0–8 row by row from the top row, the deck side; cards ``c1``–``c72``):

=============================  =====================================================
``swap:3-4/discard:c12``       Shift: discard c12, swap the tiles of adjacent cells 3 and 4
                               (smaller cell first).
``flip:5/discard:c7``          Flip: discard c7, turn the tile of cell 5 to its other face.
``score:c41``                  Score: reveal c41, whose pattern matches the grid now.
``end``                        End the turn: draw back up to 4.
``skip``                       Skip the whole turn: draw 2 (a hand of 6 at most).
=============================  =====================================================

The card paid for a Shift or a Flip is part of the action because the player chooses which one
to discard. Every action has exactly one spelling: ``swap:4-3/...``, ``flip:05/...`` or
``score:c041`` are refused rather than read as something else.

Internally a move is a tuple ``(kind, a, b, card)`` of ints (unused fields are 0) so that bots
can enumerate and apply moves without building strings.
"""

from __future__ import annotations

from typing import NamedTuple

from game.core.errors import MalformedAction
from game.shifting_stones.cards import NAMES, card_id_of
from game.shifting_stones.tiles import ADJACENT_PAIRS, CELLS

END, FLIP, SCORE, SKIP, SWAP = range(5)

Move = tuple[int, int, int, int]


class Action(NamedTuple):
    """A parsed action: ``kind`` (SWAP, FLIP, SCORE, END, SKIP), the cells ``a`` and ``b`` of a
    Shift (``a`` alone for a Flip) and the ``card`` paid or scored (0 when none). It is a ``Move``."""

    kind: int
    a: int = 0
    b: int = 0
    card: int = 0


END_MOVE: Move = (END, 0, 0, 0)
SKIP_MOVE: Move = (SKIP, 0, 0, 0)

_CARD_RANGE = range(len(NAMES))
#: Preformatted strings, so listing legal actions never formats text.
SWAP_TEXT: dict[tuple[int, int], tuple[str, ...]] = {
    (a, b): tuple(f"swap:{a}-{b}/discard:{NAMES[c]}" if c else "" for c in _CARD_RANGE)
    for a, b in ADJACENT_PAIRS
}
FLIP_TEXT: tuple[tuple[str, ...], ...] = tuple(
    tuple(f"flip:{cell}/discard:{NAMES[c]}" if c else "" for c in _CARD_RANGE) for cell in CELLS
)
SCORE_TEXT: tuple[str, ...] = tuple(f"score:{NAMES[c]}" if c else "" for c in _CARD_RANGE)
#: Per card: the 9 flips and 12 shifts it can pay for (index 0 unused).
MOVES_PAID_BY: tuple[tuple[str, ...], ...] = tuple(
    (*(FLIP_TEXT[cell][c] for cell in CELLS), *(texts[c] for texts in SWAP_TEXT.values())) if c else ()
    for c in _CARD_RANGE
)


def format_move(move: Move) -> str:
    """The canonical string of a move."""
    kind, a, b, card = move
    if kind == SWAP:
        return SWAP_TEXT[(a, b)][card]
    if kind == FLIP:
        return FLIP_TEXT[a][card]
    if kind == SCORE:
        return SCORE_TEXT[card]
    return "end" if kind == END else "skip"


def _unknown(text: str) -> MalformedAction:
    return MalformedAction(
        f"{text!r} is not a Shifting Stones action "
        "(try swap:3-4/discard:c12, flip:5/discard:c7, score:c41, end or skip).",
        "unknown_action",
        action=text,
    )


def _cell(text: str, whole: str) -> int:
    if len(text) != 1 or text not in "012345678":
        raise MalformedAction(
            f"{whole!r}: cells are numbered 0 to 8, row by row from the top row.",
            "bad_cell",
            action=whole,
            cell=text,
        )
    return int(text)


def _card(text: str, whole: str) -> int:
    card = card_id_of(text)
    if card is None:
        raise MalformedAction(
            f"{whole!r}: there is no card {text!r} (cards are c1 to c72).", "bad_card", action=whole
        )
    return card


def _discard(rest: str, whole: str) -> int:
    if not rest.startswith("discard:"):
        raise MalformedAction(
            f"{whole!r}: say which card you discard to pay for it, e.g. {whole.split('/')[0]}/discard:c12.",
            "discard_missing",
            action=whole,
        )
    return _card(rest[len("discard:") :], whole)


def format_action(action: Action) -> str:
    """The canonical string of a parsed action (the same as :func:`format_move`)."""
    return format_move(action)


def parse_action(text: str) -> Action:
    """The move a canonical action string names; raises ``MalformedAction`` for anything else.

    Only the spelling is checked here; whether the move is allowed now is the engine's job.
    """
    if text == "end":
        return Action(END)
    if text == "skip":
        return Action(SKIP)
    head, sep, tail = text.partition(":")
    if not sep:
        raise _unknown(text)
    if head == "score":
        return Action(SCORE, card=_card(tail, text))
    if head not in ("swap", "flip"):
        raise _unknown(text)
    where, slash, rest = tail.partition("/")
    if not slash:
        raise MalformedAction(
            f"{text!r}: say which card you discard to pay for it, e.g. {text}/discard:c12.",
            "discard_missing",
            action=text,
        )
    if head == "flip":
        return Action(FLIP, _cell(where, text), 0, _discard(rest, text))
    first, dash, second = where.partition("-")
    if not dash:
        raise _unknown(text)
    a, b = _cell(first, text), _cell(second, text)
    if a >= b:
        raise MalformedAction(
            f"{text!r}: write a swap with the smaller cell first (swap:{min(a, b)}-{max(a, b)}).",
            "swap_order",
            action=text,
        )
    return Action(SWAP, a, b, _discard(rest, text))
