"""How much the grid a Shifting Stones player is handed decides their turn, against their hand.

Shuffled grids (new 2-player games, seeds 9000 onwards) are crossed with random 4-card hands;
for every pair the best points one turn can score (every line of up to 3 Shifts/Flips the hand
can pay for, as the planning bots search) is computed. The variance of those points is split
into what the grid explains (the spread of the grids' means over all hands), what the hand
explains (the spread of the hands' means over all grids) and the rest (which grid suits which
hand). The grid's share bounds what leaving a "bad" grid to the next player can achieve without
knowing their hand (docs/bots/shifting_stones.md).

Usage: nice .venv/bin/python bench/stones_grid_effect.py [--grids 40] [--hands 40]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng
from game.shifting_stones.bots.search import lines
from game.shifting_stones.cards import ALL_CARD_IDS
from game.shifting_stones.matching import grid_key
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.rules import RULES


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--grids", type=int, default=40)
    parser.add_argument("--hands", type=int, default=40)
    args = parser.parse_args()
    options = ShiftingStonesOptions(players=2)
    grids = [grid_key(RULES.new_game(options, 9000 + g).grid) for g in range(args.grids)]
    rng = Rng(2026)
    hands = []
    for _ in range(args.hands):
        deck = list(ALL_CARD_IDS)
        rng.shuffle(deck)
        hands.append(tuple(sorted(deck[:4])))
    best = [[max(line.points for line in lines(key, hand, 3)) for hand in hands] for key in grids]
    points = [x for row in best for x in row]
    total = statistics.pvariance(points)
    by_grid = statistics.pvariance([statistics.mean(row) for row in best])
    by_hand = statistics.pvariance([statistics.mean(row[j] for row in best) for j in range(args.hands)])
    # A grid's mean over H hands carries sampling noise of about (variance within a grid) / H.
    noise = statistics.mean(statistics.pvariance(row) for row in best) / args.hands
    print(
        f"{args.grids} grids x {args.hands} hands: best points of a turn {statistics.mean(points):.2f} on average"
    )
    print(
        f"variance {total:.3f}: grid {by_grid:.3f} ({100 * by_grid / total:.0f}%, of which noise ~{noise:.3f}),"
    )
    print(f"hand {by_hand:.3f} ({100 * by_hand / total:.0f}%), the rest: which grid suits which hand")
    print(f"grid effect beyond the noise: standard deviation {max(by_grid - noise, 0.0) ** 0.5:.2f} points")
    return 0


if __name__ == "__main__":
    sys.exit(main())
