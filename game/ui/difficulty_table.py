"""Measured win rates of a team of hard bots (written by bench/difficulty.py)."""

from __future__ import annotations

BOT = "hard"
#: preset -> (wins, games) at 1, 2, 3, 4, 5 players
PRESETS: dict[str, tuple[tuple[int, int], ...]] = {
    "calm": ((1, 2), (2, 2), (2, 2), (0, 2), (2, 2)),
    "breeze": ((2, 2), (2, 2), (2, 2), (2, 2), (2, 2)),
    "choppy": ((0, 2), (0, 2), (1, 2), (1, 2), (1, 2)),
    "storm": ((0, 2), (0, 2), (0, 2), (0, 2), (0, 2)),
    "expert": ((0, 2), (0, 2), (0, 2), (0, 2), (0, 2)),
}
#: counted module -> (amount, log-odds shift against the base game at 3 players), by amount
COUNTED_EFFECTS: dict[str, tuple[tuple[int, float], ...]] = {
    "sea_monsters": ((3, -3.219), (5, 0.0)),
    "removed_islands": ((4, 0.0), (8, 0.0), (12, -3.219)),
    "wild_cards": ((1, 0.0), (3, 0.0)),
}
#: on/off module or mode -> log-odds shift against the base game at 3 players
SWITCH_EFFECTS: dict[str, float] = {
    "jagged_rocks=automatic": 0.0,
    "jagged_rocks=manual": 0.0,
    "jagged_rocks=follow": 0.0,
    "storms": -1.609,
    "layout=pyramid": -1.609,
    "layout=high_arch": 0.0,
    "day_night": 0.0,
}
#: Shifting Stones solo: (wins, games)
STONES_SOLO: tuple[int, int] = (1, 2)
