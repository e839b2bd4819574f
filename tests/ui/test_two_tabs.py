"""Two tabs on one save: a write from a tab that holds an older revision is refused and the tab is
told and offered the newer game; no sequence of moves in two tabs loses one."""

from __future__ import annotations

import json
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui import events as ev
from game.ui.saves import KEY_PREFIX, stored_rev
from game.ui.store import MemoryStore
from tests.ui.test_controller import Browser, cmds, setup_form, text


def two_tabs() -> tuple[Browser, Browser, str]:
    """Tab A starts a solo Tranquility game and makes its first move (a deal with no move is not
    kept); tab B opens the same save."""
    a = Browser()
    a.send(ev.Command("start:tranquility", setup_form(1)))
    assert a.state.session is not None
    key = KEY_PREFIX + a.state.session.save_id
    assert key not in a.store.data
    move(a)
    assert stored_moves(a.store, key) == 1
    b = Browser(store=a.store, seeds=a.seeds)
    b.send(ev.Command(f"open:{key}"))
    assert b.state.session is not None and b.state.screen == "game"
    return a, b, key


def move(tab: Browser) -> None:
    """The tab's player makes the first legal move of the game it shows."""
    session = tab.state.session
    assert session is not None
    legal = session.rules.legal_actions(session.state)
    tab.send(ev.Play(legal[0]))


def stored_actions(store: MemoryStore, key: str) -> list[str]:
    """The stored game's moves (none when the save was removed)."""
    return json.loads(store.data[key])["actions"] if key in store.data else []


def stored_moves(store: MemoryStore, key: str) -> int:
    return len(stored_actions(store, key))


def test_the_reported_sequence_loses_nothing_and_tells_the_stale_tab() -> None:
    a, b, key = two_tabs()
    for _ in range(3):
        move(a)
    assert stored_moves(a.store, key) == 4 and stored_rev(a.store.data[key]) == 4
    # B, still at move 1, plays: refused, nothing written, and told with the newer game offered.
    move(b)
    assert b.of(ev.Write) == [] and stored_moves(a.store, key) == 4
    shown = b.send(ev.Command("help"))
    assert b.state.game.stale and b.state.session is not None and len(b.state.session.match.actions) == 1
    assert "another tab" in text(shown) and f"open:{key}" in cmds(shown)
    move(a)
    assert stored_moves(a.store, key) == 5
    move(b)  # still refused
    assert stored_moves(a.store, key) == 5 and b.state.game.stale
    # B takes the offer: it opens the newer game and goes on from move 5, after which A is stale.
    b.send(ev.Command(f"open:{key}"))
    assert not b.state.game.stale and b.state.session is not None and len(b.state.session.match.actions) == 5
    move(b)
    assert stored_moves(a.store, key) == 6
    move(a)
    assert a.state.game.stale and stored_moves(a.store, key) == 6


def test_an_undo_to_the_deal_never_removes_a_newer_game() -> None:
    """In a solo Stones game (a flip can be taken back): A's undo to the deal would remove the save
    B has since moved on; it is refused as stale instead. B's own undo to the deal removes it."""

    def flip(tab: Browser) -> None:
        session = tab.state.session
        assert session is not None
        tab.send(
            ev.Play(next(a for a in session.rules.legal_actions(session.state) if a.startswith("flip:")))
        )

    a = Browser()
    a.send(ev.Command("start:shifting-stones", setup_form(1)))
    assert a.state.session is not None
    key = KEY_PREFIX + a.state.session.save_id
    flip(a)
    b = Browser(store=a.store, seeds=a.seeds)
    b.send(ev.Command(f"open:{key}"))
    flip(b)
    assert stored_moves(a.store, key) == 2
    a.send(ev.Command("undo"))
    assert a.of(ev.Remove) == [] and stored_moves(a.store, key) == 2 and a.state.game.stale
    b.send(ev.Command("undo"))
    assert stored_moves(a.store, key) == 1
    b.send(ev.Command("undo"))
    assert key not in a.store.data and b.of(ev.Remove) == [ev.Remove(key)]


def test_the_storage_event_tells_the_other_tab_at_once() -> None:
    a, b, key = two_tabs()
    move(a)
    shown = b.send(ev.StoredElsewhere(key))
    assert b.state.game.stale and "another tab" in text(shown) and f"open:{key}" in cmds(shown)
    # Another key, or a write that did not move the revision on, changes nothing.
    _, b2, key2 = two_tabs()
    b2.send(ev.StoredElsewhere(key2))
    b2.send(ev.StoredElsewhere("sea-stones/prefs"))
    assert not b2.state.game.stale


def test_a_stale_table_of_bots_stops_instead_of_retrying() -> None:
    a = Browser()
    a.send(ev.Command("start:shifting-stones", setup_form(2, bots=(0, 1))))
    assert a.state.session is not None and a.state.game.bot_waiting
    key = KEY_PREFIX + a.state.session.save_id
    a.send(ev.BotTurn())
    a.send(ev.BotTurn())  # the first bot moves: the game is saved
    assert stored_moves(a.store, key) == 1
    other = json.loads(a.store.data[key])
    a.store.data[key] = json.dumps({**other, "rev": 9})
    a.send(ev.BotTurn())  # the bot thinks, then waits out what is left of the pace
    assert not a.state.game.stale and a.of(ev.Write) == []
    a.send(ev.BotTurn())  # its move would be saved over a newer save: refused, no retry
    assert a.state.game.stale and a.of(ev.Wait) == [] and a.of(ev.Write) == []


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(["a", "b", "a-open", "b-open", "a-undo", "b-undo"]), max_size=14))
def test_no_sequence_of_two_tabs_loses_a_move(steps: list[str]) -> None:
    """Whatever two tabs do, every move a tab was not told was refused is in the stored game: the
    stored log only ever grows by moves its writer made on top of it (or shrinks by its undo)."""
    a, b, key = two_tabs()
    tabs = {"a": a, "b": b}
    for step in steps:
        tab = tabs[step[0]]
        stored_before = stored_actions(a.store, key)
        if step.endswith("-open"):
            tab.send(ev.Command(f"open:{key}"))
            continue
        session_before = tab.state.session
        assert session_before is not None
        if step.endswith("-undo"):
            tab.send(ev.Command("undo"))
        else:
            move(tab)
        stored_after = stored_actions(a.store, key)
        session = tab.state.session
        assert session is not None
        if any(isinstance(e, ev.Write | ev.Remove) for e in tab.effects):
            # A write (or, undone to the deal, a removal) goes only over the game this tab showed:
            # it never drops another tab's move.
            assert list(session_before.match.actions) == stored_before
            assert list(session.match.actions) == stored_after
        else:
            assert stored_after == stored_before
            if tab.state.game.stale:
                assert session.match.actions == session_before.match.actions


def test_a_save_written_before_revisions_opens_and_goes_on() -> None:
    a, _, key = two_tabs()
    data = json.loads(a.store.data[key])
    del data["rev"]
    a.store.data[key] = json.dumps(data)
    c = Browser(store=a.store)
    c.send(ev.Command(f"open:{key}"))
    assert c.state.game.save_rev == 0
    move(c)
    assert stored_rev(a.store.data[key]) == 1 and not c.state.game.stale
    assert replace(c.state.game, stale=False) == c.state.game
