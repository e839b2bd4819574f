"""Two tabs on one save: a write from a tab that holds an older revision is refused and the tab is
told and offered the newer game; no sequence of moves in two tabs loses one."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.app import events as ev
from game.ui.app.page import Page
from game.ui.app.runner import Runner
from game.ui.storage.backend import MemoryStore
from game.ui.storage.saves import INDEX_KEY, KEY_PREFIX, read_index, stored_rev
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


def flip(tab: Browser) -> None:
    """The tab's player flips a stone (a move a solo Stones game can take back)."""
    session = tab.state.session
    assert session is not None
    legal = session.rules.legal_actions(session.state)
    tab.send(ev.Play(next(a for a in legal if a.startswith("flip:"))))


def two_tabs_at_stones() -> tuple[Browser, Browser, str]:
    """Tab A starts a solo Shifting Stones game and flips a stone; tab B opens the same save."""
    a = Browser()
    a.send(ev.Command("start:shifting-stones", setup_form(1)))
    assert a.state.session is not None
    key = KEY_PREFIX + a.state.session.save_id
    flip(a)
    b = Browser(store=a.store, seeds=a.seeds)
    b.send(ev.Command(f"open:{key}"))
    return a, b, key


def test_an_undo_to_the_deal_never_removes_a_newer_game() -> None:
    """In a solo Stones game (a flip can be taken back): A's undo to the deal would remove the save
    B has since moved on; it is refused as stale instead. B's own undo to the deal removes it."""
    a, b, key = two_tabs_at_stones()
    flip(b)
    assert stored_moves(a.store, key) == 2
    a.send(ev.Command("undo"))
    assert a.of(ev.Remove) == [] and stored_moves(a.store, key) == 2 and a.state.game.stale
    b.send(ev.Command("undo"))
    assert stored_moves(a.store, key) == 1
    b.send(ev.Command("undo"))
    assert key not in a.store.data and [r.key for r in b.of(ev.Remove)] == [key]


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


@dataclass
class Racing(MemoryStore):
    """The storage two tabs share, where the other tab's move lands between this tab's read of the
    save and its write (once ``between`` is set: called after the next read of ``key``)."""

    key: str = ""
    between: Callable[[], None] | None = None

    def get(self, key: str) -> str | None:
        text = super().get(key)
        if key == self.key and self.between is not None:
            between, self.between = self.between, None
            between()
        return text


def test_a_move_between_the_read_and_the_write_of_another_tab_is_not_lost() -> None:
    """B reads the save at A's first move; A's move lands; then B writes: its write expects the
    revision it read, finds A's, and is not made. B is told and shows the game as A saved it."""
    a, b, key = two_tabs()
    racing = Racing(data=a.store.data, key=key)
    a.store, b.store = racing, racing
    racing.between = lambda: move(a)
    shown = move_shown(b)
    assert racing.between is None and not a.state.game.stale
    assert stored_moves(racing, key) == 2 and stored_rev(racing.data[key]) == 2
    assert a.state.session is not None and stored_actions(racing, key) == list(a.state.session.match.actions)
    assert [w.key for w in b.of(ev.Write)] == [] and b.of(ev.Announce) == []
    assert b.state.session is not None and list(b.state.session.match.actions) == stored_actions(racing, key)
    assert not b.state.game.stale and b.state.game.save_rev == 2
    assert "Another tab or window moved in this game a moment before you" in text(shown)
    move(b)
    assert not b.state.game.stale and stored_moves(racing, key) == 3


def move_shown(tab: Browser) -> Page:
    """``move``, and the page it leaves."""
    session = tab.state.session
    assert session is not None
    return tab.send(ev.Play(session.rules.legal_actions(session.state)[0]))


def test_an_undo_between_the_read_and_the_write_of_another_tab_removes_nothing() -> None:
    """In a solo Stones game (a flip can be taken back), B reads the save to undo its only move,
    which removes the save; A's move lands first: the save stays, with both of A's moves."""
    a, b, key = two_tabs_at_stones()
    racing = Racing(data=a.store.data, key=key)
    a.store, b.store = racing, racing
    racing.between = lambda: flip(a)
    b.send(ev.Command("undo"))
    assert racing.between is None and b.of(ev.Remove) == []
    assert key in racing.data and stored_moves(racing, key) == 2 and not b.state.game.stale
    assert b.state.session is not None and list(b.state.session.match.actions) == stored_actions(racing, key)


def test_an_index_record_is_not_written_when_its_save_was_not() -> None:
    """Storage refuses the save but would take the index: the index keeps the record of the save
    as stored (its moves), not of the move that was not saved."""
    a, _, key = two_tabs()
    move(a)
    index = read_index(a.store.data[INDEX_KEY])
    assert index is not None and index[key]["moves"] == 2
    a.refuse = (KEY_PREFIX, "full")
    move(a)
    assert stored_moves(a.store, key) == 2
    index = read_index(a.store.data[INDEX_KEY])
    assert index is not None and index[key]["moves"] == 2
    assert [w.key for w in a.of(ev.Write)] == [key, INDEX_KEY]
    a.refuse = None
    move(a)
    index = read_index(a.store.data[INDEX_KEY])
    assert index is not None and index[key]["moves"] == stored_moves(a.store, key) == 4


# ----- saves written once the tab holds the save's lock (the browser with Web Locks) ----------
def deferred(tab: Browser) -> Runner:
    """The tab's runner as the browser runs it where it has Web Locks: moves are handled at once,
    their saves wait for ``flush``."""
    return Runner(tab.state, lambda: tab.env, tab.put, tab.remove, defer=True)


def play_first(runner: Runner) -> None:
    session = runner.state.session
    assert session is not None
    runner.dispatch(ev.Play(session.rules.legal_actions(session.state)[0]))


def test_moves_are_shown_at_once_and_saved_in_order_once_the_lock_is_held() -> None:
    a, _, key = two_tabs()
    runner = deferred(a)
    play_first(runner)
    play_first(runner)  # before the first is written: it reads the save as the first leaves it
    assert stored_moves(a.store, key) == 1 and [batch.key for batch in runner.pending] == [key, key]
    assert runner.state.session is not None and len(runner.state.session.match.actions) == 3
    assert not runner.state.game.stale and runner.state.game.save_rev == 3
    assert runner.flush(key) == [] and runner.pending == []
    assert stored_moves(a.store, key) == 3 and stored_rev(a.store.data[key]) == 3
    index = read_index(a.store.data[INDEX_KEY])
    assert index is not None and index[key]["moves"] == 3


def test_two_tabs_moving_at_once_keep_the_move_written_first_and_the_other_tab_is_told() -> None:
    """Both tabs move before either holds the lock; B gets it first. A's writes find B's revision:
    none is made (nor its later move's), and A shows the game as B saved it, and says so."""
    a, b, key = two_tabs()
    first, second = deferred(a), deferred(b)
    play_first(first)
    play_first(first)
    play_first(second)
    assert stored_moves(a.store, key) == 1
    assert second.flush(key) == []
    b_moves = stored_actions(a.store, key)
    assert len(b_moves) == 2
    answers = first.flush(key)
    assert answers == [ev.Overtaken(key)] and first.pending == []
    assert stored_actions(a.store, key) == b_moves and stored_rev(a.store.data[key]) == 2
    first.dispatch(answers[0])
    assert first.state.session is not None and list(first.state.session.match.actions) == b_moves
    assert first.state.game.save_rev == 2 and not first.state.game.stale
    assert "a moment before you" in text(first.page())
    play_first(first)
    assert first.flush(key) == [] and stored_moves(a.store, key) == 3
