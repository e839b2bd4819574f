"""The Shifting Stones strength table keeps its hand-written text when it is regenerated."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def regenerate(out: Path, cache: Path) -> str:
    command = [sys.executable, "-m", "bench.bots_shifting_stones", "--row", "easy:2", "--seed", "t"]
    subprocess.run(
        [*command, "--out", str(out), "--cache", str(cache)], cwd=ROOT, check=True, capture_output=True
    )
    return out.read_text(encoding="utf-8")


def test_regenerating_the_table_keeps_the_text_below_it(tmp_path: Path) -> None:
    out = tmp_path / "table.md"
    out.write_text(
        "# Old title\n\n| players | levels |\n|---|---|\n| 1 | easy |\n\nWhy the figures are what they are.\n",
        encoding="utf-8",
    )
    text = regenerate(out, tmp_path / "cache")
    assert text.startswith("# Shifting Stones bots")
    assert text.count("| 1 | easy | 2 |") == 1
    assert "| 1 | easy |\n" not in text
    lines = text.rstrip().splitlines()
    assert lines[-3].startswith("| 1 | easy | 2 |")
    assert lines[-2:] == ["", "Why the figures are what they are."]


def test_a_new_table_has_no_text_below_it(tmp_path: Path) -> None:
    text = regenerate(tmp_path / "new.md", tmp_path / "cache")
    assert text.rstrip().splitlines()[-1].startswith("| 1 | easy | 2 |")
