"""Thousands of saves: home draws from a small index without replaying a save; the index is
rebuilt when missing or damaged; a storage meter; finished games beyond the player's limit are
removed only once they confirm; when storage is full, the player chooses what to remove."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.errors import SaveError
from game.core.match import Match, check_save_moves, move_bound
from game.ui.app import events as ev
from game.ui.app.page import Page
from game.ui.element import find_all
from game.ui.storage.backend import StorageError, keys_from_json, nesting_depth
from game.ui.storage.kept import finished_beyond
from game.ui.storage.saves import (
    INDEX_KEY,
    KEY_PREFIX,
    index_text,
    read_index,
    reader,
)
from tests.ui.test_controller import Browser, cmds, setup_form, text

SAVES = Path(__file__).parent.parent / "saves"
FINISHED = json.loads((SAVES / "format2-2026-12-stones-finished.json").read_text())
PLAYING = json.loads((SAVES / "format2-2026-12-tranquility-solo.json").read_text())


def stored(b: Browser, finished: int, playing: int = 0) -> list[str]:
    """Saves put in storage by hand (as an older version or another tab would), oldest first."""
    keys = []
    for i in range(finished + playing):
        data = FINISHED if i < finished else PLAYING
        key = f"{KEY_PREFIX}s{i:04d}"
        b.store.data[key] = json.dumps(
            {**data, "id": f"s{i:04d}", "updated": f"2026-11-{1 + i // 100:02d}T{i % 100:04d}"}
        )
        keys.append(key)
    return keys


def listed(p: Page) -> list[str]:
    return [str(s[1]["data-save"]) for spec in p.specs for s in find_all(spec, lambda s: "data-save" in s[1])]


def test_home_lists_saves_from_the_index_without_replaying_one(monkeypatch: pytest.MonkeyPatch) -> None:
    b = Browser()
    keys = stored(b, 3, 2)
    b.send(ev.Command("home"))  # the index is built once from the saves ...
    index = read_index(b.store.data[INDEX_KEY])
    assert index is not None and set(index) == set(keys)
    assert index[keys[0]]["finished"] is True and index[keys[0]]["players"] == ["Ada"]
    assert index[keys[0]]["result"] is not None and index[keys[4]]["moves"] == 40

    def no_replay(*_: object) -> Match:
        raise AssertionError("a save was replayed")

    monkeypatch.setattr(Match, "replay", no_replay)  # ... and then no save is replayed
    shown = b.send(ev.Command("home"))
    assert sorted(listed(shown)) == sorted(keys) and "Ada" in text(shown)
    assert f"open:{keys[4]}" in cmds(shown)  # Continue: the latest game in play


@pytest.mark.parametrize(
    "damage", [None, "{", "[" * 100, '{"format":1,"saves":{"sea-stones/save/s0000":{"size":"x"}}}']
)
def test_a_missing_or_damaged_index_is_rebuilt(damage: str | None) -> None:
    b = Browser()
    keys = stored(b, 2, 1)
    if damage is None:
        b.store.data.pop(INDEX_KEY, None)
    else:
        b.store.data[INDEX_KEY] = damage
    shown = b.send(ev.Command("home"))
    assert sorted(listed(shown)) == sorted(keys)
    index = read_index(b.store.data[INDEX_KEY])
    assert index is not None and set(index) == set(keys)


def test_moves_update_the_index_and_saves_gone_or_added_elsewhere_are_noticed() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(1)))
    assert b.state.session is not None
    key = KEY_PREFIX + b.state.session.save_id
    b.send(ev.Play("end"))
    index = read_index(b.store.data[INDEX_KEY])
    assert index is not None and index[key]["moves"] == 1 and index[key]["size"] == len(b.store.data[key])
    b.send(ev.Command("home"))
    (other,) = stored(b, 1)
    del b.store.data[key]  # another tab deleted the game; an older version stored another
    shown = b.send(ev.Command("stats"))
    shown = b.send(ev.Command("home"))
    assert listed(shown) == [other]
    index = read_index(b.store.data[INDEX_KEY])
    assert index is not None and set(index) == {other}


def test_home_lists_the_latest_fifty_then_the_older_ones_on_request() -> None:
    b = Browser()
    keys = stored(b, 60)
    shown = b.send(ev.Command("home"))
    assert len(listed(shown)) == 50 and "1–50 of 60 saved games" in text(shown)
    assert set(listed(shown)) == set(keys[10:])
    shown = b.send(ev.Command("saves-older"))
    assert set(listed(shown)) == set(keys[:10]) and "51–60 of 60 saved games" in text(shown)


def test_the_storage_meter_shows_what_is_used() -> None:
    b = Browser()
    stored(b, 40)
    shown = b.send(ev.Command("home"))
    (meter,) = [s for spec in shown.specs for s in find_all(spec, lambda s: s[0] == "meter")]
    used = sum(len(k) + len(v) for k, v in b.store.data.items())
    assert abs(int(meter[1]["value"]) - used) < 100
    assert "40 saved games" in text(shown)


def test_finished_games_beyond_the_limit_go_only_with_consent() -> None:
    b = Browser()
    keys = stored(b, 12, 3)
    b.send(ev.Command("home"))
    shown = b.send(ev.Change("keep", "10", {}))
    assert json.loads(b.store.data["sea-stones/prefs"])["keep"] == 10
    assert b.of(ev.Remove) == [] and "2 finished games are beyond your limit of 10" in text(shown)
    shown = b.send(ev.Command("home"))
    assert b.of(ev.Remove) == [] and all(key in b.store.data for key in keys)
    shown = b.send(ev.Command("prune"))
    assert b.of(ev.Remove) == [] and "prune:yes" in cmds(shown) and "prune:no" in cmds(shown)
    shown = b.send(ev.Command("prune:no"))
    assert b.of(ev.Remove) == [] and "prune:yes" not in cmds(shown)
    b.send(ev.Command("prune"))
    shown = b.send(ev.Command("prune:yes"))
    assert [e.key for e in b.of(ev.Remove)] == keys[:2]
    assert all(key in b.store.data for key in keys[2:]) and "Removed 2 finished games" in text(shown)
    assert sorted(listed(shown)) == sorted(keys[2:]) and "prune" not in cmds(shown)
    # The limit is a preference: it is there on the next visit; "all" keeps everything.
    b2 = Browser(store=b.store)
    from game.ui.app.controller import initial

    assert initial(b.store, "en", "").keep_finished == 10
    shown = b2.send(ev.Change("keep", "0", {}))
    assert "prune" not in cmds(shown)


def test_when_storage_is_full_the_player_chooses_what_to_remove() -> None:
    b = Browser()
    keys = stored(b, 3)
    b.send(ev.Command("start:tranquility", setup_form(1)))
    assert b.state.session is not None
    current = KEY_PREFIX + b.state.session.save_id
    b.refuse = (KEY_PREFIX, "full")
    session = b.state.session
    shown = b.send(ev.Play(session.rules.legal_actions(session.state)[0]))
    assert b.state.full and "Storage is full" in text(shown)
    offered = {c for c in cmds(shown) if c.startswith("delete:")}
    assert offered == {f"delete:{key}" for key in keys} and "save-now" in cmds(shown)
    assert f"delete:{current}" not in offered and b.of(ev.Remove) == []
    b.refuse = None
    shown = b.send(ev.Command(f"delete:{keys[0]}"))
    assert keys[0] not in b.store.data and keys[1] in b.store.data
    assert {c for c in cmds(shown) if c.startswith("delete:")} == {f"delete:{k}" for k in keys[1:]}
    shown = b.send(ev.Command("save-now"))
    assert not b.state.full and "Storage is full" not in text(shown)
    assert json.loads(b.store.data[current])["actions"] == list(b.state.session.match.actions)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(alphabet='[]{}"\\\\ab\\n'),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(alphabet='[]{}"\\\\a'), inner, max_size=3)
    ),
    max_leaves=30,
)


def depth(value: object) -> int:
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    return 0


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_nesting_depth_counts_only_brackets_outside_strings(value: object) -> None:
    """The quick depth count before parsing: strings full of brackets, quotes and backslashes
    never count, whatever the escapes."""
    assert nesting_depth(json.dumps(value)) == depth(value)
    assert nesting_depth(json.dumps(value, ensure_ascii=False, indent=1)) == depth(value)


def test_reading_the_same_index_twice_gives_equal_independent_dicts() -> None:
    b = Browser()
    stored(b, 2)
    b.send(ev.Command("home"))
    first, second = read_index(b.store.data[INDEX_KEY]), read_index(b.store.data[INDEX_KEY])
    assert first == second and first is not second and first is not None
    first.clear()
    assert read_index(b.store.data[INDEX_KEY]) == second


# ----- the saves are the truth, the index a cache -----------------------------------------------
def lie_in_index(b: Browser, key: str, **changes: object) -> None:
    index = read_index(b.store.data[INDEX_KEY])
    assert index is not None
    index[key] = {**index[key], **changes}
    b.store.data[INDEX_KEY] = index_text(index)


def test_a_game_in_progress_the_index_calls_finished_is_never_offered_for_removal() -> None:
    b = Browser()
    keys = stored(b, 12, 2)  # twelve finished, then two in progress (the newest)
    b.send(ev.Command("home"))
    playing = keys[12]
    # An index written by a move whose save write failed, or altered: it says finished, oldest.
    lie_in_index(b, playing, finished=True, updated="2026-10-01T0000")
    index = read_index(b.store.data[INDEX_KEY])
    assert index is not None and index[playing]["finished"] is True
    assert finished_beyond(index, 10, b.store) == keys[:2]
    shown = b.send(ev.Change("keep", "10", {}))
    assert "2 finished games are beyond your limit of 10" in text(shown)
    b.send(ev.Command("prune"))
    shown = b.send(ev.Command("prune:yes"))
    assert [e.key for e in b.of(ev.Remove)] == keys[:2]
    assert playing in b.store.data and "Removed 2 finished games" in text(shown)


def test_a_move_whose_save_failed_cannot_get_its_game_removed_as_finished() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(1)))
    assert b.state.session is not None
    key = KEY_PREFIX + b.state.session.save_id
    for _ in range(3):  # three strikes: the game goes on
        b.send(ev.Play("end"))
    # Storage is full for the saves, not for the small index: the fourth strike ends the game,
    # its save is refused, and so is its index record, written only after its save.
    b.refuse = (KEY_PREFIX, "full")
    b.send(ev.Play("end"))
    b.refuse = None
    index = read_index(b.store.data[INDEX_KEY])
    assert index is not None and index[key]["finished"] is False and index[key]["moves"] == 3
    assert len(json.loads(b.store.data[key])["actions"]) == 3
    # An index that says so all the same (written by an older version of the site) decides nothing.
    lie_in_index(b, key, finished=True, moves=4)
    for i in range(10):  # ten finished games saved after it: it is the oldest "finished" one
        b.store.data[f"{KEY_PREFIX}later{i}"] = json.dumps({**FINISHED, "updated": f"2026-12-09T{i:04d}"})
    b.send(ev.Command("home"))
    assert finished_beyond(read_index(b.store.data[INDEX_KEY]) or {}, 10, b.store) == []
    shown = b.send(ev.Change("keep", "10", {}))
    assert "beyond your limit" not in text(shown)
    b.send(ev.Command("prune"))
    b.send(ev.Command("prune:yes"))
    assert b.of(ev.Remove) == [] and key in b.store.data


def test_an_error_found_by_another_version_is_read_again() -> None:
    b = Browser()
    (key,) = stored(b, 1)
    b.send(ev.Command("home"))
    newer = {
        "error": "save_newer",
        "params": {"format": 3},
        "message": "This save comes from a newer version (format 3); update the site to open it.",
        "size": len(b.store.data[key]),
    }
    for found_by in ({}, {"reader": "9.9.9/format:3"}):  # an older index, another version
        lie_in_index(b, key, **newer, **found_by)
        shown = b.send(ev.Command("home"))
        assert "Unreadable save" not in text(shown) and "Ada" in text(shown)
        index = read_index(b.store.data[INDEX_KEY])
        assert index is not None and index[key]["finished"] is True and "error" not in index[key]
    # Found unreadable by this very version: kept as it is, not replayed on every visit.
    b.store.data[key] = "{" + b.store.data[key]
    b.store.data.pop(INDEX_KEY)
    b.send(ev.Command("home"))
    index = read_index(b.store.data[INDEX_KEY])
    assert index is not None and index[key]["reader"] == reader() and index[key]["error"] == "save_not_json"


# ----- imports and saves bounded like links -----------------------------------------------------
def endless(moves: int, players: int = 2) -> str:
    """A Shifting Stones save of ``moves`` legal "end" moves (a table that never scores)."""
    data = {**FINISHED, "options": {**FINISHED["options"], "players": players}, "actions": ["end"] * moves}
    data.pop("snapshot")
    data["seats"] = FINISHED["seats"] * players
    return json.dumps(data, separators=(",", ":"))


def test_an_import_of_more_moves_than_a_game_can_have_is_refused_unreplayed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_replay(*_: object) -> Match:
        raise AssertionError("a save was replayed")

    monkeypatch.setattr(Match, "replay", no_replay)
    b = Browser()
    text_300k = endless(300_000)
    assert len(text_300k) < 2_000_000  # within the size any save may have
    shown = b.send(ev.Import(text_300k))  # refused before a move is replayed (no_replay)
    assert "This file can't be imported" in text(shown)
    assert "300000 moves, more than any real game has (2100 at most)" in text(shown)
    assert not any(key.startswith(KEY_PREFIX) for key in b.store.data) and b.state.screen == "home"


def test_a_stored_save_of_more_moves_than_a_game_can_have_is_refused_and_kept() -> None:
    b = Browser()
    key = KEY_PREFIX + "endless"
    b.store.data[key] = endless(move_bound("shifting-stones", 3) + 1, 3)  # type: ignore[operator]
    kept = b.store.data[key]
    shown = b.send(ev.Command("home"))
    assert "Unreadable save" in text(shown) and "more than any real game has (3150 at most)" in text(shown)
    shown = b.send(ev.Command(f"open:{key}"))
    assert "This save can't be opened" in text(shown) and b.state.screen == "home"
    assert b.store.data[key] == kept
    # At the bound it is only a long game: it opens.
    b.store.data[key] = endless(move_bound("shifting-stones", 3) or 0, 3)
    b.send(ev.Command(f"open:{key}"))
    assert b.state.screen == "game"


@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
def test_every_save_of_the_bound_checks_its_own_player_count(game: str) -> None:
    for players in range(1, 6):
        bound = move_bound(game, players)
        assert bound is not None
        data = {"game": game, "options": {"players": players}, "actions": ["x"] * (bound + 1)}
        with pytest.raises(SaveError) as err:
            check_save_moves(data)
        assert err.value.code == "save_too_long" and err.value.params == {"moves": bound + 1, "bound": bound}
        check_save_moves({**data, "actions": ["x"] * bound})
    # No player count: the game's largest bound.
    largest = max(move_bound(game, p) or 0 for p in range(1, 6))
    check_save_moves({"game": game, "options": {}, "actions": ["x"] * largest})
    with pytest.raises(SaveError):
        check_save_moves({"game": game, "options": {"players": "x"}, "actions": ["x"] * (largest + 1)})


# ----- storage keys come over exactly -----------------------------------------------------------
@pytest.mark.parametrize(
    "key",
    [KEY_PREFIX + "a\nb", KEY_PREFIX + "a\r\nb", KEY_PREFIX + '"\\', KEY_PREFIX + "\u2028x", KEY_PREFIX],
)
def test_every_stored_key_is_listed_exactly(key: str) -> None:
    names = ["sea-stones/prefs", key, "other\n" + KEY_PREFIX + "x"]
    assert keys_from_json(json.dumps(names), KEY_PREFIX) == [key]


@pytest.mark.parametrize("bad", ["", "{", '{"a":1}', "[1]", "null"])
def test_a_key_list_that_is_not_one_says_storage_is_unreadable(bad: str) -> None:
    with pytest.raises(StorageError) as err:
        keys_from_json(bad, KEY_PREFIX)
    assert err.value.code == "unreadable"


def test_a_save_under_a_key_with_a_line_break_is_listed_and_opens() -> None:
    b = Browser()
    key = KEY_PREFIX + "line\nbreak"
    b.store.data[key] = json.dumps(PLAYING)
    shown = b.send(ev.Command("home"))
    assert listed(shown) == [key]
    # the save read, the index written with the key as it is
    assert list(read_index(b.store.data[INDEX_KEY]) or {}) == [key]
    b.send(ev.Command(f"open:{key}"))
    assert b.state.screen == "game"


def test_an_error_record_is_read_again_once_its_save_has_changed() -> None:
    b = Browser()
    key = KEY_PREFIX + "mended"
    b.store.data[key] = "{" + json.dumps(FINISHED)
    shown = b.send(ev.Command("home"))
    assert "Unreadable save" in text(shown)
    b.store.data[key] = json.dumps(FINISHED)  # another tab wrote it again, whole
    shown = b.send(ev.Command("home"))
    assert "Unreadable save" not in text(shown) and "Ada" in text(shown)
