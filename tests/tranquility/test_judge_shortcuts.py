"""The judgement's shortcuts give what the long way gives.

``Judge.worst`` reads the whole pool's least-missed order instead of choosing again for each
card played, the keep values take each held Island's scarcity from the gap its best fit found,
and the gap model builds its per-cell table only when asked; over the positions of seeded bot
games (every module on in some), each must equal the long way.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game.core.table import decision_rng
from game.tranquility.bots.fit import Model
from game.tranquility.bots.judge import FIT_CAP, KEEP_WEIGHT, SCARCE_WEIGHT, Judge
from game.tranquility.bots.seen import Seen, seen_from_state
from game.tranquility.cards import ISLAND_MAX
from game.tranquility.fast import new_fast_game
from game.tranquility.fast_bots import fast_decider
from game.tranquility.legal import choices
from game.tranquility.options import options_from_json
from game.tranquility.placement import placement_cost
from game.tranquility.state import PLAYING

OPTION_SETS: tuple[dict[str, Any], ...] = (
    {"players": 3},
    {"players": 2, "competitive": True, "sea_monsters": 3, "wild_cards": 2, "layout": "pyramid"},
    {"players": 4, "storms": True, "wild_cards": 3, "day_night": True, "jagged_rocks": "manual"},
    {"players": 5, "removed_islands": 8, "layout": "high_arch", "jagged_rocks": "automatic"},
)


def seens() -> list[Seen]:
    """Every seat's knowledge at every step of a few seeded games of normal bots."""
    out: list[Seen] = []
    decide = fast_decider("normal")
    for which, data in enumerate(OPTION_SETS):
        options = options_from_json(data)
        for seed in range(3):
            f = new_fast_game(options, 100 * which + seed)
            step = 0
            while f.result == PLAYING:
                out.extend(seen_from_state(f, seat) for seat in range(options.players))
                f.apply(decide(f, [decision_rng(seed, f.current(), step)] * options.players))
                step += 1
    return out


SEENS = seens()


def test_worst_is_the_least_missed_choice_made_again() -> None:
    for seen in SEENS:
        judge = Judge(seen)
        islands = [c for c in judge.pool if c <= ISLAND_MAX]
        for exclude in [0, *islands[:3], *([83] if 83 in judge.pool else [])]:
            for k in range(0, len(judge.pool) + 1):
                pool = judge.pool[:]
                if exclude:
                    pool.remove(exclude)
                expected = tuple(sorted(judge._least_missed(pool, k))) if k > 0 else ()
                assert judge.worst(k, exclude) == expected, (seen.hand, k, exclude)


def test_keep_values_and_best_fits_are_the_models_own() -> None:
    for seen in SEENS[::3]:
        judge = Judge(seen)
        model = Model(seen)
        for c in seen.hand:
            if c > ISLAND_MAX:
                continue
            best, where = judge.best_fit(c)
            assert judge.keep[c] == KEEP_WEIGHT * max(0.0, FIT_CAP - best) + SCARCE_WEIGHT * model.scarcity(c)
            fits = {
                p: placement_cost(seen.grid, judge.layout, p, c) + model.play_delta(c, p)
                for p in range(36)
                if not seen.grid[p] and model.gap_numbers(p)[0] < c < model.gap_numbers(p)[1]
            }
            if fits:
                low = min(fits.values())
                assert (best, where) == (low, min(p for p, v in fits.items() if v == low))
                assert all(judge.fit(c, p) == v for p, v in fits.items())
            else:
                assert (best, where) == (float("inf"), -1)


def test_the_first_payment_and_whether_there_are_others() -> None:
    pools = [(1, 2, 3, 4), (5, 5), (81, 81, 83), (7,), (), (3, 81, 81, 81), (2, 2, 2, 9)]
    for pool in pools:
        for cost in range(len(pool) + 1):
            ways = choices(pool, cost)
            assert ways[0] == pool[:cost]
            others = 0 < cost < len(pool) and pool.count(pool[0]) < len(pool)
            assert (len(ways) > 1) == others, (pool, cost)
            assert len(ways) == len(set(combinations(pool, cost)))
