"""Named option presets, from a game's registry entry: each fixes every module option (the
player count and the seats stay the player's) and stays editable. A preset's name and one-line
description are the catalogue messages ``preset.<key>`` and ``preset.<key>.help``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.registry import GameSpec, Preset

CUSTOM = "custom"


def find_preset(spec: GameSpec, key: str) -> Preset | None:
    """The preset of ``spec`` called ``key``, if there is one."""
    return next((p for p in spec.presets if p.key == key), None)


def module_options(spec: GameSpec, options: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` reduced to the module keys, missing ones at the base game's values."""
    return {key: options.get(key, default) for key, default in spec.base_options.items()}


def preset_of(spec: GameSpec, options: Mapping[str, Any]) -> str:
    """The key of the preset these options are exactly, or ``"custom"``."""
    modules = module_options(spec, options)
    return next((p.key for p in spec.presets if p.options == modules), CUSTOM)


def form_values(options: Mapping[str, Any]) -> dict[str, str]:
    """The setup form's field values (strings) for module ``options``."""
    return {
        key: ("1" if value else "") if isinstance(value, bool) else ("" if value is None else str(value))
        for key, value in options.items()
    }
