"""Home with many saves: the list grows a page at a time; a click on home does not read the index
again when storage has not changed; a damaged index record, or one whose size is not its save's
length, is read again from that save alone."""

from __future__ import annotations

import json

import pytest

from game.core.match import Match
from game.ui.app import events as ev
from game.ui.app.page import Page
from game.ui.element import find_all
from game.ui.storage import save_index
from game.ui.storage.save_index import new_visit
from game.ui.storage.saves import INDEX_KEY, disagrees, quick_entry, read_index, text_entry
from tests.ui.test_controller import Browser, cmds, text
from tests.ui.test_save_index import FINISHED, PLAYING, listed, stored


def replays(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the saves replayed from now on (one entry a replay)."""
    counted: list[int] = []
    replay = Match.replay

    def counting(*args: object, **kwargs: object) -> Match:
        counted.append(1)
        return replay(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Match, "replay", counting)
    return counted


def alter(b: Browser, key: str, **changes: object) -> None:
    """One record of the stored index changed in place, as another program would write it (not
    through ``index_text``, which remembers what it wrote as read)."""
    data = json.loads(b.store.data[INDEX_KEY])
    data["saves"][key] = {**data["saves"][key], **changes}
    b.store.data[INDEX_KEY] = json.dumps(data)


def pager(shown: Page) -> tuple[bool, bool]:
    """Whether the list's "Newer games" and "Older games" buttons can be clicked."""
    buttons = {
        s[1]["data-cmd"]: s for spec in shown.specs for s in find_all(spec, lambda s: "data-cmd" in s[1])
    }
    return tuple(not buttons[cmd][1].get("disabled") for cmd in ("saves-newer", "saves-older"))  # type: ignore[return-value]


def test_the_list_goes_a_page_at_a_time_and_each_page_is_drawn_alone() -> None:
    b = Browser()
    keys = stored(b, 130)
    newest = keys[::-1]
    shown = b.send(ev.Command("home"))
    assert listed(shown) == newest[:50] and "1–50 of 130 saved games" in text(shown)
    assert pager(shown) == (False, True)
    shown = b.send(ev.Command("saves-older"))
    assert listed(shown) == newest[50:100] and "51–100 of 130 saved games" in text(shown)
    assert pager(shown) == (True, True)
    shown = b.send(ev.Command("saves-older"))
    assert listed(shown) == newest[100:] and "101–130 of 130" in text(shown) and pager(shown) == (True, False)
    shown = b.send(ev.Command("saves-older"))  # a click past the end (a key held down) stays put
    assert listed(shown) == newest[100:]
    shown = b.send(ev.Command("saves-newer"))
    assert listed(shown) == newest[50:100]
    shown = b.send(ev.Command("stats"))
    shown = b.send(ev.Command("home"))  # home opened again starts from the first page
    assert listed(shown) == newest[:50]


def test_a_page_emptied_by_deletions_shows_the_last_one_left() -> None:
    b = Browser()
    keys = stored(b, 60)
    b.send(ev.Command("home"))
    b.send(ev.Command("saves-older"))
    for key in keys[:10]:  # another tab deletes the ten oldest
        b.store.data.pop(key)
    shown = b.send(ev.Command("help"))
    assert listed(shown) == keys[::-1][:50] and "saves-older" not in cmds(shown)


def test_the_latest_game_in_play_is_listed_first_even_beyond_the_page() -> None:
    b = Browser()
    keys = stored(b, 0, 1) + stored_after(b, 60)
    shown = b.send(ev.Command("home"))
    assert listed(shown)[0] == keys[0] and len(listed(shown)) == 51
    assert f"open:{keys[0]}" in cmds(shown)


def stored_after(b: Browser, finished: int) -> list[str]:
    """``finished`` finished games saved after those ``stored`` put there."""
    keys = []
    for i in range(finished):
        key = f"sea-stones/save/t{i:04d}"
        b.store.data[key] = json.dumps(
            {**FINISHED, "id": f"t{i:04d}", "updated": f"2026-12-{1 + i // 100:02d}T{i:04d}"}
        )
        keys.append(key)
    return keys


def test_a_click_on_home_reads_no_index_again_when_storage_has_not_changed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    b = Browser()
    stored(b, 120)
    b.send(ev.Command("home"))
    calls: list[int] = []
    agreed = save_index._agreed

    def counting(*args: object) -> save_index.Agreed:
        calls.append(1)
        return agreed(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(save_index, "_agreed", counting)
    shown = b.send(ev.Command("saves-older"))
    assert len(listed(shown)) == 50 and calls == []
    b.store.data.pop("sea-stones/save/s0000")  # another tab deleted a game: read again
    shown = b.send(ev.Command("saves-older"))
    assert len(listed(shown)) == 19 and calls != []


def test_a_damaged_index_record_is_read_again_from_its_save_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    b = Browser()
    keys = stored(b, 6, 2)
    b.send(ev.Command("home"))
    before = read_index(b.store.data[INDEX_KEY])
    assert before is not None
    alter(b, keys[3], moves="many")
    new_visit()  # (what this visit read of the saves would stand for them)
    counted = replays(monkeypatch)
    shown = b.send(ev.Command("home"))
    assert len(counted) == 1 and sorted(listed(shown)) == sorted(keys)
    assert read_index(b.store.data[INDEX_KEY]) == before


def test_read_index_leaves_out_only_a_damaged_record() -> None:
    good = text_entry(json.dumps(FINISHED))
    saves = {"sea-stones/save/a": good, "sea-stones/save/b": {**good, "players": 3}}
    text = json.dumps({"format": 1, "saves": saves})
    assert read_index(text) == {"sea-stones/save/a": good}
    assert read_index('{"format":1,"saves":[]}') is None


def test_a_record_whose_size_is_not_its_saves_length_is_read_again_before_it_is_shown(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    b = Browser()
    keys = stored(b, 3, 2)
    b.send(ev.Command("home"))
    playing = keys[4]
    # Storage took the index of a move but refused its save: the record runs ahead of the save.
    alter(b, playing, moves=99, size=len(b.store.data[playing]) + 20)
    counted = replays(monkeypatch)
    shown = b.send(ev.Command("home"))
    assert "99 moves" not in text(shown) and f"{len(PLAYING['actions'])} moves" in text(shown)
    assert len(counted) == 1
    b.send(ev.Command("home"))  # the next tidying writes the record read again
    index = read_index(b.store.data[INDEX_KEY])
    assert index is not None and index[playing] == text_entry(b.store.data[playing])


def test_a_record_disagrees_with_its_save_only_in_what_matters() -> None:
    text = json.dumps(FINISHED)
    record, header = text_entry(text), quick_entry(text)
    assert header["checking"] is True and not disagrees(record, header)
    assert not disagrees({**record, "players": ["Someone else"], "finished": False}, header)
    for field, value in (("game", "tranquility"), ("moves", 3), ("updated", ""), ("size", 1)):
        assert disagrees({**record, field: value}, header)
    assert disagrees(record, quick_entry("{" + text))  # the save is no save at all
