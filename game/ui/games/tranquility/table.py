"""Tranquility at the table: the hand, the decisions and the whole screen, as element specs.

What a click means is ``clicks``; the sea and the budget line are ``sea``.
"""

from collections.abc import Sequence

from game.tranquility import actions as A
from game.tranquility.actions import Action
from game.tranquility.view import TranquilityView
from game.ui.element import Spec, h
from game.ui.games import hidden_hand
from game.ui.games.tranquility.clicks import (
    CARD_LIST_KINDS,
    CHOOSE,
    CHOOSE_KEYS,
    SPECIAL_CARDS,
    Cancel,
    Choose,
    Confirm,
    DiscardTwo,
    PickCard,
    Shares,
    TranqSelection,
    as_view,
    card_face,
    card_lists,
    decode,
    handle,
    needed_count,
    on_command,
    played_index,
    shares_action,
    target_cells,
    typed,
    unpayable,
    wild_numbers,
)
from game.ui.games.tranquility.sea import (
    SCENES,
    art,
    budget,
    rock_rows,
    scene,
    sea,
    seat_chips,
    wild_popover,
)
from game.ui.games.tranquility.startsplit import give_note, solo_split
from game.ui.i18n import tr
from game.ui.wire import on


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


def slot_action(kind: str, selection: TranqSelection, legal: Sequence[str]) -> str | None:
    """The Start (or a Finish) card held and playable now: a click on its slot beside the sea
    plays it, as its button does (``start``, or ``start:W`` for a wild held)."""
    card = selection.card
    if selection.choosing is not None or card not in (kind[0].upper(), "W"):
        return None
    action = kind if card != "W" else f"{kind}:W"
    return action if action in legal else None


def slot(kind: str, placed: bool, text: str, action: str | None, lang: str) -> Spec:
    """The Start or Finish slot beside the sea: the card once played; a button that plays the
    card held when it may go there now."""
    inside = [*([art(kind)] if placed else []), h("span", {"class": "slot-text"}, text)]
    css = f"slot {kind}" + (" placed" if placed else "")
    if action is None:
        return h("div", {"class": css}, *inside)
    label = tr(lang, f"tranq.special.{action}")
    return h(
        "button",
        {
            "type": "button",
            "class": css + " target",
            "data-action": action,
            # the accessible name starts with the visible text (WCAG 2.5.3), then says what a click does
            "aria-label": f"{text}: {label}",
            "title": label,
        },
        *inside,
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
                {"type": "button", "class": "btn primary", **on(Shares())},
                tr(lang, "tranq.agree"),
            ),
        ),
    )


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
                    **on(Confirm()),
                    "data-key": "c",
                    "disabled": len(selection.picked) != need,
                },
                tr(lang, "common.confirm"),
            )
        )
        buttons.append(
            h(
                "button",
                {"type": "button", "class": "btn", **on(Cancel()), "data-key": "Escape"},
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
            task=tr(lang, f"pending.{pending['decision']}", name=names[pending["seat"]]),
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
                        {"type": "button", "class": "btn primary", **on(Choose(prefix))},
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
                    {"type": "button", "class": "btn", **on(DiscardTwo()), "data-key": "d"},
                    tr(lang, "tranq.discard_two"),
                )
            )
        if selection.card is not None:
            buttons.append(
                h(
                    "button",
                    {"type": "button", "class": "btn", **on(Cancel()), "data-key": "Escape"},
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


def controls_space() -> Spec:
    """The place of the controls while it is not the viewer's turn: kept, empty."""
    return h("div", {"class": "controls-space", "aria-hidden": "true"})


def choose_label(prefix: str, lang: str = "en") -> str:
    return tr(lang, CHOOSE_KEYS[prefix])


def action_label(action: Action, text: str, lang: str = "en") -> str:
    """The button text of a follow-up decision that takes no cards."""
    if action.kind == A.ROCKS:
        return tr(lang, "tranq.rocks_move", row=action.cell + 1)
    if action.kind == A.COMPASS:
        return tr(lang, "tranq.compass_yes" if action.number else "tranq.compass_no")
    return text


#: a card face down: the box of a card in the hand (its line of text kept, empty)
CARD_BACK = h(
    "span", {"class": "tcard card-back", "aria-hidden": "true"}, h("span", {"class": "tcard-text"}, "\u00a0")
)


#: Hand cards other than Islands: their CSS class and catalogue key.
def hand_key(index: int) -> str | None:
    """The digit that selects the ``index``-th hand card (1–9, then 0 for the tenth)."""
    return str((index + 1) % 10) if index < 10 else None


def card_drawing(card: str, kind: str) -> tuple[str, list[Spec | str]]:
    """The extra class and the drawing of a hand card: an Island's scene, or the special card's."""
    if kind == "island" and card.isdigit():
        return f" scene-{scene(int(card))}", [art(scene(int(card)))]
    return "", [art(kind)] if kind in SPECIAL_CARDS.values() else []


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
                        **on(PickCard(i)),
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
                    **on(PickCard(i) if active else None),
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
        slot(
            "start",
            view["start_played"],
            tr(lang, "card.start") if view["start_played"] else tr(lang, "tranq.start_slot"),
            slot_action("start", selection, legal) if active else None,
            lang,
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
        slot(
            "finish",
            bool(view.get("finish_card")),
            tr(lang, "card.finish"),
            slot_action("finish", selection, legal) if active else None,
            lang,
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
    parts: list[Spec] = [seat_chips(view, names, lang, bots or ()), budget(view, names, lang), frame]
    # The notes under the sea keep the height of every line the game's options can show, from the
    # first turn on, so a line that appears or grows never pushes the board (it scrolls inside).
    options = view["options"]
    lines = sum(
        map(bool, (options["day_night"], options["jagged_rocks"], options["storms"], remember_discards))
    )
    if lines:
        notes: dict[str, str | int] = {
            "class": "sea-notes",
            "style": f"--lines: {lines}",
            "tabindex": 0,
            "role": "region",
            "aria-label": tr(lang, "table.notes"),
        }
        parts.append(h("div", notes, *info))
    # The controls and the hand share a dock that stays in reach at the bottom of small screens.
    split = shares_dialog(names, shares or [0] * len(names), bots or [False] * len(names), lang)
    # Off turn the controls' place is kept empty, so the board never grows and shrinks between turns.
    dock: list[Spec] = [
        decision_panel(view, names, selection, legal, split, lang) if active else controls_space()
    ]
    dock.append(
        h("section", {"class": "hand", "aria-label": tr(lang, "hand.yours", name=names[seat])}, *hand_cards)
        if seat is not None
        else hidden_hand(CARD_BACK, view["hand_sizes"][view["current_player"]], lang)
    )
    parts.append(h("div", {"class": "dock"}, *dock))
    return h("div", {"class": "tranquility-screen", "data-game": "tranquility"}, *parts)


#: what the tests and the game's front end ask of the table, wherever it is defined
__all__ = [
    "SCENES",
    "SPECIAL_CARDS",
    "TranqSelection",
    "as_view",
    "budget",
    "decode",
    "handle",
    "needed_count",
    "on_command",
    "scene",
    "screen",
    "sea",
    "shares_action",
    "target_cells",
    "unpayable",
    "wild_numbers",
]
