"""Tranquility actions: typed values for the engine and bots, canonical strings everywhere else.

Notation (cards are written ``1``–``80`` for Islands, ``F`` Finish, ``S`` Start, ``W`` Wild,
``M`` Sea Monster; lists are comma-separated in canonical order: Islands ascending, then F, S, W;
cells are sequence positions 0–35 and rows count from 0 at the bottom):

Turn actions (the active player, RULES.md A3):
  ``play:37@14``                 Island 37 into cell 14 (cost 0)
  ``play:37@14/discard:12,55``   ... paying its cost with the listed cards (A4)
  ``play:W=37@14/discard:12``    a Wild card played as Island 37 (A8 Wild cards)
  ``start`` / ``start:W``        play a Start card / a Wild card as the Start (A5)
  ``finish`` / ``finish:W``      play a Finish card / a Wild card as the Finish (A6)
  ``monster:@14``                a Sea Monster onto the Island in cell 14 (A8)
  ``discard:3,80``               discard two cards (A3 B)

Follow-up decisions (the seat named by the view's ``pending`` decides):
  ``shares:3,3,2``               the agreed Start split, one number per seat in seat order (A5)
  ``give:12,55``                 cards a seat discards toward its Start share (A5)
  ``rocks:3``                    manual Jagged Rocks: move them to row 3 (A8)
  ``rocks:stay/discard:12,55``   ... or keep them where they are and discard two
  ``compass:yes`` / ``compass:no``  spend a Compass to cancel the Storm just drawn, or not
  ``squall:12,55``               the Squall's two discards
  ``lightning:12``               the Lightning's one discard

Each action has exactly one string: :func:`format_action` of :func:`parse_action` gives it back,
and the engine refuses any other spelling (it names the canonical one).
"""

from __future__ import annotations

from typing import NamedTuple

from game.core.errors import MalformedAction
from game.tranquility import cards as C
from game.tranquility.layouts import CELLS

PLAY = 1
START = 2
FINISH = 3
MONSTER = 4
DISCARD = 5
SHARES = 6
GIVE = 7
ROCKS = 8
COMPASS = 9
SQUALL = 10
LIGHTNING = 11

#: ``ROCKS`` with this row keeps the rocks in place and pays two cards.
STAY = -1


class Action(NamedTuple):
    """A typed action.

    ``number``: the Island number played (PLAY), or 1/0 for ``compass:yes``/``compass:no``.
    ``cell``: the target cell (PLAY, MONSTER) or row (ROCKS; ``STAY`` keeps them).
    ``cards``: discarded cards in canonical order, or the shares (SHARES).
    ``wild``: the card played is a Wild (PLAY, START, FINISH).
    """

    kind: int
    number: int = 0
    cell: int = -1
    cards: tuple[int, ...] = ()
    wild: bool = False


def _card_list(cards: tuple[int, ...]) -> str:
    return ",".join([C.label(c) for c in cards])


def format_action(a: Action) -> str:
    """The canonical string of ``a``."""
    k = a.kind
    if k == PLAY:
        head = f"play:{'W=' if a.wild else ''}{a.number}@{a.cell}"
        return f"{head}/discard:{_card_list(a.cards)}" if a.cards else head
    if k == DISCARD:
        return f"discard:{_card_list(a.cards)}"
    if k == START:
        return "start:W" if a.wild else "start"
    if k == FINISH:
        return "finish:W" if a.wild else "finish"
    if k == MONSTER:
        return f"monster:@{a.cell}"
    if k == SHARES:
        return "shares:" + ",".join(str(x) for x in a.cards)
    if k == GIVE:
        return f"give:{_card_list(a.cards)}"
    if k == ROCKS:
        return f"rocks:stay/discard:{_card_list(a.cards)}" if a.cell == STAY else f"rocks:{a.cell}"
    if k == COMPASS:
        return "compass:yes" if a.number else "compass:no"
    if k == SQUALL:
        return f"squall:{_card_list(a.cards)}"
    if k == LIGHTNING:
        return f"lightning:{_card_list(a.cards)}"
    raise ValueError(f"unknown action kind {k}")


def _bad(text: str, why: str) -> MalformedAction:
    return MalformedAction(
        f"{text!r} is not a Tranquility action: {why}.", "bad_action_syntax", action=text, why=why
    )


