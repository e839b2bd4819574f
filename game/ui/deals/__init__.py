"""Which game to play: the daily deal, option presets and how hard a game is."""
