"""Play from here: only once the game has ended (never a daily deal or a game still in play, in
the view or by a crafted command), the seat choices read from the page as the browser reads them,
and a person who takes over a bot's seat starts behind a hand-off and sees only their own hand."""

from __future__ import annotations

import json
import random

import pytest

from game.core.registry import GAMES
from game.ui.app import events as ev
from game.ui.app.page import Page
from game.ui.storage.saves import KEY_PREFIX
from game.ui.table.session import Session, session_from_save
from tests.ui.dom import attr, form, one, select, text
from tests.ui.test_controller import Browser, setup_form
from tests.ui.test_flows import any_move, click, hand, new_game, visit

WHY = "You can play on from here once this game has ended."


def choose(shown: Page, picks: dict[str, str]) -> dict[str, str]:
    """What the page sends with a click after the player picks ``picks`` in its selects: the
    browser reads the values of the forms only, so each select must be inside one."""
    values = form(shown)
    for name, value in picks.items():
        assert name in values, f"select {name} is not read with the click (outside every form)"
        options = [attr(o, "value") for o in select(one(shown, f"form select[name='{name}']"), "option")]
        assert value in options
        values[name] = value
    return values


def saves(b: Browser) -> set[str]:
    return {key for key in b.store.data if key.startswith(KEY_PREFIX)}


def bots_move(b: Browser, shown: Page) -> Page:
    """The bots play until a person is asked for something (or the game is over)."""
    for _ in range(200):
        session = b.state.session
        assert session is not None
        if session.step() != "bot":
            return shown
        shown = b.send(ev.BotTurn())
    raise AssertionError("the bots did not stop")


def assert_refused(b: Browser, shown: Page) -> None:
    """On the replay of a game still in play: no way to play on from here, and why."""
    assert b.state.screen == "replay"
    assert select(shown, "[data-cmd='rp-branch']") == [] and select(shown, ".replay-branch") == []
    (off,) = [button for button in select(shown, ".side-panel button") if "Play from here" in text(button)]
    assert off[1].get("disabled") is True and attr(off, "aria-describedby") == "branch-reason"
    assert text(shown, "[id=branch-reason]").strip() == WHY
    # A crafted command is refused as well, with the reason said.
    before = dict(b.store.data)
    shown = b.send(ev.Command("rp-branch"))
    assert b.state.screen == "replay" and select(shown, ".replay-branch") == []
    assert text(shown, ".message[role=alert]") == WHY
    shown = b.send(ev.Command("rp-play", {"seat-0": "human", "seat-1": "human"}))
    assert b.state.screen == "replay" and text(shown, ".message[role=alert]") == WHY
    assert b.store.data == before  # no new game saved
    assert "Replay or share this deal" not in text(shown) and select(shown, "a[href*='seed=']") == []
    # Stepping on clears the refusal.
    shown = b.send(ev.Command("rp-first"))
    assert select(shown, ".message[role=alert]") == []


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_a_daily_deal_in_play_cannot_be_played_on_from_its_replay(game: str) -> None:
    b = Browser()
    visit(b)
    b.send(ev.Command(f"daily:{game}"))
    pick = random.Random(3)
    for _ in range(3):
        any_move(b, pick)
    session = b.state.session
    assert session is not None and session.daily and session.step() == "human"
    b.send(ev.Command("replay"))
    assert_refused(b, b.send(ev.Command("rp-prev")))


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_a_game_against_bots_in_play_cannot_be_played_on_from_its_replay(game: str) -> None:
    b = Browser()
    visit(b)
    bots_move(b, new_game(b, game, ["human", "bot"]))
    pick = random.Random(4)
    for _ in range(4):
        bots_move(b, any_move(b, pick))
    session = b.state.session
    assert session is not None and session.step() != "over"
    key = f"{KEY_PREFIX}{session.save_id}"
    b.send(ev.Command("home"))
    b.send(ev.Command(f"replay:{key}"))
    assert_refused(b, b.send(ev.Change("replay-step", "2", {})))


def test_a_finished_daily_deal_may_be_played_on_and_its_branch_is_no_daily() -> None:
    b = Browser()
    visit(b)
    b.send(ev.Command("daily:shifting-stones"))
    b.play_out()
    daily = b.state.session
    assert daily is not None and daily.daily and daily.step() == "over"
    b.send(ev.Command("replay"))
    shown = b.send(ev.Change("replay-step", "3", {}))
    assert select(shown, "[id=branch-reason]") == []
    shown = click(b, one(shown, "[data-cmd='rp-branch']"))
    shown = b.send(ev.Command("rp-play", choose(shown, {"seat-0": "human"})))
    session = b.state.session
    assert b.state.screen == "game" and session is not None
    assert not session.daily and session.match.actions == daily.match.actions[:3]
    assert select(shown, ".daily-badge") == []


