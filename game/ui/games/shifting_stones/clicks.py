"""What a click on the Shifting Stones table means: the game's own messages, decoded once from a
``data-cmd``, and how each changes the player's selection or completes an action (a swap paid for
with a card, a flip, a score, a skip), with the words of a refusal."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple, cast

from game.shifting_stones import actions as A
from game.shifting_stones.actions import Action, format_action, parse_action
from game.shifting_stones.cards import card_id_of
from game.shifting_stones.matching import PLACEMENTS, matching_placements
from game.shifting_stones.tiles import FACE_NAMES, are_adjacent, parse_grid
from game.ui.app.events import NO_FORM
from game.ui.app.wire import decode as wire_decode
from game.ui.app.wire import tagged
from game.ui.games import Outcome
from game.ui.games.shifting_stones.words import name_words
from game.ui.i18n import tr
from game.ui.table.session import Session


@dataclass(frozen=True)
class StonesSelection:
    """What the viewer has picked so far this decision."""

    card: str | None = None
    tile: int | None = None
    #: a Shift or a Flip waiting for the card that pays for it (``card`` 0)
    pending: Action | None = None
    #: the discard pile's list is open
    pile: bool = False


def payable(legal: Sequence[str], move: Action) -> bool:
    """Whether some card in hand can pay for the Shift or Flip ``move`` now."""
    return any(parse_action(text)._replace(card=0) == move for text in legal)


def score_action(name: str) -> str:
    """The Score of the card named ``name``."""
    return format_action(Action(A.SCORE, card=card_id_of(name) or 0))


def score_refusal(grid_text: str, name: str, legal: Sequence[str], lang: str = "en") -> str | None:
    """Why the card ``name`` cannot be scored now, in one sentence (None if it can): the stones
    its closest placement is missing, or that scoring is not possible at this moment."""
    if score_action(name) in legal:
        return None
    card_id = card_id_of(name)
    if card_id is None:
        return tr(lang, "msg.not_possible")
    grid = parse_grid(grid_text)
    if matching_placements(grid, card_id):
        return tr(lang, "stones.why.score_not_now", card=name_words(name, lang))
    best = max(PLACEMENTS[card_id], key=lambda p: sum(grid[cell] == face for cell, face in p.needs))
    missing = "; ".join(
        tr(
            lang,
            "stones.why.stone_needs",
            stone=cell + 1,
            face=face_name(face, lang),
            shown=face_name(grid[cell], lang),
        )
        for cell, face in best.needs
        if grid[cell] != face
    )
    return tr(lang, "stones.why.no_match", card=name_words(name, lang), missing=missing)


@tagged("score", space="shifting-stones")
class Score(NamedTuple):
    """Score the held card's pattern."""


@tagged("cancel", space="shifting-stones")
class Cancel(NamedTuple):
    pass


@tagged("card", space="shifting-stones")
class PickCard(NamedTuple):
    """A card of the hand (its name): held, let go, or paying for the move waiting for one."""

    card: str


class Drag(NamedTuple):
    """A stone dragged onto another."""

    a: int
    b: int


@tagged("tile", space="shifting-stones")
class Tile(NamedTuple):
    """A stone of the grid."""

    cell: int


@tagged("flip", space="shifting-stones")
class Flip(NamedTuple):
    """Flip the chosen stone."""


@tagged("pile", space="shifting-stones")
class Pile(NamedTuple):
    """Open or close the discard pile's list."""


Msg = Score | Cancel | PickCard | Drag | Tile | Flip | Pile


def decode(command: str) -> Msg | None:
    """The message of a ``data-cmd`` of the board, the hand or the controls (None: none of them),
    as the wire reads it in this game's space; a stone dragged onto another is the page's own
    command (``drag:<a>-<b>``, static/js)."""
    kind, _, arg = command.partition(":")
    ends = arg.split("-")
    if kind == "drag" and len(ends) == 2 and all(end.isdigit() and len(end) <= 2 for end in ends):
        return Drag(int(ends[0]), int(ends[1]))
    msg = wire_decode(command, NO_FORM, "shifting-stones")
    if isinstance(msg, Tile) and msg.cell >= 100:
        return None
    return cast("Msg | None", msg)


def handle(
    msg: Msg | None, selection: StonesSelection, legal: Sequence[str], lang: str = "en", grid: str = ""
) -> Outcome:
    """What a click of the board or hand does to ``selection`` (``grid``: the stones now, as a
    view gives them); messages are in ``lang``."""
    if isinstance(msg, Score) and selection.card is not None:
        refusal = score_refusal(grid, selection.card, legal, lang)
        if refusal is None:
            return Outcome(StonesSelection(), score_action(selection.card))
        return Outcome(selection, None, refusal)
    if isinstance(msg, Cancel):
        return Outcome(StonesSelection())
    if isinstance(msg, PickCard):
        if selection.pending is not None:
            action = format_action(selection.pending._replace(card=card_id_of(msg.card) or 0))
            if action in legal:
                return Outcome(StonesSelection(), action)
            return Outcome(selection, None, tr(lang, "stones.msg.card_cannot_pay"))
        return Outcome(replace(selection, card=None if selection.card == msg.card else msg.card))
    if isinstance(msg, Drag):
        # A stone dragged onto a neighbour: the same Shift as choosing both, waiting for its card.
        a, b = sorted((msg.a, msg.b))
        if not are_adjacent(a, b):
            return Outcome(selection, None, tr(lang, "stones.msg.not_neighbours"), (a, b))
        if not payable(legal, Action(A.SWAP, a, b)):
            return Outcome(selection, None, tr(lang, "stones.msg.need_card_shift"), (a, b))
        return Outcome(replace(selection, tile=None, pending=Action(A.SWAP, a, b)))
    if isinstance(msg, Tile):
        cell = msg.cell
        if selection.tile is None or selection.pending is not None:
            return Outcome(replace(selection, tile=cell, pending=None))
        if selection.tile == cell:
            return Outcome(replace(selection, tile=None))
        if are_adjacent(selection.tile, cell):
            a, b = sorted((selection.tile, cell))
            if not payable(legal, Action(A.SWAP, a, b)):
                return Outcome(selection, None, tr(lang, "stones.msg.need_card_shift"), (a, b))
            return Outcome(replace(selection, tile=None, pending=Action(A.SWAP, a, b)))
        return Outcome(replace(selection, tile=cell))
    if isinstance(msg, Flip) and selection.tile is not None:
        if not payable(legal, Action(A.FLIP, selection.tile)):
            return Outcome(selection, None, tr(lang, "stones.msg.need_card_flip"), (selection.tile,))
        return Outcome(replace(selection, pending=Action(A.FLIP, selection.tile), tile=None))
    return Outcome(selection, None, tr(lang, "msg.not_possible"))


def on_command(
    msg: object, fields: Mapping[str, str], selection: StonesSelection, session: Session, lang: str
) -> Outcome:
    """``GameUI.handle``: a click of the board, the hand or the controls (decoded by ``decode``),
    for the viewer."""
    if isinstance(msg, Pile):  # open or close the discard pile's list; nothing else changes
        return Outcome(replace(selection, pile=not selection.pile))
    grid = str(session.view().get("grid", ""))
    mine = msg if isinstance(msg, Score | Cancel | PickCard | Drag | Tile | Flip) else None
    return handle(mine, selection, session.legal, lang, grid)


def face_name(face: int, lang: str = "en") -> str:
    return tr(lang, f"face.{FACE_NAMES[face]}")
