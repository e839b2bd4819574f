"""The saves are the truth and the index a cache: a record never hides a good save. A record
calling its save unreadable is believed only once this visit has read the save and found it so,
and a shown record that contradicts its save (another game, other moves) is read again."""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass, field

import pytest

from game.core.match import move_bound
from game.ui.app import events as ev
from game.ui.app.page import Page
from game.ui.app.runner import Runner
from game.ui.element import Spec, find_all, text_content
from game.ui.pages.home import ReadSaves
from game.ui.storage import save_index
from game.ui.storage.save_index import new_visit
from game.ui.storage.saves import INDEX_KEY, KEY_PREFIX, read_index, reader, text_entry
from tests.ui.test_controller import Browser, cmds, text
from tests.ui.test_home_paging import alter, replays
from tests.ui.test_save_index import FINISHED, PLAYING, endless, listed, stored


def forged_unreadable(b: Browser, key: str) -> None:
    """The stored index says the save under ``key`` cannot be read, as this very version would
    say it (its reader, its save's length): only the save itself can tell otherwise."""
    data = json.loads(b.store.data[INDEX_KEY])
    data["saves"][key] = {
        "error": "save_damaged",
        "params": {},
        "message": "The save is damaged and cannot be opened.",
        "size": len(b.store.data[key]),
        "reader": reader(),
    }
    b.store.data[INDEX_KEY] = json.dumps(data)


def test_a_forged_record_calling_a_good_save_unreadable_still_lists_it_as_good() -> None:
    b = Browser()
    keys = stored(b, 2, 1)
    b.send(ev.Command("home"))
    forged_unreadable(b, keys[2])
    shown = b.send(ev.Command("home"))
    assert "Unreadable save" not in text(shown) and sorted(listed(shown)) == sorted(keys)
    assert f"open:{keys[2]}" in cmds(shown) and "Tranquility" in text(shown)
    index = read_index(b.store.data[INDEX_KEY])  # the record is made right again
    assert index is not None and index[keys[2]] == text_entry(b.store.data[keys[2]])


def row(shown: Page, key: str) -> Spec:
    (found,) = [s for spec in shown.specs for s in find_all(spec, lambda s: s[1].get("data-save") == key)]
    return found


def test_a_shown_record_that_claims_another_game_is_read_again(monkeypatch: pytest.MonkeyPatch) -> None:
    b = Browser()
    (playing,) = stored(b, 0, 1)
    b.send(ev.Command("home"))
    new_visit()  # the next visit: only the index is known
    # The same length, another game, and finished: the record alone would hide the game in play.
    alter(b, playing, game="shifting-stones", finished=True, result={"won": True, "figure": 3})
    right = text_entry(b.store.data[playing])
    counted = replays(monkeypatch)
    shown = b.send(ev.Command("home"))
    assert "Tranquility" in text_content(row(shown, playing)) and f"open:{playing}" in cmds(shown)
    assert "Continue" in text(shown) and len(counted) == 1
    index = read_index(b.store.data[INDEX_KEY])
    assert index is not None and index[playing] == right
    b.send(ev.Command("home"))  # found right: not replayed again
    assert len(counted) == 1


def test_an_unreadable_save_is_replayed_once_a_visit_before_it_is_shown_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    b = Browser()
    keys = stored(b, 2)
    broken = KEY_PREFIX + "broken"
    b.store.data[broken] = endless(move_bound("shifting-stones", 1) + 1, 1)  # type: ignore[operator]
    b.send(ev.Command("home"))
    record = read_index(b.store.data[INDEX_KEY])
    assert record is not None and record[broken]["error"] == "save_too_long"
    new_visit()
    read: list[str] = []

    def reading(text: str) -> dict[str, object]:
        read.append(text)
        return text_entry(text)

    monkeypatch.setattr("game.ui.storage.save_index.text_entry", reading)
    shown = b.send(ev.Command("home"))
    assert read == [b.store.data[broken]] and "Unreadable save" in text(shown)
    assert "more than any real game has" in text(shown) and sorted(listed(shown)) == sorted([*keys, broken])
    for _ in range(3):  # once a visit: the record stands now
        b.send(ev.Command("home"))
        b.send(ev.Command("saves-older"))
    assert len(read) == 1
    new_visit()
    b.send(ev.Command("home"))
    assert len(read) == 2


# ----- a lost index is made again a step at a time ---------------------------------------------
@dataclass
class Visit:
    """The site opened on ``b``'s storage, its events handled one at a time as the browser does:
    each paint, then what the page asks for once painted (``Think``) only when ``step`` says so."""

    b: Browser
    runner: Runner = field(init=False)
    later: list[ev.Effect] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.runner = Runner(self.b.state, lambda: self.b.env, self.b.put, self.b.remove)

    def send(self, event: ev.Event) -> Page:
        self.later = self.runner.dispatch(event)
        self.b.state = self.runner.state
        return self.runner.page()

    def asked(self) -> list[object]:
        return [effect.what for effect in self.later if isinstance(effect, ev.Think)]

    def step(self) -> Page:
        (what,) = self.asked()
        return self.send(ev.Thought(what))


