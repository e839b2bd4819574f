"""Each game's front end is registered once, by its id, where the registry says it lives."""

from __future__ import annotations

import pytest

from game.core.errors import GameError
from game.core.registry import GAMES
from game.ui.app.frontends import FRONT_ENDS, all_uis, ui_for


def test_every_game_has_its_front_end_and_no_other() -> None:
    assert list(FRONT_ENDS) == [game.id for game in GAMES]
    for game, ui in zip(GAMES, all_uis(), strict=True):
        assert ui.spec is game
        assert type(ui).__module__.startswith(game.ui_module)  # what the idle import loads


def test_an_unknown_game_has_no_front_end() -> None:
    with pytest.raises(GameError):
        ui_for("chess")
