"""Option sets the contract suite plays each game with: a few fixed ones, then random ones.

Kept here, keyed by game name, so the games' own packages need no test hooks. A game missing
from these tables is played with its default options only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.rng import Rng

OptionSet = dict[str, Any]


def _tranquility(rng: Rng) -> OptionSet:
    competitive = rng.below(5) == 0
    return {
        "players": 2 if competitive else 1 + rng.below(5),
        "removed_islands": rng.choice([0, *range(4, 13)]),
        "sea_monsters": rng.choice([0, 3, 4, 5]),
        "jagged_rocks": rng.choice([None, "automatic", "manual", "follow"]),
        "storms": rng.below(2) == 1,
        "wild_cards": rng.below(4),
        "layout": rng.choice(["standard", "pyramid", "high_arch"]),
        "day_night": rng.below(2) == 1,
        "competitive": competitive,
    }


def _shifting_stones(rng: Rng) -> OptionSet:
    return {"players": 1 + rng.below(5)}


FIXED: dict[str, list[OptionSet]] = {
    "tranquility": [
        {},
        {"players": 1},
        {
            "players": 4,
            "removed_islands": 6,
            "sea_monsters": 4,
            "jagged_rocks": "manual",
            "storms": True,
            "wild_cards": 2,
            "layout": "pyramid",
            "day_night": True,
        },
        {"players": 2, "competitive": True},
        {
            "players": 5,
            "layout": "high_arch",
            "jagged_rocks": "follow",
            "sea_monsters": 3,
            "removed_islands": 12,
        },
        {"players": 3, "jagged_rocks": "automatic", "wild_cards": 3, "storms": True},
    ],
    "shifting-stones": [{"players": n} for n in (2, 1, 3, 4, 5)],
}

SAMPLERS: dict[str, Callable[[Rng], OptionSet]] = {
    "tranquility": _tranquility,
    "shifting-stones": _shifting_stones,
}


def candidate_options(game: str, playout: int, rng: Rng) -> list[OptionSet]:
    """Option sets to try in order for this playout: the fixed one (if any) then random ones.

    The suite takes the first one the game accepts, so a combination a game refuses (with
    ``InvalidOptions``) costs nothing; the default ``{}`` always comes last as a fallback.
    """
    fixed = FIXED.get(game, [])
    out = [fixed[playout]] if playout < len(fixed) else []
    sampler = SAMPLERS.get(game)
    if sampler is not None:
        out.extend(sampler(rng) for _ in range(20))
    out.append({})
    return out


#: Option sets each game must refuse with ``InvalidOptions`` naming the given option.
INVALID: dict[str, list[tuple[OptionSet, str]]] = {
    "tranquility": [
        ({"players": 0}, "players"),
        ({"players": 6}, "players"),
        ({"removed_islands": 3}, "removed_islands"),
        ({"sea_monsters": 2}, "sea_monsters"),
        ({"wild_cards": 4}, "wild_cards"),
        ({"layout": "circle"}, "layout"),
        ({"jagged_rocks": "sometimes"}, "jagged_rocks"),
    ],
    "shifting-stones": [
        ({"players": 0}, "players"),
        ({"players": 6}, "players"),
        ({"players": True}, "players"),
        ({"players": "3"}, "players"),
        ({"colour": "red"}, "colour"),
    ],
}


#: Actions an "eager" playout takes whenever it can (most of the time), so that games whose
#: uniformly random playouts run for thousands of moves also get played to the end.
EAGER_PREFIXES: dict[str, tuple[str, ...]] = {
    "shifting-stones": ("score:",),
}
