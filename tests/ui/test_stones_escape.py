"""Esc lets go of a Shifting Stones card or stone held, like the Cancel of a move waiting for its
payment: the key clicks the control that carries ``data-key="Escape"``."""

from __future__ import annotations

from game.ui.app import events as ev
from game.ui.app.page import Page
from game.ui.element import Spec
from game.ui.games.shifting_stones.clicks import StonesSelection
from tests.ui.dom import attr, select
from tests.ui.test_controller import Browser, setup_form
from tests.ui.test_flows import visit


def escape_controls(shown: Page) -> list[Spec]:
    return [
        c for c in select(shown, ".controls [data-key]") if "Escape" in (attr(c, "data-key") or "").split()
    ]


def test_escape_lets_go_of_a_held_card_and_a_held_stone() -> None:
    b = Browser()
    visit(b)
    b.send(ev.Command("new:shifting-stones"))
    shown = b.send(ev.Command("start:shifting-stones", setup_form(1, seed="3")))
    assert escape_controls(shown) == []  # nothing held: Esc has nothing to let go of
    card = attr(select(shown, ".hand [data-cmd^='card:']")[0], "data-cmd") or ""
    shown = b.send(ev.Command(card))
    assert b.state.game.selection.card is not None
    (escape,) = escape_controls(shown)
    shown = b.send(ev.Command(attr(escape, "data-cmd") or ""))
    assert b.state.game.selection == StonesSelection()
    assert escape_controls(shown) == []
    tile = attr(select(shown, "[data-cell] [data-cmd^='tile:']")[0], "data-cmd") or ""
    shown = b.send(ev.Command(tile))
    assert b.state.game.selection.tile is not None
    (escape,) = escape_controls(shown)
    b.send(ev.Command(attr(escape, "data-cmd") or ""))
    assert b.state.game.selection == StonesSelection()
