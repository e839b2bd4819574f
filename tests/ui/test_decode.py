"""Every command the pages render is decoded once into a typed message: an app command into its
screen's message, a table's command into its game's (never a string left for later)."""

from __future__ import annotations

import pytest

from game.core.registry import GAMES
from game.ui.app import common
from game.ui.app import events as ev
from game.ui.app.decode import decode, decode_change
from game.ui.app.page import Page
from game.ui.games.shifting_stones import clicks as stones_clicks
from game.ui.games.tranquility import clicks
from game.ui.pages import home, play, replay
from tests.ui.test_controller import Browser, cmds, setup_form


def test_commands_decode_to_their_screens_messages() -> None:
    assert decode("open:sea-stones/save/12", {}) == common.OpenSave("sea-stones/save/12")
    assert decode("new:tranquility", {}) == common.NewGame("tranquility")
    assert decode("prune:yes", {}) == home.Prune(True) and decode("prune", {}) == home.Prune(None)
    assert decode("rp-seat:1", {}) == replay.LookFrom(1)
    assert decode("watch-seat:2", {}) == play.WatchSeat(2)
    # A table's command is its game's, decoded by the game on screen; none on screen: no message.
    assert decode("tile:4", {}, "shifting-stones") == play.Board(stones_clicks.Tile(4))
    assert decode("card:2", {}, "tranquility") == play.Board(clicks.PickCard(2))
    assert decode("tile:4", {}) == play.Board(None)
    assert decode("new:no-such-game", {}) == play.Board(None)
    assert (
        decode_change("pace", "slow", {}) == common.Pace("slow") and decode_change("pace", "warp", {}) is None
    )


def _seen(pages: list[Page]) -> set[str]:
    return {cmd for shown in pages for cmd in cmds(shown)}


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_every_command_a_page_shows_is_a_message(game: str) -> None:
    b = Browser()
    pages = [b.send(ev.Command(f"new:{game}"))]
    pages.append(b.send(ev.Command(f"start:{game}", setup_form(1))))
    session = b.state.session
    assert session is not None
    pages.append(b.send(ev.Command("hint")))
    for _ in range(3):
        legal = sorted(session.legal_for_viewer())
        pages.append(b.send(ev.Play(legal[0])))
        session = b.state.session
        assert session is not None
    for cmd in sorted(_seen(pages)):
        msg = decode(cmd, {}, game)
        assert msg != play.Board(None), f"{cmd!r} is no message"
        if isinstance(msg, play.Board):  # the table's own: its game's message, not a string
            assert not isinstance(msg.msg, str)
    pages = [b.send(ev.Command("replay")), b.send(ev.Command("rp-close")), b.send(ev.Command("home"))]
    pages += [b.send(ev.Command("stats")), b.send(ev.Command(f"rules:{game}"))]
    for cmd in sorted(_seen(pages)):  # a replay or a rules picture draws the game's table too
        assert decode(cmd, {}, game) != play.Board(None), f"{cmd!r} is no message"
