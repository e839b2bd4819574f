"""The stats page's update: Reset (asked, then done) and the stats as stored."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.ui.events import Download, Write
from game.ui.i18n import tr
from game.ui.pages.stats import ExportDeck, Msg, StatsPage
from game.ui.practice.stored import export_deck, read_deck
from game.ui.stats import STATS_KEY, Stats, stats_text
from game.ui.stored import keep_aside, read_stats, read_text

if TYPE_CHECKING:
    from game.ui.state import AppState, Env, Result


def load(state: AppState, page: StatsPage, env: Env) -> StatsPage:
    stats, problem = read_stats(env.store, state.lang)
    deck, damaged = read_deck(env.store)
    return replace(
        page,
        stats=stats,
        problem=problem,
        deck=None if damaged is not None else deck,
        today=env.today,
        learn=state.learn,
    )


def update(state: AppState, page: StatsPage, msg: Msg, env: Env) -> Result:
    if isinstance(msg, ExportDeck):
        deck, _ = read_deck(env.store)
        return state, [Download(f"sea-stones-practice-{env.today}.json", export_deck(deck, state.lang))]
    if not msg.confirmed:
        return replace(state, model=replace(page, confirm_reset=True)), []
    state = replace(
        state, model=replace(page, confirm_reset=False), notice=tr(state.lang, "stats.reset_done")
    )
    stats, _ = read_stats(env.store, state.lang)
    stored, _ = read_text(env.store, STATS_KEY, state.lang)
    aside = [keep_aside("stats", stored, env.now)] if stats is None and stored is not None else []
    return state, [*aside, Write(STATS_KEY, stats_text(Stats()), "message")]
