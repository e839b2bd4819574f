"""Measure the difficulty meter's table: how often a team of hard bots wins each preset.

Plays every Tranquility preset at 1–5 players, each single module on the base game at 3 players
(the effects the meter uses to estimate other option sets), and the Shifting Stones solo game
with the hard bot; seeds are fixed. Writes ``game/ui/deals/difficulty_table.py`` (shipped with the
site, a few KB) and the section ``docs/bots/difficulty.md`` that ``bench/bots.py`` joins into
docs/BOTS.md.

Every measured cell is kept in ``bench/difficulty_cells.json`` as it finishes (wins, games), so
the table can be rebuilt from the cells without playing (``--write-only``) and a run cut short
keeps what finished. ``--only storms`` plays only the cells with Storms on (the ones a change to
the Storms' rules can move) and keeps the others as they were measured.

``--top-up`` keeps each cell's games and plays the following seeds until the cell has ``--games``.

Usage: nice -n 10 .venv/bin/python bench/difficulty.py [--games 200] [--workers 2] [--only storms]
[--top-up] [--write-only]
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bots_tranquility import play as play_tranquility  # noqa: E402

from game.core.registry import spec  # noqa: E402
from game.core.stats import wilson  # noqa: E402
from game.shifting_stones.bots import make_bot as stones_bot  # noqa: E402
from game.shifting_stones.rules import RULES as STONES  # noqa: E402
from game.sim.shifting_stones import play_game  # noqa: E402

BASE_OPTIONS = spec("tranquility").base_options
PRESETS = spec("tranquility").presets

SEED_BASE = 9_000_000
CELLS_FILE = ROOT / "bench" / "difficulty_cells.json"
EFFECT_PLAYERS = 3
#: single modules measured on the base game: (table name, amount or None, options changed)
SINGLE_MODULES: tuple[tuple[str, int | None, dict[str, Any]], ...] = (
    ("sea_monsters", 3, {"sea_monsters": 3}),
    ("sea_monsters", 5, {"sea_monsters": 5}),
    ("removed_islands", 4, {"removed_islands": 4}),
    ("removed_islands", 8, {"removed_islands": 8}),
    ("removed_islands", 12, {"removed_islands": 12}),
    ("wild_cards", 1, {"wild_cards": 1}),
    ("wild_cards", 3, {"wild_cards": 3}),
    ("jagged_rocks=automatic", None, {"jagged_rocks": "automatic"}),
    ("jagged_rocks=manual", None, {"jagged_rocks": "manual"}),
    ("jagged_rocks=follow", None, {"jagged_rocks": "follow"}),
    ("storms", None, {"storms": True}),
    ("layout=pyramid", None, {"layout": "pyramid"}),
    ("layout=high_arch", None, {"layout": "high_arch"}),
    ("day_night", None, {"day_night": True}),
)


def tranquility_job(job: tuple[dict[str, Any], int]) -> bool:
    options, seed = job
    won, _ = play_tranquility((options, "hard", seed))
    return won


def stones_job(seed: int) -> bool:
    options = STONES.options_from_json({"players": 1})
    played = play_game(seed, options, [stones_bot("hard")], 10_000)
    return bool(STONES.returns(played.state)[0] > 0)


def wins(pool: Any, options: dict[str, Any] | None, first: int, games: int) -> int:
    """Games won of the seeds ``SEED_BASE + first`` up to ``SEED_BASE + games``."""
    chunk = max(1, (games - first) // 20)
    if options is None:
        return sum(pool.map(stones_job, range(SEED_BASE + first, SEED_BASE + games), chunksize=chunk))
    jobs = [(options, SEED_BASE + i) for i in range(first, games)]
    return sum(pool.map(tranquility_job, jobs, chunksize=chunk))


def logit(w: int, n: int) -> float:
    p = (w + 0.5) / (n + 1.0)
    return math.log(p / (1.0 - p))


def percent(w: int, n: int) -> str:
    low, high = wilson(w, n)
    return f"{100 * w / n:.0f}% [{100 * low:.0f}–{100 * high:.0f}], n={n}"


def load_cells() -> dict[str, list[int]]:
    """Every cell measured so far: name -> [wins, games]."""
    if not CELLS_FILE.exists():
        return {}
    data: dict[str, list[int]] = json.loads(CELLS_FILE.read_text())["cells"]
    return data


def save_cells(cells: dict[str, list[int]]) -> None:
    data = {"seed_base": SEED_BASE, "bot": "hard", "cells": cells}
    CELLS_FILE.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")


def plan() -> list[tuple[str, dict[str, Any] | None]]:
    """Every cell in table order: its name and options (None for the Shifting Stones solo)."""
    out: list[tuple[str, dict[str, Any] | None]] = []
    for preset in PRESETS:
        out.extend(
            (f"{preset.key} {players}", {**preset.options, "players": players}) for players in range(1, 6)
        )
    for name, amount, change in SINGLE_MODULES:
        label = name if amount is None else f"{name} {amount}"
        out.append((f"single {label}", {**BASE_OPTIONS, **change, "players": EFFECT_PLAYERS}))
    out.append(("stones solo", None))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200, help="games per measured cell")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--only", choices=("all", "storms"), default="all", help="which cells to play")
    parser.add_argument("--write-only", action="store_true", help="rebuild the table from the kept cells")
    parser.add_argument(
        "--top-up",
        action="store_true",
        help="keep each cell's games and play the next seeds until it has --games",
    )
    args = parser.parse_args()
    games = args.games
    cells = load_cells()
    if not args.write_only:
        with multiprocessing.Pool(args.workers) as pool:
            for name, options in plan():
                if args.only == "storms" and not (options and options["storms"]):
                    continue
                won, first = cells[name] if args.top_up and name in cells else (0, 0)
                if first >= games:
                    continue
                cell = (won + wins(pool, options, first, games), games)
                cells[name] = list(cell)
                save_cells(cells)
                print(name, percent(*cell), flush=True)
    missing = [name for name, _ in plan() if name not in cells]
    if missing:
        print("not measured yet:", ", ".join(missing), file=sys.stderr)
        return 1
    presets = {p.key: [tuple_of(cells[f"{p.key} {n}"]) for n in range(1, 6)] for p in PRESETS}
    base = presets["calm"][EFFECT_PLAYERS - 1]
    counted: dict[str, list[tuple[int, float]]] = {}
    switches: dict[str, float] = {}
    singles: list[tuple[str, tuple[int, int]]] = []
    for name, amount, _ in SINGLE_MODULES:
        label = name if amount is None else f"{name} {amount}"
        cell = tuple_of(cells[f"single {label}"])
        shift = round(logit(*cell) - logit(*base), 3)
        if amount is None:
            switches[name] = shift
        else:
            counted.setdefault(name, []).append((amount, shift))
        singles.append((label, cell))
    solo = tuple_of(cells["stones solo"])
    write_table(presets, counted, switches, solo)
    write_doc(presets, singles, solo)
    return 0


def tuple_of(cell: list[int]) -> tuple[int, int]:
    return int(cell[0]), int(cell[1])


def write_table(
    presets: dict[str, list[tuple[int, int]]],
    counted: dict[str, list[tuple[int, float]]],
    switches: dict[str, float],
    solo: tuple[int, int],
) -> None:
    lines = [
        '"""Measured win rates of a team of hard bots (written by bench/difficulty.py)."""',
        "",
        "from __future__ import annotations",
        "",
        'BOT = "hard"',
        "#: preset -> (wins, games) at 1, 2, 3, 4, 5 players",
        "PRESETS: dict[str, tuple[tuple[int, int], ...]] = {",
        *(f'    "{key}": {tuple(cells)!r},' for key, cells in presets.items()),
        "}",
        "#: counted module -> (amount, log-odds shift against the base game at 3 players), by amount",
        "COUNTED_EFFECTS: dict[str, tuple[tuple[int, float], ...]] = {",
        *(f'    "{key}": {tuple(steps)!r},' for key, steps in counted.items()),
        "}",
        "#: on/off module or mode -> log-odds shift against the base game at 3 players",
        "SWITCH_EFFECTS: dict[str, float] = {",
        *(f'    "{key}": {shift!r},' for key, shift in switches.items()),
        "}",
        "#: Shifting Stones solo: (wins, games)",
        f"STONES_SOLO: tuple[int, int] = {solo!r}",
        "",
    ]
    (ROOT / "game" / "ui" / "difficulty_table.py").write_text("\n".join(lines))


def write_doc(
    presets: dict[str, list[tuple[int, int]]],
    singles: list[tuple[str, tuple[int, int]]],
    solo: tuple[int, int],
) -> None:
    rows = [f"| {key} | " + " | ".join(percent(*c) for c in cells) + " |" for key, cells in presets.items()]
    single_rows = [f"| {name} | {percent(*cell)} |" for name, cell in singles]
    text = "\n".join(
        [
            "## Difficulty meter",
            "",
            "The setup screen shows how often a team of hard bots wins the chosen game. Measured by",
            f"`nice -n 10 .venv/bin/python bench/difficulty.py` (seeds from {SEED_BASE}; each cell's",
            "number of games is `n`; the cells are kept in `bench/difficulty_cells.json`), which also",
            "writes the shipped table `game/ui/deals/difficulty_table.py`. Option sets that are",
            "not a preset are estimated from the nearest preset, shifted by the single-module effects",
            "below (log-odds, measured at 3 players), and the meter says so.",
            "",
            "| Preset | 1 player | 2 players | 3 players | 4 players | 5 players |",
            "|---|---|---|---|---|---|",
            *rows,
            "",
            f"Single modules on the base game, {EFFECT_PLAYERS} players:",
            "",
            "| Module | Hard team wins |",
            "|---|---|",
            *single_rows,
            "",
            f"Shifting Stones solo, hard bot: {percent(*solo)}.",
            "",
        ]
    )
    (ROOT / "docs" / "bots" / "difficulty.md").write_text(text)


if __name__ == "__main__":
    raise SystemExit(main())
