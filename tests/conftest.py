"""Property tests draw the same examples on every run, so a test run is repeatable and quick (a few
hundred games each); ``make explore`` (``EXPLORE=1``) plays thousands and draws new examples, when
hunting for a failure (``HYPOTHESIS_PROFILE=explore`` draws new ones alone)."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

settings.register_profile("repeatable", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False, database=None)
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE", "explore" if os.environ.get("EXPLORE") else "repeatable")
)


@pytest.fixture(autouse=True)
def new_visit() -> None:
    """Each test opens the site as a new visit: nothing read of the saves before it is known."""
    from game.ui.storage.save_index import new_visit

    new_visit()
