"""The longest games the simulators play, per game, player count and player: the evidence for the
move bounds of ``game.core.match.MOVE_BOUNDS`` (a replay link or a save claiming more moves than
its bound is refused unread). Prints one JSON line per table, asserts nothing.

Each table plays ``--games`` seeded games exactly as ``python -m game.sim`` does (the same deals
and decisions): Tranquility with the base game and with every module at its most (5 monsters,
3 wilds, storms, manual rocks, day and night), by random players and teams of each bot level;
Shifting Stones by each bot level, the random scorer and uniformly random players.

Usage: .venv/bin/python bench/game_lengths.py [--games 200] [--hard-games 20] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.bots import RandomBot
from game.core.interfaces import Bot
from game.core.match import move_bound
from game.core.rng import Rng, seed_from_text
from game.shifting_stones.bots import make_bot as stones_bot
from game.shifting_stones.options import ShiftingStonesOptions
from game.sim.shifting_stones import RandomScorerBot, play_game
from game.tranquility.fast_bots import play_game as tranquility_game
from game.tranquility.options import options_from_json

EVERY_MODULE = {
    "sea_monsters": 5,
    "wild_cards": 3,
    "storms": True,
    "jagged_rocks": "manual",
    "day_night": True,
}


def report(game: str, players: int, who: str, lengths: list[int], **more: object) -> None:
    line = {
        "game": game,
        "players": players,
        "who": who,
        "games": len(lengths),
        "longest": max(lengths),
        "average": round(sum(lengths) / len(lengths), 1),
        "bound": move_bound(game, players),
        **more,
    }
    print(json.dumps(line), flush=True)


def tranquility(games: int, hard_games: int, seed: int) -> None:
    for players in range(1, 6):
        for name, extra in (("base", {}), ("every module", EVERY_MODULE)):
            options = options_from_json({**extra, "players": players})
            for level in (None, "easy", "normal", "hard"):
                lengths = []
                for i in range(hard_games if level == "hard" else games):
                    actions: list[str] = []
                    tranquility_game(options, seed + i, level, actions=actions)
                    lengths.append(len(actions))
                report("tranquility", players, level or "random", lengths, options=name)


def shifting_stones(games: int, hard_games: int, seed: int, random_games: int) -> None:
    for players in range(1, 6):
        options = ShiftingStonesOptions(players=players)
        makers: dict[str, tuple[int, object]] = {
            "easy": (games, lambda: stones_bot("easy")),
            "normal": (games, lambda: stones_bot("normal")),
            "hard": (hard_games, lambda: stones_bot("hard")),
            "scorer": (games, RandomScorerBot),
            "random": (random_games, RandomBot),
        }
        for who, (count, make) in makers.items():
            master = Rng(seed_from_text(str(seed)))
            lengths, turns = [], []
            for _ in range(count):
                game_seed = master.next_u64()
                master.next_u64()
                bots: list[Bot] = [make() for _ in range(players)]  # type: ignore[operator]
                played = play_game(game_seed, options, bots, 10_000_000)
                lengths.append(len(played.actions))
                turns.append(max(played.state.turns))
            report("shifting-stones", players, who, lengths, most_turns_a_seat=max(turns))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--hard-games", type=int, default=20)
    parser.add_argument("--random-games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=("tranquility", "shifting-stones"))
    args = parser.parse_args()
    if args.only != "shifting-stones":
        tranquility(args.games, args.hard_games, args.seed)
    if args.only != "tranquility":
        shifting_stones(args.games, args.hard_games, args.seed, args.random_games)


if __name__ == "__main__":
    main()
