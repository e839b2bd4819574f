"""Tranquility at the table: the sea, the hand, the decisions, as element specs; what clicks mean.

Every target comes from the viewer's legal actions, read as typed actions (``parse_action``). A
play that costs discards, a wild card's number, the second card of a discard-two, the cards
given at the Start or to a Storm: each is a short selection that ends in one canonical action,
played only when it is legal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, cast

from game.tranquility import actions as A
from game.tranquility.actions import Action, format_action, parse_action
from game.tranquility.cards import label as card_label
from game.tranquility.layouts import HALF, get_layout
from game.tranquility.view import TranquilityView, cards_left, cards_needed
from game.ui.bot_mark import seat_chip_list
from game.ui.element import Spec, h
from game.ui.games import Outcome, check_view
from game.ui.games.tranquility.refusals import card_refusal, cell_refusal
from game.ui.games.tranquility.startsplit import give_note, solo_split
from game.ui.i18n import tr
from game.ui.session import Session

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


def typed(legal: Sequence[str]) -> list[tuple[Action, str]]:
    """The legal actions parsed, each with its canonical string."""
    return [(parse_action(text), text) for text in legal]


def card_lists(legal: Sequence[str], template: Action) -> dict[tuple[str, ...], str]:
    """Legal actions that are ``template`` plus a list of cards, keyed by their sorted labels."""
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


def handle(
    command: str,
    selection: TranqSelection,
    legal: Sequence[str],
    hand: Sequence[str],
    lang: str = "en",
    view: TranquilityView | None = None,
) -> Outcome:
    """Interpret a ``data-cmd`` click; messages are in ``lang``. With the viewer's ``view``, a
    refused card or cell says why in one sentence."""
    kind, _, arg = command.partition(":")
    if kind == "cancel":
        return Outcome(TranqSelection())
    if kind == "card":
        index = int(arg)
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
        if view is not None and legal and view.get("pending") is None and not target_cells(view, legal, held):
            return Outcome(held, None, card_refusal(view, card, lang))
        return Outcome(held)
    if kind == "confirm" and selection.choosing is not None:
        chosen = tuple(sorted(hand[i] for i in selection.picked))
        action = card_lists(legal, selection.choosing).get(chosen)
        if action is None:
            need = needed_count(legal, selection.choosing)
            return Outcome(selection, None, tr(lang, "tranq.msg.choose_exactly", count=need))
        return Outcome(TranqSelection(), action)
    if kind == "discard-two":
        return start_choosing(TranqSelection(), legal, Action(A.DISCARD), lang)
    if kind == "choose" and arg in CHOOSE:
        return start_choosing(TranqSelection(), legal, CHOOSE[arg], lang)
    if kind == "wild":
        if selection.card == "W" and selection.cell is not None and selection.choosing is None:
            # One step: the number picked at the cell plays there (or asks for its discards).
            outcome = _cell(selection.cell, replace(selection, wild=arg), legal, lang, view)
            if outcome.action is None and outcome.selection.choosing is None:
                return Outcome(selection, None, outcome.message)  # refused: the choice stays open
            return outcome
        return Outcome(replace(selection, wild=arg))
    if kind == "wild-close":
        return Outcome(replace(selection, cell=None, wild=None))
    if kind == "cell" and selection.card is not None:
        return _cell(int(arg), selection, legal, lang, view)
    return Outcome(selection, None, tr(lang, "msg.not_possible"))


def on_command(
    command: str, fields: Mapping[str, str], selection: TranqSelection, session: Session, lang: str
) -> Outcome:
    """``GameUI.handle``: a click for the viewer; the Start split's dialog sends its fields."""
    legal = session.legal_for_viewer()
    if command == "shares":
        action = shares_action([fields.get(f"share{i}", "") for i in range(len(session.seats))])
        if action is None:
            return Outcome(selection, None, tr(lang, "msg.share_whole"))
        return Outcome(selection, action)
    view = as_view(session.view())
    return handle(command, selection, legal, list(view.get("hand") or []), lang, view)


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


