"""Named option presets of Tranquility, from a gentle sea to an expert's; each stays editable.

A preset fixes every module option (the player count and the seats stay the player's). Its name
and one-line description are the catalogue messages ``preset.<key>`` and ``preset.<key>.help``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

#: The base game's module options (what a preset leaves untouched is this).
BASE_OPTIONS: dict[str, Any] = {
    "removed_islands": 0,
    "sea_monsters": 0,
    "jagged_rocks": None,
    "storms": False,
    "wild_cards": 0,
    "layout": "standard",
    "day_night": False,
    "competitive": False,
}


@dataclass(frozen=True)
class Preset:
    key: str
    changes: dict[str, Any] = field(default_factory=dict)

    @property
    def options(self) -> dict[str, Any]:
        """Every module option of this preset (the JSON keys of the engine's options)."""
        return {**BASE_OPTIONS, **self.changes}


PRESETS: tuple[Preset, ...] = (
    Preset("calm"),
    Preset("breeze", {"wild_cards": 2}),
    Preset("choppy", {"sea_monsters": 3, "jagged_rocks": "automatic"}),
    Preset("storm", {"sea_monsters": 3, "removed_islands": 4, "jagged_rocks": "automatic", "storms": True}),
    Preset("expert", {"layout": "pyramid", "jagged_rocks": "manual", "day_night": True}),
)
BY_KEY = {preset.key: preset for preset in PRESETS}
CUSTOM = "custom"


def module_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` reduced to the module keys, missing ones at the base game's values."""
    return {key: options.get(key, default) for key, default in BASE_OPTIONS.items()}


def preset_of(options: Mapping[str, Any]) -> str:
    """The key of the preset these options are exactly, or ``"custom"``."""
    modules = module_options(options)
    return next((p.key for p in PRESETS if p.options == modules), CUSTOM)


def form_values(options: Mapping[str, Any]) -> dict[str, str]:
    """The setup form's field values (strings) for module ``options``."""
    modules = module_options(options)
    return {
        key: ("1" if value else "") if isinstance(value, bool) else ("" if value is None else str(value))
        for key, value in modules.items()
    }
