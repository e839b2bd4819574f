"""Simulate Tranquility games with uniformly random legal bots (RULES.md Part A).

``python -m game.sim tranquility --players N --games G --seed S [--options JSON]
[--record FILE] [--json]``. Game ``i`` uses seed ``S + i`` for the deal and a bot generator
forked from it, so any single game can be replayed alone.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from game.core.bots import RandomBot
from game.core.errors import InvalidOptions
from game.core.match import Match, record_to_jsonl
from game.core.rng import Rng, seed_from_text
from game.tranquility.options import options_from_json
from game.tranquility.rules import RULES
from game.tranquility.state import TState


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=3, help="seats, 1-5 (default 3)")
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=str, default="1", help="seed of the first game (default 1)")
    parser.add_argument("--options", type=str, default="{}", help="options as a JSON object")
    parser.add_argument("--record", type=str, default=None, help="write JSON-lines game records here")


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
    bot = RandomBot()
    wins = losses = draws = cells = steps = 0
    seat_wins = [0] * args.players
    seat_scores = [0.0] * args.players
    records: list[str] = []
    started = time.perf_counter()
    for i in range(args.games):
        seed = base_seed + i
        bot_rng = Rng(seed).fork()
        match = Match.new(RULES, options, seed) if args.record else None
        state = RULES.new_game(options, seed)
        while not RULES.is_terminal(state):
            seat = RULES.current_player(state)
            action = bot.choose(RULES.view(state, seat), RULES.legal_actions(state), bot_rng)
            state = RULES.apply(state, action)
            if match is not None:
                match = match.play(action)
            steps += 1
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
        if match is not None:
            records.append(record_to_jsonl(match.record()))
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
    }
    if options.competitive:
        summary["wins"] = sum(seat_wins)
        summary["losses"] = sum(seat_wins)
        summary["draws"] = draws
        summary["win_rate"] = sum(seat_wins) / games
        summary["seat_wins"] = seat_wins
        summary["seat_avg_score"] = [x / games for x in seat_scores]
    return summary
