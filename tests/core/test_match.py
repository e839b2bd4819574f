"""Matches: undo policy, versioned saves that refuse what they cannot load, game records."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from game.core import registry
from game.core.errors import GameError, IllegalAction, SaveError
from game.core.match import SAVE_FORMAT, Match, load_save, record_to_jsonl
from tests.core.toy_game import RULES, ToyOptions


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    toy = replace(registry.spec("tranquility"), id="toy", title="Toy", rules_module="tests.core.toy_game")
    monkeypatch.setitem(registry.SPECS, "toy", toy)
    yield


def played(*actions: str) -> Match:
    match = Match.new(RULES, ToyOptions(), 7)
    for action in actions:
        match = match.play(action)
    return match


def test_play_keeps_every_state_and_the_log() -> None:
    match = played("add:1", "add:1")
    assert match.actions == ("add:1", "add:1")
    assert match.state.total == 2
    assert len(match.states) == 3


def test_undo_returns_to_the_previous_state() -> None:
    match = played("add:1", "add:1")
    assert match.undo_refusal() is None
    assert match.undo().state == played("add:1").state


def test_undo_is_refused_across_a_barrier_and_says_why() -> None:
    match = played("add:2")
    assert match.undo_refusal() is not None
    with pytest.raises(IllegalAction) as err:
        match.undo()
    assert err.value.code == "undo_hidden"
    assert "can't be undone" in str(err.value)
    nothing = Match.new(RULES, ToyOptions(), 1).undo_refusal()
    assert nothing is not None and nothing.code == "undo_nothing"
    assert str(nothing) == "Nothing to undo yet."


def test_save_round_trips_through_json_and_replays() -> None:
    match = played("add:1", "add:2", "add:1")
    data = json.loads(json.dumps(match.to_save()))
    assert data["format"] == SAVE_FORMAT
    assert data["game"] == "toy"
    assert data["seed"] == "7"
    loaded = load_save(data)
    assert loaded.actions == match.actions
    assert loaded.state == match.state


@pytest.mark.parametrize(
    ("data", "code"),
    [
        ("not a save", "save_not_object"),
        ({"game": "toy"}, "save_no_format"),
        ({"format": SAVE_FORMAT + 1, "game": "toy"}, "save_newer"),
        ({"format": 0, "game": "toy"}, "save_bad_format"),
        ({"format": 1}, "save_no_game"),
        ({"format": 1, "game": "chess", "options": {}, "seed": "1", "actions": []}, "save_unknown_game"),
        ({"format": 1, "game": "toy", "seed": "1", "actions": []}, "save_no_options"),
        (
            {"format": 1, "game": "toy", "options": {"target": -1}, "seed": "1", "actions": []},
            "save_bad_options",
        ),
        ({"format": 1, "game": "toy", "options": {}, "seed": "x", "actions": []}, "save_bad_seed"),
        ({"format": 1, "game": "toy", "options": {}, "seed": "1", "actions": "add:1"}, "save_bad_actions"),
        (
            {"format": 1, "game": "toy", "options": {}, "seed": "1", "actions": ["add:3"]},
            "save_replay_failed",
        ),
    ],
)
def test_bad_saves_are_refused_with_a_reason(data: Any, code: str) -> None:
    with pytest.raises(SaveError) as err:
        load_save(data)
    assert err.value.code == code
    assert str(err.value)


def test_a_tampered_snapshot_is_detected() -> None:
    data = played("add:1").to_save()
    data["snapshot"]["total"] = 5
    with pytest.raises(SaveError) as err:
        load_save(data)
    assert err.value.code == "save_snapshot_mismatch"


def test_record_has_a_header_and_one_line_per_action() -> None:
    match = played("add:1", "add:2")
    lines = match.record()
    assert lines[0]["step"] == 0 and lines[0]["game"] == "toy"
    assert [(line["seat"], line["action"]) for line in lines[1:]] == [(0, "add:1"), (1, "add:2")]
    text = record_to_jsonl(lines)
    assert [json.loads(row) for row in text.splitlines()] == json.loads(json.dumps(lines))


def test_unknown_game_names_are_a_clear_error() -> None:
    with pytest.raises(GameError, match="Unknown game"):
        registry.get_rules("backgammon")
    assert "tranquility" in registry.game_names()
