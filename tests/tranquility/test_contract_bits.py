"""Options, notation, views, saves, rulings and the command line of Tranquility."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import game.tranquility as package
from game.core.errors import IllegalAction, InvalidOptions
from game.core.match import Match, load_save
from game.core.rng import Rng
from game.sim import main as sim_main
from game.tranquility.actions import Action, format_action, parse_action
from game.tranquility.options import TranquilityOptions, options_from_json, options_to_json
from game.tranquility.rules import RULES
from game.tranquility.rulings import RULINGS
from tests.tranquility.notation import do, position
from tests.tranquility.playout import playout


@pytest.mark.parametrize(
    ("data", "option"),
    [
        ({"players": 0}, "players"),
        ({"players": 6}, "players"),
        ({"removed_islands": 13}, "removed_islands"),
        ({"removed_islands": 2}, "removed_islands"),
        ({"sea_monsters": 2}, "sea_monsters"),
        ({"jagged_rocks": "sideways"}, "jagged_rocks"),
        ({"storms": 1}, "storms"),
        ({"wild_cards": 4}, "wild_cards"),
        ({"layout": "tower"}, "layout"),
        ({"players": 3, "competitive": True}, "competitive"),
        ({"colour": "blue"}, "colour"),
    ],
)
def test_invalid_options_name_the_option(data: dict[str, object], option: str) -> None:
    with pytest.raises(InvalidOptions) as err:
        options_from_json(data)
    assert err.value.option == option and err.value.code


def test_options_round_trip_through_json() -> None:
    o = TranquilityOptions(players=4, removed_islands=4, jagged_rocks="manual", storms=True, layout="pyramid")
    assert options_from_json(json.loads(json.dumps(options_to_json(o)))) == o
    assert options_from_json({}) == TranquilityOptions()


@pytest.mark.parametrize(
    "text",
    [
        "play:37@14",
        "play:37@14/discard:12,55",
        "play:W=37@14/discard:12,F",
        "start",
        "start:W",
        "finish",
        "finish:W",
        "monster:@14",
        "discard:3,80",
        "discard:F,S",
        "shares:3,3,2",
        "give:12,55,W",
        "rocks:3",
        "rocks:stay/discard:12,55",
        "compass:yes",
        "compass:no",
        "squall:12,55",
        "lightning:12",
    ],
)
def test_every_action_has_one_canonical_string(text: str) -> None:
    assert format_action(parse_action(text)) == text
    assert isinstance(parse_action(text), Action)


@pytest.mark.parametrize(
    "text", ["", "play", "play:37", "play:0@3", "play:037@3", "discard:X", "shares:a", "warp:1"]
)
def test_text_that_is_no_action_is_refused_with_a_reason(text: str) -> None:
    with pytest.raises(IllegalAction) as err:
        parse_action(text)
    assert err.value.code == "bad_action_syntax"


def test_a_follow_up_decision_must_come_before_anything_else() -> None:
    s = do(position("start: no; hand0: S 1 2; hand1: 5"), "start")
    with pytest.raises(IllegalAction, match="must first enter how the team splits") as err:
        RULES.apply(s, "discard:1,2")
    assert err.value.code == "decision_pending"


def test_views_are_json_and_never_show_other_hands_or_piles() -> None:
    s = RULES.new_game(TranquilityOptions(players=3, storms=True), 2)
    for seat in (None, 0, 1, 2):
        view = RULES.view(s, seat)
        assert json.loads(json.dumps(view)) == view
        assert view["hand_sizes"] == [5, 5, 5]
        assert "piles" not in view and "hands" not in view
    assert RULES.view(s, 1)["hand"] == [str(c) for c in s.hands[1]]


def test_changing_hidden_cards_leaves_a_seats_view_unchanged() -> None:
    steps = list(playout({"players": 4, "storms": True, "sea_monsters": 4, "removed_islands": 6}, 11, 0.6))
    rng = Rng(3)
    for before, _, _ in steps[::3]:
        for seat in range(4):
            other = RULES.resample_hidden(before, seat, rng)
            assert RULES.view(other, seat) == RULES.view(before, seat)
            assert other.hands[seat] == before.hands[seat]
    mid = steps[len(steps) // 2][0]
    assert any(RULES.resample_hidden(mid, 0, rng).hands[1] != mid.hands[1] for _ in range(5))


def test_actions_that_draw_or_pass_the_turn_cannot_be_undone() -> None:
    s = do(position("start: no; hand0: S 1 2 3 4; pile0: 6 7; hand1: 5"), "start")
    after = RULES.apply(s, "shares:2,6")
    assert not RULES.undo_barrier(s, "shares:2,6", after)
    played = RULES.apply(position("hand0: 1 2 3; hand1: 5"), "discard:1,2")
    assert RULES.undo_barrier(position("hand0: 1 2 3; hand1: 5"), "discard:1,2", played)


def test_a_saved_game_loads_back_by_replaying_its_moves() -> None:
    o = TranquilityOptions(players=3, storms=True, jagged_rocks="manual")
    match = Match.new(RULES, o, 77)
    for _ in range(25):
        if RULES.is_terminal(match.state):
            break
        match = match.play(RULES.legal_actions(match.state)[0])
    loaded = load_save(json.loads(json.dumps(match.to_save())))
    assert loaded.state == match.state
    record = match.record()
    assert record[0]["step"] == 0 and record[-1]["step"] == len(match.actions)
    assert "hand" not in json.dumps(record) or all(line["public"].get("hand") is None for line in record)


def test_every_ruling_is_listed_in_the_package_docstring() -> None:
    doc = package.__doc__ or ""
    assert len({r.id for r in RULINGS}) == len(RULINGS)
    for ruling in RULINGS:
        assert f"- {ruling.id}:" in doc
        assert ruling.text.endswith(".") and ruling.source in ("rules", "engine")


def test_the_command_line_plays_games_and_writes_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "games.jsonl"
    argv = ["tranquility", "--players", "2", "--games", "3", "--seed", "5", "--json", "--record", str(out)]
    assert sim_main(argv) == 0
    summary = json.loads(capsys.readouterr().out)
    for key in ("games", "wins", "losses", "win_rate", "avg_cells_filled", "games_per_second"):
        assert key in summary
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [line["step"] for line in lines].count(0) == 3
    argv = ["tranquility", "--players", "2", "--games", "12", "--seed", "7", "--json"]
    assert sim_main([*argv, "--options", '{"competitive":true}']) == 0
    duel = json.loads(capsys.readouterr().out)
    assert "losses" not in duel and "win_rate" not in duel
    assert len(duel["wins"]) == 2 and duel["decided"] == sum(duel["wins"])
    assert duel["decided"] + duel["draws"] == duel["games"] == 12
    assert duel["decided_share"] == duel["decided"] / 12
    assert duel["seat_win_rates"] == [w / 12 for w in duel["wins"]]
    for (low, high), rate in zip(duel["seat_ci95"], duel["seat_win_rates"], strict=True):
        assert low <= rate <= high
    with pytest.raises(SystemExit):
        sim_main(["tranquility", "--players", "3", "--games", "1", "--options", '{"competitive":true}'])
