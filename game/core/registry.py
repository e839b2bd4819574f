"""The games, each described once: the only list of games in the project.

A :class:`GameSpec` names everything the rest of the code asks about a game — its id, its names,
player counts, options (type and parser through its rules), bot levels, presets, the daily deal
and the modules that hold its rules, bots, front end and command line. Modules are imported
lazily to keep start-up cheap. Adding a game means one entry here and one folder per layer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING, Any

from game.core.errors import GameError

if TYPE_CHECKING:
    from game.core.interfaces import Bot, Rules

#: Bot levels every game offers, weakest first.
BOT_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Preset:
    """A named set of every module option; its name and description are catalogue messages
    ``preset.<key>`` and ``preset.<key>.help``."""

    key: str
    options: Mapping[str, Any]


def _presets(base: Mapping[str, Any], changes: Mapping[str, Mapping[str, Any]]) -> tuple[Preset, ...]:
    return tuple(Preset(key, {**base, **changed}) for key, changed in changes.items())


@dataclass(frozen=True)
class DailyDeal:
    """The fixed table of a game's daily deal."""

    players: int
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameSpec:
    """One game, as every layer sees it."""

    #: registry key, save tag, share-link fragment and catalogue key (``game.<id>``)
    id: str
    #: the English name (saves list, command line)
    title: str
    min_players: int
    max_players: int
    default_players: int
    rules_module: str
    bots_module: str
    #: the package under ``game/ui/games`` that implements ``GameUI``
    ui_module: str
    #: the module that adds ``python -m game.sim <id>``
    sim_module: str
    daily: DailyDeal
    bot_levels: tuple[str, ...] = BOT_LEVELS
    #: the options a preset leaves untouched (empty: the game has no presets)
    base_options: Mapping[str, Any] = field(default_factory=dict)
    presets: tuple[Preset, ...] = ()
    #: the version of the rules as links of a game played by link know them (a link names it:
    #: another version's is refused, game/ui/link/relay.py); raised when a change of the rules would
    #: replay an old game's moves differently
    rules_version: int = 1

    @property
    def rules(self) -> Rules[Any, Any]:
        """The game's ``Rules`` object."""
        rules: Rules[Any, Any] = import_module(self.rules_module).RULES
        return rules

    def parse_options(self, data: Mapping[str, Any]) -> Any:
        """Validated options of this game (raises ``InvalidOptions``)."""
        return self.rules.options_from_json(data)


#: Tranquility's base game, the options its presets change.
_TRANQUILITY_BASE: Mapping[str, Any] = {
    "removed_islands": 0,
    "sea_monsters": 0,
    "jagged_rocks": None,
    "storms": False,
    "wild_cards": 0,
    "layout": "standard",
    "day_night": False,
    "competitive": False,
}


def _game(game_id: str, title: str, package: str, players: tuple[int, int, int], **more: Any) -> GameSpec:
    """A game of this project: its rules and bots in ``game/<package>``, its command line in
    ``game/sim/<package>.py``, its front end in ``game/ui/games/<package>``; ``players`` is
    (fewest, most, default)."""
    low, high, default = players
    modules = {kind: f"game.{package}.{kind}" for kind in ("rules", "bots")}
    return GameSpec(
        game_id,
        title,
        low,
        high,
        default,
        modules["rules"],
        modules["bots"],
        f"game.ui.games.{package}",
        f"game.sim.{package}",
        **{"daily": DailyDeal(1), **more},
    )


GAMES: tuple[GameSpec, ...] = (
    _game(
        "tranquility",
        "Tranquility",
        "tranquility",
        (1, 5, 1),
        base_options=_TRANQUILITY_BASE,
        presets=_presets(
            _TRANQUILITY_BASE,
            {
                "calm": {},
                "breeze": {"wild_cards": 2},
                "choppy": {"sea_monsters": 3, "jagged_rocks": "automatic"},
                "storm": {
                    "sea_monsters": 3,
                    "removed_islands": 4,
                    "jagged_rocks": "automatic",
                    "storms": True,
                },
                "expert": {"layout": "pyramid", "jagged_rocks": "manual", "day_night": True},
            },
        ),
    ),
    _game("shifting-stones", "Shifting Stones", "shifting_stones", (1, 5, 2)),
)

#: id -> spec (tests may register a game of their own here).
SPECS: dict[str, GameSpec] = {spec.id: spec for spec in GAMES}


def game_names() -> list[str]:
    """Every registered game id, sorted."""
    return sorted(SPECS)


def spec(name: str) -> GameSpec:
    """The spec of game ``name``; raises ``GameError`` for an unknown name."""
    try:
        return SPECS[name]
    except KeyError:
        raise GameError(f"Unknown game {name!r}.", "unknown_game", game=name) from None


def get_rules(name: str) -> Rules[Any, Any]:
    """The ``Rules`` object of game ``name``; raises ``GameError`` for an unknown name."""
    return spec(name).rules


def make_bot(name: str, level: str) -> Bot:
    """A bot of ``level`` for game ``name``. Raises ``GameError`` (``unknown_bot_level``) for a
    level the game does not offer."""
    game = spec(name)
    if level not in game.bot_levels:
        raise GameError(
            f"There is no bot level {level!r} (choose one of {', '.join(game.bot_levels)}).",
            "unknown_bot_level",
            level=level,
        )
    bot: Bot = import_module(game.bots_module).make_bot(level)
    return bot


def table_decision(name: str) -> Callable[[Any], str | None] | None:
    """What a table of bots only settles together in game ``name`` (``bots.table_decision``:
    Tranquility's Start split), or None when every decision is a seat's own."""
    decide: Callable[[Any], str | None] | None = getattr(
        import_module(spec(name).bots_module), "table_decision", None
    )
    return decide


def suggest(name: str, view: Mapping[str, Any], legal: Sequence[str]) -> tuple[str, str]:
    """The Hint of game ``name``: the strongest bot's move for the seat of ``view``, and why."""
    action, reason = import_module(spec(name).bots_module).suggest(view, legal)
    return str(action), str(reason)
