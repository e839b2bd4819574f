"""Tranquility's clicks: the viewer's selection, and what a click on a card, a cell or a control
means, as the game's front end tells the game screen (``on_command``).

Every target comes from the viewer's legal actions, read as typed actions (``parse_action``). A
play that costs discards, a wild card's number, the second card of a discard-two, the cards
given at the Start or to a Storm: each is a short selection that ends in one canonical action,
played only when it is legal.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, NamedTuple, cast

from game.tranquility import actions as A
from game.tranquility.actions import Action, format_action, parse_action
from game.tranquility.bots import table_proposal
from game.tranquility.cards import label as card_label
from game.tranquility.startcard import TEAM_DISCARD
from game.tranquility.view import TranquilityView
from game.ui.app.events import NO_FORM
from game.ui.app.wire import decode as wire_decode
from game.ui.app.wire import tagged
from game.ui.games import Outcome, check_view
from game.ui.games.tranquility.refusals import card_refusal, cell_refusal
from game.ui.i18n import tr
from game.ui.table.session import Session

#: The follow-up decisions paid with a list of hand cards: their ``data-cmd`` (``choose:<key>``)
#: and the action they complete once the cards are added.
CHOOSE: dict[str, Action] = {
    "give:": Action(A.GIVE),
    "squall:": Action(A.SQUALL),
    "lightning:": Action(A.LIGHTNING),
    "rocks:stay/discard:": Action(A.ROCKS, cell=A.STAY),
}
CHOOSE_KEYS = {
    "give:": "tranq.choose.give",
    "squall:": "tranq.choose.squall",
    "lightning:": "tranq.choose.lightning",
    "rocks:stay/discard:": "tranq.choose.rocks_stay",
}
#: Kinds whose whole point is a list of cards.
CARD_LIST_KINDS = (A.DISCARD, A.GIVE, A.SQUALL, A.LIGHTNING)


def as_view(view: Mapping[str, Any]) -> TranquilityView:
    """``view`` (a ``Rules.view``) as the typed view the table reads (``ValueError`` if it is not one)."""
    check_view(view, TranquilityView.__required_keys__, "Tranquility")
    return cast(TranquilityView, view)


@dataclass(frozen=True)
class TranqSelection:
    """The viewer's choices so far: a card, a cell, a wild number, and cards picked to discard."""

    card: str | None = None
    cell: int | None = None
    wild: str | None = None
    #: the action whose card list is being chosen, without its cards (e.g. a play that costs)
    choosing: Action | None = None
    picked: tuple[int, ...] = ()
    #: the Start split as the dialog's steppers left it (None: as proposed)
    shares: tuple[int, ...] | None = None


def as_tuple(legal: Sequence[str]) -> tuple[str, ...]:
    """The legal actions as a tuple (the session's are one already): the key of what is worked
    out once for a position."""
    return legal if isinstance(legal, tuple) else tuple(legal)


def typed(legal: Sequence[str]) -> tuple[tuple[Action, str], ...]:
    """The legal actions parsed, each with its canonical string (parsed once for a position, however
    many parts of the table ask)."""
    return _parsed(as_tuple(legal))


@lru_cache(maxsize=4)
def _parsed(legal: tuple[str, ...]) -> tuple[tuple[Action, str], ...]:
    return tuple((parse_action(text), text) for text in legal)


def card_lists(legal: Sequence[str], template: Action) -> dict[tuple[str, ...], str]:
    """Legal actions that are ``template`` plus a list of cards, keyed by their sorted labels."""
    return dict(_card_lists(as_tuple(legal), template))


@lru_cache(maxsize=32)
def _card_lists(legal: tuple[str, ...], template: Action) -> dict[tuple[str, ...], str]:
    out: dict[tuple[str, ...], str] = {}
    for action, text in typed(legal):
        if action.cards and action._replace(cards=()) == template:
            out[tuple(sorted(card_label(c) for c in action.cards))] = text
    return out


def needed_count(legal: Sequence[str], template: Action) -> int:
    lists = card_lists(legal, template)
    return min((len(k) for k in lists), default=0)


def start_choosing(
    selection: TranqSelection, legal: Sequence[str], template: Action, lang: str = "en"
) -> Outcome:
    """Enter card-picking for ``template``, or play at once when only one choice exists."""
    lists = card_lists(legal, template)
    if not lists:
        return Outcome(selection, None, tr(lang, "msg.not_possible"))
    if len(lists) == 1:
        return Outcome(TranqSelection(), next(iter(lists.values())))
    return Outcome(replace(selection, choosing=template, picked=()))


