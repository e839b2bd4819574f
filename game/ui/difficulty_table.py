"""Measured win rates of a team of hard bots (written by bench/difficulty.py)."""

from __future__ import annotations

BOT = "hard"
#: preset -> (wins, games) at 1, 2, 3, 4, 5 players
PRESETS: dict[str, tuple[tuple[int, int], ...]] = {
    "calm": ((81, 100), (95, 100), (93, 100), (95, 100), (95, 100)),
    "breeze": ((79, 100), (94, 100), (97, 100), (98, 100), (95, 100)),
    "choppy": ((65, 100), (64, 100), (69, 100), (52, 100), (50, 100)),
    "storm": ((26, 100), (7, 100), (6, 100), (3, 100), (3, 100)),
    "expert": ((4, 100), (4, 100), (5, 100), (4, 100), (2, 100)),
}
#: counted module -> (amount, log-odds shift against the base game at 3 players), by amount
COUNTED_EFFECTS: dict[str, tuple[tuple[int, float], ...]] = {
    "sea_monsters": ((3, -1.273), (5, -2.843)),
    "removed_islands": ((4, -0.96), (8, -1.996), (12, -3.891)),
    "wild_cards": ((1, 1.151), (3, 2.78)),
}
#: on/off module or mode -> log-odds shift against the base game at 3 players
SWITCH_EFFECTS: dict[str, float] = {
    "jagged_rocks=automatic": -0.654,
    "jagged_rocks=manual": -0.258,
    "jagged_rocks=follow": -0.258,
    "storms": -1.685,
    "layout=pyramid": -2.483,
    "layout=high_arch": -1.996,
    "day_night": -1.732,
}
#: Shifting Stones solo: (wins, games)
STONES_SOLO: tuple[int, int] = (72, 100)
