"""Regenerate ``docs/bots/shifting_stones.md``: Shifting Stones bot strength per pairing.

``python -m bench.bots_shifting_stones [--games N] [--seed S] [--row LEVELS:GAMES ...] [--jobs J]
[--cache DIR] [--notes FILE] [--out PATH]``

Every row is one run of ``python -m game.sim shifting-stones --bots ... --games N --seed S``
(fixed seeds, so the table is reproducible). Without ``--row``, the rows are ``ROWS``, each
playing its share of ``--games`` (the targets' rows in full, the slow and the side rows less);
``--row hard,normal:2000`` (repeatable) names the rows and their games instead. ``--jobs`` runs
that many rows at once (separate processes). With ``--cache``, each row's summary is kept there
as JSON and a row already there (same levels, games and seed) is read instead of played again,
so a long table can be built in parts. ``--notes`` is a Markdown file appended below the table;
without it, the hand-written text below the table of the ``--out`` file already there is kept.
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from game.sim import shifting_stones as sim

#: (bots, share of --games played) per row: the targets first, then the side rows.
ROWS: tuple[tuple[str, float], ...] = (
    ("hard,normal", 1.0),
    ("normal,easy", 1.0),
    ("hard", 1.0),
    ("hard,easy", 0.1),
    ("normal", 0.05),
    ("easy", 0.1),
    ("hard,normal,normal", 0.03),
    ("hard,normal,normal,normal", 0.02),
)


def run_row(bots: str, games: int, seed: str) -> dict[str, Any]:
    args = argparse.Namespace(
        players=None, games=games, seed=seed, record=None, policy="random", max_actions=200_000, bots=bots
    )
    return sim.run(args)


def cached_row(bots: str, games: int, seed: str, cache: str | None) -> dict[str, Any]:
    """:func:`run_row`, read from / written to ``cache`` when given."""
    path = Path(cache) / f"{bots.replace(',', '-')}_{games}_{seed}.json" if cache else None
    if path is not None and path.exists():
        loaded: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        return loaded
    summary = run_row(bots, games, seed)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(summary), encoding="utf-8")
    return summary


def kept_notes(path: Path) -> str:
    """The hand-written text below the table of an earlier ``path`` ("" if there is none), so
    that regenerating the table keeps it."""
    if not path.is_file():
        return ""
    lines = path.read_text(encoding="utf-8").splitlines()
    at = next((i for i, line in enumerate(lines) if line.startswith("| players |")), len(lines))
    while at < len(lines) and lines[at].startswith("|"):
        at += 1
    return "\n".join(lines[at:])


def fmt_row(summary: dict[str, Any]) -> str:
    levels: list[str] = summary["bots"]
    players = len(levels)
    low, high = summary["ci95"]
    if players == 1:
        result = (
            f"wins {summary['win_rate']:.1%} of solo games (avg strikes {summary['avg_strikes']}, "
            f"{summary['avg_cards_scored'][0]:.1f} of 16 cards)"
        )
    else:
        shares = ", ".join(
            f"{lvl} {w / summary['games']:.1%}" for lvl, w in zip(levels, summary["wins"], strict=True)
        )
        result = f"win share {shares}" + (f" ({summary['ties']} ties)" if summary.get("ties") else "")
    ms = summary["decision_ms"]["by_level"]
    times = ", ".join(f"{lvl} {t['median']:.0f}/{t['p95']:.0f}" for lvl, t in ms.items())
    return (
        f"| {players} | {' vs '.join(levels)} | {summary['games']} | {result} "
        f"| {low:.1%}–{high:.1%} | {times} |"
    )


def parse_row(text: str) -> tuple[str, int]:
    """``"hard,normal:2000"`` → ``("hard,normal", 2000)``."""
    bots, sep, games = text.rpartition(":")
    if not sep or not bots or not games.isdigit() or int(games) < 1:
        raise ValueError(f"--row wants LEVELS:GAMES, e.g. hard,normal:2000, not {text!r}")
    sim.parse_levels(bots)
    return bots, int(games)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bots_shifting_stones", description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", default="bots-2026")
    parser.add_argument("--row", action="append", default=[], help="LEVELS:GAMES (repeatable)")
    parser.add_argument("--jobs", type=int, default=1, help="rows played at once (default 1)")
    parser.add_argument("--cache", default=None, help="folder of row summaries to reuse and keep")
    parser.add_argument("--notes", default=None, help="Markdown appended below the table")
    parser.add_argument("--out", default="docs/bots/shifting_stones.md")
    args = parser.parse_args(argv)
    try:
        rows = [parse_row(r) for r in args.row] or [
            (bots, max(1, round(args.games * share))) for bots, share in ROWS
        ]
    except ValueError as err:
        parser.error(str(err))
    command = "python -m bench.bots_shifting_stones " + " ".join(
        [f"--row {bots}:{games}" for bots, games in rows] + [f"--seed {args.seed}"]
    )
    lines = [
        "# Shifting Stones bots: measured strength",
        "",
        f"Generated by `{command}` (CPython; every row is",
        f"`python -m game.sim shifting-stones --bots <levels> --games <n> --seed {args.seed} --json`).",
        "Seats rotate from game to game; a shared win counts as a fraction. The 95% interval is",
        "Wilson's, of the solo win rate or of the first listed level's share of the wins.",
        "Turn time is the median/p95 in milliseconds of one whole turn of the bot (every action of it).",
        "",
        "| players | levels | games | result | 95% CI | turn ms (median/p95) |",
        "|---|---|---|---|---|---|",
    ]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(cached_row, bots, games, args.seed, args.cache) for bots, games in rows]
        for future in futures:
            row = fmt_row(future.result())
            print(row, file=sys.stderr, flush=True)
            lines.append(row)
    notes = Path(args.notes).read_text(encoding="utf-8") if args.notes else kept_notes(Path(args.out))
    if notes.strip():
        lines.extend(["", notes.strip("\n")])
    Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
