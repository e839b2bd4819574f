"""How long a game review takes, in CPython and in the vendored Pyodide (the browser's Python).

Plays one seeded game per case with bots of one level, then times ``game.review.review`` of
seat 0; prints one line per case and runtime, with the mistakes the review flags (run it with
``--bot easy`` and ``--bot hard`` to compare them), its wall time (``seconds``) and its process
time (``cpu_seconds``, which other processes' load does not count; in Pyodide node's own count). With ``--before DIR`` (once or
more) the reviews of other checkouts of the project run too, the trees alternating ``--reps``
times so that all meet the same load, and the best and median times of each tree close the
output. Prints figures, asserts nothing. Pyodide runs under node through ``e2e/pyodide_run.mjs``,
on the ``game/`` sources of the tree measured.

Usage: .venv/bin/python bench/review_time.py [--runtime cpython,pyodide] [--bot normal]
[--seeds 1,2] [--before DIR ...] [--reps 1] [--game tranquility]
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

#: (game, players) reviewed.
CASES = (("tranquility", 3), ("shifting-stones", 2))

SNIPPET = r"""
import json, sys, time
sys.path.insert(0, "/home/pyodide")
sys.path.insert(0, __ROOT__)
from game.core.registry import spec
from game.review import review
from game.review.__main__ import play

CONFIG = json.loads(__CONFIG__)
for game_id, players in CONFIG["cases"]:
    game = spec(game_id)
    options = game.parse_options({"players": players})
    for seed in CONFIG["seeds"]:
        actions = play(game, options, seed, CONFIG["bot"])
        started, cpu = time.perf_counter(), process_seconds()
        result = review(game, options, seed, actions, 0)
        seconds, cpu = time.perf_counter() - started, process_seconds() - cpu
        print(json.dumps({"game": game_id, "players": players, "seed": seed, "steps": len(actions),
                          "decisions": len(result.decisions), "mistakes": len(result.mistakes),
                          "mistake_rate": round(result.mistake_rate, 3), "seconds": round(seconds, 2),
                          "cpu_seconds": round(cpu, 2)}))
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runtime", default="cpython,pyodide")
    parser.add_argument("--bot", default="normal")
    parser.add_argument("--seeds", default="1,2")
    parser.add_argument("--game", default=None, help="only this game's case (default: every case)")
    add_tree_arguments(parser, reps=1)
    args = parser.parse_args()
    cases = [case for case in CASES if args.game in (None, case[0])]
    config = {"cases": cases, "bot": args.bot, "seeds": [int(s) for s in args.seeds.split(",")]}
    trees = trees_of(args)
    for runtime in args.runtime.split(","):
        # (tree, game, seed) -> wall and process seconds of every run
        times: dict[tuple[str, str, int], dict[str, list[float]]] = {}
        for _ in range(args.reps):
            for name, root in trees.items():
                code = PROCESS_SECONDS + SNIPPET.replace("__CONFIG__", repr(json.dumps(config))).replace(
                    "__ROOT__", repr(str(root))
                )
                done = run_snippet(runtime, root, code)
                if done.returncode:
                    print(f"{runtime} in {root}: failed\n{done.stderr[-2000:]}", file=sys.stderr)
                    return 1
                for line in done.stdout.splitlines():
                    if line.startswith("{"):
                        print(runtime, name if args.before else "", line, flush=True)
                        row = json.loads(line)
                        spent = times.setdefault((name, row["game"], row["seed"]), {"wall": [], "cpu": []})
                        spent["wall"].append(row["seconds"])
                        spent["cpu"].append(row["cpu_seconds"])
        if args.before or args.reps > 1:
            for (name, game, seed), spent in times.items():
                print(
                    f"{runtime:8} {name:7} {game} seed {seed}: wall best {min(spent['wall']):.2f} s median "
                    f"{statistics.median(spent['wall']):.2f} s, CPU best {min(spent['cpu']):.2f} s median "
                    f"{statistics.median(spent['cpu']):.2f} s",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
