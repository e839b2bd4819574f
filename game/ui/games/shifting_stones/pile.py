"""The Shifting Stones discard pile, face up and public (RULES.md B3): a button that says how many
cards it holds and draws the one on top, and opens a list of every card in it, newest first, each
drawn small (their words are for screen readers). The button says whether the list is open
(``aria-expanded``) and the list is one tab stop that scrolls, so keyboard and screen-reader users
browse it too."""

from __future__ import annotations

from collections.abc import Sequence

from game.shifting_stones.cards import card_id_of
from game.ui.app.wire import on
from game.ui.element import Spec, h
from game.ui.games.shifting_stones.clicks import Pile
from game.ui.games.shifting_stones.log import card_inline, with_card
from game.ui.i18n import tr
from game.ui.table.inline import CARD_MARK


def discard_pile(discard: Sequence[str], top: str | None, opened: bool, lang: str = "en") -> Spec:
    """The pile's button, and the list of its cards when ``opened``."""
    summary: list[Spec | str] = [tr(lang, "stones.discard_pile", count=len(discard))]
    top_id = card_id_of(top) if top else None
    if top_id:
        summary.extend(with_card(tr(lang, "stones.discard_top", card=CARD_MARK), top_id, lang))
    button = h(
        "button",
        {
            "type": "button",
            "class": "btn pile-toggle",
            **on(Pile() if discard else None),
            "disabled": not discard,
            "aria-expanded": "true" if opened and discard else "false",
            "aria-controls": "discard-list",
        },
        *summary,
    )
    parts: list[Spec] = [button]
    if opened and discard:
        items = []
        for name in reversed(discard):
            card_id = card_id_of(name)
            if card_id is None:
                continue
            items.append(h("li", {}, card_inline(card_id, lang)))
        parts.append(
            h(
                "ol",
                {
                    "id": "discard-list",
                    "class": "pile-list",
                    "tabindex": "0",
                    "aria-label": tr(lang, "told.pile.list", count=len(discard)),
                },
                *items,
            )
        )
    return h("div", {"class": "discard-pile"}, *parts)