def wild_popover(selection: TranqSelection, legal: Sequence[str], lang: str = "en") -> Spec | None:
    """The choice of a Wild card's number, at the cell it goes to: each legal number with what it
    costs; the first takes the focus, Escape closes it."""
    cell = selection.cell
    if selection.card != "W" or cell is None or selection.wild is not None or selection.choosing is not None:
        return None
    values = []
    for i, (number, cost) in enumerate(wild_costs(legal, cell).items()):
        shown = f"−{cost}" if cost else tr(lang, "tranq.free")
        values.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn wild-value",
                    "data-cmd": f"wild:{number}",
                    "autofocus": i == 0,
                },
                # Named by what it shows (the group says it is the wild's number), then the cost.
                h("span", {"class": "wild-number"}, number),
                " ",
                h("span", {"class": "wild-cost"}, shown),
                h("span", {"class": "visually-hidden"}, tr(lang, "tranq.play_here", count=cost)),
            )
        )
    title = f"wild-title-{cell}"
    return h(
        "div",
        {"class": "wild-popover", "role": "group", "aria-labelledby": title},
        h("p", {"class": "wild-title", "id": title}, tr(lang, "tranq.wild_pick", cell=cell + 1)),
        h("div", {"class": "wild-values"}, *values),
        h(
            "button",
            {
                "type": "button",
                "class": "btn wild-close",
                "data-cmd": "wild-close",
                "data-key": "Escape",
                "aria-label": tr(lang, "tranq.wild_close"),
            },
            "×",
        ),
    )


def target_cells(view: TranquilityView, legal: Sequence[str], selection: TranqSelection) -> dict[int, int]:
    """Cells the selected card may go to, with their discard cost."""
    card = selection.card
    if card is None or selection.choosing is not None:
        return {}
    out: dict[int, int] = {}
    for action, _ in typed(legal):
        if card == "M" and action.kind == A.MONSTER:
            out[action.cell] = 0
            continue
        if action.kind != A.PLAY:
            continue
        fits = (
            (card == "W" and (selection.wild is None or str(action.number) == selection.wild))
            if action.wild
            else card == str(action.number)
        )
        if fits:
            cost = len(action.cards)
            out[action.cell] = min(out.get(action.cell, cost), cost)
    return out


#: The scene drawn on an Island, by its number: 16 numbers each, from the shallows to the volcano.
SCENES = ("shallows", "reef", "palms", "cliffs", "volcano")


