"""What the viewer decides at the Tranquility table: the sentence that asks for it (said by the
status line over the board), the buttons under the board, and the decisions that need room (the
Start split, the cards given toward it), which open in a sheet over the sea with large steppers
rather than in the one row of buttons."""

from __future__ import annotations

from collections.abc import Sequence

from game.tranquility import actions as A
from game.tranquility.actions import Action
from game.tranquility.startcard import TEAM_DISCARD
from game.tranquility.view import TranquilityView
from game.ui.app.wire import on, plays
from game.ui.element import Spec, h
from game.ui.games.tranquility.clicks import (
    CARD_LIST_KINDS,
    CHOOSE,
    CHOOSE_KEYS,
    Cancel,
    Choose,
    Confirm,
    DiscardTwo,
    ShareLess,
    ShareMore,
    Shares,
    TranqSelection,
    card_lists,
    needed_count,
    typed,
)
from game.ui.games.tranquility.startsplit import give_note, solo_split
from game.ui.i18n import tr

#: the id of the status line's words, which name a sheet of the table (game/ui/pages/play/status.py)
STATUS_ID = "status-text"
#: the decisions that open in a sheet over the sea
ROOMY = ("shares", "give")


def simple_button(action: str, text: str, primary: bool = False, key: str | None = None) -> Spec:
    """A button that plays ``action``; ``key`` is its keyboard shortcut."""
    return h(
        "button",
        {
            "type": "button",
            "class": "btn primary" if primary else "btn",
            **plays(action),
            "data-key": key,
        },
        text,
    )


def prompt(
    view: TranquilityView, names: Sequence[str], selection: TranqSelection, legal: Sequence[str], lang: str
) -> str:
    """What the viewer is asked to do now, in one sentence."""
    pending = view.get("pending")
    if selection.choosing is not None:
        need = needed_count(legal, selection.choosing)
        return tr(lang, "tranq.prompt.choose", count=need, chosen=len(selection.picked))
    if pending is not None and pending.get("decision") == "shares":
        return tr(lang, "tranq.shares_prompt" if len(names) > 1 else "tranq.shares_prompt_solo")
    if pending is not None:
        name = names[pending["seat"]]
        said = tr(
            lang, "tranq.pending", name=name, task=tr(lang, f"pending.{pending['decision']}", name=name)
        )
        if any(a.kind == A.ROCKS for a, _ in typed(legal)):
            said += " " + tr(lang, "tranq.rocks_pick_row")
        return said
    if selection.card == "W" and selection.cell is not None and selection.wild is None:
        return tr(lang, "tranq.prompt.wild")  # the numbers are offered at the cell
    return tr(lang, "tranq.prompt.turn")


def needs_room(view: TranquilityView, selection: TranqSelection) -> bool:
    """Whether the decision on hand opens in a sheet over the sea (the Start split, the cards given
    toward it) rather than in the row of buttons under the board."""
    pending = view.get("pending")
    return selection.choosing is None and pending is not None and pending.get("decision") in ROOMY


def stepper(seat: int, name: str, value: int, bot: bool, lang: str) -> Spec:
    """One seat's share of the Start discard: its name, the number (typed or stepped), − and +."""
    field = f"share-input-{seat}"
    step = {"type": "button", "class": "btn step"}
    return h(
        "div",
        {"class": "share"},
        h(
            "label",
            {"class": "share-name", "for": field},
            h("span", {"class": "player-name"}, name),
            *([h("span", {"class": "hint"}, tr(lang, "tranq.bot_proposal"))] if bot else []),
        ),
        h(
            "button",
            {
                **step,
                **on(ShareLess(seat)),
                "disabled": value <= 0,
                "aria-label": tr(lang, "tranq.share_less", name=name),
            },
            "−",
        ),
        h(
            "input",
            {
                "type": "number",
                "id": field,
                "name": f"share{seat}",
                "min": 0,
                "max": TEAM_DISCARD,
                "value": value,
                "inputmode": "numeric",
            },
        ),
        h(
            "button",
            {
                **step,
                **on(ShareMore(seat)),
                "disabled": value >= TEAM_DISCARD,
                "aria-label": tr(lang, "tranq.share_more", name=name),
            },
            "+",
        ),
    )


