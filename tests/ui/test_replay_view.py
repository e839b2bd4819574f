"""Replay: step through a saved game, look from the seats it may show, branch a new game from a
move, and open the same replay from its link."""

from __future__ import annotations

import pytest

from game.core.registry import GAMES
from game.ui.app import events as ev
from game.ui.app.controller import initial
from game.ui.app.page import Page
from game.ui.element import find_all, text_content
from game.ui.pages.replay.steps import at, viewers
from game.ui.storage.backend import MemoryStore
from game.ui.storage.saves import KEY_PREFIX
from tests.ui.test_controller import Browser, cmds, setup_form, text


def finished(game: str, players: int = 2, bots: tuple[int, ...] = (1,)) -> Browser:
    b = Browser()
    b.send(ev.Command(f"start:{game}", setup_form(players, bots)))
    b.play_out()
    return b


def link_of(p: Page) -> str:
    anchors = [
        a for spec in p.specs for a in find_all(spec, lambda s: "replay-link" in str(s[1].get("class")))
    ]
    assert len(anchors) == 1
    return str(anchors[0][1]["href"])


def board_text(p: Page) -> str:
    boards = [
        b for spec in p.specs for b in find_all(spec, lambda s: "replay-board" in str(s[1].get("class")))
    ]
    assert len(boards) == 1 and boards[0][1]["inert"] is True  # the table shows, it takes no move
    return text_content(boards[0])


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_step_through_a_finished_game_from_the_end_screen_and_back(game: str) -> None:
    b = finished(game)
    session = b.state.session
    assert session is not None and session.step() == "over"
    moves = len(session.match.actions)
    shown = b.send(ev.Command("replay"))
    assert b.state.screen == "replay" and shown.screen == "replay"
    assert f"Move {moves} of {moves}" in text(shown)
    # At the end, forward and last are off; back and first are on.
    assert {"rp-first", "rp-prev"} <= cmds(shown) and not {"rp-next", "rp-last"} & cmds(shown)
    b.send(ev.Command("rp-first"))
    start = b.send(ev.Command("rp-next"))
    assert b.state.replay is not None and b.state.replay.step == 1
    assert "Move 1 of" in text(start)
    b.send(ev.Change("replay-step", "3", {}))
    assert b.state.replay.step == 3
    b.send(ev.Change("replay-step", str(moves + 50), {}))
    assert b.state.replay.step == moves  # the slider is kept to the game
    back = b.send(ev.Command("rp-prev"))
    assert b.state.replay.step == moves - 1 and f"Move {moves - 1} of {moves}" in text(back)
    # Once it is over, every seat's hand may be looked at, the bot's too.
    assert viewers(b.state.replay.session) == (0, 1)
    b.send(ev.Command("rp-seat:1"))
    assert b.state.replay.viewer == 1
    # Close goes back to the game as it was left.
    b.send(ev.Command("rp-close"))
    assert b.state.screen == "game" and b.state.session is not None
    assert len(b.state.session.match.actions) == moves


def log_items(p: Page) -> int:
    logs = [
        log
        for spec in p.specs
        for log in find_all(spec, lambda s: s[0] == "ol" and s[1].get("class") == "log")
    ]
    assert len(logs) == 1
    return len(logs[0]) - 2


def test_the_board_follows_the_step_and_the_log_stops_there() -> None:
    b = finished("shifting-stones")
    b.send(ev.Command("replay"))
    deal = b.send(ev.Command("rp-first"))
    assert "The deal, before the first move." in text(deal) and log_items(deal) == 0
    replay = b.state.replay
    assert replay is not None
    boards = {board_text(b.send(ev.Change("replay-step", str(k), {}))) for k in range(replay.moves + 1)}
    assert len(boards) > replay.moves // 2  # the table changes as the moves go by
    later = b.send(ev.Change("replay-step", "5", {}))
    assert log_items(later) == 5 and b.state.replay is not None
    assert at(b.state.replay).match.state == replay.session.match.states[5]


