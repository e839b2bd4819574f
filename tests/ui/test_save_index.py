"""Thousands of saves: home draws from a small index without replaying a save; the index is
rebuilt when missing or damaged; a storage meter; finished games beyond the player's limit are
removed only once they confirm; when storage is full, the player chooses what to remove."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.match import Match
from game.ui import events as ev
from game.ui.element import find_all
from game.ui.page import Page
from game.ui.saves import INDEX_KEY, KEY_PREFIX, read_index
from game.ui.store import nesting_depth
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


def test_home_lists_the_latest_fifty_then_all_on_request() -> None:
    b = Browser()
    keys = stored(b, 60)
    shown = b.send(ev.Command("home"))
    assert len(listed(shown)) == 50 and "saves-all" in cmds(shown) and "Show all 60" in text(shown)
    assert set(listed(shown)) == set(keys[10:])
    shown = b.send(ev.Command("saves-all"))
    assert len(listed(shown)) == 60 and "saves-all" not in cmds(shown)


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
    from game.ui.controller import initial

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
