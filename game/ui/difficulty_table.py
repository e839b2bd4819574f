"""Measured win rates of a team of hard bots (written by bench/difficulty.py)."""

from __future__ import annotations

BOT = "hard"
#: preset -> (wins, games) at 1, 2, 3, 4, 5 players
PRESETS: dict[str, tuple[tuple[int, int], ...]] = {
    "calm": ((35, 60), (55, 60), (58, 60), (56, 60), (58, 60)),
    "breeze": ((46, 60), (56, 60), (57, 60), (59, 60), (59, 60)),
    "choppy": ((26, 60), (31, 60), (31, 60), (25, 60), (26, 60)),
    "storm": ((0, 60), (0, 60), (0, 60), (0, 60), (0, 60)),
    "expert": ((0, 60), (0, 60), (0, 60), (0, 60), (1, 60)),
}
#: counted module -> (amount, log-odds shift against the base game at 3 players), by amount
COUNTED_EFFECTS: dict[str, tuple[tuple[int, float], ...]] = {
    "sea_monsters": ((3, -2.685), (5, -3.284)),
    "removed_islands": ((4, -1.987), (8, -2.754), (12, -5.118)),
    "wild_cards": ((1, 0.0), (3, 0.0)),
}
#: on/off module or mode -> log-odds shift against the base game at 3 players
SWITCH_EFFECTS: dict[str, float] = {
    "jagged_rocks=automatic": -2.161,
    "jagged_rocks=manual": -1.462,
    "jagged_rocks=follow": -1.797,
    "storms": -2.616,
    "layout=pyramid": -3.69,
    "layout=high_arch": -2.955,
    "day_night": -2.822,
}
#: Shifting Stones solo: (wins, games)
STONES_SOLO: tuple[int, int] = (6, 60)
