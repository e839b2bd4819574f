"""Bot decision times inside Pyodide (the browser's Python), measured under node.

Loads the vendored Pyodide with node, copies our ``game/`` sources into its file system, plays
``--games`` seeded games per level with every seat a bot of that level, and prints the median and
95th percentile per level of one ``Bot.choose`` and of a whole turn (every decision of a seat
until the turn passes, or, in Shifting Stones, ends with ``end`` or ``skip``; Pyodide wall
time, in ms). Prints figures, asserts nothing. Works for any game whose package has ``bots.make_bot(level)``; the games are
played by ``game.core.table`` (its seeding), with ``bots.table_decision`` (Tranquility's Start
split) for a decision the table shares when the package has one.

Usage: .venv/bin/python bench/bots_browser.py [--game tranquility|shifting-stones]
[--levels easy,normal,hard] [--players 3] [--games 3] [--options JSON]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "static" / "vendor" / "pyodide-314.0.7"
PACKAGES = {"tranquility": "tranquility", "shifting-stones": "shifting_stones"}

DRIVER = r"""
import fs from "node:fs";
import path from "node:path";
const { loadPyodide } = await import(process.env.PYODIDE_MJS);
const pyodide = await loadPyodide({ indexURL: process.env.PYODIDE_DIR + "/" });
const root = process.env.GAME_ROOT;
function copy(dir) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "__pycache__") continue;
      pyodide.FS.mkdirTree("/home/pyodide/" + rel);
      copy(rel);
    } else if (entry.name.endsWith(".py")) {
      pyodide.FS.writeFile("/home/pyodide/" + rel, fs.readFileSync(path.join(root, rel), "utf8"));
    }
  }
}
pyodide.FS.mkdirTree("/home/pyodide/game");
copy("game");
const out = pyodide.runPython(fs.readFileSync(process.env.BENCH_PY, "utf8"));
console.log(out);
"""

BENCH = r"""
import json, sys, time
sys.path.insert(0, "/home/pyodide")
from importlib import import_module
from game.core.registry import get_rules
from game.core.stats import percentile
from game.core.table import play_bots

CONFIG = json.loads(__CONFIG__)
clock_now = getattr(time, CONFIG["clock"])
rules = get_rules(CONFIG["game"])
bots = import_module("game." + CONFIG["package"] + ".bots")
together = getattr(bots, "table_decision", None)
report = {}
def spread(values):
    values = sorted(values)
    return {
        "count": len(values),
        "median_ms": percentile(values, 0.5),
        "p95_ms": percentile(values, 0.95),
        "max_ms": values[-1] if values else 0.0,
    }

def turn_over(seat, action, next_seat):
    # A whole turn: every decision until the turn passes or ends (end/skip close a
    # Shifting Stones turn even when the same seat plays next, as in the solo game).
    return next_seat != seat or action in ("end", "skip")

for level in CONFIG["levels"]:
    times = []
    turns = []
    for g in range(CONFIG["games"]):
        seed = 500 + g
        options = rules.options_from_json({**CONFIG["options"], "players": CONFIG["players"]})
        bot = bots.make_bot(level)
        played = play_bots(rules, options, seed, [bot] * CONFIG["players"], together=together, timer=clock_now)
        times += [1000 * t for t in played.seconds if t is not None]
        turns += [1000 * t for _, t in played.turn_seconds(turn_over)]
    report[level] = {"decisions": spread(times), "turns": spread(turns)}
json.dumps(report)
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tranquility", choices=sorted(PACKAGES))
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=3, help="games per level (default 3)")
    parser.add_argument("--options", default="{}", help="options as a JSON object")
    parser.add_argument(
        "--clock",
        default="perf_counter",
        choices=["perf_counter", "process_time"],
        help="wall time (default) or the process's CPU time, steadier on a busy machine",
    )
    args = parser.parse_args()
    config = {
        "game": args.game,
        "package": PACKAGES[args.game],
        "levels": args.levels.split(","),
        "players": args.players,
        "games": args.games,
        "options": json.loads(args.options),
        "clock": args.clock,
    }
    with tempfile.TemporaryDirectory() as tmp:
        driver = Path(tmp) / "driver.mjs"
        driver.write_text(DRIVER, encoding="utf-8")
        bench = Path(tmp) / "bench.py"
        bench.write_text(BENCH.replace("__CONFIG__", repr(json.dumps(config))), encoding="utf-8")
        env = {
            "PYODIDE_MJS": str(PYODIDE / "pyodide.mjs"),
            "PYODIDE_DIR": str(PYODIDE),
            "GAME_ROOT": str(ROOT),
            "BENCH_PY": str(bench),
            "PATH": "/usr/local/bin:/usr/bin:/bin",
        }
        done = subprocess.run(["node", str(driver)], env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        print(done.stderr, file=sys.stderr)
        return done.returncode
    report = json.loads(done.stdout.strip().splitlines()[-1])
    print(
        f"{args.game}, {args.players} players, {args.games} games per level, Pyodide under node "
        f"({args.clock}):"
    )
    for level, r in report.items():
        for what in ("decisions", "turns"):
            t = r[what]
            print(
                f"  {level:8} {what:9} median {t['median_ms']:7.2f} ms   p95 {t['p95_ms']:7.2f} ms   "
                f"max {t['max_ms']:7.1f} ms   ({t['count']} {what})"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
