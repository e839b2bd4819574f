"""The registered ``RULES`` object: options, JSON, undo barriers, rulings."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from game.core.errors import InvalidOptions, SaveError
from game.core.match import Match
from game.core.registry import get_rules
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.rules import RULES
from game.shifting_stones.rulings import RULINGS, ruling
from tests.shifting_stones.scenario import position

PACKAGE = Path(__file__).resolve().parents[2] / "game" / "shifting_stones"


def test_the_registry_finds_the_rules_by_name() -> None:
    assert get_rules("shifting-stones") is RULES


def test_options_default_to_two_players_and_round_trip() -> None:
    assert RULES.options_from_json({}) == ShiftingStonesOptions(players=2)
    for n in range(1, 6):
        options = RULES.options_from_json({"players": n})
        assert RULES.num_players(options) == n
        assert RULES.options_from_json(RULES.options_to_json(options)) == options


@pytest.mark.parametrize("bad", [0, 6, -1, True, 2.0, "2", None])
def test_a_bad_player_count_is_refused_naming_the_option(bad: object) -> None:
    with pytest.raises(InvalidOptions) as refused:
        RULES.options_from_json({"players": bad})
    assert refused.value.option == "players"


def test_shift_flip_and_score_can_be_undone_but_end_and_skip_cannot() -> None:
    match = Match(RULES, ShiftingStonesOptions(), 0, (), (position("BHM/BHT/DOT", ["c13 c1 c2", ""]),), ())
    match = match.play("flip:8/discard:c1").play("swap:7-8/discard:c2").play("score:c13")
    assert match.barriers == (False, False, False)
    assert match.undo().undo().undo().state == match.states[0]
    ended = match.play("end")
    assert ended.barriers[-1] and ended.undo_refusal() is not None
    skipped = Match(RULES, ShiftingStonesOptions(), 0, (), (position("SFH/OBD/TDH", ["c1", ""]),), ()).play(
        "skip"
    )
    assert skipped.barriers == (True,)


def test_a_state_round_trips_through_json_text() -> None:
    state = RULES.new_game(ShiftingStonesOptions(players=4), 12)
    data = json.loads(json.dumps(RULES.state_to_json(state)))
    assert RULES.state_from_json(data) == state


@pytest.mark.parametrize(
    "damage",
    [
        {"schema": 99},
        {"game": "tranquility"},
        {"grid": "SSS/SSS/SSS"},
        {"hands": [["c1"], ["c1"]]},
        {"deck": ["c99"]},
        {"current": 7},
        {"rng": "zz"},
        {"players": 9},
    ],
)
def test_a_damaged_state_is_refused_with_a_save_error(damage: dict[str, object]) -> None:
    data = RULES.state_to_json(RULES.new_game(ShiftingStonesOptions(), 1))
    with pytest.raises(SaveError):
        RULES.state_from_json({**data, **damage})


def test_rulings_have_unique_ids_sections_and_sentences() -> None:
    ids = [r.id for r in RULINGS]
    assert len(ids) == len(set(ids))
    assert all(r.rule in {"B1", "B2", "B3", "B4", "B5", "B6"} for r in RULINGS)
    assert all(r.text.endswith(".") and r.text[0].isupper() for r in RULINGS)
    assert ruling("bonus_needs_a_one_point_card").rule == "B5"  # RULES.md's own [ruling]
    assert json.loads(json.dumps(rulings_json())) == rulings_json()


def test_the_engine_uses_no_random_or_time_module() -> None:
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {
            alias.name.split(".")[0]
            for node in ast.walk(tree)
            if isinstance(node, ast.Import)
            for alias in node.names
        }
        names |= {
            (node.module or "").split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
        }
        forbidden = {"random", "js", "pyodide", "pyscript", "time"}
        assert not names & forbidden, f"{path.name} imports {names & forbidden}"


def rulings_json() -> list[dict[str, str]]:
    """The rulings as JSON."""
    return [{"id": r.id, "rule": r.rule, "text": r.text} for r in RULINGS]
