"""How long a play link (``game.ui.link.relay``) of a whole 5-player game gets: the evidence that every
real game fits in ``TARGET_LENGTH`` characters. Prints one JSON line per table, asserts nothing.

Each table plays ``--games`` seeded games to their end at 5 seats (Tranquility with every module at
its most, by random players and teams of each bot level; Shifting Stones by each bot level and the
random scorer of ``game.sim``) and writes the link of the whole game with the worst names: every
seat's name at ``MAX_NAME`` characters of 4 UTF-8 bytes each. ``longest`` and ``median`` are the
link's characters (with its ``#``), ``moves`` the most moves of a game.

Usage: .venv/bin/python bench/link_lengths.py [--games 50] [--hard-games 10] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.interfaces import Bot
from game.core.match import Match
from game.core.rng import Rng, seed_from_text
from game.shifting_stones.bots import make_bot as stones_bot
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.rules import RULES as STONES
from game.sim.shifting_stones import RandomScorerBot, play_game
from game.tranquility.fast_bots import play_game as tranquility_game
from game.tranquility.options import options_from_json
from game.tranquility.rules import RULES as TRANQUILITY
from game.ui.link.relay import LONGEST_OPTIONS as EVERY_MODULE
from game.ui.link.relay import LONGEST_SEATS as WORST_SEATS
from game.ui.link.relay import TARGET_LENGTH, encode_link, new_game_id

PLAYERS = 5


def report(game: str, who: str, lengths: list[int], moves: list[int]) -> None:
    line = {
        "game": game,
        "players": PLAYERS,
        "who": who,
        "games": len(lengths),
        "longest": max(lengths),
        "median": statistics.median(lengths),
        "moves": max(moves),
        "target": TARGET_LENGTH,
    }
    print(json.dumps(line), flush=True)


def link_of(match: Match, seed: int) -> str:
    return encode_link(match, WORST_SEATS, new_game_id(seed))


def tranquility(games: int, hard_games: int, seed: int) -> None:
    options = options_from_json({**EVERY_MODULE, "players": PLAYERS})
    for level in (None, "easy", "normal", "hard"):
        lengths, moves = [], []
        for i in range(hard_games if level == "hard" else games):
            actions: list[str] = []
            tranquility_game(options, seed + i, level, actions=actions)
            match = Match(TRANQUILITY, options, seed + i, tuple(actions))
            lengths.append(len(link_of(match, seed + i)))
            moves.append(len(actions))
        report("tranquility", level or "random", lengths, moves)


def shifting_stones(games: int, hard_games: int, seed: int) -> None:
    options = ShiftingStonesOptions(players=PLAYERS)
    makers: dict[str, tuple[int, object]] = {
        "easy": (games, lambda: stones_bot("easy")),
        "normal": (games, lambda: stones_bot("normal")),
        "hard": (hard_games, lambda: stones_bot("hard")),
        "scorer": (games, RandomScorerBot),
    }
    for who, (count, make) in makers.items():
        master = Rng(seed_from_text(str(seed)))
        lengths, moves = [], []
        for _ in range(count):
            game_seed = master.next_u64()
            master.next_u64()
            bots: list[Bot] = [make() for _ in range(PLAYERS)]  # type: ignore[operator]
            played = play_game(game_seed, options, bots, 10_000)
            match = Match(STONES, options, game_seed, tuple(played.actions))
            lengths.append(len(link_of(match, game_seed)))
            moves.append(len(played.actions))
        report("shifting-stones", who, lengths, moves)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--hard-games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=("tranquility", "shifting-stones"))
    args = parser.parse_args()
    if args.only != "shifting-stones":
        tranquility(args.games, args.hard_games, args.seed)
    if args.only != "tranquility":
        shifting_stones(args.games, args.hard_games, args.seed)


if __name__ == "__main__":
    main()
