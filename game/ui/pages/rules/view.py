"""The rules page of a game."""

from __future__ import annotations

from game.ui.element import Spec
from game.ui.pages.rules import RulesPage
from game.ui.rules_page import rules_page


def view(page: RulesPage, lang: str) -> list[Spec]:
    return [rules_page(page.game, lang)]
