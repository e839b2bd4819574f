"""Shifting Stones simulations: random players, wins, scores and game lengths.

``python -m game.sim shifting-stones --players N --games G --seed S [--record FILE] [--json]``
``python -m game.sim shifting-stones --bots LEVEL,LEVEL[,...] --games G --seed S [--json]``

Every seat is played by ``game.core.bots.RandomBot`` (a uniformly random legal action). Game
``g`` is dealt from the ``2g``-th number drawn from ``--seed`` (counting from 0), and every
decision draws from the generator ``game.core.table`` derives from that game's seed, the seat
and the step. Uniform play rarely picks a Score among ~90 actions, so a 2–5 player
game lasts some 1,000–2,000 turns, but it does end: scoring happens by chance and the end
trigger only grows. ``--policy scorer`` instead scores whenever it can and is random otherwise
(a "random useful" player, about 50 turns a game). ``--max-actions`` stops a game that runs
longer and counts it as unfinished.

``--bots`` seats one bot per listed level (``easy``, ``normal``, ``hard``; a single level is the
solo game); ``--players``, if given, must agree. Seats rotate from game to game (level ``i`` sits
in seat ``(i - g) mod n`` in game ``g``), so no level always starts. Per-player figures are then
given in the order of ``--bots`` rather than by seat, and the summary adds ``ci95`` (95% Wilson
interval of the solo win rate, or of the first listed level's share of the wins) and
``decision_ms`` (``median`` and ``p95`` of the time a bot takes over one whole turn, every Shift,
Flip and Score of it together, with ``by_level``).

The summary (``--json``): ``games``; ``wins`` per seat (a tie shares the win, 1/k each) or, solo,
the number of games won with ``win_rate`` and ``avg_strikes``; ``avg_score`` per seat (points
with the +3 bonus; solo: card points); ``avg_cards_scored``; ``avg_turns`` (turns taken by all
seats together, per game); ``avg_actions``; ``unfinished``; ``games_per_second``.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from game.core.bots import RandomBot
from game.core.interfaces import Bot
from game.core.match import Match, record_to_jsonl
from game.core.rng import Rng, seed_from_text
from game.core.stats import median_p95_ms, wilson
from game.core.table import Played, play_bots
from game.shifting_stones.bots import LEVELS, make_bot
from game.shifting_stones.options import MAX_PLAYERS, MIN_PLAYERS, ShiftingStonesOptions
from game.shifting_stones.rules import RULES
from game.shifting_stones.scoring import card_points, scores, solo_won
from game.shifting_stones.state import StonesState

T = TypeVar("T")


class RandomScorerBot:
    """Scores a random matching card whenever one is legal; otherwise a uniformly random action."""

    name = "random-scorer"

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> str:
        scoring = [action for action in legal if action.startswith("score:")]
        return rng.choice(scoring or legal)


POLICIES: dict[str, Callable[[], Bot]] = {"random": RandomBot, "scorer": RandomScorerBot}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=None, help="1 (solo) to 5; default 2")
    parser.add_argument(
        "--bots",
        metavar="LEVEL,LEVEL",
        help="one player per listed bot level (easy, normal, hard); one = solo",
    )
    parser.add_argument("--games", type=int, default=100, help="games to play; default 100")
    parser.add_argument("--seed", default="1", help="seed text or number; default 1")
    parser.add_argument("--record", metavar="FILE", help="write every game's record as JSON lines")
    parser.add_argument("--policy", choices=sorted(POLICIES), default="random", help="default: random")
    parser.add_argument("--max-actions", type=int, default=200_000, help="per game; default 200000")


def play_game(
    seed: int, options: ShiftingStonesOptions, bots: Sequence[Bot], max_actions: int, timed: bool = False
) -> Played[StonesState, str]:
    """One game from ``seed`` at the table of bots (``game.core.table``), cut after
    ``max_actions``; with ``timed`` each decision's wall time is kept."""
    timer = time.perf_counter if timed else None
    return play_bots(RULES, options, seed, bots, timer=timer, max_actions=max_actions)


def turn_over(seat: int, action: str, next_seat: int) -> bool:
    """A Shifting Stones turn ends when another seat is to act, or with End or Skip."""
    return next_seat != seat or action in ("end", "skip")


def parse_levels(text: str) -> list[str]:
    """``"hard,normal"`` → ``["hard", "normal"]``; raises ``ValueError`` for an unknown level."""
    levels = [part.strip() for part in text.split(",") if part.strip()]
    if not levels:
        raise ValueError("--bots needs at least one level, e.g. --bots hard,normal")
    for level in levels:
        if level not in LEVELS:
            raise ValueError(f"--bots: unknown level {level!r} (choose from {', '.join(LEVELS)})")
    return levels


