"""The simulator's speed in CPython and in the vendored Pyodide, for this tree and another one.

Runs ``python -m game.sim ARGS --json`` (the command the speed figures quote) in each runtime, for this
tree and, with ``--before DIR`` (once or more), for other checkouts of the project (older commits,
say), alternating the trees ``--reps`` times so that all meet the same load. Prints, per runtime and
tree, every run's games per second (of wall time, and of the run's process time, which other
processes' load does not count) and the bots' decision (or turn) median, then the ratio of the
best runs and of the medians against each other tree. Pyodide runs under node through ``e2e/pyodide_run.mjs``, on
the ``game/`` sources of the tree measured. Prints figures, asserts nothing.

Usage: .venv/bin/python bench/sim_runtimes.py [--before DIR ...] [--reps 3]
[--runtime cpython,pyodide] -- tranquility --players 3 --games 300 --seed 5 --bot normal
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from runtimes import PROCESS_SECONDS, add_tree_arguments, run_snippet, trees_of  # noqa: E402

SNIPPET = r"""
import io, json, runpy, sys, contextlib, time
sys.path.insert(0, "/home/pyodide")
sys.path.insert(0, __ROOT__)
sys.argv = ["game.sim", *json.loads(__ARGS__)]
out = io.StringIO()
started = process_seconds()
with contextlib.redirect_stdout(out):
    try:
        runpy.run_module("game.sim", run_name="__main__")
    except SystemExit:
        pass
cpu = process_seconds() - started
print("CPU " + repr(cpu))
print("RESULT " + out.getvalue().strip().splitlines()[-1])
"""


def run_once(runtime: str, root: Path, args: list[str]) -> dict[str, object]:
    """One run of the simulator in ``runtime`` on the sources of ``root``: its JSON summary, and
    the process time the run took (``cpu_seconds``, imports included)."""
    code = PROCESS_SECONDS + SNIPPET.replace("__ROOT__", repr(str(root))).replace(
        "__ARGS__", repr(json.dumps(args))
    )
    done = run_snippet(runtime, root, code)
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    if done.returncode or not lines:
        raise SystemExit(f"{runtime} in {root}: failed\n{done.stderr[-2000:]}")
    summary: dict[str, object] = json.loads(lines[-1][len("RESULT ") :])
    cpu = [line for line in done.stdout.splitlines() if line.startswith("CPU ")]
    summary["cpu_seconds"] = float(cpu[-1][len("CPU ") :])
    return summary


def decision_median(summary: dict[str, object]) -> str:
    ms = summary.get("decision_ms")
    if not isinstance(ms, dict):
        return "-"
    levels = ms.get("by_level")
    if isinstance(levels, dict):
        return ", ".join(f"{level} {v['median']:.2f} ms" for level, v in levels.items())
    return f"{ms['median']:.3f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_tree_arguments(parser, reps=3)
    parser.add_argument("--runtime", default="cpython,pyodide")
    parser.add_argument("sim", nargs=argparse.REMAINDER, help="the arguments of python -m game.sim")
    args = parser.parse_args()
    sim = [a for a in args.sim if a != "--"]
    if not sim:
        parser.error("give the simulator's arguments after --")
    if "--json" not in sim:
        sim.append("--json")  # the summary is read as JSON
    trees = trees_of(args)
    print("python -m game.sim " + " ".join(sim), flush=True)
    for runtime in args.runtime.split(","):
        # Games per second of wall time (the simulator's own figure) and of process time (steadier
        # on a loaded machine: other processes' time is not counted).
        speeds: dict[str, dict[str, list[float]]] = {name: {"wall": [], "cpu": []} for name in trees}
        for _ in range(args.reps):
            for name, root in trees.items():
                summary = run_once(runtime, root, sim)
                speed = float(summary["games_per_second"])  # type: ignore[arg-type]
                cpu_speed = float(summary["games"]) / float(summary["cpu_seconds"])  # type: ignore[arg-type]
                speeds[name]["wall"].append(speed)
                speeds[name]["cpu"].append(cpu_speed)
                print(
                    f"  {runtime:8} {name:6} {speed:8.2f} games/s wall {cpu_speed:8.2f} games/s CPU"
                    f"   decisions: {decision_median(summary)}",
                    flush=True,
                )
        for clock in ("wall", "cpu"):
            for name, by_clock in speeds.items():
                values = by_clock[clock]
                print(
                    f"{runtime:8} {name:6} {clock:4} best {max(values):.2f}  median "
                    f"{statistics.median(values):.2f} games/s"
                )
            for name in speeds:
                if name == "after":
                    continue
                after, before = speeds["after"][clock], speeds[name][clock]
                best = max(after) / max(before)
                median = statistics.median(after) / statistics.median(before)
                print(
                    f"{runtime:8} {clock:4} after/{name}: {best:.2f}x (best runs), {median:.2f}x (medians)",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
