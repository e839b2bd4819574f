"""The stats page's update: Reset (asked, then done) and the stats as stored."""

from __future__ import annotations

from dataclasses import replace

from game.ui.events import Download, Write
from game.ui.i18n import tr
from game.ui.pages.stats import ExportDeck, Msg, StatsPage
from game.ui.practice.stored import export_deck, read_deck
from game.ui.stats import STATS_KEY, Stats, stats_text
from game.ui.stepped import Ctx, Stepped
from game.ui.stored import keep_aside, read_stats, read_text


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


def update(page: StatsPage, msg: Msg, ctx: Ctx) -> Stepped[StatsPage]:
    env = ctx.env
    if isinstance(msg, ExportDeck):
        deck, _ = read_deck(env.store)
        return Stepped(page, [Download(f"sea-stones-practice-{env.today}.json", export_deck(deck, ctx.lang))])
    if not msg.confirmed:
        return Stepped(replace(page, confirm_reset=True))
    stats, _ = read_stats(env.store, ctx.lang)
    stored, _ = read_text(env.store, STATS_KEY, ctx.lang)
    aside = [keep_aside("stats", stored, env.now)] if stats is None and stored is not None else []
    return Stepped(
        replace(page, confirm_reset=False),
        [*aside, Write(STATS_KEY, stats_text(Stats()), "message")],
        notice=tr(ctx.lang, "stats.reset_done"),
    )
