"""Shifting Stones simulations: random players, wins, scores and game lengths.

``python -m game.sim shifting-stones --players N --games G --seed S [--record FILE] [--json]``

Every seat is played by ``game.core.bots.RandomBot`` (a uniformly random legal action), seeded
per game from ``--seed``. Uniform play rarely picks a Score among ~90 actions, so a 2–5 player
game lasts some 1,000–2,000 turns, but it does end: scoring happens by chance and the end
trigger only grows. ``--policy scorer`` instead scores whenever it can and is random otherwise
(a "random useful" player, about 50 turns a game). ``--max-actions`` stops a game that runs
longer and counts it as unfinished.

The summary (``--json``): ``games``; ``wins`` per seat (a tie shares the win, 1/k each) or, solo,
the number of games won with ``win_rate`` and ``avg_strikes``; ``avg_score`` per seat (points
with the +3 bonus; solo: card points); ``avg_cards_scored``; ``avg_turns`` (turns taken by all
seats together, per game); ``avg_actions``; ``unfinished``; ``games_per_second``.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.bots import RandomBot
from game.core.interfaces import Bot
from game.core.match import Match, record_to_jsonl
from game.core.rng import Rng, seed_from_text
from game.shifting_stones.options import MAX_PLAYERS, MIN_PLAYERS, ShiftingStonesOptions
from game.shifting_stones.rules import RULES
from game.shifting_stones.scoring import card_points, scores, solo_won
from game.shifting_stones.state import StonesState


class RandomScorerBot:
    """Scores a random matching card whenever one is legal; otherwise a uniformly random action."""

    name = "random-scorer"

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> str:
        scoring = [action for action in legal if action.startswith("score:")]
        return rng.choice(scoring or legal)


POLICIES: dict[str, Callable[[], Bot]] = {"random": RandomBot, "scorer": RandomScorerBot}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=2, help="1 (solo) to 5; default 2")
    parser.add_argument("--games", type=int, default=100, help="games to play; default 100")
    parser.add_argument("--seed", default="1", help="seed text or number; default 1")
    parser.add_argument("--record", metavar="FILE", help="write every game's record as JSON lines")
    parser.add_argument("--policy", choices=sorted(POLICIES), default="random", help="default: random")
    parser.add_argument("--max-actions", type=int, default=200_000, help="per game; default 200000")


def play_game(
    seed: int, options: ShiftingStonesOptions, bots: list[Bot], rng: Rng, max_actions: int
) -> tuple[StonesState, list[str]]:
    """One game from ``seed``; returns the last state and the actions played."""
    state = RULES.new_game(options, seed)
    actions: list[str] = []
    while state.current >= 0 and len(actions) < max_actions:
        seat = state.current
        action = bots[seat].choose(RULES.view(state, seat), RULES.legal_actions(state), rng)
        state = RULES.apply(state, action)
        actions.append(action)
    return state, actions


def run(args: argparse.Namespace) -> dict[str, Any]:
    """Play ``args.games`` games and summarize them (see the module docstring)."""
    n = args.players
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
    record_file = open(args.record, "w", encoding="utf-8") if args.record else None  # noqa: SIM115
    started = time.perf_counter()
    try:
        for _ in range(args.games):
            seed = master.next_u64()
            rng = Rng(master.next_u64())
            bots: list[Bot] = [policy() for _ in range(n)]
            state, actions = play_game(seed, options, bots, rng, args.max_actions)
            actions_total += len(actions)
            turns += sum(state.turns)
            strikes += state.strikes
            if state.current >= 0:
                unfinished += 1
            else:
                result = RULES.returns(state)
                wins = [w + r for w, r in zip(wins, result, strict=True)]
                if n > 1 and result.count(max(result)) == 1:
                    outright[result.index(max(result))] += 1
                elif n > 1:
                    ties += 1
                solo_wins += solo_won(state)
            totals = scores(state) if n > 1 else [card_points(state.scored[0])]
            points = [p + t for p, t in zip(points, totals, strict=True)]
            cards = [c + len(s) for c, s in zip(cards, state.scored, strict=True)]
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
    return summary
