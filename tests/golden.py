"""Golden files: a seeded game written as text, compared with the file kept beside its test."""

from __future__ import annotations

import os
from pathlib import Path


def check_golden(path: Path, text: str) -> None:
    """``text`` must equal the file at ``path``; with ``UPDATE_GOLDEN=1`` the file is rewritten first.
    A missing file fails (it is never written silently)."""
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: run with UPDATE_GOLDEN=1 to write it"
    assert text == path.read_text(encoding="utf-8"), f"{path.name} differs: review, then UPDATE_GOLDEN=1"
