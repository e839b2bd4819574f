"""Regenerate docs/bots/tranquility.md: Tranquility bot win rates with 95% Wilson intervals.

For each option set (the base game, and Sea Monsters 5 + 8 Islands removed + automatic Jagged
Rocks), each team size 1–5 and each level, a team of that level plays fixed seeded deals (game
``i`` uses seed ``SEED_BASE + i``, the same deals for every level). Decision times are CPython
wall times, for information only (bots are budgeted in iterations): of ``Bot.choose`` for hard,
of the typed decision core for easy and normal (``play_typed``).

Usage: nice -n 10 .venv/bin/python bench/bots_tranquility.py [--games 2000] [--hard-games N]
[--other-games N] [--hard-other-games N] [--jobs 2] [--players 1,2,3,4,5] [--levels easy,normal,hard]
[--sets base,monsters] [--cache DIR] [--out docs/bots/tranquility.md]

``--sets`` limits the option sets (by the start of their names). With ``--cache``, each row's
result is kept there as JSON and a row already there (same option set, players, level and games)
is read instead of played again, so a long table (2,000 hard games a row) can be built in parts
and the table rewritten from every row measured so far.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from collections.abc import Callable
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


from game.core.rng import Rng
from game.core.stats import percentile, wilson
from game.core.table import Player, play_bots
from game.core.table import play as play_at_table
from game.tranquility.actions import SHARES, Action
from game.tranquility.bots import easy, make_bot, normal, shares, table_decision
from game.tranquility.bots.seen import seen_from_state
from game.tranquility.legal import legal_moves
from game.tranquility.options import options_from_json
from game.tranquility.rules import RULES
from game.tranquility.state import TState

SEED_BASE = 100_000
OPTION_SETS: dict[str, dict[str, Any]] = {
    "base": {},
    "monsters 5 + 8 removed + automatic rocks": {
        "sea_monsters": 5,
        "removed_islands": 8,
        "jagged_rocks": "automatic",
    },
}
ROOT = Path(__file__).resolve().parent.parent
BEGIN = "<!-- table:begin -->"
END = "<!-- table:end -->"


def _typed_split(state: TState) -> Action | None:
    """The Start split a table of bots settles, through the typed core."""
    moves = legal_moves(state)
    if moves[0].kind != SHARES or len(moves) < 2:
        return None
    proposals = [shares.propose(seen_from_state(state, s)) for s in range(state.options.players)]
    return normal.decide(seen_from_state(state, RULES.current_player(state)), moves, proposals)


def _typed_player(level: str) -> Player[TState, Action]:
    """A seat of easy or normal bots deciding through their typed core."""

    def decide(state: TState, seat: int, rng: Rng) -> Action:
        if level == "easy":
            return easy.decide(seen_from_state(state, seat), legal_moves(state), rng)
        return normal.level_decide(seen_from_state(state, seat), legal_moves(state))

    return decide


def play_typed(options: dict[str, Any], level: str, seed: int) -> tuple[bool, list[float]]:
    """A game of easy or normal bots through their typed core: the same decisions as ``choose``
    (tests/tranquility/test_bots.py checks that a seat's knowledge is the same either way),
    without building views and parsing strings, so that thousands of games stay affordable."""
    o = options_from_json(options)
    played = play_at_table(
        RULES.new_game(o, seed),
        seed,
        [_typed_player(level)] * o.players,
        current=RULES.current_player,
        apply=RULES.apply_move,
        together=_typed_split,
        timer=time.perf_counter,
    )
    return RULES.returns(played.state)[0] > 0, [t for t in played.seconds if t is not None]


def play(
    job: tuple[dict[str, Any], str, int], watch: Callable[[TState], None] | None = None
) -> tuple[bool, list[float]]:
    """One game of a team of one level: (won, decision times in seconds). A hard team calls
    ``watch`` with the real state before each bot decision (for measurements that need it).
    Every seat draws from its own generator, derived from the seed (``game.core.table``)."""
    options, level, seed = job
    if level != "hard":
        return play_typed(options, level, seed)
    o = options_from_json(options)
    played = play_bots(
        RULES,
        o,
        seed,
        [make_bot(level)] * o.players,
        together=table_decision,
        watch=watch,
        timer=time.perf_counter,
    )
    return RULES.returns(played.state)[0] > 0, [t for t in played.seconds if t is not None]


def measure(pool: Any, options: dict[str, Any], level: str, games: int) -> dict[str, Any]:
    jobs = [(options, level, SEED_BASE + i) for i in range(games)]
    results = pool.map(play, jobs, chunksize=max(1, games // 40))
    wins = sum(1 for won, _ in results if won)
    times = sorted(t for _, ts in results for t in ts)
    return {
        "games": games,
        "wins": wins,
        "ci95": wilson(wins, games),
        "median_ms": 1000 * percentile(times, 0.5),
        "p95_ms": 1000 * percentile(times, 0.95),
    }


def cached_measure(
    pool: Any, name: str, options: dict[str, Any], level: str, games: int, cache: str | None
) -> dict[str, Any]:
    """:func:`measure`, read from / written to ``cache`` when given."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    path = Path(cache) / f"{slug}_{options['players']}p_{level}_{games}.json" if cache else None
    if path is not None and path.exists():
        loaded: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        return loaded
    result = measure(pool, options, level, games)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(result), encoding="utf-8")
    return result