def _parse_cards(text: str, whole: str) -> tuple[int, ...]:
    if not text:
        raise _bad(whole, "a card list is empty")
    out = []
    for part in text.split(","):
        code = C.code_of(part)
        if code is None:
            raise _bad(whole, f"{part!r} is not a card (use 1-80, F, S, W or M)")
        out.append(code)
    return tuple(out)


def _parse_int(text: str, whole: str, what: str) -> int:
    if not text.isdigit() or text != str(int(text)):
        raise _bad(whole, f"{what} must be a number, not {text!r}")
    return int(text)


def parse_action(text: str) -> Action:
    """The typed action for ``text``; raises ``MalformedAction`` for text that is no action at all.

    Card lists are kept in the order written; the engine checks that the string is canonical.
    """
    head, sep, rest = text.partition(":")
    if head == "start" and not sep:
        return Action(START)
    if head == "finish" and not sep:
        return Action(FINISH)
    if head in ("start", "finish") and rest == "W":
        return Action(START if head == "start" else FINISH, wild=True)
    if not sep:
        raise _bad(text, "it has no ':' part")
    if head == "play":
        main, slash, tail = rest.partition("/")
        discards: tuple[int, ...] = ()
        if slash:
            if not tail.startswith("discard:"):
                raise _bad(text, "after '/' comes 'discard:' and the cards")
            discards = _parse_cards(tail[len("discard:") :], text)
        wild = main.startswith("W=")
        if wild:
            main = main[2:]
        number, at, cell = main.partition("@")
        if not at:
            raise _bad(text, "write the cell after '@', e.g. play:37@14")
        n = _parse_int(number, text, "the Island")
        if not 1 <= n <= C.ISLAND_MAX:
            raise _bad(text, f"Islands are numbered 1 to 80, not {n}")
        return Action(PLAY, n, _parse_int(cell, text, "the cell"), discards, wild)
    if head == "discard":
        return Action(DISCARD, cards=_parse_cards(rest, text))
    if head == "monster":
        if not rest.startswith("@"):
            raise _bad(text, "write the target cell after '@', e.g. monster:@14")
        return Action(MONSTER, cell=_parse_int(rest[1:], text, "the cell"))
    if head == "shares":
        return Action(SHARES, cards=tuple(_parse_int(x, text, "a share") for x in rest.split(",")))
    if head == "give":
        return Action(GIVE, cards=_parse_cards(rest, text))
    if head == "rocks":
        if rest.startswith("stay/discard:"):
            return Action(ROCKS, cell=STAY, cards=_parse_cards(rest[len("stay/discard:") :], text))
        return Action(ROCKS, cell=_parse_int(rest, text, "the row"))
    if head == "compass" and rest in ("yes", "no"):
        return Action(COMPASS, number=1 if rest == "yes" else 0)
    if head == "squall":
        return Action(SQUALL, cards=_parse_cards(rest, text))
    if head == "lightning":
        return Action(LIGHTNING, cards=_parse_cards(rest, text))
    raise _bad(text, f"unknown action {head!r}")


# --- strings listed often, remembered -------------------------------------------------------------

#: ``PLAY_HEADS[wild][n][cell]``: the string of Island ``n`` (a Wild card if ``wild``) into
#: ``cell``, before any payment.
PLAY_HEADS: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
    tuple(
        tuple(f"play:{'W=' if wild else ''}{n}@{cell}" for cell in range(CELLS))
        for n in range(C.ISLAND_MAX + 1)
    )
    for wild in (False, True)
)
#: ``/discard:`` and the cards paying a placement, by the cards; ``DISCARD_TEXTS``: the string of
#: discarding two cards, by the cards. Filled by :func:`pay_tail` and :func:`discard_text`.
PAY_TAILS: dict[tuple[int, ...], str] = {}
DISCARD_TEXTS: dict[tuple[int, ...], str] = {}


def pay_tail(paid: tuple[int, ...]) -> str:
    """``/discard:`` and ``paid``, as a placement's string ends (remembered in ``PAY_TAILS``)."""
    text = PAY_TAILS.get(paid)
    if text is None:
        text = PAY_TAILS[paid] = "/discard:" + _card_list(paid)
    return text


def discard_text(pair: tuple[int, ...]) -> str:
    """The string of discarding ``pair`` (remembered in ``DISCARD_TEXTS``)."""
    text = DISCARD_TEXTS.get(pair)
    if text is None:
        text = DISCARD_TEXTS[pair] = "discard:" + _card_list(pair)
    return text
