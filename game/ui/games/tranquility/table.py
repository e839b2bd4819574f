"""Tranquility at the table: the hand and the whole screen, as element specs.

What a click means is ``clicks``; the sea and the budget line are ``sea``; what the viewer decides
(the row of buttons, the sheet of a decision that needs room, the sentence that asks) is
``decisions``.
"""

from collections.abc import Sequence

from game.tranquility.view import TranquilityView
from game.ui.app.wire import on, plays
from game.ui.element import Spec, h
from game.ui.games import hidden_hand
from game.ui.games.tranquility.clicks import (
    SPECIAL_CARDS,
    PickCard,
    TranqSelection,
    as_view,
    card_face,
    decode,
    handle,
    needed_count,
    on_command,
    played_index,
    shares_action,
    target_cells,
    unpayable,
    wild_numbers,
)
from game.ui.games.tranquility.decisions import decision_panel, decision_sheet, needs_room, prompt
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
from game.ui.i18n import tr


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
            **plays(action),
            # the accessible name starts with the visible text (WCAG 2.5.3), then says what a click does
            "aria-label": f"{text}: {label}",
            "title": label,
        },
        *inside,
    )


def controls_space() -> Spec:
    """The place of the controls while it is not the viewer's turn: kept, empty."""
    return h("div", {"class": "controls-space", "aria-hidden": "true"})


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
    # A decision that needs room opens in a sheet over the sea (which waits behind it); its row of
    # buttons under the board stays empty meanwhile, as off turn, so the board never grows and
    # shrinks between turns.
    roomy = active and needs_room(view, selection)
    if roomy:
        frame[1]["inert"] = True
        seats = bots or [False] * len(names)
        parts.append(decision_sheet(view, names, legal, shares or [0] * len(names), seats, lang))
    # The controls and the hand share a dock that stays in reach at the bottom of small screens.
    dock: list[Spec] = [
        decision_panel(view, names, selection, legal, lang) if active and not roomy else controls_space()
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
    "prompt",
    "scene",
    "screen",
    "sea",
    "shares_action",
    "target_cells",
    "unpayable",
    "wild_numbers",
]
