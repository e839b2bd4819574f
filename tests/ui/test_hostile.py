"""Nothing a browser holds can break the site: hostile stored values, a screen that fails to draw.

The app is opened the way game/web/ opens it (``initial``, then ``safe_page``), over a store
holding what an attacker or an unlucky crash could leave under every key the site reads.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.errors import GameError
from game.ui.app import events as ev
from game.ui.app.controller import initial, safe_update
from game.ui.app.page import Page, safe_page
from game.ui.app.state import AppState, Env
from game.ui.element import find_all, text_content
from game.ui.pages.error import Failure
from game.ui.storage.backend import MAX_DEPTH, MemoryStore, StorageError, TooLarge, nesting_depth, read_json
from game.ui.storage.kept import load_prefs, read_prefs
from game.ui.storage.keys import DAMAGED_PREFIX, PREFS_KEY
from game.ui.storage.saves import KEY_PREFIX, load_session_text, summaries
from game.ui.storage.stats import STATS_KEY, Stats, load_stats
from game.ui.widgets.daily_box import daily_share
from tests.ui.test_controller import Browser, setup_form

DEEP_SAVE = "[" * 100000 + "]" * 100000
GOOD_STATS = {"format": 1, "records": {}, "counted": [], "daily": {}}
#: the values of the report that each stopped the site loading on every visit
HOSTILE = [
    (f"{KEY_PREFIX}x", DEEP_SAVE),
    (PREFS_KEY, "[" * 100000),
    (PREFS_KEY, '{"pace":["x"]}'),
    (PREFS_KEY, '{"lang":{"a":1},"contrast":"yes"}'),
    (STATS_KEY, "[" * 5000),
    (
        STATS_KEY,
        json.dumps(
            {
                **GOOD_STATS,
                "daily": {"tranquility": {"2026-12-03": {"save": "1", "result": "won", "figure": "abc"}}},
            }
        ),
    ),
    (
        STATS_KEY,
        json.dumps({**GOOD_STATS, "records": {"tranquility/calm": {"played": 10**300, "total": 10**300}}}),
    ),
]


def env(store: MemoryStore) -> Env:
    return Env(store, "2026-12-03", "2026-12-03T10:00:00.000Z", lambda: 99)


def open_app(store: MemoryStore, fragment: str = "") -> tuple[AppState, Page]:
    return safe_page(initial(store, "en", fragment, env(store).today))


def text(p: Page) -> str:
    return "".join(text_content(spec) for spec in p.specs)


def cmds(p: Page) -> set[str]:
    return {str(s[1]["data-cmd"]) for spec in p.specs for s in find_all(spec, lambda s: "data-cmd" in s[1])}


@pytest.mark.parametrize(("key", "value"), HOSTILE, ids=[f"{k}:{v[:20]}" for k, v in HOSTILE])
def test_each_hostile_value_of_the_report_leaves_the_home_screen_working(key: str, value: str) -> None:
    store = MemoryStore({key: value})
    state, home = open_app(store)
    assert state.screen == "home" and home.screen == "home"
    assert {"new:tranquility", "new:shifting-stones"} <= cmds(home)
    assert store.data[key] == value  # nothing stored was changed or removed by looking


def test_a_depth_bomb_never_reaches_the_parser() -> None:
    assert nesting_depth('{"a": "[[[[[[", "b": [[1]]}') == 3
    assert nesting_depth(r'["\"[[[[", [2]]') == 2
    with pytest.raises(TooLarge):
        read_json("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), 10**6)
    with pytest.raises(TooLarge):
        read_json('"' + "x" * 100 + '"', 50)
    assert read_json("[" * MAX_DEPTH + "]" * MAX_DEPTH, 10**6) is not None


def test_a_deep_save_is_listed_as_unreadable_and_kept() -> None:
    (summary,) = summaries({f"{KEY_PREFIX}x": DEEP_SAVE})
    assert summary.failure is not None and summary.failure.code == "save_too_large"
    store = MemoryStore({f"{KEY_PREFIX}x": DEEP_SAVE})
    _, home = open_app(store)
    assert "Unreadable save" in text(home) or f"delete:{KEY_PREFIX}x" in cmds(home)


def test_damaged_prefs_give_the_defaults_with_a_notice_and_are_kept_aside_before_a_change() -> None:
    damaged = '{"pace":["x"],"lang":"ru"}'
    store = MemoryStore({PREFS_KEY: damaged})
    state, home = open_app(store)
    assert (state.lang, state.pace, state.contrast) == ("en", "normal", False)
    assert "Your settings could not be read" in text(home)
    state, effects = safe_update(state, ev.Change("pace", "slow", {}), env(store))
    writes = [e for e in effects if isinstance(e, ev.Write)]
    assert [w.key for w in writes] == [f"{DAMAGED_PREFIX}prefs/2026-12-03T10:00:00.000Z", PREFS_KEY]
    assert writes[0].text == damaged
    assert json.loads(writes[1].text)["pace"] == "slow"


def test_prefs_of_the_right_types_are_read_and_unknown_values_left_out() -> None:
    assert load_prefs('{"lang":"cs","pace":"slow","contrast":true}') == {
        "lang": "cs",
        "pace": "slow",
        "contrast": True,
    }
    assert load_prefs('{"lang":"xx","pace":"warp"}') == {}
    assert read_prefs(MemoryStore({PREFS_KEY: '{"contrast":1}'})) == ({}, '{"contrast":1}')
    assert read_prefs(MemoryStore(failing="unavailable")) == ({}, None)


def test_damaged_stats_are_kept_aside_when_the_player_resets_them() -> None:
    damaged = "[" * 5000
    b = Browser(store=MemoryStore({STATS_KEY: damaged}))
    b.send(ev.Command("stats"))
    b.send(ev.Command("stats-reset"))
    b.send(ev.Command("stats-reset:yes"))
    aside = [key for key in b.store.data if key.startswith(f"{DAMAGED_PREFIX}stats/")]
    assert len(aside) == 1 and b.store.data[aside[0]] == damaged
    assert load_stats(b.store.data[STATS_KEY]) == Stats()


def test_a_daily_figure_that_is_not_a_number_is_damage_not_a_crash() -> None:
    stats = Stats(daily={"tranquility": {"2026-12-03": {"save": "1", "result": "won", "figure": "abc"}}})
    assert daily_share(stats, "tranquility", "2026-12-03") is not None
    bad = {**GOOD_STATS, "daily": {"tranquility": {"2026-12-03": {"result": "won", "figure": "²"}}}}
    with pytest.raises(GameError):
        load_stats(json.dumps(bad))


def test_a_screen_that_fails_to_draw_shows_the_error_panel_and_home_still_works(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    b = Browser()
    b.send(ev.Command("start:tranquility", setup_form(1)))
    import game.ui.pages.play.view as game_view  # the page imports it when it draws the game

    def broken(*_args: object) -> list[object]:
        raise ZeroDivisionError("drawn badly")

    monkeypatch.setattr(game_view, "view", broken)
    state, shown = safe_page(b.state)
    assert state.screen == "error" and shown.screen == "error"
    assert {"home", "copy-report"} <= cmds(shown)
    assert isinstance(state.model, Failure) and "ZeroDivisionError: drawn badly" in state.model.report
    assert "ZeroDivisionError: drawn badly" in text(shown)
    report = state.model.report
    state, effects = safe_update(state, ev.Command("copy-report"), b.env)
    assert [e.text for e in effects if isinstance(e, ev.Copy)] == [report]
    state, _ = safe_update(state, ev.Command("home"), b.env)
    state, home = safe_page(state)
    assert state.screen == "home" and "new:tranquility" in cmds(home)


def test_a_handler_that_raises_shows_the_error_panel(monkeypatch: pytest.MonkeyPatch) -> None:
    b = Browser()
    b.send(ev.Command("start:tranquility", setup_form(1)))
    import game.ui.pages.play.update as game_update

    def broken(*_args: object) -> object:
        raise KeyError("handled badly")

    monkeypatch.setattr(game_update, "ui_for", broken)
    state, effects = safe_update(b.state, ev.Command("tile:1"), b.env)
    assert state.screen == "error" and state.session is None
    assert any(isinstance(e, ev.Report) and "KeyError" in e.text for e in effects)


# ----- property: loading never raises anything but the project's own errors ----------------------
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=30,
)
FIELDS = ("format", "game", "options", "seed", "actions", "snapshot", "seats", "id", "daily", "updated")


@st.composite
def stored_texts(draw: st.DrawFn) -> str:
    """Garbage, deep nesting, and objects shaped like our records with wrong values."""
    kind = draw(st.sampled_from(["text", "json", "deep", "shaped", "stats"]))
    if kind == "text":
        return draw(st.text(max_size=200))
    if kind == "json":
        return json.dumps(draw(JSON))
    if kind == "deep":
        depth = draw(st.integers(1, 3000))
        return draw(st.sampled_from("[{")) * depth if depth % 2 else "[" * depth + "]" * depth
    if kind == "shaped":
        data = {name: draw(JSON) for name in draw(st.lists(st.sampled_from(FIELDS), unique=True))}
        data |= draw(
            st.sampled_from(
                [{}, {"format": 1, "game": "tranquility"}, {"format": 1, "game": "shifting-stones"}]
            )
        )
        data |= draw(st.sampled_from([{}, {"options": {"players": 2}, "seed": "5", "actions": []}]))
        return json.dumps(data)
    records = draw(st.dictionaries(st.text(max_size=20), JSON, max_size=3))
    daily = draw(st.dictionaries(st.text(max_size=5), st.dictionaries(st.text(max_size=5), JSON), max_size=2))
    return json.dumps({"format": 1, "records": records, "counted": draw(JSON), "daily": daily})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(stored_texts())
def test_loading_any_stored_text_raises_only_our_errors(text: str) -> None:
    for load in (load_session_text, load_stats, load_prefs):
        try:
            loaded = load(text)
        except GameError as err:  # anything else escaping fails the test
            assert err.code.startswith(("save_", "stats_", "prefs_", "invalid", "bad_", "unknown"))
        else:
            assert loaded is not None
    (summary,) = summaries({f"{KEY_PREFIX}x": text})
    assert (summary.failure is None) == (summary.error is None)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(stored_texts(), st.sampled_from([f"{KEY_PREFIX}x", PREFS_KEY, STATS_KEY]))
def test_the_app_opens_home_whatever_is_stored(text: str, key: str) -> None:
    store = MemoryStore({key: text})
    state, home = open_app(store)
    assert state.screen == "home" and "new:tranquility" in cmds(home)
    assert store.data == {key: text}


def test_a_storage_that_refuses_to_be_read_still_opens_home() -> None:
    store = MemoryStore(failing="unreadable")
    state, home = open_app(store)
    assert state.screen == "home" and "new:shifting-stones" in cmds(home)
    with pytest.raises(StorageError):
        store.get(PREFS_KEY)


def test_a_save_stored_under_another_key_never_overwrites_the_save_its_id_names() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(1)))
    b.send(ev.Play("skip"))
    session = b.state.session
    assert session is not None
    own = f"{KEY_PREFIX}{session.save_id}"
    original = b.store.data[own]
    b.store.data[f"{KEY_PREFIX}copy"] = original  # the same text, its id naming the first save
    b.send(ev.Command("home"))
    b.send(ev.Command(f"open:{KEY_PREFIX}copy"))
    assert b.state.session is not None and b.state.session.save_id == "copy"
    b.send(ev.Play("end"))
    assert b.store.data[own] == original
    assert json.loads(b.store.data[f"{KEY_PREFIX}copy"])["actions"] == ["skip", "end"]
    assert json.loads(b.store.data[f"{KEY_PREFIX}copy"])["id"] == "copy"