def many(b: Browser, count: int) -> list[str]:
    """``count`` saves stored without an index (one in ten finished), oldest first."""
    keys = stored(b, 0, count)
    for key in keys[::10]:
        data = json.loads(b.store.data[key])
        b.store.data[key] = json.dumps({**FINISHED, "id": data["id"], "updated": data["updated"]})
    return keys


def test_a_lost_index_of_many_saves_is_made_again_in_steps_home_painted_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    b = Browser()
    keys = many(b, 450)
    rebuilt = {key: text_entry(b.store.data[key]) for key in keys}
    counted = replays(monkeypatch)
    visit = Visit(b)
    shown = visit.send(ev.Command("home"))
    # The first paint replays nothing: the newest fifty are listed from their headers, in order.
    assert counted == [] and listed(shown) == keys[::-1][:50] and INDEX_KEY not in b.store.data
    assert "Reading your saved games… 0%" in text(shown)
    assert "checking…" in text_content(row(shown, keys[-1])) and "Continue" not in text(shown)
    assert "1–50 of 450 saved games" in text(shown)
    steps = 0
    while visit.asked():
        before = len(counted)
        shown = visit.step()
        steps += 1
        assert len(counted) - before <= save_index.STEP_REPLAYS
        if steps == 1:  # those on screen first: the page is whole after one step
            assert "checking…" not in text(shown) and "Continue" in text(shown)
            assert listed(shown) == keys[::-1][:50] and INDEX_KEY not in b.store.data
    assert steps == 5 and len(counted) == 450 and "Reading your saved games" not in text(shown)
    assert read_index(b.store.data[INDEX_KEY]) == rebuilt
    assert listed(visit.send(ev.Command("saves-older"))) == keys[::-1][50:100] and len(counted) == 450


def test_headers_too_are_read_a_bounded_amount_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    b = Browser()
    keys = many(b, 120)
    size = max(len(b.store.data[key]) for key in keys)
    monkeypatch.setattr(save_index, "HEAD_CHARS", 40 * size)
    counted = replays(monkeypatch)
    visit = Visit(b)
    shown = visit.send(ev.Command("home"))
    assert counted == [] and 40 <= len(listed(shown)) < 120 and "of 120 saved games" not in text(shown)
    while visit.asked():
        shown = visit.step()
    assert sorted(listed(shown)) == sorted(keys[-50:]) and len(counted) == 120


def test_a_save_deleted_or_opened_while_the_index_is_made_again(monkeypatch: pytest.MonkeyPatch) -> None:
    b = Browser()
    keys = many(b, 250)
    monkeypatch.setattr(save_index, "STEP_REPLAYS", 40)
    visit = Visit(b)
    visit.send(ev.Command("home"))
    visit.step()
    (step,) = visit.asked()  # the next step, taken once the page is painted
    shown = visit.send(ev.Command("saves-older"))  # a page still being read
    assert "checking…" in text(shown)
    gone = keys[-60]  # listed, not read yet
    shown = visit.send(ev.Command(f"delete:{gone}"))
    assert gone not in b.store.data and gone not in listed(shown) and "Undo" in text(shown)
    shown = visit.send(ev.Command("undelete"))
    assert gone in listed(shown)
    shown = visit.send(ev.Command(f"open:{keys[5]}"))  # a game not read yet opens all the same
    assert b.state.screen == "game" and b.state.session is not None
    assert not [what for what in visit.asked() if isinstance(what, ReadSaves)]  # steps are home's
    visit.send(ev.Thought(step))  # the step asked for before: not taken on another screen
    assert b.state.screen == "game"
    b.send(ev.Play(b.state.session.legal_for_viewer()[0]))  # a move: its save and what is known
    visit = Visit(b)
    shown = visit.send(ev.Command("home"))
    while visit.asked():
        shown = visit.step()
    index = read_index(b.store.data[INDEX_KEY])
    assert index == {key: text_entry(b.store.data[key]) for key in keys}
    assert index[keys[5]]["moves"] == len(PLAYING["actions"]) + 1


def test_a_step_stops_once_its_time_is_up_but_always_replays_one() -> None:
    b = Browser()
    many(b, 60)
    ticks = itertools.count()
    done = save_index.step(b.store, (), lambda: next(ticks) * 0.02)  # 20 ms a look at the clock
    assert 1 <= len(done) <= save_index.STEP_SECONDS / 0.02
    assert len(save_index.step(b.store, (), lambda: next(ticks) * 1.0)) == 1  # a slow machine
    assert len(save_index.step(b.store, (), lambda: 0.0)) == 60 - len(done) - 1  # (no clock: by count)
