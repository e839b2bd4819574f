"""The rules pages' pictures say what the rules say: the engine agrees with each of them."""

from __future__ import annotations

import pytest

from game.core.registry import GAMES
from game.shifting_stones.cards import card, card_id_of
from game.shifting_stones.matching import matching_placements
from game.shifting_stones.tiles import parse_grid
from game.tranquility.layouts import get_layout
from game.tranquility.placement import placement_cost
from game.ui.element import find_all, text_content
from game.ui.games.shifting_stones import figures as stones_figures
from game.ui.games.tranquility import figures as tranquility_figures
from game.ui.i18n import CODES, tr
from game.ui.pages.rules.view import rules_page


def test_the_matching_picture_shows_a_grey_square_pattern_where_the_engine_finds_it() -> None:
    card_id = card_id_of(stones_figures.MATCH_CARD)
    assert card_id is not None and any("." in row for row in card(card_id).rows)
    placements = matching_placements(parse_grid(stones_figures.MATCH_GRID), card_id)
    assert [p.cells for p in placements] == [(0, 3, 6)]  # the left column, as the caption says
    shown = stones_figures.figures("en")["matching"]
    matched = find_all(shown, lambda s: "matched" in str(s[1].get("class", "")).split())
    assert len(matched) == 3


def test_the_cost_picture_is_the_engines_cost() -> None:
    # 3 and 7 in neighbouring cells of an empty base sea, 6 between them.
    grid = [0] * 36
    grid[0], grid[2] = 3, 7
    base = get_layout("standard")
    assert placement_cost(grid, base, 1, 6) == 1


@pytest.mark.parametrize("lang", CODES)
def test_every_rules_page_has_its_pictures_captioned_in_the_language(lang: str) -> None:
    for game in GAMES:
        page = rules_page(game.id, lang)
        figures = find_all(page, lambda s: s[0] == "figure")
        assert figures, game.id
        for figure in figures:
            caption = find_all(figure, lambda s: s[0] == "figcaption")
            assert len(caption) == 1 and text_content(caption[0]).strip()
    assert tr(lang, "rules.fig.order") != "rules.fig.order"
    assert len(tranquility_figures.figures(lang)) == 3


def test_every_module_of_the_game_has_its_picture_on_the_rules_page() -> None:
    from dataclasses import fields

    from game.tranquility.options import TranquilityOptions

    modules = set(tranquility_figures.MODULES)
    options = {f.name for f in fields(TranquilityOptions)}
    assert modules <= options
    # Every option that changes the table is pictured (player count, 1 v 1 and aids are not modules).
    assert options - modules == {"players", "competitive", "remember_discards"}
    shown = find_all(rules_page("tranquility", "en"), lambda s: s[1].get("class") == "module-figure")
    assert [s[1]["data-module"] for s in shown] == list(tranquility_figures.MODULES)
