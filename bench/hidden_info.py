"""What each hidden part of a Tranquility deal is worth to the hard bot (a measurement only).

The hard bot searches deals built from its view (``deal.state_from_view``: every card it cannot
see dealt at random). Here that deal tells the truth about one part, the rest dealt as usual:

- ``none``: nothing (the fair hard bot, for the baseline on the same deals);
- ``hands``: the other seats' hands, as a perfect belief over them would;
- ``piles``: every pile, in order (which card each seat will draw next);
- ``all``: the whole real state.

A team of hard bots plays base games with seeds ``--seed-base`` onwards and the win rate is
printed with its 95% Wilson interval. No bot in the game ever plays this way: it only shows how
far knowing more would take the search (docs/bots/tranquility.md).

Usage: nice .venv/bin/python bench/hidden_info.py --players 2 --games 1000 --part piles
[--seed-base 500000] [--jobs 2]
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections import Counter
from collections.abc import Mapping
from multiprocessing import Pool
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bots_tranquility import play as play_team  # noqa: E402

from game.core.rng import Rng  # noqa: E402
from game.core.stats import wilson  # noqa: E402
from game.tranquility.bots import deal, hard  # noqa: E402
from game.tranquility.state import TState  # noqa: E402

PARTS = ("none", "hands", "piles", "all")
_FAIR = deal.state_from_view
_TRUTH: dict[str, Any] = {"part": "none", "state": None}


def told(dealt: TState, truth: TState, seat: int, part: str) -> TState:
    """``dealt`` with ``part`` (``hands`` or ``piles``) made true: the true cards of that part
    are taken out of wherever the deal put them and the dealt ones put there instead."""
    n = truth.options.players
    owners = [s for s in range(n) if s != seat or part == "piles"]
    true_cards = Counter(c for s in owners for c in getattr(truth, part)[s])
    dealt_cards = Counter(c for s in owners for c in getattr(dealt, part)[s])
    wanted = true_cards - dealt_cards
    spare = list((dealt_cards - true_cards).elements())

    def swap(cards: tuple[int, ...]) -> tuple[int, ...]:
        out = []
        for c in cards:
            if wanted[c] > 0:
                wanted[c] -= 1
                out.append(spare.pop())
            else:
                out.append(c)
        return tuple(out)

    changes: dict[str, Any] = {}
    for field in ("hands", "piles", "discards"):
        if field != part:
            known = field != "piles"  # the seat's own hand and discards are known to it
            groups = getattr(dealt, field)
            changes[field] = tuple(g if (s == seat and known) else swap(g) for s, g in enumerate(groups))
    changes["removed"] = swap(dealt.removed)
    changes["lost"] = swap(dealt.lost)
    changes[part] = tuple(
        getattr(truth, part)[s] if s in owners else getattr(dealt, part)[s] for s in range(n)
    )
    if +wanted:
        raise AssertionError(f"cards left unplaced: {dict(+wanted)}")
    return dataclasses.replace(dealt, **changes)


def patched_deal(view: Mapping[str, Any], rng: Rng) -> TState:
    """``deal.state_from_view`` telling the truth about the part being measured."""
    truth: TState = _TRUTH["state"]
    part: str = _TRUTH["part"]
    if part == "all":
        return truth
    dealt = _FAIR(view, rng)
    if part == "none":
        return dealt
    return told(dealt, truth, int(view["seat"]), part)


def remember(state: TState) -> None:
    _TRUTH["state"] = state


def play(job: tuple[int, int, str]) -> bool:
    """One base game of a team of hard bots: won?"""
    players, seed, part = job
    vars(hard)["state_from_view"] = patched_deal  # the name the search calls
    _TRUTH["part"] = part
    return play_team(({"players": players}, "hard", seed), watch=remember)[0]


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--part", choices=PARTS, default="none")
    parser.add_argument("--seed-base", type=int, default=500_000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    jobs = [(args.players, args.seed_base + i, args.part) for i in range(args.games)]
    with Pool(max(1, args.jobs)) as pool:
        won = sum(pool.map(play, jobs, chunksize=5))
    low, high = wilson(won, args.games)
    print(
        f"hard, {args.players} players, told {args.part}: {won}/{args.games} = {100 * won / args.games:.1f}% "
        f"[{100 * low:.1f}-{100 * high:.1f}] (seeds {args.seed_base} onwards)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