def run(args: argparse.Namespace) -> dict[str, Any]:
    """Play ``args.games`` games and summarize them (see the module docstring)."""
    levels = parse_levels(args.bots) if args.bots else None
    if levels is not None and args.players is not None and args.players != len(levels):
        raise ValueError(f"--players {args.players} does not agree with --bots ({len(levels)} levels)")
    n = len(levels) if levels is not None else (args.players if args.players is not None else 2)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}")
    if args.games < 1:
        raise ValueError("--games must be at least 1")
    if args.max_actions < 1:
        raise ValueError("--max-actions must be at least 1")
    options = ShiftingStonesOptions(players=n)
    master = Rng(seed_from_text(str(args.seed)))
    policy = POLICIES[args.policy]
    wins = [0.0] * n
    outright = [0] * n
    points = [0] * n
    cards = [0] * n
    turns = strikes = actions_total = unfinished = solo_wins = ties = 0
    turn_seconds: dict[str, list[float]] = {level: [] for level in levels or ()}
    record_file = open(args.record, "w", encoding="utf-8") if args.record else None  # noqa: SIM115
    started = time.perf_counter()
    try:
        for game in range(args.games):
            seed = master.next_u64()
            master.next_u64()  # once the bots' shared stream; still drawn so game g keeps its deal
            # Seat s is played by entry order[s]: the levels rotate one seat per game.
            order = [(s + game) % n if levels is not None else s for s in range(n)]
            bots: list[Bot] = (
                [make_bot(levels[i]) for i in order] if levels is not None else [policy() for _ in range(n)]
            )
            played = play_game(seed, options, bots, args.max_actions, timed=levels is not None)
            state, actions = played.state, played.actions
            if levels is not None:
                for s, spent in played.turn_seconds(turn_over):
                    turn_seconds[levels[order[s]]].append(spent)
            actions_total += len(actions)
            turns += sum(state.turns)
            strikes += state.strikes
            if state.current >= 0:
                unfinished += 1
            else:
                result = _by_entry(RULES.returns(state), order)
                wins = [w + r for w, r in zip(wins, result, strict=True)]
                if n > 1 and result.count(max(result)) == 1:
                    outright[result.index(max(result))] += 1
                elif n > 1:
                    ties += 1
                solo_wins += solo_won(state)
            totals = _by_entry(scores(state) if n > 1 else [card_points(state.scored[0])], order)
            points = [p + t for p, t in zip(points, totals, strict=True)]
            cards = [c + len(s) for c, s in zip(cards, _by_entry(state.scored, order), strict=True)]
            if record_file is not None:
                match = Match.replay(RULES, options, seed, actions)
                record_file.write(record_to_jsonl(match.record()))
    finally:
        if record_file is not None:
            record_file.close()
    elapsed = time.perf_counter() - started
    g = args.games
    summary: dict[str, Any] = {
        "game": RULES.name,
        "players": n,
        "games": g,
        "seed": str(args.seed),
        "policy": args.policy,
    }
    if levels is not None:
        summary["bots"] = levels
        del summary["policy"]
    if n == 1:
        summary |= {
            "wins": solo_wins,
            "win_rate": round(solo_wins / g, 4),
            "avg_strikes": round(strikes / g, 3),
        }
    else:
        summary |= {"wins": [round(w, 4) for w in wins], "outright_wins": outright, "ties": ties}
    summary |= {
        "avg_score": [round(p / g, 3) for p in points],
        "avg_cards_scored": [round(c / g, 3) for c in cards],
        "avg_turns": round(turns / g, 2),
        "avg_actions": round(actions_total / g, 1),
        "unfinished": unfinished,
        "games_per_second": round(g / elapsed, 2) if elapsed > 0 else None,
    }
    if levels is not None:
        summary["ci95"] = wilson(solo_wins if n == 1 else wins[0], g)
        if n > 1:
            summary["win_rate"] = round(wins[0] / g, 4)
        every = [t for level in levels for t in turn_seconds[level]]
        summary["decision_ms"] = _ms(every) | {
            "by_level": {level: _ms(turn_seconds[level]) for level in dict.fromkeys(levels)}
        }
    return summary


def _ms(seconds: list[float]) -> dict[str, float]:
    """Median and p95 in milliseconds (``game.core.stats``), rounded for the summary."""
    return {key: round(value, 2) for key, value in median_p95_ms(seconds).items()}


def _by_entry(per_seat: Sequence[T], order: list[int]) -> list[T]:
    """Per-seat figures reordered by player entry (``order[s]`` is the entry seat ``s`` played)."""
    out = list(per_seat)
    for s, entry in enumerate(order):
        out[entry] = per_seat[s]
    return out
