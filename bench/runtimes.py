"""A Python snippet run on a checkout's ``game/`` sources, in CPython or in the vendored Pyodide
(under node, through ``e2e/pyodide_run.mjs``): what the benches that compare the two runtimes share."""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


#: Python for a snippet: ``process_seconds()``, the process time of the runtime's process. In
#: Pyodide ``time.process_time`` follows the wall clock, so node's own count is read instead
#: (``process.cpuUsage``: every thread of node, the engine's compiler and collector included).
PROCESS_SECONDS = r"""
import time as _time
try:
    from js import process as _node

    def process_seconds():
        used = _node.cpuUsage()
        return (used.user + used.system) / 1e6
except ImportError:
    process_seconds = _time.process_time
"""


def run_snippet(runtime: str, root: Path, code: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in ``runtime`` ("cpython" or "pyodide") from ``root``; what it printed."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as handle:
        handle.write(code)
    if runtime == "pyodide":
        command = ["node", str(ROOT / "e2e" / "pyodide_run.mjs"), str(root), handle.name]
    else:
        command = [sys.executable, handle.name]
    return subprocess.run(command, capture_output=True, text=True, check=False, cwd=root)


def add_tree_arguments(parser: argparse.ArgumentParser, reps: int) -> None:
    """``--before DIR`` (repeatable: other checkouts to compare with) and ``--reps``."""
    parser.add_argument(
        "--before",
        type=Path,
        action="append",
        default=[],
        help="another checkout to compare with (repeatable)",
    )
    parser.add_argument("--reps", type=int, default=reps, help="runs of each tree, alternating")


def trees_of(args: argparse.Namespace) -> dict[str, Path]:
    """The trees to measure, by name: each ``--before`` ("before", or "before1", "before2"...)
    and this one ("after"), printed."""
    trees: dict[str, Path] = {}
    for i, before in enumerate(args.before):
        trees["before" if len(args.before) == 1 else f"before{i + 1}"] = before.resolve()
    trees["after"] = ROOT
    if args.before:
        for name, root in trees.items():
            print(f"{name}: {root}", flush=True)
    return trees