def scene(number: int) -> str:
    """The scene of the Island ``number`` (1–80)."""
    return SCENES[min(len(SCENES) - 1, max(0, (number - 1) // 16))]


def art(name: str, css_class: str = "art") -> Spec:
    """A drawing from the page's sprite (``#art-<name>``), hidden from assistive technology."""
    return h(
        "svg",
        {"class": css_class, "aria-hidden": "true", "focusable": "false"},
        h("use", {"href": f"#art-{name}"}),
    )


def rock_rows(view: TranquilityView, legal: Sequence[str]) -> dict[int, str]:
    """Rows the Jagged Rocks may be moved to now (manual rocks), with the action that moves them."""
    return {a.cell: text for a, text in typed(legal) if a.kind == A.ROCKS and a.cell != A.STAY}


def row_label(row: int, rocks_here: bool, action: str | None, lang: str = "en", focus: bool = False) -> Spec:
    """The label at the start of a row: its number (rows count from 1 at the bottom), the rocks
    piece if they stand there, and, while the rocks are being moved, a button that moves them
    (``focus``: the one that takes the focus when the decision opens)."""
    text = tr(lang, "tranq.row_rocks" if rocks_here else "tranq.row", row=row + 1)
    inner: list[Spec | str] = [art("rocks", "rocks-piece")] if rocks_here else []
    inner.append(h("span", {"class": "row-number", "aria-hidden": "true"}, str(row + 1)))
    if action is None:
        return h(
            "div",
            {"role": "rowheader", "class": "row-label" + (" rocks-here" if rocks_here else "")},
            h("span", {"class": "visually-hidden"}, text),
            *inner,
        )
    return h(
        "div",
        {"role": "rowheader", "class": "row-label pickable" + (" rocks-here" if rocks_here else "")},
        h(
            "button",
            {
                "type": "button",
                "class": "row-pick",
                "data-action": action,
                "aria-label": tr(lang, "tranq.rocks_move", row=row + 1),
                "autofocus": True if focus else None,
            },
            *inner,
        ),
    )


def sea(
    view: TranquilityView,
    targets: dict[int, int],
    active: bool,
    lang: str = "en",
    holding: bool = False,
    rows_to: Mapping[int, str] | None = None,
    ghost: str | None = None,
    popover: tuple[int, Spec] | None = None,
) -> Spec:
    """The sea as an ARIA grid, rows top to bottom on screen, cells numbered in sequence order.

    While a card is held (``holding``), every cell stays reachable: a cell that cannot take it is
    ``aria-disabled`` and a click on it says why. Each row starts with its label; ``rows_to``
    (row → action) makes the labels of the rows the rocks may move to into buttons. A lit cell
    shows ``ghost`` (the held card's face) under the pointer or the focus; ``popover`` is a
    choice shown at its cell."""
    layout = get_layout(view["layout"])
    grid = view["grid"]
    rocks = view.get("rocks")
    day_night = view.get("orientation") is not None
    rows = []
    # While the rocks move, the focus goes to the first row they may move to, top to bottom.
    focus_row = max(rows_to) if rows_to else None
    for r in range(len(layout.rows) - 1, -1, -1):
        cells = []
        for p in layout.rows[r]:
            _, column = layout.coords[p]
            # Column 1 holds the row's label; the cells take two columns each from column 2.
            start = (r + 2 * column + 2) if layout.name == "pyramid" else (2 * column + 2)
            number = grid[p]
            classes = ["cell", "filled" if number else "empty"]
            if p in view.get("wild_cells", []):
                classes.append("wild")
            if day_night:
                classes.append("night" if p < HALF else "day")
            if rocks is not None and rocks == r:
                classes.append("rocks")
            # The sequence number sits beside the button, so the button's visible text (its
            # Island, or what playing there costs) is exactly what its accessible name ends with.
            # Only empty cells show it: a placed Island's number is the one to read there.
            index = [] if number else [h("span", {"class": "cell-index", "aria-hidden": "true"}, str(p + 1))]
            content: list[Spec | str] = []
            label = (
                tr(lang, "tranq.cell_island", cell=p + 1, number=number)
                if number
                else tr(lang, "tranq.cell_empty", cell=p + 1)
            )
            if number:
                classes.append(f"scene-{scene(number)}")
                content.append(art(scene(number)))
                content.append(h("span", {"class": "cell-number"}, str(number)))
            target = p in targets
            if target:
                classes.append("target")
                cost = targets[p]
                shown = f"−{cost}" if cost else tr(lang, "tranq.free")
                content.append(h("span", {"class": "cost"}, shown))
                label += tr(lang, "tranq.play_here", count=cost) + f", {shown}"
            open_cell = target and active
            chosen = popover is not None and popover[0] == p
            if chosen:
                classes.append("chosen")
            attrs = {
                "type": "button",
                "class": " ".join(classes),
                "data-cmd": f"cell:{p}" if open_cell or (active and holding) else None,
                "data-explain": "true" if active and holding and not open_cell else None,
                "aria-disabled": "false" if open_cell else "true",
                "aria-label": label,
                "data-ghost": ghost if open_cell and not number else None,
            }
            cells.append(
                h(
                    "div",
                    {"role": "gridcell", "style": f"grid-column: {start} / span 2", "data-cell": p},
                    *index,
                    h("button", attrs, *content),
                    *([popover[1]] if chosen and popover is not None else []),
                )
            )
        rows.append(
            h(
                "div",
                {
                    "role": "row",
                    "class": "sea-row" + (" rocks-row" if rocks == r else ""),
                    "style": f"--cols: {2 * layout.width}",
                },
                row_label(r, rocks == r, (rows_to or {}).get(r), lang, r == focus_row),
                *cells,
            )
        )
    return h(
        "div",
        {
            "role": "grid",
            "class": f"sea layout-{layout.name}",
            "aria-label": tr(lang, "tranq.sea_label"),
        },
        *rows,
    )


def budget(view: TranquilityView, names: Sequence[str], lang: str = "en") -> Spec:
    """Cards the team still holds vs what the empty cells, the Start and the Finish will take."""
    need = cards_needed(view)
    held = cards_left(view)
    total = sum(held)
    spare = total - need
    level = "ok" if spare >= 10 else "tight" if spare >= 0 else "short"
    bars = [
        h(
            "div",
            {"class": f"gauge {level}"},
            h(
                "span",
                {"class": "gauge-label"},
                tr(lang, "tranq.budget", count=total, need=need, spare=spare),
            ),
            h(
                "span",
                {"class": "gauge-bar", "aria-hidden": "true"},
                h(
                    "span",
                    {
                        "class": "gauge-fill",
                        "style": f"width: {min(100, round(100 * need / max(total, 1)))}%",
                    },
                ),
            ),
        )
    ]
    most = max(held, default=0) or 1
    bars.append(
        h(
            "ul",
            {"class": "seat-budget", "aria-label": tr(lang, "tranq.seats_label")},
            *(
                h(
                    "li",
                    {},
                    tr(lang, "tranq.seat_held", name=names[seat], count=n),
                    h(
                        "span",
                        {"class": "gauge-bar", "aria-hidden": "true"},
                        h("span", {"class": "gauge-fill", "style": f"width: {round(100 * n / most)}%"}),
                    ),
                )
                for seat, n in enumerate(held)
            ),
        )
    )
    per = ", ".join(f"{names[s]} {n}" for s, n in enumerate(held))
    bars.append(
        h(
            "p",
            {"class": "help"},
            tr(lang, "tranq.cards_left", per=per, discarded=view["discard_count"]),
        )
    )
    return h("section", {"class": "budget", "aria-label": tr(lang, "tranq.budget_label")}, *bars)


def seat_chips(
    view: TranquilityView, names: Sequence[str], lang: str = "en", bots: Sequence[bool] = ()
) -> Spec:
    """Every seat as a compact chip (a bot's marked as one), the current player's outlined."""
    chips = []
    scores = view.get("scores")
    for seat, name in enumerate(names):
        stats = [
            tr(lang, "chip.in_hand", count=view["hand_sizes"][seat]),
            tr(lang, "chip.in_pile", count=view["pile_sizes"][seat]),
        ]
        if view["compasses"][seat]:
            stats.append(tr(lang, "chip.compasses", count=view["compasses"][seat]))
        if scores is not None:
            stats.append(tr(lang, "chip.points", count=scores[seat]))
        current = seat == view["current_player"]
        chips.append((name, stats, current, seat < len(bots) and bots[seat]))
    return seat_chip_list(chips, lang)


def simple_button(action: str, text: str, primary: bool = False, key: str | None = None) -> Spec:
    """A button that plays ``action``; ``key`` is its keyboard shortcut."""
    return h(
        "button",
        {
            "type": "button",
            "class": "btn primary" if primary else "btn",
            "data-action": action,
            "data-key": key,
        },
        text,
    )


def shares_dialog(
    names: Sequence[str], proposal: Sequence[int], bots: Sequence[bool], lang: str = "en"
) -> Spec:
    """The Start discard: the table agrees how many cards each player gives, 8 in total (A5).
    Numbers only: the one moment the rules let players talk."""
    rows = [
        h(
            "label",
            {"class": "share"},
            h("span", {"class": "player-name"}, names[seat]),
            " ",
            h(
                "input",
                {
                    "type": "number",
                    "name": f"share{seat}",
                    "min": 0,
                    "max": 8,
                    "value": proposal[seat],
                    "inputmode": "numeric",
                },
            ),
            h("span", {"class": "hint"}, " " + tr(lang, "tranq.bot_proposal") if bots[seat] else ""),
        )
        for seat in range(len(names))
    ]
    return h(
        "form",
        {"class": "controls shares", "id": "shares-form", "role": "group", "aria-labelledby": "shares-title"},
        h(
            "p",
            {"class": "prompt", "id": "shares-title"},
            tr(lang, "tranq.shares_prompt"),
        ),
        *rows,
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {"type": "button", "class": "btn primary", "data-cmd": "shares"},
                tr(lang, "tranq.agree"),
            ),
        ),
    )


def shares_action(values: Sequence[str]) -> str | None:
    """``shares:a,b,c`` from the dialog's fields, or None if a field is not a whole number."""
    try:
        numbers = [int(v) for v in values]
    except ValueError:
        return None
    return format_action(Action(A.SHARES, cards=tuple(numbers)))


def decision_panel(
    view: TranquilityView,
    names: Sequence[str],
    selection: TranqSelection,
    legal: Sequence[str],
    split: Spec,
    lang: str,
) -> Spec:
    """What the viewer can do now, with one primary action (``split``: the Start split's dialog)."""
    buttons: list[Spec] = []
    notes: list[Spec] = []
    counter: list[Spec] = []
    prompt = tr(lang, "tranq.prompt.turn")
    pending = view.get("pending")
    if selection.choosing is not None:
        need = needed_count(legal, selection.choosing)
        prompt = tr(lang, "tranq.prompt.choose", count=need, chosen=len(selection.picked))
        counter.append(
            h(
                "p",
                {"class": "pay-counter" + (" complete" if len(selection.picked) == need else "")},
                tr(lang, "tranq.pay_counter", chosen=len(selection.picked), count=need),
            )
        )
        buttons.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn primary",
                    "data-cmd": "confirm",
                    "data-key": "c",
                    "disabled": len(selection.picked) != need,
                },
                tr(lang, "common.confirm"),
            )
        )
        buttons.append(
            h(
                "button",
                {"type": "button", "class": "btn", "data-cmd": "cancel", "data-key": "Escape"},
                tr(lang, "common.cancel"),
            )
        )
    elif pending is not None and pending.get("decision") == "shares":
        return solo_split(lang) if len(names) == 1 else split  # solo: nothing to agree
    elif pending is not None:
        prompt = tr(
            lang,
            "tranq.pending",
            name=names[pending["seat"]],
            task=tr(lang, f"pending.{pending['decision']}"),
        )
        # The rocks are moved with the row labels on the board; the panel says so.
        listed = [
            (a, text)
            for a, text in typed(legal)
            if a.kind not in CARD_LIST_KINDS and not a.cards and a.kind != A.ROCKS
        ]
        if any(a.kind == A.ROCKS for a, _ in typed(legal)):
            prompt += " " + tr(lang, "tranq.rocks_pick_row")
        buttons.extend(simple_button(text, action_label(a, text, lang)) for a, text in listed)
        note = give_note(view, legal, lang) if pending.get("decision") == "give" else None
        if note is not None:  # the Start discard: what the rule asks, and the cards when forced
            notes.append(note[0])
            if note[1] is not None:
                buttons.append(note[1])
        for prefix, template in CHOOSE.items():
            if note is not None and note[1] is not None:
                break
            if card_lists(legal, template):
                buttons.append(
                    h(
                        "button",
                        {"type": "button", "class": "btn primary", "data-cmd": f"choose:{prefix}"},
                        choose_label(prefix, lang),
                    )
                )
    else:
        if selection.card == "W" and selection.cell is not None and selection.wild is None:
            prompt = tr(lang, "tranq.prompt.wild")  # the numbers are offered at the cell
        for special in ("start", "start:W", "finish", "finish:W"):
            if special in legal:
                label = tr(lang, f"tranq.special.{special}")
                buttons.append(simple_button(special, label, primary=True, key=special[0]))
        if card_lists(legal, Action(A.DISCARD)):
            buttons.append(
                h(
                    "button",
                    {"type": "button", "class": "btn", "data-cmd": "discard-two", "data-key": "d"},
                    tr(lang, "tranq.discard_two"),
                )
            )
        if selection.card is not None:
            buttons.append(
                h(
                    "button",
                    {"type": "button", "class": "btn", "data-cmd": "cancel", "data-key": "Escape"},
                    tr(lang, "common.cancel"),
                )
            )
    return h(
        "div",
        {"class": "controls"},
        h("p", {"class": "prompt"}, prompt),
        *notes,
        *counter,
        h("div", {"class": "buttons"}, *buttons),
    )


