"""Setup options of a Tranquility game: one typed, validated, JSON-friendly value (RULES.md A8).

The JSON keys are the same in saves, share links and ``python -m game.sim --options``:
``players``, ``removed_islands``, ``sea_monsters``, ``jagged_rocks``, ``storms``, ``wild_cards``,
``layout``, ``day_night``, ``competitive``. Missing keys take the base-game defaults.

``remember_discards`` is a player's aid, not a rule: it lists each person's own discards on
their screen (the published game keeps discards face down, RULES.md A3). The engine and the bots
ignore it; it is written only when on, so games and saves without it read and write as before.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.errors import InvalidOptions

ROCK_MODES: tuple[str, ...] = ("automatic", "manual", "follow")
LAYOUT_NAMES: tuple[str, ...] = ("standard", "pyramid", "high_arch")
KEYS: tuple[str, ...] = (
    "players",
    "removed_islands",
    "sea_monsters",
    "jagged_rocks",
    "storms",
    "wild_cards",
    "layout",
    "day_night",
    "competitive",
    "remember_discards",
)


@dataclass(frozen=True, slots=True)
class TranquilityOptions:
    """A validated option set; construct through :func:`make_options` or ``options_from_json``."""

    players: int = 3
    removed_islands: int = 0
    sea_monsters: int = 0
    jagged_rocks: str | None = None
    storms: bool = False
    wild_cards: int = 0
    layout: str = "standard"
    day_night: bool = False
    competitive: bool = False
    #: the "Remember my discards" aid (see the module docstring)
    remember_discards: bool = False

    def __post_init__(self) -> None:
        validate(self)

    @property
    def compass_cards(self) -> bool:
        """Storms and Day and Night both shuffle the 4 Compass cards into the piles (A8)."""
        return self.storms or self.day_night


def _int(option: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidOptions(option, f"{option} must be a whole number, not {value!r}.", "option_not_int")
    return value


def _bool(option: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise InvalidOptions(option, f"{option} must be true or false, not {value!r}.", "option_not_bool")
    return value


def _out_of_range(option: str, message: str, code: str, value: Any) -> InvalidOptions:
    """The refusal of ``value`` for ``option``."""
    return InvalidOptions(option, message, code, value=value)


def validate(o: TranquilityOptions) -> None:
    """Raise ``InvalidOptions`` naming the first option that is out of range or incompatible."""
    players = _int("players", o.players)
    if not 1 <= players <= 5:
        raise InvalidOptions("players", f"Tranquility is for 1 to 5 players, not {players}.", "bad_players")
    removed = _int("removed_islands", o.removed_islands)
    if removed != 0 and not 4 <= removed <= 12:
        raise _out_of_range(
            "removed_islands",
            f"Remove either no Islands or 4 to 12 of them, not {removed}.",
            "bad_removed_islands",
            removed,
        )
    monsters = _int("sea_monsters", o.sea_monsters)
    if monsters not in (0, 3, 4, 5):
        raise _out_of_range(
            "sea_monsters",
            f"Play with 0, 3, 4 or 5 Sea Monsters, not {monsters}.",
            "bad_sea_monsters",
            monsters,
        )
    rocks = o.jagged_rocks
    if rocks is not None and rocks not in ROCK_MODES:
        modes = ", ".join(ROCK_MODES)
        raise _out_of_range(
            "jagged_rocks",
            f"Jagged Rocks are off (null) or one of {modes}, not {rocks!r}.",
            "bad_jagged_rocks",
            rocks,
        )
    _bool("storms", o.storms)
    wilds = _int("wild_cards", o.wild_cards)
    if not 0 <= wilds <= 3:
        raise _out_of_range(
            "wild_cards", f"Play with 0 to 3 Wild cards, not {wilds}.", "bad_wild_cards", wilds
        )
    if o.layout not in LAYOUT_NAMES:
        raise _out_of_range(
            "layout",
            f"The layout is standard, pyramid or high_arch, not {o.layout!r}.",
            "bad_layout",
            o.layout,
        )
    _bool("day_night", o.day_night)
    if _bool("competitive", o.competitive) and players != 2:
        raise InvalidOptions(
            "competitive",
            f"The competitive variant is for exactly 2 players, not {players}.",
            "competitive_needs_two",
            players=players,
        )
    _bool("remember_discards", o.remember_discards)


def options_from_json(data: Mapping[str, Any]) -> TranquilityOptions:
    """Options from a JSON object; unknown keys and bad values raise ``InvalidOptions``."""
    if not isinstance(data, Mapping):
        raise InvalidOptions("options", "Options must be a JSON object.", "options_not_object")
    for key in data:
        if key not in KEYS:
            raise InvalidOptions(str(key), f"Unknown option {key!r}.", "unknown_option")
    return TranquilityOptions(**{key: data[key] for key in KEYS if key in data})


def options_to_json(o: TranquilityOptions) -> dict[str, Any]:
    """Every option as JSON (``options_from_json`` accepts it back); the aid only when on."""
    return {key: getattr(o, key) for key in KEYS if key != "remember_discards" or o.remember_discards}
