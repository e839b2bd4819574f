"""Find the starter positions of practice: decisions of the normal bot, in its own seeded games,
that fall far short of the hard bot's, and write them to ``game/ui/practice/pool.py``.

Every seat of each game is the normal bot (the table's one seeding rule, game.core.table: the
site rebuilds a position by playing the same game again). Each decision of every seat is rated by
the review's own judge (game.review: Tranquility's play-outs of the team's win chance against the
hard bot's candidates; Shifting Stones' points of the turn against the hard bot's turn). A position
is kept when the normal bot's decision loses at least ``--chance`` of win chance (Tranquility:
0.25, 25 points) or ``--points`` points (Shifting Stones: 4, the review's blunder). Tranquility's
judge plays many deals a decision, so each decision is first screened by the same judge on fewer
deals (``SCREEN``), and only one that loses at least ``SCREEN_LOSS`` there is rated in full.

Games run on every core given (``--workers``, one process each) until ``--minutes`` are up, seeds
in order from 1; the pool keeps the ``--keep`` largest losses per game (and player count in turn).

Usage: nice -n 10 .venv/bin/python bench/practice_pool.py [--minutes 14] [--workers 2]
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.core.registry import SPECS  # noqa: E402
from game.review import plan_review, rate  # noqa: E402
from game.tranquility.review import TranquilityJudge  # noqa: E402
from game.ui.practice.pool import LEVEL  # noqa: E402
from game.ui.practice.starter import _played  # noqa: E402

#: the player counts of each game's positions, taken in turn
PLAYERS = {"tranquility": (2, 3, 4), "shifting-stones": (2, 3, 4)}
#: Tranquility's screening judge: the same play-outs, on fewer deals
SCREEN = TranquilityJudge(batch=4, max_deals=8, settle=1)
SCREEN_LOSS = 0.15
OUT = ROOT / "game" / "ui" / "practice" / "pool.py"


def deals(start: int, only: str | None = None) -> Iterator[tuple[str, int, int]]:
    """(game, players, seed) for ever, the games (or ``only`` one) and player counts in turn."""
    seed = start
    while True:
        for game, counts in PLAYERS.items():
            if only is not None and game != only:
                continue
            for players in counts:
                yield game, players, seed
        seed += 1


def found_in(job: tuple[str, int, int, float, float]) -> tuple[str, int, int, int, list[list[Any]]]:
    """The positions of one game: (game, players, seed, decisions rated, [[step, length, best,
    loss], ...])."""
    game, players, seed, chance, points = job
    spec = SPECS[game]
    rules = spec.rules
    actions = list(_played(game, players, seed, 10_000))
    options = rules.options_from_json({"players": players})
    rated = 0
    out: list[list[Any]] = []
    for seat in range(players):
        plan = plan_review(spec, options, seed, actions, seat)
        for index, (first, last) in enumerate(plan.spans):
            if game == "tranquility":
                from game.core.rng import Rng

                screen = SCREEN.rate(
                    rules, plan.states[first], plan.actions[first:last], seat, Rng(plan.seeds[index])
                )
                if not screen.choice or screen.before - screen.after < SCREEN_LOSS:
                    continue
            decision = rate(plan, index)
            rated += 1
            if decision is None:
                continue
            limit = chance if game == "tranquility" else points
            if decision.loss >= limit:
                out.append([first, last - first, list(decision.verdict.best), round(decision.loss, 3)])
    return game, players, seed, rated, out


def write(found: dict[str, list[list[Any]]], keep: int, command: str, counts: dict[str, Any]) -> None:
    lines = [
        '"""The starter positions of practice: written by bench/practice_pool.py, do not edit.',
        "",
        f"Made by ``{command}``: {counts['games']} games, {counts['rated']} decisions rated in",
        f"full, {counts['found']} positions found, the largest losses kept ({keep} a game at most).",
        "Each row: players, seed, the move the decision starts at, how many moves it took, the hard",
        'bot\'s decision, the loss (win chance, or points)."""',
        "",
        "from __future__ import annotations",
        "",
        "#: the level of every seat of the pool's games",
        f'LEVEL = "{LEVEL}"',
        "",
        "POOL: dict[str, tuple[tuple[int, int, int, int, tuple[str, ...], float], ...]] = {",
    ]
    for game in PLAYERS:
        rows = sorted(found.get(game, []), key=lambda r: (-r[5], r[0], r[1]))[:keep]
        rows.sort(key=lambda r: (r[0], r[1], r[2]))
        lines.append(f'    "{game}": (')
        for players, seed, step, length, best, loss in rows:
            lines.append(f"        ({players}, {seed}, {step}, {length}, {tuple(best)!r}, {loss}),")
        lines.append("    ),")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=14.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--chance", type=float, default=0.25)
    parser.add_argument("--points", type=float, default=4.0)
    parser.add_argument("--keep", type=int, default=40)
    parser.add_argument("--start", type=int, default=1)
    parser.add_argument("--only", choices=tuple(PLAYERS), help="play one game; keep the other's positions")
    args = parser.parse_args()
    command = "bench/practice_pool.py " + " ".join(sys.argv[1:])
    stop = time.monotonic() + 60 * args.minutes
    found: dict[str, list[list[Any]]] = {}
    counts: dict[str, Any] = {"games": 0, "rated": 0, "found": 0}
    per_game = {game: 0 for game in PLAYERS}
    if args.only is not None:  # the other game's positions as the pool has them
        from game.ui.practice.pool import POOL

        for game, kept in POOL.items():
            if game != args.only:
                found[game] = [[*row[:4], list(row[4]), row[5]] for row in kept]
    jobs = ((g, p, s, args.chance, args.points) for g, p, s in deals(args.start, args.only))
    with multiprocessing.Pool(args.workers) as pool:
        for game, players, seed, rated, rows in pool.imap_unordered(found_in, jobs):
            counts["games"] += 1
            per_game[game] += 1
            counts["rated"] += rated
            counts["found"] += len(rows)
            found.setdefault(game, []).extend([players, seed, *row] for row in rows)
            if time.monotonic() > stop:
                pool.terminate()
                break
    counts["per_game"] = per_game
    counts["per_game_found"] = {game: len(found.get(game, [])) for game in PLAYERS}
    write(found, args.keep, command, counts)
    print(counts)
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
