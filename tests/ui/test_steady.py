"""A table that never jumps: what comes and goes during a turn (a refusal or a Hint) is said on
the board, the turn in the status line over it, the guided game's coach in the side panel after its
buttons, and the controls keep their place on turn and off (the browser tests measure the board
and the panel's buttons: e2e/test_steady.py)."""

from __future__ import annotations

from game.ui.app import events as ev
from game.ui.app.page import page
from game.ui.element import h
from game.ui.games.shifting_stones import clicks as stones_clicks
from game.ui.games.shifting_stones import table as stones
from game.ui.games.tranquility import table as tranquility
from game.ui.pages.play import Game
from game.ui.pages.play.frame import game_frame
from game.ui.pages.play.status import board_note, status_line, status_of
from game.ui.table.session import Seat, new_session
from tests.ui.dom import one, select
from tests.ui.test_controller import Browser


def test_a_message_is_said_on_the_board_and_the_turn_over_it_never_above_the_panels_buttons() -> None:
    session = new_session("tranquility", {}, [Seat("Ann")], 3, "t")
    board = tranquility.screen(
        tranquility.as_view(session.view()), ["Ann"], tranquility.TranqSelection(), session.legal_for_viewer()
    )
    game = Game(session, tranquility.TranqSelection(), hint_action="play:3@1", said_at=(0,))
    status = status_line(status_of(game, session, ["Ann"], "en"))
    said = board_note("Not there.", "play:3@1", False, (0,), "en")
    note = h("section", {"class": "guide"}, "The coach")
    frame = game_frame(
        session, board, [], "normal", "en", status=status, said=said, notes=[note], sheet=("Guide", False)
    )
    # The frame is the board with the status line over it and its side panel, nothing above them.
    assert [part[1].get("class") for part in frame] == ["game-layout"]
    layout = frame[0]
    kinds = [str(child[1].get("class")) for child in layout[2:] if not isinstance(child, str)]
    assert kinds == ["status-line", "board-area", "message board-note at-cells", "side-panel"]
    line = one(layout, ".status-line .status-text[role=status][aria-live=polite]")
    assert line[2:] == ["Your turn: select a card, then a lit cell; or discard two."]
    message = one(layout, ".board-note")
    assert message[1]["data-hint"] == "play:3@1" and message[1]["role"] == "status"
    refused, thinking = (
        board_note("Not there.", None, False, (), "en"),
        board_note(None, None, True, (), "en"),
    )
    assert refused is not None and refused[1]["role"] == "alert"
    assert thinking is not None and thinking[1]["class"] == "thinking board-note"
    # In the side panel the buttons come first; the notes come after them, never above.
    panel = one(frame, "aside.side-panel")
    parts = [str(child[1].get("class")) for child in panel[2:] if not isinstance(child, str)]
    assert parts.index("buttons panel-buttons") < parts.index("panel-notes")
    assert not select(panel, ".message")


def test_the_coach_is_in_the_side_panel() -> None:
    b = Browser()
    b.send(ev.Command("guide:tranquility"))
    now = page(b.state)
    assert select(now, ".side-panel .panel-notes .guide")
    assert not [
        spec for spec in select(now, ".screen-game .guide") if spec not in select(now, ".side-panel .guide")
    ]


def test_off_turn_the_controls_keep_their_place_empty() -> None:
    t = new_session("tranquility", {}, [Seat("Ann"), Seat("Bot", "bot")], 3, "t")
    view = tranquility.as_view(t.view())
    off = tranquility.screen(view, ["Ann", "Bot"], tranquility.TranqSelection(), [])
    assert select(off, ".dock .controls-space[aria-hidden=true]") and not select(off, ".controls")
    on = tranquility.screen(view, ["Ann", "Bot"], tranquility.TranqSelection(), t.legal_for_viewer())
    assert select(on, ".dock .controls") and not select(on, ".controls-space")
    s = new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bot", "bot")], 3, "s")
    s_view = stones.as_view(s.view())
    s_off = stones.screen(s_view, ["Ann", "Bot"], stones_clicks.StonesSelection(), [])
    assert select(s_off, ".dock .controls-space") and not select(s_off, ".controls")


def test_a_hidden_hand_keeps_its_cards_room_face_down() -> None:
    """While no hand is shown (a hand-off, a game waiting for another device), the hand's row holds
    the cards of the seat to play face down, in the boxes of a hand's own cards, under the words."""
    t = new_session("tranquility", {}, [Seat("Ann"), Seat("Bob")], 3, "t")
    t_view = tranquility.as_view({**t.view(), "seat": None, "hand": []})
    s = new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bob")], 3, "s")
    s_view = stones.as_view({**s.view(), "seat": None, "hand": []})
    for table, card, count in (
        (tranquility.screen(t_view, ["Ann", "Bob"], tranquility.TranqSelection(), []), "tcard", 5),
        (stones.screen(s_view, ["Ann", "Bob"], stones_clicks.StonesSelection(), []), "pattern", 4),
    ):
        hand = one(table, ".dock .hand.hidden-hand")
        backs = select(hand, f".{card}.card-back[aria-hidden=true]")
        assert len(backs) == count
        assert one(hand, "p")[2:] == ["Hands are hidden."]
    solo = new_session("tranquility", {}, [Seat("Ann")], 3, "t")
    shown = tranquility.screen(tranquility.as_view(solo.view()), ["Ann"], tranquility.TranqSelection(), [])
    assert (
        select(shown, ".dock .hand .tcard")
        and not select(shown, ".card-back")
        and not select(shown, ".hidden-hand")
    )
