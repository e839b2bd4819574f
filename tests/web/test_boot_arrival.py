"""The loading screen checks a link as Python does before it shows or asks anything of it
(static/js/boot.js): the figures it checks against are Python's own."""

from __future__ import annotations

import json
import re
from pathlib import Path

from game.core.registry import SPECS
from game.ui.link.relay import MAX_RELAY_LINK, SEAT_CODES, site_version
from game.ui.table.session import MAX_NAME

BOOT = Path(__file__).resolve().parents[2] / "static" / "js" / "boot.js"


def constant(name: str) -> str:
    found = re.search(rf"var {name} = (.+?);(?: //|\n)", BOOT.read_text())
    assert found is not None, name
    return found.group(1)


def test_the_loading_screen_knows_each_games_link_version() -> None:
    versions = json.loads(constant("LINK_VERSIONS"))
    assert versions == {game: site_version(game) for game in SPECS}


def test_the_loading_screen_bounds_names_and_links_as_python_does() -> None:
    assert int(constant("MAX_NAME")) == MAX_NAME
    assert int(constant("MAX_LINK")) == MAX_RELAY_LINK
    text = BOOT.read_text()
    letters = re.search(r"\^\[([a-z]+)\]\{1,(\d)\}\$", text)
    assert letters is not None
    assert set(letters.group(1)) == set(SEAT_CODES)
    assert int(letters.group(2)) == max(spec.max_players for spec in SPECS.values())
