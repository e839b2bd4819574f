"""The stats page, drawn from its model (the stats were read into it)."""

from __future__ import annotations

from game.ui.element import Spec, h
from game.ui.pages.stats import StatsPage
from game.ui.record import stats_page


def view(page: StatsPage, notice: str | None, lang: str) -> list[Spec]:
    body = [stats_page(page.stats, page.problem, page.confirm_reset, lang)]
    if notice:
        body.insert(0, h("p", {"class": "notice", "role": "status"}, notice))
    return body
