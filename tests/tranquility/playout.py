"""Seeded playouts for property and golden tests: a random bot, optionally greedy for cheap plays.

Purely random play loses early; a greedy share of cheapest plays reaches full seas and Finish
cards, so the properties are checked on late-game positions too.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.core.rng import Rng
from game.tranquility.actions import DISCARD, FINISH, PLAY, format_action
from game.tranquility.legal import legal_moves
from game.tranquility.options import options_from_json
from game.tranquility.rules import RULES
from game.tranquility.state import TState

OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"players": 1},
    {"players": 5, "removed_islands": 12, "sea_monsters": 5},
    {"players": 2, "competitive": True, "storms": True},
    {
        "players": 4,
        "jagged_rocks": "manual",
        "storms": True,
        "wild_cards": 2,
        "layout": "pyramid",
        "day_night": True,
    },
    {"players": 3, "jagged_rocks": "automatic", "layout": "high_arch", "wild_cards": 1},
    {"players": 2, "jagged_rocks": "follow", "sea_monsters": 3, "day_night": True},
]


def choose(state: TState, rng: Rng, greed: float) -> str:
    """A legal action: with probability ``greed`` the cheapest Island play (or a Finish)."""
    moves = legal_moves(state)
    if greed and rng.random() < greed:
        best = [m for m in moves if m.kind == FINISH]
        if not best:
            plays = [m for m in moves if m.kind == PLAY and not m.wild]
            if plays:
                low = min(len(m.cards) for m in plays)
                best = [m for m in plays if len(m.cards) == low]
        if not best and not state.agenda:
            best = [m for m in moves if m.kind == DISCARD] or moves
        if best:
            return format_action(best[rng.below(len(best))])
    return format_action(moves[rng.below(len(moves))])


def playout(options: dict[str, Any], seed: int, greed: float = 0.0) -> Iterator[tuple[TState, str, TState]]:
    """Yield ``(before, action, after)`` for every step of one seeded game."""
    o = options_from_json(options)
    state = RULES.new_game(o, seed)
    rng = Rng(seed ^ 0x5EED)
    while not RULES.is_terminal(state):
        action = choose(state, rng, greed)
        after = RULES.apply(state, action)
        yield state, action, after
        state = after