def play_action(card: str, cell: int, wild: str | None) -> Action:
    """The play of ``card`` (an Island's label, or a Wild as ``wild``) into ``cell``, unpaid."""
    if card == "W":
        return Action(A.PLAY, int(wild or 0), cell, (), True)
    return Action(A.PLAY, int(card), cell)


def played_index(selection: TranqSelection, hand: Sequence[str]) -> int | None:
    """While choosing the discards that pay for a play, the hand position of the card being
    played: it cannot pay for itself (a second Wild still can)."""
    choosing = selection.choosing
    if choosing is None or choosing.kind != A.PLAY or selection.card is None:
        return None
    return list(hand).index(selection.card) if selection.card in hand else None


def unpayable(selection: TranqSelection, legal: Sequence[str], hand: Sequence[str]) -> set[int]:
    """Hand positions that no legal choice of cards can include now: the card being played and
    cards that may never be discarded (Sea Monsters, A8). Clicking them picks nothing."""
    if selection.choosing is None:
        return set()
    most: dict[str, int] = {}
    for cards in card_lists(legal, selection.choosing):
        for card in set(cards):
            most[card] = max(most.get(card, 0), cards.count(card))
    skip = played_index(selection, hand)
    seen: dict[str, int] = {}
    out = set()
    for i, card in enumerate(hand):
        if i == skip:
            out.add(i)
            continue
        seen[card] = seen.get(card, 0) + 1
        if seen[card] > most.get(card, 0):
            out.add(i)
    return out


@tagged("cancel", space="tranquility")
class Cancel(NamedTuple):
    pass


@tagged("card", space="tranquility")
class PickCard(NamedTuple):
    """Card ``at`` of the hand: held, let go, or added to (taken from) the cards chosen."""

    at: int


@tagged("confirm", space="tranquility")
class Confirm(NamedTuple):
    """The cards chosen are the ones."""


@tagged("discard-two", space="tranquility")
class DiscardTwo(NamedTuple):
    pass


@tagged("choose", space="tranquility")
class Choose(NamedTuple):
    """Start choosing the cards of a follow-up decision (a key of ``CHOOSE``)."""

    key: str


@tagged("wild", space="tranquility")
class Wild(NamedTuple):
    """The number a Wild card takes."""

    number: str


@tagged("wild-close", space="tranquility")
class WildClose(NamedTuple):
    pass


@tagged("cell", space="tranquility")
class Cell(NamedTuple):
    """Cell ``cell`` of the sea."""

    cell: int


@tagged("shares", space="tranquility")
class Shares(NamedTuple):
    """The Start split's dialog is sent (its fields: ``share<seat>``)."""


@tagged("share-more", space="tranquility")
class ShareMore(NamedTuple):
    """One card more in seat ``seat``'s share of the Start discard, from the split the dialog's
    fields hold now."""

    seat: int


@tagged("share-less", space="tranquility")
class ShareLess(NamedTuple):
    """One card fewer in seat ``seat``'s share of the Start discard."""

    seat: int


Msg = (
    Cancel
    | PickCard
    | Confirm
    | DiscardTwo
    | Choose
    | Wild
    | WildClose
    | Cell
    | Shares
    | ShareMore
    | ShareLess
)


def decode(command: str) -> Msg | None:
    """The message of a ``data-cmd`` of the sea, the hand or the decisions (None: none of them),
    as the wire reads it in this game's space (a card or a cell: three digits at most)."""
    msg = wire_decode(command, NO_FORM, "tranquility")
    if isinstance(msg, PickCard | Cell) and msg[0] >= 1000:
        return None
    if isinstance(msg, Choose) and msg.key not in CHOOSE:
        return None
    return cast("Msg | None", msg)


