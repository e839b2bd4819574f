"""``python -m game.review``: play one seeded game with bots of one level and review one seat.

    python -m game.review --game tranquility --players 3 --seed 7 --bot easy --seat 0 --json

Prints JSON: ``decisions`` (how many were rated), ``mistakes`` (objects with ``step``,
``action``, ``best``, ``loss``, ``severity``), ``inaccuracies``, ``mistake_rate``, and per decision
``win_chance`` (Tranquility: the team's chance after the decision) or ``points_lost`` (Shifting
Stones). Bad arguments print one line and exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from importlib import import_module
from typing import Any

from game.core.errors import GameError, InvalidOptions
from game.core.registry import BOT_LEVELS, GameSpec, game_names, spec
from game.core.rng import seed_from_text
from game.core.table import play_bots
from game.review import Review, review


def play(game: GameSpec, options: Any, seed: int, level: str) -> list[str]:
    """The actions of one game of ``seed`` played by bots of ``level`` at every seat, at the
    shared table (its seeding; the Start split, where a game has one, settled by the table)."""
    rules = game.rules
    bots_module = import_module(game.bots_module)
    bots = [bots_module.make_bot(level) for _ in range(rules.num_players(options))]
    together = getattr(bots_module, "table_decision", None)
    return play_bots(rules, options, seed, bots, together=together).actions


def summary(result: Review) -> dict[str, Any]:
    out = result.to_json()
    per = [d.verdict.after for d in result.decisions]
    if result.unit == "points":
        out["points_lost"] = [round(d.loss, 4) for d in result.decisions]
    else:
        out["win_chance"] = [round(x, 4) for x in per]
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.review", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True, choices=game_names())
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seed", default="1", help="the deal: a number or any text")
    parser.add_argument("--bot", default="normal", choices=BOT_LEVELS, help="the level of every seat")
    parser.add_argument("--seat", type=int, default=0, help="the seat reviewed (from 0)")
    parser.add_argument("--options", default="{}", help="the game's options as a JSON object")
    parser.add_argument("--json", action="store_true", help="print JSON (the default output too)")
    args = parser.parse_args(argv)
    game = spec(args.game)
    try:
        data = json.loads(args.options)
        if not isinstance(data, dict):
            raise ValueError("--options must be a JSON object")
        if not game.min_players <= args.players <= game.max_players:
            raise ValueError(f"--players must be {game.min_players}–{game.max_players} for {game.title}")
        if not 0 <= args.seat < args.players:
            raise ValueError(f"--seat must be 0–{args.players - 1}")
        options = game.parse_options({**data, "players": args.players})
    except (ValueError, InvalidOptions, GameError) as err:
        print(f"python -m game.review: {err}", file=sys.stderr)
        return 2
    seed = seed_from_text(str(args.seed))
    actions = play(game, options, seed, args.bot)
    result = review(game, options, seed, actions, args.seat)
    out = summary(result)
    out.update(game=game.id, players=args.players, seed=seed, bot=args.bot, steps=len(actions))
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
