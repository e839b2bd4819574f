"""Measured win rates of a team of hard bots (written by bench/difficulty.py)."""

from __future__ import annotations

BOT = "hard"
#: preset -> (wins, games) at 1, 2, 3, 4, 5 players
PRESETS: dict[str, tuple[tuple[int, int], ...]] = {
    "calm": ((166, 200), (191, 200), (185, 200), (188, 200), (183, 200)),
    "breeze": ((163, 200), (193, 200), (196, 200), (195, 200), (193, 200)),
    "choppy": ((136, 200), (129, 200), (127, 200), (105, 200), (101, 200)),
    "storm": ((52, 200), (17, 200), (12, 200), (9, 200), (3, 200)),
    "expert": ((8, 200), (5, 200), (12, 200), (11, 200), (7, 200)),
}
#: counted module -> (amount, log-odds shift against the base game at 3 players), by amount
COUNTED_EFFECTS: dict[str, tuple[tuple[int, float], ...]] = {
    "sea_monsters": ((3, -1.592), (5, -2.562)),
    "removed_islands": ((4, -0.837), (8, -2.181), (12, -3.859)),
    "wild_cards": ((1, 1.089), (3, 1.892)),
}
#: on/off module or mode -> log-odds shift against the base game at 3 players
SWITCH_EFFECTS: dict[str, float] = {
    "jagged_rocks=automatic": -0.64,
    "jagged_rocks=manual": -0.46,
    "jagged_rocks=follow": -0.193,
    "storms": -1.822,
    "layout=pyramid": -2.462,
    "layout=high_arch": -1.974,
    "day_night": -1.778,
}
#: Shifting Stones solo: (wins, games)
STONES_SOLO: tuple[int, int] = (141, 200)
