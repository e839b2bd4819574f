"""The Start card's team discard, told (RULES.md A5 and its house ruling).

Solo there is nothing to agree: the one player gives all 8, so the split is a single button
that says so. When a seat gives toward its share, the panel says what the rule requires and
where the cards come from (the hand, never a Sea Monster; draw up to 5 and go on when the hand
runs out); when the rules leave no choice — every card the hand may give must go — the cards are
named and given with one button, and otherwise the player picks them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.tranquility import actions as A
from game.tranquility.actions import Action, format_action, parse_action
from game.tranquility.startcard import TEAM_DISCARD
from game.ui.app.wire import plays
from game.ui.element import Spec, h
from game.ui.i18n import tr


def _card_words(labels: Sequence[str], lang: str) -> str:
    special = {"F": "card.finish", "S": "card.start", "W": "card.wild"}
    return ", ".join(tr(lang, special[c]) if c in special else c for c in labels)


def solo_split(lang: str = "en") -> Spec:
    """Solo: no split to agree, one button that starts giving all 8."""
    action = format_action(Action(A.SHARES, cards=(TEAM_DISCARD,)))
    return h(
        "div",
        {"class": "controls shares solo-split", "role": "group", "aria-labelledby": "shares-title"},
        h("p", {"class": "prompt", "id": "shares-title"}, tr(lang, "told.split.solo", count=TEAM_DISCARD)),
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {"type": "button", "class": "btn primary", **plays(action), "data-key": "c"},
                tr(lang, "told.split.solo_go"),
            ),
        ),
    )


def give_note(view: Mapping[str, Any], legal: Sequence[str], lang: str = "en") -> tuple[Spec, Spec | None]:
    """What the rule asks of the seat giving now, and — when the rules leave no choice — the one
    button that gives the cards it must (None: the player chooses)."""
    pending = view.get("pending") or {}
    owed = int(pending.get("owed", 0))
    gives = [parse_action(text) for text in legal if text.startswith("give:")]
    need = min((len(a.cards) for a in gives), default=0)
    lines = [tr(lang, "told.give.rule", count=TEAM_DISCARD, owed=owed)]
    forced: Spec | None = None
    if len(gives) == 1:
        labels = [label for label in format_action(gives[0]).removeprefix("give:").split(",") if label]
        lines.append(tr(lang, "told.give.forced", count=need, cards=_card_words(labels, lang)))
        if need < owed:
            lines.append(tr(lang, "told.give.then_draw", count=owed - need))
        forced = h(
            "button",
            {"type": "button", "class": "btn primary", **plays(format_action(gives[0]))},
            tr(lang, "told.give.forced_go", count=need),
        )
    elif gives:
        lines.append(tr(lang, "told.give.choose", count=need))
    note = h("p", {"class": "give-note"}, " ".join(lines))
    return note, forced