def branched(picks: dict[str, str], players: int = 2) -> tuple[Browser, Page, Session]:
    """A finished Shifting Stones game (seat 0 a person, the others bots) played on from move 4
    with ``picks`` chosen in the page's selects."""
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(players, tuple(range(1, players)))))
    b.play_out()
    old = b.state.session
    assert old is not None and old.step() == "over"
    b.send(ev.Command("replay"))
    shown = b.send(ev.Change("replay-step", "4", {}))
    shown = click(b, one(shown, "[data-cmd='rp-branch']"))
    shown = b.send(ev.Command("rp-play", choose(shown, picks)))
    assert b.state.screen == "game"
    return b, shown, old


def test_the_seat_choices_are_read_with_the_click_and_honoured() -> None:
    b, shown, _ = branched({"seat-0": "human", "seat-1": "human"})
    session = b.state.session
    assert session is not None
    assert [seat.kind for seat in session.seats] == ["human", "human"]
    # Two people now: nothing private until the one to move takes the device.
    assert session.viewer is None and select(shown, ".handoff") and select(shown, ".hand [data-card]") == []
    b, shown, _ = branched({"seat-0": "easy", "seat-1": "hard"})
    session = b.state.session
    assert session is not None
    assert [(seat.kind, seat.level) for seat in session.seats] == [("bot", "easy"), ("bot", "hard")]


def test_a_person_taking_a_bots_seat_starts_behind_a_handoff_and_sees_only_their_hand() -> None:
    b, shown, old = branched({"seat-0": "normal", "seat-1": "human"})
    session = b.state.session
    assert session is not None
    assert [(seat.kind, seat.level) for seat in session.seats] == [("bot", "normal"), ("human", "easy")]
    # Before the hand-off, whatever the bots play first: no hand on the page, the new one's neither.
    pages = []
    for _ in range(200):
        session = b.state.session
        assert session is not None and session.viewer is None
        assert select(shown, ".hand [data-card]") == []
        pages.append(json.dumps(shown.specs))
        if session.step() != "bot":
            break
        shown = b.send(ev.BotTurn())
    assert session.step() == "handoff" and "P1" in text(shown, ".handoff")
    # A reload before the hand-off keeps it.
    stored = session_from_save(json.loads(b.store.data[f"{KEY_PREFIX}{session.save_id}"]))
    assert stored.viewer is None and stored.step() == "handoff"
    shown = b.send(ev.Command("handoff"))
    session = b.state.session
    assert session is not None and session.viewer == 1
    own = hand(shown)
    assert len(own) == len(session.view()["hand"]) > 0
    assert not [label for label in own for seen in pages if label in seen]  # not shown before
    # From then on, one person at the table: their own hand, after the bot's moves too.
    shown = bots_move(b, any_move(b, random.Random(2)))
    session = b.state.session
    assert session is not None and session.viewer == 1 and session.step() in ("human", "over")
    assert f"{KEY_PREFIX}{old.save_id}" in saves(b)


def test_the_same_person_keeps_their_seat_without_a_handoff() -> None:
    b, shown, _ = branched({"seat-0": "human", "seat-1": "hard"})
    session = b.state.session
    assert session is not None and session.viewer == 0 and select(shown, ".handoff") == []


def test_playing_on_from_a_finished_link_game_is_a_new_game_of_this_device() -> None:
    """Play from here on a game played by link keeps none of the link: no game id, nobody away,
    nothing counted as sent (the friend's device would otherwise call every link of it older)."""
    from dataclasses import replace

    from game.ui.pages.replay.steps import branch, open_replay

    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(2)))
    b.play_out()
    finished = b.state.session
    assert finished is not None and finished.step() == "over"
    linked = replace(finished, link_id="g1", away=(1,), relayed=len(finished.match.actions))
    new = branch(open_replay(linked, step=3), {"seat-0": "human", "seat-1": "human"}, "new-save")
    assert (new.link_id, new.away, new.relayed, new.save_id) == ("", (), 0, "new-save")
    assert new.match.actions == finished.match.actions[:3] and new.step() in ("human", "handoff")