def choose_label(prefix: str, lang: str = "en") -> str:
    return tr(lang, CHOOSE_KEYS[prefix])


def action_label(action: Action, text: str, lang: str = "en") -> str:
    """The button text of a follow-up decision that takes no cards."""
    if action.kind == A.ROCKS:
        return tr(lang, "tranq.rocks_move", row=action.cell + 1)
    if action.kind == A.COMPASS:
        return tr(lang, "tranq.compass_yes" if action.number else "tranq.compass_no")
    return text


#: Hand cards other than Islands: their CSS class and catalogue key.
SPECIAL_CARDS = {
    "F": "finish",
    "S": "start",
    "W": "wild",
    "M": "monster",
    "Storm": "storm",
    "Compass": "compass",
}


def hand_key(index: int) -> str | None:
    """The digit that selects the ``index``-th hand card (1–9, then 0 for the tenth)."""
    return str((index + 1) % 10) if index < 10 else None


def card_drawing(card: str, kind: str) -> tuple[str, list[Spec | str]]:
    """The extra class and the drawing of a hand card: an Island's scene, or the special card's."""
    if kind == "island" and card.isdigit():
        return f" scene-{scene(int(card))}", [art(scene(int(card)))]
    return "", [art(kind)] if kind in SPECIAL_CARDS.values() else []