def test_an_unfinished_game_shows_only_what_its_one_person_saw() -> None:
    b = Browser()
    b.send(ev.Command("start:tranquility", setup_form(3, (1, 2))))
    for _ in range(6):
        session = b.state.session
        assert session is not None
        if session.step() == "bot":
            b.send(ev.BotTurn())
        else:
            b.send(ev.Play(session.legal_for_viewer()[0]))
    assert b.state.session is not None
    key = f"{KEY_PREFIX}{b.state.session.save_id}"
    b.send(ev.Command("home"))
    shown = b.send(ev.Command(f"replay:{key}"))
    assert b.state.screen == "replay" and b.state.replay is not None
    assert viewers(b.state.replay.session) == (0,)
    assert b.state.replay.viewer == 0
    b.send(ev.Command("rp-seat:1"))  # a bot's hand is not shown before the end
    assert b.state.replay.viewer == 0
    # No link while the bots' hands are hidden: the seed would show them.
    assert not [
        a for spec in shown.specs for a in find_all(spec, lambda s: "replay-link" in str(s[1].get("class")))
    ]
    b.send(ev.Command("rp-close"))
    assert b.state.screen == "home"


def test_pass_and_play_before_the_end_shows_the_public_table_only() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(2)))
    b.send(ev.Command("handoff"))
    assert b.state.session is not None
    b.send(ev.Play(b.state.session.legal_for_viewer()[0]))
    b.send(ev.Command("replay"))
    assert b.state.replay is not None and viewers(b.state.replay.session) == ()
    assert b.state.replay.viewer is None


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_play_from_here_starts_a_new_saved_game_with_the_seats_chosen(game: str) -> None:
    b = finished(game)
    old = b.state.session
    assert old is not None
    b.send(ev.Command("replay"))
    b.send(ev.Change("replay-step", "4", {}))
    panel = b.send(ev.Command("rp-branch"))
    assert "rp-play" in cmds(panel) and "Play on from move 4" in text(panel)
    b.send(ev.Command("rp-play", {"seat-0": "normal", "seat-1": "human"}))
    session = b.state.session
    assert b.state.screen == "game" and session is not None
    assert session.match.actions == old.match.actions[:4]
    assert session.save_id != old.save_id and not session.daily
    assert [(s.kind, s.level) for s in session.seats] == [("bot", "normal"), ("human", "easy")]
    # The person new to that seat gets the device first: no hand is shown before.
    assert session.viewer is None and session.handoff_due
    # The new game is saved beside the old one, which is unchanged.
    assert f"{KEY_PREFIX}{session.save_id}" in b.store.data
    assert f"{KEY_PREFIX}{old.save_id}" in b.store.data


def test_play_from_here_with_a_bot_level() -> None:
    b = finished("tranquility", 2, (1,))
    b.send(ev.Command("replay"))
    b.send(ev.Change("replay-step", "2", {}))
    b.send(ev.Command("rp-branch"))
    b.send(ev.Command("rp-play", {"seat-0": "human", "seat-1": "hard"}))
    session = b.state.session
    assert session is not None and b.state.screen == "game"
    assert [(s.kind, s.level) for s in session.seats][1] == ("bot", "hard")
    assert session.seats[0].kind == "human" and session.viewer == 0


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_the_link_opens_the_same_replay_in_a_fresh_browser(game: str) -> None:
    b = finished(game, 1, ()) if game == "shifting-stones" else finished(game, 3, (1, 2))
    session = b.state.session
    assert session is not None
    link = link_of(b.send(ev.Command("replay")))
    fresh = initial(MemoryStore(), "en", link)
    assert fresh.screen == "replay" and fresh.replay is not None
    assert fresh.replay.session.match.actions == session.match.actions
    assert fresh.replay.session.match.seed == session.match.seed
    assert fresh.replay.step == len(session.match.actions)
    if game == "tranquility":
        assert len(link) <= 2000  # a whole 3-player game in a link of at most 2,000 characters


def test_a_link_from_another_version_or_damaged_is_refused_with_a_message() -> None:
    b = finished("shifting-stones", 1, ())
    link = link_of(b.send(ev.Command("replay")))
    code = link.rsplit("=", 1)[1]
    count, body = code.split(".", 1)
    other = link.rsplit("=", 1)[0] + "=" + count + "." + body[:-1] + ("A" if body[-1] != "A" else "B")
    refused = initial(MemoryStore(), "en", other)
    assert refused.screen == "home" and refused.clear_link
    assert refused.notice is not None and "another version" in refused.notice
    damaged = initial(MemoryStore(), "en", link.rsplit("=", 1)[0] + "=<script>")
    assert damaged.screen == "home" and damaged.notice is not None and "not a replay code" in damaged.notice
    russian = initial(MemoryStore(), "ru", other)
    assert russian.notice is not None and "другой версией" in russian.notice