def handle(
    msg: Msg | None,
    selection: TranqSelection,
    legal: Sequence[str],
    hand: Sequence[str],
    lang: str = "en",
    view: TranquilityView | None = None,
) -> Outcome:
    """What a click does to ``selection``; messages are in ``lang``. With the viewer's ``view``, a
    refused card or cell says why in one sentence."""
    if isinstance(msg, Cancel):
        return Outcome(TranqSelection())
    if isinstance(msg, PickCard) and msg.at < len(hand):
        index = msg.at
        if selection.choosing is not None:
            if index in unpayable(selection, legal, hand):
                face = card_face(hand[index], lang)[0]
                if index == played_index(selection, hand):
                    return Outcome(selection, None, tr(lang, "tranq.why.pays_itself", card=face))
                return Outcome(selection, None, tr(lang, "tranq.why.cannot_pay", card=face))
            picked = selection.picked
            picked = tuple(i for i in picked if i != index) if index in picked else (*picked, index)
            return Outcome(replace(selection, picked=picked))
        card = hand[index]
        if selection.card == card:
            return Outcome(TranqSelection())
        held = TranqSelection(card=card)
        if BESIDE_THE_SEA.get(card) in legal:  # played at its slot beside the sea (or its button)
            return Outcome(held)
        if view is not None and legal and view.get("pending") is None and not target_cells(view, legal, held):
            return Outcome(held, None, card_refusal(view, card, lang))
        return Outcome(held)
    if isinstance(msg, Confirm) and selection.choosing is not None:
        chosen = tuple(sorted(hand[i] for i in selection.picked))
        action = card_lists(legal, selection.choosing).get(chosen)
        if action is None:
            need = needed_count(legal, selection.choosing)
            return Outcome(selection, None, tr(lang, "tranq.msg.choose_exactly", count=need))
        return Outcome(TranqSelection(), action)
    if isinstance(msg, DiscardTwo):
        return start_choosing(TranqSelection(), legal, Action(A.DISCARD), lang)
    if isinstance(msg, Choose):
        return start_choosing(TranqSelection(), legal, CHOOSE[msg.key], lang)
    if isinstance(msg, Wild):
        if selection.card == "W" and selection.cell is not None and selection.choosing is None:
            # One step: the number picked at the cell plays there (or asks for its discards).
            outcome = _cell(selection.cell, replace(selection, wild=msg.number), legal, lang, view)
            if outcome.action is None and outcome.selection.choosing is None:
                # refused: the choice stays open
                return Outcome(selection, None, outcome.message, (selection.cell,))
            return outcome
        return Outcome(replace(selection, wild=msg.number))
    if isinstance(msg, WildClose):
        return Outcome(replace(selection, cell=None, wild=None))
    if isinstance(msg, Cell) and selection.card is not None:
        outcome = _cell(msg.cell, selection, legal, lang, view)
        return replace(outcome, cells=(msg.cell,)) if outcome.message else outcome
    return Outcome(selection, None, tr(lang, "msg.not_possible"))


#: The cards played beside the sea, at their slot, by their action.
BESIDE_THE_SEA = {"S": "start", "F": "finish"}


def on_command(
    msg: object, fields: Mapping[str, str], selection: TranqSelection, session: Session, lang: str
) -> Outcome:
    """``GameUI.handle``: a click for the viewer (decoded by ``decode``); the Start split's dialog
    sends its fields."""
    legal = session.legal
    if isinstance(msg, Shares):
        action = shares_action([fields.get(f"share{i}", "") for i in range(len(session.seats))])
        if action is None:
            return Outcome(selection, None, tr(lang, "msg.share_whole"))
        return Outcome(selection, action)
    if isinstance(msg, ShareMore | ShareLess):
        by = 1 if isinstance(msg, ShareMore) else -1
        return Outcome(
            replace(selection, shares=stepped(msg.seat, by, fields, split_shown(selection, session)))
        )
    view = as_view(session.view())
    mine = (
        msg
        if isinstance(msg, Cancel | PickCard | Confirm | DiscardTwo | Choose | Wild | WildClose | Cell)
        else None
    )
    return handle(mine, selection, legal, list(view.get("hand") or []), lang, view)


def _cell(
    cell: int, selection: TranqSelection, legal: Sequence[str], lang: str, view: TranquilityView | None = None
) -> Outcome:
    """A click on a cell of the sea with a card selected."""
    card = selection.card or ""
    if card == "M":
        action = format_action(Action(A.MONSTER, cell=cell))
        if action in legal:
            return Outcome(TranqSelection(), action)
        return Outcome(selection, None, tr(lang, "tranq.msg.monster_target"))
    if card == "W" and selection.wild is None:
        if not wild_numbers(legal, cell):
            if view is not None:
                return Outcome(selection, None, cell_refusal(view, "W", cell, lang))
            return Outcome(selection, None, tr(lang, "tranq.msg.no_wild_number"))
        return Outcome(replace(selection, cell=cell))
    if card.isdigit() or card == "W":
        play = play_action(card, cell, selection.wild)
        if format_action(play) in legal:
            return Outcome(TranqSelection(), format_action(play))
        if card_lists(legal, play):
            return start_choosing(replace(selection, cell=cell), legal, play, lang)
    if view is not None:
        number = int(selection.wild) if card == "W" and selection.wild else None
        return Outcome(selection, None, cell_refusal(view, card, cell, lang, number))
    return Outcome(
        selection,
        None,
        tr(lang, "tranq.msg.cannot_go", card=card_face(card, lang)[0], cell=cell + 1),
    )