def shares_dialog(
    names: Sequence[str], proposal: Sequence[int], bots: Sequence[bool], lang: str = "en"
) -> Spec:
    """The Start discard: the table agrees how many cards each player gives, 8 in total (A5),
    each share with large − and + (numbers only: the one moment the rules let players talk)."""
    total = sum(proposal)
    return h(
        "form",
        {"class": "controls shares", "id": "shares-form", "role": "group", "aria-labelledby": STATUS_ID},
        h(
            "div",
            {"class": "share-rows"},
            *(stepper(s, names[s], proposal[s], bots[s], lang) for s in range(len(names))),
        ),
        h(
            "p",
            {"class": "share-total" + (" complete" if total == TEAM_DISCARD else "")},
            tr(lang, "tranq.share_total", total=total, count=TEAM_DISCARD),
        ),
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn primary",
                    **on(Shares()),
                    "data-key": "c",
                    "autofocus": True,
                },
                tr(lang, "tranq.agree"),
            ),
        ),
    )


def decision_sheet(
    view: TranquilityView,
    names: Sequence[str],
    legal: Sequence[str],
    shares: Sequence[int],
    bots: Sequence[bool],
    lang: str,
) -> Spec:
    """A decision that needs room, in a sheet over the sea, named by the status line: the Start
    split with a stepper a seat (solo: the one button that gives all 8), or the cards given
    toward the split with what the rule asks (and the one button when the rules leave no
    choice)."""
    pending = view.get("pending") or {}
    body: list[Spec] = []
    if pending.get("decision") == "shares":
        body.append(solo_split(lang) if len(names) == 1 else shares_dialog(names, shares, bots, lang))
    else:
        note, forced = give_note(view, legal, lang)
        buttons: list[Spec] = []
        if forced is not None:
            forced[1]["autofocus"] = True
            buttons.append(forced)
        elif card_lists(legal, CHOOSE["give:"]):
            buttons.append(choose_button("give:", lang, focus=True))
        body.append(h("div", {"class": "controls give"}, note, h("div", {"class": "buttons"}, *buttons)))
    return h(
        "section",
        {"class": "decision-sheet", "role": "dialog", "aria-labelledby": STATUS_ID},
        *body,
    )


def choose_button(prefix: str, lang: str, focus: bool = False) -> Spec:
    return h(
        "button",
        {"type": "button", "class": "btn primary", **on(Choose(prefix)), "autofocus": focus or None},
        tr(lang, CHOOSE_KEYS[prefix]),
    )


def decision_panel(
    view: TranquilityView, names: Sequence[str], selection: TranqSelection, legal: Sequence[str], lang: str
) -> Spec:
    """The row of buttons under the board: one primary action, the others quieter; while cards are
    chosen, how many so far (the status line says what is asked)."""
    buttons: list[Spec] = []
    counter: list[Spec] = []
    pending = view.get("pending")
    if selection.choosing is not None:
        need = needed_count(legal, selection.choosing)
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
        buttons.append(cancel_button(lang))
    elif pending is not None:
        # The rocks are moved with the row labels on the board; the status line says so.
        listed = [
            (a, text)
            for a, text in typed(legal)
            if a.kind not in CARD_LIST_KINDS and not a.cards and a.kind != A.ROCKS
        ]
        buttons.extend(simple_button(text, action_label(a, text, lang)) for a, text in listed)
        buttons.extend(
            choose_button(prefix, lang) for prefix, template in CHOOSE.items() if card_lists(legal, template)
        )
    else:
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
            buttons.append(cancel_button(lang))
    return h("div", {"class": "controls"}, *counter, h("div", {"class": "buttons"}, *buttons))


def cancel_button(lang: str) -> Spec:
    return h(
        "button",
        {"type": "button", "class": "btn", **on(Cancel()), "data-key": "Escape"},
        tr(lang, "common.cancel"),
    )


def action_label(action: Action, text: str, lang: str = "en") -> str:
    """The button text of a follow-up decision that takes no cards."""
    if action.kind == A.ROCKS:
        return tr(lang, "tranq.rocks_move", row=action.cell + 1)
    if action.kind == A.COMPASS:
        return tr(lang, "tranq.compass_yes" if action.number else "tranq.compass_no")
    return text