def cell(r: dict[str, Any]) -> str:
    low, high = r["ci95"]
    return f"{100 * r['wins'] / r['games']:.1f}% [{100 * low:.1f}–{100 * high:.1f}] (n={r['games']})"


def table(results: dict[tuple[str, int, str], dict[str, Any]], players: list[int], levels: list[str]) -> str:
    lines = []
    for name in OPTION_SETS:
        lines.append(f"\n### {name}\n")
        lines.append("| players | " + " | ".join(levels) + " |")
        lines.append("|---|" + "---|" * len(levels))
        for n in players:
            row = [cell(results[(name, n, lv)]) if (name, n, lv) in results else "–" for lv in levels]
            lines.append(f"| {n} | " + " | ".join(row) + " |")
    lines.append(
        "\nDecision time in CPython (median / 95th percentile, ms; hard: `choose`, easy and normal: their"
        " typed core), median of the rows' medians and the worst row's p95:\n"
    )
    lines.append("| level | median | p95 |")
    lines.append("|---|---|---|")
    for lv in levels:
        rows = [r for (_, _, level), r in results.items() if level == lv]
        if rows:
            med = statistics.median(r["median_ms"] for r in rows)
            p95 = max(r["p95_ms"] for r in rows)
            lines.append(f"| {lv} | {med:.2f} | {p95:.1f} |")
    return "\n".join(lines) + "\n"


def write(out: Path, body: str, command: str) -> None:
    text = out.read_text(encoding="utf-8") if out.exists() else f"# Tranquility bots\n\n{BEGIN}\n{END}\n"
    head, _, rest = text.partition(BEGIN)
    _, _, tail = rest.partition(END)
    section = f"{BEGIN}\nGenerated by `{command}` (seeds {SEED_BASE} onwards, fixed).\n{body}{END}"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(head + section + tail, encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per row (default 2000)")
    parser.add_argument("--hard-games", type=int, default=None, help="games per hard row (default --games)")
    parser.add_argument(
        "--other-games",
        type=int,
        default=None,
        help="games per row of the other option sets (default --games)",
    )
    parser.add_argument(
        "--hard-other-games",
        type=int,
        default=None,
        help="games per hard row of the other option sets (default: as the other hard rows)",
    )
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--players", type=str, default="1,2,3,4,5")
    parser.add_argument("--levels", type=str, default="easy,normal,hard")
    parser.add_argument(
        "--sets", type=str, default="", help="option sets to run, by name start (default all)"
    )
    parser.add_argument("--cache", type=str, default=None, help="folder of row results to reuse and keep")
    parser.add_argument("--out", type=str, default=str(ROOT / "docs" / "bots" / "tranquility.md"))
    args = parser.parse_args()
    wanted = [w.strip() for w in args.sets.split(",") if w.strip()]
    players = [int(x) for x in args.players.split(",")]
    levels = args.levels.split(",")
    hard_games = args.hard_games or args.games
    results: dict[tuple[str, int, str], dict[str, Any]] = {}
    command = ("nice -n 10 .venv/bin/python bench/bots_tranquility.py " + " ".join(sys.argv[1:])).strip()
    with Pool(args.jobs) as pool:
        for name, options in OPTION_SETS.items():
            if wanted and not any(name.startswith(w) for w in wanted):
                continue
            for n in players:
                for level in levels:
                    games = args.games if name == "base" else (args.other_games or args.games)
                    if level == "hard":
                        games = hard_games if name == "base" else min(games, hard_games)
                        if name != "base" and args.hard_other_games:
                            games = args.hard_other_games
                    r = cached_measure(pool, name, {**options, "players": n}, level, games, args.cache)
                    results[(name, n, level)] = r
                    print(
                        f"{name:42} {n}p {level:6} {cell(r)}  {r['median_ms']:.2f}/{r['p95_ms']:.1f} ms",
                        flush=True,
                    )
                    # Written after every row, so an interrupted run still leaves what it measured.
                    write(Path(args.out), table(results, players, levels), command)
    return 0


if __name__ == "__main__":
    sys.exit(main())
