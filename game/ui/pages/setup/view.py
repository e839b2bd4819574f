"""The setup screen, drawn from its model (the form as entered, and why a start was refused)."""

from __future__ import annotations

from game.ui.element import Spec
from game.ui.pages.setup import Setup
from game.ui.setup import setup_screen


def view(setup: Setup, lang: str) -> list[Spec]:
    return [setup_screen(setup.game, setup.values, setup.error, lang)]
