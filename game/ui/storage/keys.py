"""Where the site keeps what in the browser's storage, and the choices its preferences take."""

from __future__ import annotations

PREFS_KEY = "sea-stones/prefs"
#: where a damaged stored record is kept, untouched, before anything is written over it
DAMAGED_PREFIX = "sea-stones/damaged/"
PACE_SECONDS = {"instant": 0.0, "normal": 0.5, "slow": 1.2}
#: how many finished games the player may choose to keep (0: all, the default)
KEEP_CHOICES = (0, 10, 25, 50, 100, 250)
#: what the browser lets a site keep in localStorage, in characters (5 MiB of UTF-16 in Chromium
#: and Firefox); an estimate, and said so
QUOTA_CHARS = 5 * 1024 * 1024
