"""The stats page's update: Reset (asked, then done) and the stats as stored."""

from __future__ import annotations

from dataclasses import replace

from game.ui.app.events import Download, Write
from game.ui.app.screen import Ctx, Updated
from game.ui.i18n import tr
from game.ui.pages.stats import ExportDeck, Msg, Reset, StatsPage
from game.ui.practice.kept_deck import export_deck, read_deck
from game.ui.storage.kept import keep_aside, read_stats, read_text
from game.ui.storage.stats import STATS_KEY, Stats, stats_text


def load(page: StatsPage, ctx: Ctx) -> StatsPage:
    stats, problem = read_stats(ctx.env.store, ctx.lang)
    deck, damaged = read_deck(ctx.env.store)
    return replace(
        page,
        stats=stats,
        problem=problem,
        deck=None if damaged is not None else deck,
        today=ctx.env.today,
        learn=ctx.learn,
    )


def settled(page: StatsPage, msg: object) -> StatsPage:
    """A click other than Reset takes back the question Reset asked."""
    return page if isinstance(msg, Reset) else replace(page, confirm_reset=False)


def update(page: StatsPage, msg: Msg, ctx: Ctx) -> Updated[StatsPage]:
    env = ctx.env
    if isinstance(msg, ExportDeck):
        deck, _ = read_deck(env.store)
        return Updated(page, [Download(f"sea-stones-practice-{env.today}.json", export_deck(deck, ctx.lang))])
    if not msg.confirmed:
        return Updated(replace(page, confirm_reset=True))
    stats, _ = read_stats(env.store, ctx.lang)
    stored, _ = read_text(env.store, STATS_KEY, ctx.lang)
    aside = [keep_aside("stats", stored, env.now)] if stats is None and stored is not None else []
    return Updated(
        replace(page, confirm_reset=False),
        [*aside, Write(STATS_KEY, stats_text(Stats()), "message")],
        notice=tr(ctx.lang, "stats.reset_done"),
    )
