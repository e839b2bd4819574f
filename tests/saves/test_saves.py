"""Saves of every released format keep loading and replaying (the action log is the truth), the
snapshot is checked only in today's schema, and the migration tables bring old saves up."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.core import match as match_module
from game.core.errors import SaveError
from game.core.match import FORMAT_MIGRATIONS, SAVE_FORMAT, load_save, migrate, state_schema
from game.core.registry import get_rules
from game.ui.storage.saves import load_session_text, save_text

HERE = Path(__file__).parent
SAVES = sorted(HERE.glob("format*.json"))
SHAPES = HERE / "state_shapes.json"


def paths(value: Any, prefix: str = "") -> Iterator[str]:
    """Every key path of a JSON value (list items as ``[]``): the shape of a state's JSON."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield f"{prefix}.{key}"
            yield from paths(item, f"{prefix}.{key}")
    elif isinstance(value, list):
        for item in value:
            yield from paths(item, f"{prefix}[]")


def shapes_today() -> dict[str, dict[str, list[str]]]:
    """Per game and state schema, the key paths of every position of every stored save."""
    found: dict[str, dict[str, set[str]]] = {}
    for path in SAVES:
        session = load_session_text(path.read_text())
        rules = session.rules
        for state in session.match.states:
            state_json = rules.state_to_json(state)
            schemas = found.setdefault(session.match.game, {})
            schemas.setdefault(str(state_schema(state_json)), set()).update(paths(state_json))
    return {game: {k: sorted(v) for k, v in s.items()} for game, s in sorted(found.items())}


def test_every_released_format_is_kept() -> None:
    formats = {json.loads(path.read_text())["format"] for path in SAVES}
    assert formats == set(range(1, SAVE_FORMAT + 1))
    assert set(FORMAT_MIGRATIONS) == set(range(1, SAVE_FORMAT))


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.stem)
def test_a_stored_save_loads_replays_and_saves_again(path: Path) -> None:
    data = json.loads(path.read_text())
    session = load_session_text(path.read_text())
    assert list(session.match.actions) == data["actions"]
    assert [seat.to_json() for seat in session.seats] == data["seats"]
    assert session.rules.state_to_json(session.state) == data["snapshot"]
    again = json.loads(save_text(session, "2026-12-02T00:00:00.000Z"))
    assert again["format"] == SAVE_FORMAT and again["actions"] == data["actions"]
    assert load_session_text(json.dumps(again)).match.states == session.match.states


def test_the_state_shapes_match_their_schema() -> None:
    """Changing a game's state JSON without a new schema number fails here: a save of the old
    shape would then be checked against the new one."""
    assert shapes_today() == json.loads(SHAPES.read_text()), (
        "a state's JSON changed: give it a new schema (its 'schema' field) and re-pin state_shapes.json"
    )


def newest() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((HERE / "format2-2026-12-stones-pair.json").read_text())
    return data


def test_a_snapshot_of_another_schema_is_set_aside_and_the_log_replays() -> None:
    data = newest()
    older = {**data, "schema": 0, "snapshot": {"made": "by an older state format"}}
    assert load_save(older).actions == tuple(data["actions"])
    # In today's schema the snapshot is still checked: an altered one is refused.
    altered = {**data, "snapshot": {**data["snapshot"], "turn": 999}}
    with pytest.raises(SaveError) as refused:
        load_save(altered)
    assert refused.value.code == "save_snapshot_mismatch"


def test_a_state_schema_bumped_today_leaves_every_stored_save_open(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue case: a game's state JSON gains a new schema; every game in progress still opens."""
    rules = get_rules("shifting-stones")
    real = type(rules).state_to_json

    def bumped(self: Any, state: Any) -> dict[str, Any]:
        return {**real(self, state), "schema": 2, "new_field": True}

    monkeypatch.setattr(type(rules), "state_to_json", bumped)
    for path in SAVES:
        if "stones" in path.name:
            session = load_session_text(path.read_text())
            assert list(session.match.actions) == json.loads(path.read_text())["actions"]


def test_format_1_is_migrated_with_the_schema_of_its_snapshot() -> None:
    data = json.loads((HERE / "format1-610c1b7-stones-pair.json").read_text())
    up = migrate(data)
    assert up["format"] == SAVE_FORMAT and up["options_version"] == 1
    assert up["schema"] == data["snapshot"]["schema"] == 1
    tranquility = json.loads((HERE / "format1-610c1b7-tranquility-solo.json").read_text())
    assert "schema" not in tranquility["snapshot"] and migrate(tranquility)["schema"] == 1


def test_options_migrations_run_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """A future options version: version-1 options are brought up through the table's steps."""

    def rename(options: dict[str, Any]) -> dict[str, Any]:
        seats = options.pop("seats")
        return {**options, "players": seats}

    tables = {
        **match_module.OPTIONS_MIGRATIONS,
        "shifting-stones": {1: lambda o: {**o, "seats": o["players"]}, 2: rename},
    }
    monkeypatch.setattr(match_module, "OPTIONS_MIGRATIONS", tables)
    data = newest()
    up = migrate(data)
    assert up["options_version"] == 3 and up["options"] == data["options"]
    assert load_save(data).actions == tuple(data["actions"])
    with pytest.raises(SaveError) as newer:
        migrate({**data, "options_version": 4})
    assert newer.value.code == "save_newer"


@pytest.mark.parametrize("fmt", [0, SAVE_FORMAT + 1, "2", True, None])
def test_unknown_formats_are_refused_by_name(fmt: Any) -> None:
    with pytest.raises(SaveError) as refused:
        migrate({**newest(), "format": fmt})
    assert refused.value.code in ("save_bad_format", "save_newer", "save_no_format")
