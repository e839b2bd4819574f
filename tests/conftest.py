"""Property tests draw the same examples on every run, so a test run is repeatable; set
HYPOTHESIS_PROFILE=explore to draw new ones when hunting for a failure."""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("repeatable", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False, database=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))