def card_face(card: str, lang: str = "en") -> tuple[str, str]:
    """Text and a class for a hand card (an Island shows its number)."""
    kind = SPECIAL_CARDS.get(card)
    if kind is None:
        return card, "island"
    return tr(lang, f"card.{kind}"), kind


def screen(
    view: TranquilityView,
    names: Sequence[str],
    selection: TranqSelection,
    legal: Sequence[str],
    shares: Sequence[int] | None = None,
    bots: Sequence[bool] | None = None,
    lang: str = "en",
    remember_discards: bool = False,
) -> Spec:
    """The whole table for the viewer (no hand when nobody's cards are shown). The viewer's own
    discards are listed only with the "Remember my discards" aid (``remember_discards``):
    otherwise they stay face down, as in the published game (RULES.md A3)."""
    active = bool(legal)
    targets = target_cells(view, legal, selection) if active else {}
    hand_cards = []
    hand = view.get("hand") or []
    playing = played_index(selection, hand)
    blocked = unpayable(selection, legal, hand) if active else set()
    for i, card in enumerate(hand):
        text, kind = card_face(card, lang)
        drawn, drawing = card_drawing(card, kind)
        picked = i in selection.picked
        selected = (selection.choosing is None and card == selection.card) or i == playing
        if i in blocked:
            # Left clickable (a click picks nothing) so focus and the hand's order never jump.
            note = tr(lang, "tranq.playing") if i == playing else tr(lang, "tranq.cannot_pay")
            # The card being played is lifted and says "play"; the cards that pay say "pay" (drawn
            # from ``data-mark``: their accessible names already say so).
            hand_cards.append(
                h(
                    "button",
                    {
                        "type": "button",
                        "class": f"tcard {kind}{drawn} unpayable"
                        + (" selected playing" if i == playing else ""),
                        "data-cmd": f"card:{i}",
                        "data-key": hand_key(i),
                        "data-card": card,
                        "data-mark": tr(lang, "tranq.mark_play") if i == playing else None,
                        "aria-pressed": "true" if i == playing else "false",
                        "aria-label": text + note,
                    },
                    *drawing,
                    h("span", {"class": "tcard-text"}, text),
                )
            )
            continue
        hand_cards.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": f"tcard {kind}{drawn}"
                    + (" selected" if selected or picked else "")
                    + (" paying" if picked else ""),
                    "data-cmd": f"card:{i}" if active else None,
                    "data-key": hand_key(i) if active else None,
                    "data-card": card,
                    "data-mark": tr(lang, "tranq.mark_pay") if picked else None,
                    "disabled": not active,
                    "aria-pressed": "true" if selected or picked else "false",
                    "aria-label": text + (tr(lang, "tranq.chosen") if picked else ""),
                },
                *drawing,
                h("span", {"class": "tcard-text"}, text),
            )
        )
    seat = view.get("seat")
    choice = wild_popover(selection, legal, lang) if active else None
    popover = (selection.cell, choice) if choice is not None and selection.cell is not None else None
    frame = h(
        "div",
        {"class": "sea-frame"},
        h(
            "div",
            {"class": "slot start" + (" placed" if view["start_played"] else "")},
            *([art("start")] if view["start_played"] else []),
            h(
                "span",
                {"class": "slot-text"},
                tr(lang, "card.start") if view["start_played"] else tr(lang, "tranq.start_slot"),
            ),
        ),
        sea(
            view,
            targets,
            active,
            lang,
            selection.card is not None and selection.choosing is None,
            rock_rows(view, legal) if active else None,
            card_face(selection.card, lang)[0] if selection.card is not None else None,
            popover,
        ),
        h(
            "div",
            {"class": "slot finish" + (" placed" if view.get("finish_card") else "")},
            *([art("finish")] if view.get("finish_card") else []),
            h("span", {"class": "slot-text"}, tr(lang, "card.finish")),
        ),
    )
    info: list[Spec] = []
    if view.get("orientation"):
        info.append(
            h(
                "p",
                {"class": "orientation"},
                tr(lang, "tranq.night" if view["orientation"] == "night" else "tranq.day"),
            )
        )
    rocks = view["rocks"]
    if rocks is not None:
        # Rows count from 1 on screen; the rocks leave for good once four rows are complete.
        gone = rocks < 0
        info.append(
            h("p", {}, tr(lang, "tranq.rocks_gone") if gone else tr(lang, "tranq.rocks_block", row=rocks + 1))
        )
    own = view.get("own_discards") if remember_discards else None
    if own:
        cards = ", ".join(card_face(label, lang)[0] for label in own)
        info.append(
            h("p", {"class": "own-discards"}, tr(lang, "tranq.own_discards", count=len(own), cards=cards))
        )
    if view.get("storms_revealed"):
        storms = ", ".join(tr(lang, f"storm.{label}") for label in view["storms_revealed"])
        info.append(h("p", {}, tr(lang, "tranq.storms_so_far", storms=storms)))
    parts: list[Spec] = [seat_chips(view, names, lang, bots or ()), budget(view, names, lang), frame, *info]
    # The controls and the hand share a dock that stays in reach at the bottom of small screens.
    split = shares_dialog(names, shares or [0] * len(names), bots or [False] * len(names), lang)
    dock: list[Spec] = [decision_panel(view, names, selection, legal, split, lang)] if active else []
    dock.append(
        h("section", {"class": "hand", "aria-label": tr(lang, "hand.yours", name=names[seat])}, *hand_cards)
        if seat is not None
        else h("section", {"class": "hand hidden-hand"}, h("p", {}, tr(lang, "hand.hidden")))
    )
    parts.append(h("div", {"class": "dock"}, *dock))
    return h("div", {"class": "tranquility-screen", "data-game": "tranquility"}, *parts)
