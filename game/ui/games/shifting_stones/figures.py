"""Pictures of the rules page, drawn with the table's own stones and cards."""

from __future__ import annotations

from game.ui.element import Spec, h
from game.ui.games.shifting_stones.clicks import StonesSelection
from game.ui.games.shifting_stones.table import board, pattern_card
from game.ui.i18n import tr

#: a grid and a card with a grey square that matches it (its left column)
MATCH_GRID = "FHO/SDD/FTO"
MATCH_CARD = "c3"


def figures(lang: str) -> dict[str, Spec]:
    """Section name -> its picture: a pattern with a grey square matching the stones."""
    grid = board(MATCH_GRID, StonesSelection(card=MATCH_CARD), False, lang)
    card = pattern_card(MATCH_CARD, {"tabindex": -1}, lang=lang)
    return {
        "matching": h(
            "figure",
            {"class": "rules-figure stones-figure"},
            h("div", {"class": "figure-art", "inert": True, "aria-hidden": "true"}, card, grid),
            h("figcaption", {}, tr(lang, "rules.fig.matching")),
        )
    }
