"""The move log as a sheet over the table (narrow screens show a Log button instead of the log in
the side panel): a modal dialog with its title and a Close button that Esc and L also press; the
table and the header wait behind it; closing it puts the focus back on the Log button, which
carries the same command. The notes under the sea keep the room of every line the options can
show. (e2e/test_phones.py measures the sheet and the board in a browser.)"""

from __future__ import annotations

from game.ui.app import events as ev
from game.ui.app.page import Page, page
from game.ui.games.tranquility import table as tranquility
from game.ui.table.session import Seat, new_session
from tests.ui.dom import attr, one, select, text
from tests.ui.test_controller import Browser, setup_form
from tests.ui.test_flows import visit


def test_the_log_button_opens_a_modal_sheet_and_the_same_command_closes_it() -> None:
    b = Browser()
    visit(b)
    b.send(ev.Command("new:tranquility"))
    shown = b.send(ev.Command("start:tranquility", setup_form(1)))
    button = one(shown, ".side-panel .log-button")
    assert attr(button, "data-cmd") == "log" and attr(button, "aria-expanded") == "false"
    assert attr(button, "aria-haspopup") == "dialog" and text(button, ".log-count") == "0"
    assert select(shown, ".side-panel .log") and not select(shown, ".log-sheet")
    assert not any(spec[1].get("inert") for spec in select(shown, ".game-layout"))

    b.send(ev.Play(b.state.game.session.legal_for_viewer()[0]))
    shown = b.send(ev.Command("log"))
    sheet = one(shown, ".log-sheet")
    assert attr(sheet, "role") == "dialog" and attr(sheet, "aria-modal") == "true"
    title = one(sheet, "h2")
    assert attr(sheet, "aria-labelledby") == attr(title, "id") and text(title) == "Log"
    close = one(sheet, "button[data-cmd='log']")
    assert close[1]["autofocus"] is True and set(str(attr(close, "data-key")).split()) == {"Escape", "l"}
    assert text(close) == "Close the log"
    assert len(select(sheet, ".log li")) == 1  # the move just played
    # Behind the sheet: the table and the header are inert, and the log is only in the sheet.
    assert one(shown, ".game-layout")[1]["inert"] is True
    assert one(shown, "header.app-header")[1]["inert"] is True
    assert not select(shown, ".side-panel .log")
    assert attr(one(shown, ".side-panel .log-button"), "aria-expanded") == "true"

    shown = b.send(ev.Command("log"))
    assert not select(shown, ".log-sheet") and select(shown, ".side-panel .log")
    # Only the Log button carries the command: the focus goes back to it after the repaint.
    assert len(select(shown, "[data-cmd='log']")) == 1
    assert not one(shown, "header.app-header")[1].get("inert")


def test_an_empty_log_says_so_and_the_hand_off_closes_the_sheet() -> None:
    b = Browser()
    visit(b)
    b.send(ev.Command("new:tranquility"))
    b.send(ev.Command("start:tranquility", setup_form(2)))
    b.send(ev.Command("handoff"))  # the first player has the device
    shown = b.send(ev.Command("log"))
    assert text(shown, ".log-sheet .log-empty") == "No moves yet."
    while b.state.game.session.step() == "human":  # a turn is played with the sheet open
        b.send(ev.Play(b.state.game.session.legal_for_viewer()[0]))
    if b.state.game.passing is not None:
        b.send(ev.Command("pass"))
    assert b.state.game.session.step() == "handoff" and not select(page_of(b), ".log-sheet")
    shown = b.send(ev.Command("handoff"))
    assert not select(shown, ".log-sheet") and not b.state.game.log_open


def page_of(b: Browser) -> Page:
    return page(b.state)


def test_the_notes_under_the_sea_keep_a_line_for_each_option_that_can_show_one() -> None:
    options = {"storms": True, "day_night": True}
    session = new_session("tranquility", options, [Seat("Ann")], 3, "t")
    view = tranquility.as_view(session.view())
    screen = tranquility.screen(view, ["Ann"], tranquility.TranqSelection(), [], remember_discards=True)
    notes = one(screen, ".sea-notes")
    assert attr(notes, "style") == "--lines: 3" and attr(notes, "role") == "region"
    assert attr(notes, "aria-label") == "Notes on the sea"
    plain = new_session("tranquility", {}, [Seat("Ann")], 3, "t")
    bare = tranquility.screen(tranquility.as_view(plain.view()), ["Ann"], tranquility.TranqSelection(), [])
    assert not select(bare, ".sea-notes")
