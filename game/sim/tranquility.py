"""Simulate Tranquility games with a team of bots (RULES.md Part A).

``python -m game.sim tranquility --players N --games G --seed S [--options JSON] [--bot LEVEL]
[--record FILE] [--json]``. Without ``--bot`` every seat plays uniformly random legal actions;
``--bot easy|normal|hard`` seats a team of that level (the Start split is settled by the bots'
protocol, ``game.tranquility.bots.team_split``). Game ``i`` uses seed ``S + i`` for the deal, and
every decision the generator ``game.core.table`` derives from that seed, the seat and the step,
so any single game can be replayed alone (and plays as it would in the browser). Every seat
plays the same level, so no seat order needs rotating.

The team game's summary gives ``wins``, ``losses``, ``win_rate`` with its 95% Wilson interval
``ci95``. The 1 v 1 game has no team result: ``wins`` lists each seat's outright wins, ``draws``
the tied games, ``decided`` and ``decided_share`` the games (and their share) that someone won,
``seat_win_rates`` with ``seat_ci95`` each seat's share of all games, and ``seat_avg_score`` its
average score. Both give the bots' decision times ``decision_ms`` (median and 95th percentile by
nearest rank, CPython wall time; the Start split a table of bots settles together is not a
seat's decision and is not timed).
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from game.core.bots import RandomBot
from game.core.errors import InvalidOptions
from game.core.interfaces import Bot
from game.core.match import Match, record_to_jsonl
from game.core.rng import seed_from_text
from game.core.stats import median_p95_ms, wilson
from game.core.table import play_bots
from game.tranquility.bots import LEVELS, make_bot, table_decision
from game.tranquility.fast_bots import play_game
from game.tranquility.options import options_from_json
from game.tranquility.rules import RULES
from game.tranquility.state import TState


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=3, help="seats, 1-5 (default 3)")
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=str, default="1", help="seed of the first game (default 1)")
    parser.add_argument("--options", type=str, default="{}", help="options as a JSON object")
    parser.add_argument("--record", type=str, default=None, help="write JSON-lines game records here")
    parser.add_argument(
        "--bot",
        type=str,
        default=None,
        choices=LEVELS,
        help="seat a team of this bot level (default: random)",
    )


def _cells_filled(state: TState) -> int:
    return sum(1 for v in state.grid if v)


def run(args: argparse.Namespace) -> dict[str, Any]:
    """Play the games and return the summary (raises ValueError for bad arguments)."""
    if args.games < 1:
        raise ValueError("--games must be at least 1")
    try:
        data = json.loads(args.options)
    except json.JSONDecodeError as err:
        raise ValueError(f"--options is not valid JSON: {err}") from None
    if not isinstance(data, dict):
        raise ValueError("--options must be a JSON object")
    if "players" in data and data["players"] != args.players:
        raise ValueError("give the number of players with --players only")
    try:
        options = options_from_json({**data, "players": args.players})
    except InvalidOptions as err:
        raise ValueError(f"bad option {err.option}: {err.message}") from None
    base_seed = seed_from_text(args.seed)
    bot: Bot = RandomBot() if args.bot is None else make_bot(args.bot)
    together = None if args.bot is None else table_decision
    times: list[float] = []
    wins = losses = draws = cells = steps = 0
    seat_wins = [0] * args.players
    seat_scores = [0.0] * args.players
    records: list[str] = []
    started = time.perf_counter()
    for i in range(args.games):
        seed = base_seed + i
        if not args.record:  # nothing to record: the fast path plays the very same game
            before = len(times)
            state = play_game(options, seed, args.bot, times, timer=time.perf_counter).freeze()
            steps += len(times) - before
        else:
            played = play_bots(
                RULES, options, seed, [bot] * args.players, together=together, timer=time.perf_counter
            )
            state = played.state
            times.extend(t for t in played.seconds if t is not None)
            steps += len(played.actions)
        cells += _cells_filled(state)
        result = RULES.returns(state)
        if options.competitive:
            best = max(result)
            leaders = [s for s, x in enumerate(result) if x == best]
            if len(leaders) == 1:
                seat_wins[leaders[0]] += 1
            else:
                draws += 1
            for s, x in enumerate(result):
                seat_scores[s] += x
        elif result[0] > 0:
            wins += 1
        else:
            losses += 1
        if args.record:
            records.append(record_to_jsonl(Match.replay(RULES, options, seed, played.actions).record()))
    elapsed = time.perf_counter() - started
    if args.record:
        with open(args.record, "w", encoding="utf-8") as handle:
            handle.write("".join(records))
    games = args.games
    summary: dict[str, Any] = {
        "game": "tranquility",
        "players": args.players,
        "options": RULES.options_to_json(options),
        "games": games,
        "wins": wins,
        "losses": losses,
        "win_rate": wins / games,
        "avg_cells_filled": cells / games,
        "avg_steps": steps / games,
        "games_per_second": games / elapsed if elapsed > 0 else 0.0,
        "bot": args.bot or "random",
    }
    if options.competitive:
        # 1 v 1: nobody wins or loses as a team. Each seat's outright wins, the drawn games, and
        # the share of games that had a winner.
        decided = sum(seat_wins)
        del summary["losses"], summary["win_rate"]
        summary["wins"] = seat_wins
        summary["draws"] = draws
        summary["decided"] = decided
        summary["decided_share"] = decided / games
        summary["seat_win_rates"] = [w / games for w in seat_wins]
        summary["seat_ci95"] = [wilson(w, games) for w in seat_wins]
        summary["seat_avg_score"] = [x / games for x in seat_scores]
    else:
        summary["ci95"] = wilson(wins, games)
    summary["decision_ms"] = median_p95_ms(times)
    return summary
