"""A Python snippet run on a checkout's ``game/`` sources, in CPython or in the vendored Pyodide
(under node, through ``e2e/pyodide_run.mjs``): what the benches that compare the two runtimes share."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_snippet(runtime: str, root: Path, code: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in ``runtime`` ("cpython" or "pyodide") from ``root``; what it printed."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as handle:
        handle.write(code)
    if runtime == "pyodide":
        command = ["node", str(ROOT / "e2e" / "pyodide_run.mjs"), str(root), handle.name]
    else:
        command = [sys.executable, handle.name]
    return subprocess.run(command, capture_output=True, text=True, check=False, cwd=root)
