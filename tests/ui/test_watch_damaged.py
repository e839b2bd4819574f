"""Watch mode for a table of bots only (Pause, Step, Take a seat, both games: its browser test
moved here, as it clicked only these commands), and the Damaged
data panel (every value kept aside, and damaged settings or stats, can be exported or removed)."""

from __future__ import annotations

import json

import pytest

from game.core.registry import GAMES
from game.ui.app import events as ev
from game.ui.storage.keys import DAMAGED_PREFIX, PREFS_KEY
from game.ui.storage.saves import KEY_PREFIX
from game.ui.storage.stats import STATS_KEY
from tests.ui.dom import attr, one, select
from tests.ui.test_controller import Browser, cmds, setup_form, text


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_pause_step_and_take_a_seat_at_a_table_of_bots(game: str) -> None:
    b = Browser()
    shown = b.send(ev.Command(f"start:{game}", setup_form(2, bots=(0, 1))))
    assert b.state.game.bot_waiting and {"watch-pause", "watch-seat:0", "watch-seat:1"} <= cmds(shown)
    assert "watch-step" not in cmds(shown)  # Step only while paused
    b.send(ev.BotTurn())
    shown = b.send(ev.Command("watch-pause"))
    assert b.state.game.paused and "watch-step" in cmds(shown) and "Paused" in text(shown)
    assert attr(one(shown, "[data-cmd='watch-pause']"), "aria-pressed") == "true"
    session = b.state.session
    assert session is not None
    moves = len(session.match.actions)
    b.send(ev.BotTurn())  # the wait running when Pause was pressed ends: no move
    assert b.state.session is not None and len(b.state.session.match.actions) == moves
    assert b.of(ev.Wait) == [] and b.of(ev.Write) == []
    for step in range(1, 4):
        b.send(ev.Command("watch-step"))
        assert b.state.session is not None and len(b.state.session.match.actions) == moves + step
        assert b.state.game.paused and b.of(ev.Wait) == []
    key = KEY_PREFIX + b.state.session.save_id
    assert len(json.loads(b.store.data[key])["actions"]) == moves + 3
    shown = b.send(ev.Command("watch-pause"))
    assert not b.state.game.paused and b.of(ev.Wait) != []
    # Take a seat: the seat is a person's from now on, saved so, and the bots wait for them.
    b.send(ev.Command("watch-pause"))
    shown = b.send(ev.Command("watch-seat:1"))
    session = b.state.session
    assert session is not None and session.seats[1].kind == "human" and session.viewer == 1
    assert json.loads(b.store.data[key])["seats"][1]["kind"] == "human"
    assert not b.state.game.paused and "watch-pause" not in cmds(shown)
    assert select(shown, ".hand") and not select(shown, ".watch-controls")  # their hand, no controls
    b.play_out()
    assert b.state.session is not None and b.state.session.step() == "over"


def test_a_table_with_a_person_has_no_watch_controls() -> None:
    b = Browser()
    shown = b.send(ev.Command("start:shifting-stones", setup_form(2, bots=(1,))))
    assert not {c for c in cmds(shown) if c.startswith("watch-")}
    b.send(ev.Command("watch-pause"))
    assert not b.state.game.paused


def test_damaged_values_can_be_exported_or_removed_from_the_panel() -> None:
    b = Browser()
    b.store.data[PREFS_KEY] = '{"pace":["x"]}'
    b.store.data[STATS_KEY] = "[" * 5000
    aside = f"{DAMAGED_PREFIX}stats/2026-12-01T10:00:00.000Z"
    b.store.data[aside] = "old stats"
    shown = b.send(ev.Command("home"))
    assert "Damaged data" in text(shown)
    for key in (PREFS_KEY, STATS_KEY, aside):
        assert {f"damaged-export:{key}", f"damaged-remove:{key}"} <= cmds(shown)
    b.send(ev.Command(f"damaged-export:{aside}"))
    (download,) = b.of(ev.Download)
    assert download.text == "old stats" and download.filename.endswith(".txt")
    b.send(ev.Command(f"damaged-export:{STATS_KEY}"))
    assert b.of(ev.Download)[0].text == "[" * 5000
    shown = b.send(ev.Command(f"damaged-remove:{aside}"))
    assert aside not in b.store.data and "Removed." in text(shown)
    b.send(ev.Command(f"damaged-remove:{PREFS_KEY}"))
    assert PREFS_KEY not in b.store.data
    shown = b.send(ev.Command(f"damaged-remove:{STATS_KEY}"))
    assert STATS_KEY not in b.store.data and "Damaged data" not in text(shown)


def test_the_panel_never_removes_a_value_that_is_not_damaged() -> None:
    b = Browser()
    b.send(ev.Change("pace", "slow", {}))
    b.send(ev.Command("start:shifting-stones", setup_form(1)))
    session = b.state.session
    assert session is not None
    save = KEY_PREFIX + session.save_id
    b.send(ev.Play(session.rules.legal_actions(session.state)[0]))  # a deal with no move is not kept
    shown = b.send(ev.Command("home"))
    assert "Damaged data" not in text(shown)
    for key in (PREFS_KEY, save, STATS_KEY):
        b.send(ev.Command(f"damaged-remove:{key}"))
        b.send(ev.Command(f"damaged-export:{key}"))
        assert b.of(ev.Remove) == [] and b.of(ev.Download) == []
    assert PREFS_KEY in b.store.data and save in b.store.data
