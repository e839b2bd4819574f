"""The dashed Start slot beside the sea plays the Start card held, as the "Play the Start card"
button does; with no Start card held it is only a picture of the slot."""

from __future__ import annotations

from game.ui.table.session import Seat, new_session
from tests.ui.dom import attr, select
from tests.ui.test_controller import Browser
from tests.ui.test_flows import click, import_game


def test_a_click_on_the_start_slot_with_the_start_card_held_plays_it() -> None:
    session = new_session("tranquility", {}, [Seat("Ann")], 7, "slot")
    while "S" not in (session.view().get("hand") or []):
        session = session.play(next(a for a in session.legal_for_viewer() if a.startswith("discard:")))
    cards = list(session.view()["hand"] or [])
    b = Browser()
    shown = import_game(b, session)
    (empty,) = select(shown, ".slot.start")
    assert empty[0] == "div" and attr(empty, "data-action") is None  # nothing held: nothing to play
    shown = click(b, select(shown, ".hand .tcard")[cards.index("S")])
    (slot,) = select(shown, ".slot.start")
    assert slot[0] == "button" and attr(slot, "data-action") == "start"
    assert attr(slot, "aria-label") == "Start slot: Play the Start card"
    assert select(shown, ".message[role=alert]") == []
    before = len(b.state.session.match.actions) if b.state.session else 0
    shown = click(b, slot)
    assert b.state.session is not None
    assert b.state.session.match.actions[before:] == ("start",)
    assert select(shown, ".slot.start.placed")
    assert select(shown, ".slot.finish[data-action]") == []  # no Finish card held
