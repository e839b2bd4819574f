"""The stats page's update: Reset (asked, then done) and the stats as stored."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.ui.events import Write
from game.ui.i18n import tr
from game.ui.pages.stats import Msg, StatsPage
from game.ui.stats import STATS_KEY, Stats, stats_text
from game.ui.stored import keep_aside, read_stats, read_text

if TYPE_CHECKING:
    from game.ui.state import AppState, Env, Result


def load(state: AppState, page: StatsPage, env: Env) -> StatsPage:
    stats, problem = read_stats(env.store, state.lang)
    return replace(page, stats=stats, problem=problem)


def update(state: AppState, page: StatsPage, msg: Msg, env: Env) -> Result:
    if not msg.confirmed:
        return replace(state, model=replace(page, confirm_reset=True)), []
    state = replace(
        state, model=replace(page, confirm_reset=False), notice=tr(state.lang, "stats.reset_done")
    )
    stats, _ = read_stats(env.store, state.lang)
    stored, _ = read_text(env.store, STATS_KEY, state.lang)
    aside = [keep_aside("stats", stored, env.now)] if stats is None and stored is not None else []
    return state, [*aside, Write(STATS_KEY, stats_text(Stats()), "message")]
