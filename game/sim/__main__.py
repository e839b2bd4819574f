"""``python -m game.sim``: see :mod:`game.sim`."""

import sys

from game.sim import main

sys.exit(main())