def wild_numbers(legal: Sequence[str], cell: int) -> list[str]:
    """The numbers a Wild card may take in ``cell`` now."""
    found = {a.number for a, _ in typed(legal) if a.kind == A.PLAY and a.wild and a.cell == cell}
    return [str(n) for n in sorted(found)]


def wild_costs(legal: Sequence[str], cell: int) -> dict[str, int]:
    """The numbers a Wild card may take in ``cell`` now, each with its least discard cost."""
    out: dict[str, int] = {}
    for action, _ in typed(legal):
        if action.kind == A.PLAY and action.wild and action.cell == cell:
            number = str(action.number)
            out[number] = min(out.get(number, len(action.cards)), len(action.cards))
    return dict(sorted(out.items(), key=lambda item: int(item[0])))


def target_cells(view: TranquilityView, legal: Sequence[str], selection: TranqSelection) -> dict[int, int]:
    """Cells the selected card may go to, with their discard cost."""
    card = selection.card
    if card is None or selection.choosing is not None:
        return {}
    return dict(_targets(as_tuple(legal), card, selection.wild))


@lru_cache(maxsize=32)
def _targets(legal: tuple[str, ...], card: str, wild: str | None) -> dict[int, int]:
    """:func:`target_cells` of ``card`` (a Wild as the number ``wild``, None: any), worked out once
    for a position."""
    out: dict[int, int] = {}
    for action, _ in typed(legal):
        if card == "M" and action.kind == A.MONSTER:
            out[action.cell] = 0
            continue
        if action.kind != A.PLAY:
            continue
        fits = (
            (card == "W" and (wild is None or str(action.number) == wild))
            if action.wild
            else card == str(action.number)
        )
        if fits:
            cost = len(action.cards)
            out[action.cell] = min(out.get(action.cell, cost), cost)
    return out


#: The scene drawn on an Island, by its number: 16 numbers each, from the shallows to the volcano.


SPECIAL_CARDS = {
    "F": "finish",
    "S": "start",
    "W": "wild",
    "M": "monster",
    "Storm": "storm",
    "Compass": "compass",
}


def proposed_shares(session: Session) -> list[int]:
    """The split the Start dialog starts from: each bot's own proposal, the default for each
    person, settled so it adds up to 8."""
    rules, state = session.rules, session.state
    views = [rules.view(state, seat) if s.kind == "bot" else None for seat, s in enumerate(session.seats)]
    return table_proposal(views, session.actor())


def split_shown(selection: TranqSelection, session: Session) -> list[int]:
    """The split the Start dialog shows: as its steppers left it, else as proposed."""
    return list(selection.shares) if selection.shares is not None else proposed_shares(session)


def stepped(seat: int, by: int, fields: Mapping[str, str], shown: Sequence[int]) -> tuple[int, ...]:
    """The split with ``by`` cards more in ``seat``'s share, from the dialog's fields as typed (a
    field that is not a whole number keeps the value shown); a share stays between 0 and the
    whole discard (A5)."""
    values = []
    for at, value in enumerate(shown):
        typed_in = fields.get(f"share{at}", "").strip()
        values.append(
            int(typed_in) if typed_in.isascii() and typed_in.isdigit() and len(typed_in) < 4 else value
        )
    if 0 <= seat < len(values):
        values[seat] = max(0, min(TEAM_DISCARD, values[seat] + by))
    return tuple(values)


def shares_action(values: Sequence[str]) -> str | None:
    """``shares:a,b,c`` from the dialog's fields, or None if a field is not a whole number."""
    try:
        numbers = [int(v) for v in values]
    except ValueError:
        return None
    return format_action(Action(A.SHARES, cards=tuple(numbers)))


def card_face(card: str, lang: str = "en") -> tuple[str, str]:
    """Text and a class for a hand card (an Island shows its number)."""
    kind = SPECIAL_CARDS.get(card)
    if kind is None:
        return card, "island"
    return tr(lang, f"card.{kind}"), kind
