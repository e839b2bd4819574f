"""``python -m game.sim shifting-stones``: the summary and the game records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.sim import main
from game.sim.shifting_stones import _by_entry


def run_sim(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(["shifting-stones", *args, "--json"]) == 0
    summary: dict[str, object] = json.loads(capsys.readouterr().out)
    return summary


def test_a_multiplayer_summary_has_wins_scores_and_turns_per_seat(capsys: pytest.CaptureFixture[str]) -> None:
    summary = run_sim(capsys, "--players", "3", "--games", "6", "--seed", "1", "--policy", "scorer")
    assert summary["games"] == 6 and summary["unfinished"] == 0
    wins = summary["wins"]
    assert isinstance(wins, list) and len(wins) == 3 and abs(sum(wins) - 6) < 1e-6
    assert isinstance(summary["avg_score"], list) and len(summary["avg_score"]) == 3
    assert isinstance(summary["avg_turns"], float | int) and summary["avg_turns"] > 0
    assert "games_per_second" in summary


def test_uniformly_random_players_finish_their_games(capsys: pytest.CaptureFixture[str]) -> None:
    summary = run_sim(capsys, "--players", "2", "--games", "1", "--seed", "3")
    assert summary["policy"] == "random" and summary["unfinished"] == 0


def test_the_solo_summary_counts_games_won_and_strikes(capsys: pytest.CaptureFixture[str]) -> None:
    summary = run_sim(capsys, "--players", "1", "--games", "10", "--seed", "2")
    assert isinstance(summary["wins"], int) and 0 <= summary["wins"] <= 10
    assert isinstance(summary["avg_strikes"], float | int) and 0 <= summary["avg_strikes"] <= 4


def test_the_same_seed_gives_the_same_figures(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--players", "4", "--games", "3", "--seed", "9", "--policy", "scorer")
    first = run_sim(capsys, *args)
    second = run_sim(capsys, *args)
    first.pop("games_per_second")
    second.pop("games_per_second")
    assert first == second


def test_record_writes_a_header_and_a_line_per_action(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "games.jsonl"
    summary = run_sim(
        capsys, "--players", "2", "--games", "2", "--seed", "5", "--policy", "scorer", "--record", str(path)
    )
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    headers = [line for line in lines if line["step"] == 0]
    assert len(headers) == 2 and all(h["game"] == "shifting-stones" for h in headers)
    assert len(lines) - 2 == round(float(str(summary["avg_actions"])) * 2)
    assert all("hand" not in line["public"] for line in lines), "records hold public information only"


@pytest.mark.parametrize("bad", [["--players", "6"], ["--players", "0"], ["--games", "0"]])
def test_bad_arguments_are_usage_errors(bad: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["shifting-stones", *bad])
    assert stopped.value.code == 2


def test_bots_play_one_seat_per_level_and_report_wins_in_that_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    summary = run_sim(capsys, "--bots", "normal,easy", "--games", "2", "--seed", "4")
    assert summary["bots"] == ["normal", "easy"] and summary["players"] == 2
    wins = summary["wins"]
    assert isinstance(wins, list) and len(wins) == 2 and abs(sum(wins) - 2) < 1e-6
    ci95 = summary["ci95"]
    rate = summary["win_rate"]
    assert isinstance(ci95, list) and isinstance(rate, float | int)
    assert 0 <= ci95[0] <= rate <= ci95[1] <= 1
    timing = summary["decision_ms"]
    assert isinstance(timing, dict) and timing["median"] <= timing["p95"]
    assert set(timing["by_level"]) == {"normal", "easy"}


def test_one_bot_level_is_the_solo_game_with_a_win_rate(capsys: pytest.CaptureFixture[str]) -> None:
    summary = run_sim(capsys, "--bots", "easy", "--players", "1", "--games", "3", "--seed", "4")
    assert summary["players"] == 1 and isinstance(summary["wins"], int)
    assert summary["win_rate"] == round(summary["wins"] / 3, 4)
    assert "decision_ms" in summary and len(summary["ci95"]) == 2  # type: ignore[arg-type]


def test_seats_rotate_so_that_no_level_always_starts() -> None:
    # Game 1 of two levels: seat 0 is played by the second level.
    assert _by_entry(["seat0", "seat1"], [1, 0]) == ["seat1", "seat0"]


@pytest.mark.parametrize(
    "bad", [["--bots", "hard,normal", "--players", "3"], ["--bots", "hard,grandmaster"], ["--bots", ","]]
)
def test_bad_bot_arguments_are_usage_errors(bad: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["shifting-stones", *bad])
    assert stopped.value.code == 2
