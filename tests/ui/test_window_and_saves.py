"""Pass-and-play's Undo window, deleting a saved game with Undo, games with no move, export names."""

from __future__ import annotations

import json

from game.core.registry import make_bot
from game.core.rng import Rng
from game.ui.app import events as ev
from game.ui.app.nav import DELETE_UNDO
from game.ui.app.page import Page, page
from game.ui.element import Spec, find_all
from game.ui.pages import play
from game.ui.pages.play import UNDO_WINDOW
from game.ui.pages.play.moves import public_outcome_is_fixed
from game.ui.storage.save_file import export_name
from game.ui.storage.saves import KEY_PREFIX, save_text
from game.ui.table.session import Seat, new_session
from tests.ui.test_controller import Browser, cmds, setup_form, text


def two_people_at_stones() -> Browser:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(2)))
    b.send(ev.Command("handoff"))
    return b


def private_cards(shown: Page) -> list[Spec]:
    """The hand's cards on a page (a Shifting Stones hand: ``card:<name>`` buttons)."""
    hand = lambda s: str(s[1].get("data-cmd", "")).startswith("card:")  # noqa: E731
    return [found for spec in shown.specs for found in find_all(spec, hand)]


def test_a_move_that_hands_over_waits_for_an_undo_window() -> None:
    b = two_people_at_stones()
    assert private_cards(page(b.state))  # P0's hand is on screen
    shown = b.send(ev.Play("end"))
    # The table stays (public only: no hand), with Undo and "Done: pass to P1"; no hand-off yet.
    assert b.state.game.passing == 0 and "handoff" not in cmds(shown)
    assert {"undo", "pass"} <= cmds(shown) and "Done: pass to" in text(shown) and "P1" in text(shown)
    assert private_cards(shown) == []
    (after,) = b.of(ev.After)
    assert isinstance(after, ev.After) and after.seconds == UNDO_WINDOW
    # It says it goes on by itself, and when: a bar the page empties over those seconds.
    assert f"It passes on by itself after {round(UNDO_WINDOW)} seconds." in text(shown)
    bars = [
        bar for spec in shown.specs for bar in find_all(spec, lambda s: "countdown" in str(s[1].get("class")))
    ]
    assert len(bars) == 1 and bars[0][1]["data-seconds"] == round(UNDO_WINDOW)
    assert bars[0][1]["data-window"] == f"{b.state.session.save_id}:1"  # type: ignore[union-attr]
    # Undo takes the move back: P0's turn again, their hand on screen, the save rewritten.
    shown = b.send(ev.Command("undo"))
    assert b.state.session is not None and b.state.session.match.actions == ()
    assert b.state.session.step() == "human" and b.state.session.viewer == 0 and private_cards(shown)
    assert b.state.game.passing is None


def test_the_window_closes_by_itself_or_on_done() -> None:
    b = two_people_at_stones()
    b.send(ev.Play("end"))
    (after,) = b.of(ev.After)
    assert isinstance(after, ev.After)
    b.send(ev.Timeout(play.WindowOver("someone-else", 1)))  # a stale timer changes nothing
    assert b.state.game.passing == 0
    shown = b.send(ev.Timeout(after.tag))
    assert b.state.game.passing is None and "handoff" in cmds(shown) and private_cards(shown) == []
    b.send(ev.Command("handoff"))
    b.send(ev.Play("end"))
    shown = b.send(ev.Command("pass"))
    assert b.state.game.passing is None and "handoff" in cmds(shown)
    # Once passed on, the move that handed over can't be undone by the next player.
    b.send(ev.Command("handoff"))
    b.send(ev.Command("undo"))
    assert b.state.session is not None and len(b.state.session.match.actions) == 2


