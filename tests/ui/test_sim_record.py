"""``python -m game.sim … --record PATH``: a path that cannot be written is one line and exit 2,
before any game is played; a good path gets the records."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.core.registry import GAMES
from game.sim import main


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_a_record_path_in_a_missing_directory_is_one_line_and_exit_2(
    game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([game, "--games", "1", "--record", "/nonexistent/dir/x.jsonl"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert (
        err
        == "python -m game.sim: error: cannot write --record /nonexistent/dir/x.jsonl: no such directory: /nonexistent/dir\n"
    )


def test_a_record_path_that_is_a_directory_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["tranquility", "--games", "1", "--record", str(tmp_path)]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_the_command_line_prints_no_traceback() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "game.sim",
            "tranquility",
            "--games",
            "1",
            "--record",
            "/nonexistent/dir/x.jsonl",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_a_writable_record_path_gets_one_record_a_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "games.jsonl"
    assert main(["tranquility", "--games", "2", "--players", "2", "--record", str(path)]) == 0
    lines = path.read_text(encoding="utf-8").splitlines()
    assert sum(1 for line in lines if '"step":0' in line) == 2
    capsys.readouterr()
