"""Presets, the difficulty meter, the daily deal and the player's stats."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from game.core.errors import SaveError
from game.core.registry import make_bot, spec
from game.core.rng import Rng
from game.ui.app.frontends import ui_for
from game.ui.deals import difficulty_table as table
from game.ui.deals.daily import DAILY, daily_result, daily_seed, share_text
from game.ui.deals.difficulty import Difficulty, effect, stones_solo
from game.ui.deals.difficulty import difficulty as measured_difficulty
from game.ui.deals.difficulty import features as module_features
from game.ui.deals.presets import CUSTOM, form_values
from game.ui.deals.presets import preset_of as spec_preset_of
from game.ui.element import Spec, find_all, text_content
from game.ui.pages.home.view import daily_section
from game.ui.pages.setup.view import setup_screen
from game.ui.pages.stats.view import record_name, stats_page
from game.ui.storage.saves import load_session_text, save_text
from game.ui.storage.stats import (
    RECENT,
    STATS_FORMAT,
    Record,
    Stats,
    is_replay,
    load_stats,
    record_game,
    record_key,
    start_daily,
    stats_text,
)
from game.ui.table.session import Seat, Session, new_session
from game.ui.widgets.meter import meter_level

TRANQUILITY = spec("tranquility")
PRESETS = TRANQUILITY.presets
BY_KEY = {preset.key: preset for preset in PRESETS}


def options_from_form(game: str, values: dict[str, str]) -> dict[str, Any]:
    return ui_for(game).options_from_form(values)


def preset_of(options: Mapping[str, Any]) -> str:
    return spec_preset_of(TRANQUILITY, options)


def difficulty(options: Mapping[str, Any], players: int) -> Difficulty | None:
    return measured_difficulty(TRANQUILITY, options, players)


def features(options: Mapping[str, Any]) -> dict[str, float]:
    return module_features(TRANQUILITY, options)


def meter(game: str, options: Mapping[str, Any], players: int) -> Spec:
    return ui_for(game).meter(options, players, "en")


# ----- presets --------------------------------------------------------------------------------
@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.key)
def test_a_preset_fills_the_form_and_is_recognised_again(preset: object) -> None:
    key = preset.key  # type: ignore[attr-defined]
    values = {"players": "3", **form_values(BY_KEY[key].options)}
    options = options_from_form("tranquility", values)
    assert preset_of(options) == key
    page = setup_screen("tranquility", values)
    chosen = find_all(
        page, lambda s: s[0] == "input" and s[1].get("name") == "preset" and s[1].get("checked") is True
    )
    assert [s[1]["value"] for s in chosen] == [key]


def test_editing_a_preset_makes_it_custom() -> None:
    values = {"players": "2", **form_values(BY_KEY["choppy"].options), "storms": "1"}
    options = options_from_form("tranquility", values)
    assert preset_of(options) == CUSTOM
    assert "Custom" in text_content(setup_screen("tranquility", values))


# ----- difficulty -----------------------------------------------------------------------------
def test_a_measured_preset_is_looked_up_not_estimated() -> None:
    found = difficulty(BY_KEY["calm"].options, 3)
    assert found is not None and not found.estimate
    wins, games = table.PRESETS["calm"][2]
    assert found.rate == wins / games and found.games == games


def test_other_option_sets_are_estimated_from_the_nearest_preset() -> None:
    options = {**BY_KEY["choppy"].options, "storms": True}
    found = difficulty(options, 4)
    assert found is not None and found.estimate and found.basis == "choppy"
    assert 0.0 < found.rate < 1.0


def test_an_estimate_moves_with_the_effect_of_the_module_changed() -> None:
    base = difficulty(BY_KEY["calm"].options, 2)
    harder = difficulty({**BY_KEY["calm"].options, "jagged_rocks": "follow"}, 2)
    assert base is not None and harder is not None
    shift = table.SWITCH_EFFECTS.get("jagged_rocks=follow", 0.0)
    assert (harder.rate < base.rate) == (shift < 0) or shift == 0


def test_counted_effects_interpolate_between_measured_amounts() -> None:
    steps = table.COUNTED_EFFECTS.get("removed_islands")
    if not steps:
        pytest.skip("no counted effects in the table")
    (x0, y0), (x1, y1) = steps[0], steps[1]
    middle = (x0 + x1) / 2
    assert effect("removed_islands", middle) == pytest.approx((y0 + y1) / 2)
    assert effect("removed_islands", 0) == 0.0
    assert features({"removed_islands": 6, "storms": True, "layout": "pyramid"}) == {
        "removed_islands": 6.0,
        "storms": 1.0,
        "layout=pyramid": 1.0,
    }


def test_the_duel_has_no_meter_and_stones_solo_has_its_own() -> None:
    assert difficulty({"competitive": True}, 2) is None
    assert meter("tranquility", {"competitive": True}, 2)[1]["data-meter"] == "none"
    solo = stones_solo()
    assert solo.games == table.STONES_SOLO[1]
    shown = meter("shifting-stones", {}, 1)
    assert shown[1]["data-meter"] == str(round(100 * solo.rate))
    assert meter("shifting-stones", {}, 3)[1]["data-meter"] == "none"


def test_the_meter_says_when_it_is_an_estimate() -> None:
    measured = meter("tranquility", BY_KEY["storm"].options, 2)
    estimated = meter("tranquility", {**BY_KEY["storm"].options, "wild_cards": 1}, 2)
    assert measured[1]["data-estimate"] == "false" and "about" not in text_content(measured)
    assert estimated[1]["data-estimate"] == "true" and "estimate" in text_content(estimated)
    assert [meter_level(r) for r in (0.9, 0.6, 0.3, 0.05)] == ["gentle", "fair", "hard", "brutal"]


def test_the_shipped_table_is_small_and_complete() -> None:
    from pathlib import Path

    assert Path(table.__file__).stat().st_size < 4096
    assert set(table.PRESETS) == {p.key for p in PRESETS}
    assert all(len(cells) == 5 and all(g > 0 for _, g in cells) for cells in table.PRESETS.values())


# ----- daily deal -----------------------------------------------------------------------------
def test_the_daily_seed_is_stable_and_changes_with_the_date_and_game() -> None:
    assert daily_seed("tranquility", "2026-12-03") == daily_seed("tranquility", "2026-12-03")
    assert daily_seed("tranquility", "2026-12-03") != daily_seed("tranquility", "2026-12-04")
    assert daily_seed("tranquility", "2026-12-03") != daily_seed("shifting-stones", "2026-12-03")
    with pytest.raises(ValueError):
        daily_seed("tranquility", "yesterday")


def test_share_text_reports_the_result_without_spoilers() -> None:
    assert share_text("tranquility", "2026-12-03", True, 3, False) == (
        "Tranquility daily 2026-12-03 — won with 3 cards to spare"
    )
    assert share_text("shifting-stones", "2026-12-03", False, 13, True) == (
        "Shifting Stones daily 2026-12-03 — lost with 13 of 16 cards scored (replay)"
    )
    assert "карты" in share_text("tranquility", "2026-12-03", True, 3, False, "ru")


def finished(session: Session) -> Session:
    """Play a session to its end, every seat (people too) played by an easy bot."""
    bot = make_bot(session.match.game, "easy")
    rng = Rng(1)
    while session.step() != "over":
        seat = session.actor()
        legal = session.rules.legal_actions(session.state)
        session = session.play(bot.choose(session.rules.view(session.state, seat), legal, rng))
    return session


def daily_session(game: str, date: str, save_id: str) -> Session:
    spec = DAILY[game]
    session = new_session(game, spec.options, [Seat("You")] * spec.players, daily_seed(game, date), save_id)
    return replace(session, daily=date)


def test_a_daily_save_remembers_its_date() -> None:
    session = daily_session("shifting-stones", "2026-12-03", "d1")
    again = load_session_text(save_text(session, "2026-12-03T10:00"))
    assert again.daily == "2026-12-03" and again.save_id == "d1"
    plain = new_session("shifting-stones", {}, [Seat("A"), Seat("B")], 5, "p")
    assert load_session_text(save_text(plain, "x")).daily == ""


def test_the_first_daily_attempt_counts_and_replays_do_not() -> None:
    stats, replay = start_daily(Stats(), "shifting-stones", "2026-12-03", "first")
    assert not replay
    stats, replay = start_daily(stats, "shifting-stones", "2026-12-03", "second")
    assert replay
    first = finished(daily_session("shifting-stones", "2026-12-03", "first"))
    second = finished(daily_session("shifting-stones", "2026-12-03", "second"))
    assert not is_replay(stats, first) and is_replay(stats, second)
    after = record_game(record_game(stats, second), first)
    entry = after.daily["shifting-stones"]["2026-12-03"]
    won, figure = daily_result(first)
    assert entry == {"save": "first", "result": "won" if won else "lost", "figure": str(figure)}
    assert after.records["shifting-stones/daily"].played == 1
    shown = text_content(daily_section(after, "2026-12-03"))
    assert "Shifting Stones daily 2026-12-03" in shown and "Replay today's Shifting Stones" in shown


# ----- stats ----------------------------------------------------------------------------------
def test_records_count_games_wins_streaks_and_averages() -> None:
    record = Record()
    for won, figure in [(True, 4), (True, 2), (False, 0), (True, 6)]:
        record = record.add(won, figure)
    assert (record.played, record.won, record.streak, record.best) == (4, 3, 1, 2)
    assert record.average == 3.0
    for _ in range(RECENT + 5):
        record = record.add(False, 1)
    assert len(record.recent) == RECENT and record.streak == 0 and record.best == 2


def test_a_finished_game_is_recorded_once_under_its_preset() -> None:
    session = finished(new_session("tranquility", BY_KEY["choppy"].options, [Seat("Ann")], 8, "g1"))
    assert record_key(session) == "tranquility/choppy"
    stats = record_game(Stats(), session)
    assert stats.records["tranquility/choppy"].played == 1
    assert record_game(stats, session) == stats
    unfinished = new_session("shifting-stones", {}, [Seat("A")], 3, "g2")
    assert record_game(stats, unfinished) == stats
    bots_only = finished(new_session("shifting-stones", {}, [Seat("A", "bot"), Seat("B", "bot")], 3, "g3"))
    assert record_game(stats, bots_only) == stats


def test_stats_round_trip_through_storage_text() -> None:
    session = finished(new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bo", "bot")], 4, "s1"))
    stats = record_game(Stats(), session)
    again = load_stats(stats_text(stats))
    assert again == stats and record_key(session) == "shifting-stones/table"


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[]",
        json.dumps({"records": {}}),
        json.dumps({"format": 1, "records": {"x": {"played": -1}}}),
    ],
)
def test_unreadable_stats_are_refused(text: str) -> None:
    with pytest.raises(SaveError) as err:
        load_stats(text)
    assert err.value.code == "stats_damaged"


def test_newer_stats_are_refused_with_their_version() -> None:
    with pytest.raises(SaveError) as err:
        load_stats(json.dumps({"format": STATS_FORMAT + 1}))
    assert err.value.code == "stats_newer"


def test_records_missing_newer_fields_take_defaults() -> None:
    old = json.dumps({"format": 1, "records": {"tranquility/calm": {"played": 2, "won": 1}}})
    stats = load_stats(old)
    assert stats.records["tranquility/calm"] == Record(played=2, won=1)
    assert load_stats(None) == Stats()


def test_the_stats_page_lists_records_and_asks_before_reset() -> None:
    stats = Stats({"tranquility/storm": Record().add(True, 3).add(False, 0)})
    page = stats_page(stats, None, False, "en")
    text = text_content(page)
    assert "Tranquility · Storm" in text and "50%" in text and "Reset stats" in text
    asking = stats_page(stats, None, True, "en")
    assert find_all(asking, lambda s: s[1].get("data-cmd") == "stats-reset:yes")
    assert record_name("shifting-stones/solo", "ru").endswith("Одиночная")
    broken = stats_page(None, "Your stats can't be used.", False, "en")
    assert "can't be used" in text_content(broken)
