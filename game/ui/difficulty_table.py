"""Measured win rates of a team of hard bots (written by bench/difficulty.py)."""

from __future__ import annotations

BOT = "hard"
#: preset -> (wins, games) at 1, 2, 3, 4, 5 players
PRESETS: dict[str, tuple[tuple[int, int], ...]] = {
    "calm": ((40, 60), (55, 60), (57, 60), (55, 60), (56, 60)),
    "breeze": ((47, 60), (56, 60), (58, 60), (59, 60), (58, 60)),
    "choppy": ((26, 60), (26, 60), (23, 60), (21, 60), (26, 60)),
    "storm": ((9, 60), (4, 60), (2, 60), (1, 60), (1, 60)),
    "expert": ((1, 60), (3, 60), (3, 60), (3, 60), (3, 60)),
}
#: counted module -> (amount, log-odds shift against the base game at 3 players), by amount
COUNTED_EFFECTS: dict[str, tuple[tuple[int, float], ...]] = {
    "sea_monsters": ((3, -1.722), (5, -3.063)),
    "removed_islands": ((4, -1.807), (8, -2.468), (12, -4.259)),
    "wild_cards": ((1, 0.354), (3, 1.997)),
}
#: on/off module or mode -> log-odds shift against the base game at 3 players
SWITCH_EFFECTS: dict[str, float] = {
    "jagged_rocks=automatic": -1.443,
    "jagged_rocks=manual": -1.228,
    "jagged_rocks=follow": -1.634,
    "storms": -2.044,
    "layout=pyramid": -3.336,
    "layout=high_arch": -2.865,
    "day_night": -2.535,
}
#: Shifting Stones solo: (wins, games)
STONES_SOLO: tuple[int, int] = (43, 60)
