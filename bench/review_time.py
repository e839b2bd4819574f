"""How long a game review takes, in CPython and in the vendored Pyodide (the browser's Python).

Plays one seeded game per case with bots of one level, then times ``game.review.review`` of
seat 0; prints one line per case and runtime, with the mistakes the review flags (run it with
``--bot easy`` and ``--bot hard`` to compare them). Prints figures, asserts nothing. Pyodide runs under
node through ``e2e/pyodide_run.mjs``.

Usage: .venv/bin/python bench/review_time.py [--runtime cpython,pyodide] [--bot normal]
[--seeds 1,2]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from runtimes import run_snippet  # noqa: E402

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
        started = time.perf_counter()
        result = review(game, options, seed, actions, 0)
        seconds = time.perf_counter() - started
        print(json.dumps({"game": game_id, "players": players, "seed": seed, "steps": len(actions),
                          "decisions": len(result.decisions), "mistakes": len(result.mistakes),
                          "mistake_rate": round(result.mistake_rate, 3), "seconds": round(seconds, 2)}))
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runtime", default="cpython,pyodide")
    parser.add_argument("--bot", default="normal")
    parser.add_argument("--seeds", default="1,2")
    args = parser.parse_args()
    config = {"cases": CASES, "bot": args.bot, "seeds": [int(s) for s in args.seeds.split(",")]}
    code = SNIPPET.replace("__CONFIG__", repr(json.dumps(config))).replace("__ROOT__", repr(str(ROOT)))
    for runtime in args.runtime.split(","):
        done = run_snippet(runtime, ROOT, code)
        if done.returncode:
            print(f"{runtime}: failed\n{done.stderr[-2000:]}", file=sys.stderr)
            return 1
        for line in done.stdout.splitlines():
            if line.startswith("{"):
                print(runtime, line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