def test_a_move_that_shows_something_hidden_gets_no_window() -> None:
    """A Storm or a Sea Monster turned up by a move is seen at once: that move stands."""
    options = {"storms": True, "sea_monsters": 3}
    checked = {True: 0, False: 0}
    for seed in range(1, 4):
        session = new_session("tranquility", options, [Seat("A"), Seat("B")], seed, "x").confirm_handoff()
        bot, rng = make_bot("tranquility", "easy"), Rng(seed)
        while session.step() != "over":
            if session.step() == "handoff":
                session = session.confirm_handoff()
                continue
            action = bot.choose(
                session.rules.view(session.state, session.actor()), session.legal_for_viewer(), rng
            )
            after = session.play(action)
            if after.step() == "handoff" and after.handoff_seat() != session.viewer:
                fixed = public_outcome_is_fixed(session, action)
                b = Browser()
                key = f"{KEY_PREFIX}x"
                b.store.data[key] = save_text(session, "2026-12-01T10:00")
                b.send(ev.Command(f"open:{key}"))
                if b.state.session is not None and b.state.session.step() == "handoff":
                    b.send(ev.Command("handoff"))
                b.send(ev.Play(action))
                assert (b.state.game.passing is not None) == fixed
                checked[fixed] += 1
            session = after
            if min(checked.values()) >= 3:
                return
    assert min(checked.values()) >= 3, checked


def test_deleting_a_save_offers_undo_for_a_few_seconds() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(1)))
    b.send(ev.Play("skip"))
    key = f"{KEY_PREFIX}{b.state.session.save_id}"  # type: ignore[union-attr]
    stored = b.store.data[key]
    b.send(ev.Command("home"))
    shown = b.send(ev.Command(f"delete:{key}"))
    assert key not in b.store.data and f"open:{key}" not in cmds(shown)
    assert "undelete" in cmds(shown) and "deleted" in text(shown)
    (after,) = b.of(ev.After)
    assert isinstance(after, ev.After) and after.seconds == DELETE_UNDO
    shown = b.send(ev.Command("undelete"))
    assert b.store.data[key] == stored and f"open:{key}" in cmds(shown) and "restored" in text(shown)
    # Deleted again and left: the Undo goes when its time is up.
    b.send(ev.Command(f"delete:{key}"))
    (after,) = b.of(ev.After)
    assert isinstance(after, ev.After)
    shown = b.send(ev.Timeout(after.tag))
    assert "undelete" not in cmds(shown) and key not in b.store.data
    assert b.send(ev.Command("undelete")) is not None and key not in b.store.data


def test_a_game_with_no_move_is_not_kept() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(1)))
    assert not any(k.startswith(KEY_PREFIX) for k in b.store.data)
    b.send(ev.Play("skip"))
    key = f"{KEY_PREFIX}{b.state.session.save_id}"  # type: ignore[union-attr]
    assert key in b.store.data
    b.send(ev.Command("undo"))  # nothing to take back after a draw: the game stays
    assert key in b.store.data
    # An old save with no move, opened and left, is dropped.
    empty = new_session("shifting-stones", {}, [Seat("A")], 4, "old")
    b.store.data[f"{KEY_PREFIX}old"] = save_text(empty, "2026-11-30T09:00")
    b.send(ev.Command("home"))
    b.send(ev.Command(f"open:{KEY_PREFIX}old"))
    home = b.send(ev.Command("home"))
    assert f"{KEY_PREFIX}old" not in b.store.data and f"open:{KEY_PREFIX}old" not in cmds(home)


def test_a_daily_deal_left_without_a_move_is_no_attempt() -> None:
    b = Browser()
    b.send(ev.Command("daily:shifting-stones"))
    b.send(ev.Command("home"))
    stats = json.loads(b.store.data.get("sea-stones/stats", '{"daily": {}}'))
    assert stats["daily"] == {}
    b.send(ev.Command("daily:shifting-stones"))
    assert b.state.session is not None
    assert "not on the record" not in text(b.send(ev.Play("skip")))
    stats = json.loads(b.store.data["sea-stones/stats"])
    assert stats["daily"]["shifting-stones"]["2026-12-03"] == {"save": b.state.session.save_id}


def test_exports_are_named_by_game_date_and_players() -> None:
    three = new_session("tranquility", {}, [Seat("A"), Seat("B"), Seat("C")], 4, "t").confirm_handoff()
    three = three.play(three.legal_for_viewer()[0])
    assert (
        export_name(save_text(three, "2026-12-01T22:10:00Z"), "2026-12-05")
        == "tranquility-2026-12-01-3p.json"
    )
    solo = new_session("shifting-stones", {}, [Seat("A")], 4, "s").play("skip")
    assert export_name(save_text(solo, "not a date"), "2026-12-05") == "shifting-stones-2026-12-05-1p.json"
    assert export_name("{broken", "2026-12-05") == "sea-and-stones-2026-12-05.json"
