"""Home's update: the saved games (show all, export, remove the finished ones beyond the limit),
damaged records, today's share line, and what home shows of storage."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING

from game.ui.events import Download, Effect, Load, Remove, Think, Write
from game.ui.exported import export_name, export_text
from game.ui.i18n import tr
from game.ui.keys import DAMAGED_PREFIX
from game.ui.pages.home import (
    CopyDaily,
    Export,
    ExportDamaged,
    Home,
    Msg,
    Prune,
    ReadSaves,
    RemoveDamaged,
    SavesPage,
    Shelf,
    last_page,
    listed_keys,
    newest_first,
    read_tenths,
)
from game.ui.practice.starter import due_count
from game.ui.practice.stored import read_deck
from game.ui.record import daily_share
from game.ui.saves import INDEX_KEY, Index, index_text
from game.ui.shelving import agree, headers, shown, step
from game.ui.stats import Stats
from game.ui.stepped import Ctx, Stepped, copied
from game.ui.stored import (
    current_index,
    damaged_keys,
    finished_beyond,
    housekeeping,
    is_damaged_key,
    read_stats,
    read_text,
    storage_text,
    stored_size,
    used_chars,
)

if TYPE_CHECKING:
    from game.ui.state import Env
    from game.ui.store import Store


#: the last index home listed, its keys newest first and the characters its saves take: home
#: reads the index again after every click, and thousands of records are worth sorting only once
_arranged: tuple[Index, list[str], int] = ({}, [], 0)


#: the finished games beyond the limit last offered for removal, for that index and limit: each
#: one's save is read to offer it, so not again at every click (the removal reads them again)
_offered: tuple[Index, int, tuple[str, ...]] = ({}, 0, ())


def arranged(index: Index) -> tuple[list[str], int]:
    """The keys of ``index`` newest first, and the characters its saves take."""
    global _arranged
    if index != _arranged[0]:
        chars = sum(int(entry["size"]) + len(key) for key, entry in index.items())
        _arranged = (dict(index), newest_first(index), chars)
    return _arranged[1], _arranged[2]


def offered(index: Index, keep: int, store: Store) -> tuple[str, ...]:
    """``finished_beyond``, read again only when the index or the limit changed."""
    global _offered
    if keep != _offered[1] or index != _offered[0]:
        _offered = (dict(index), keep, tuple(finished_beyond(index, keep, store)))
    return _offered[2]


def load(home: Home, ctx: Ctx) -> Home:
    """Home as storage holds it now: the save index (no save is replayed: a save it does not know
    yet is listed from its header, and read in the steps that follow, ``keep_reading``; the saves
    listed are checked against their records), damaged records, the stats, the space used."""
    env = ctx.env
    store = env.store
    agreed = headers(store, agree(store), env.clock)
    order, chars = arranged(agreed.index)
    home = replace(home, page=min(home.page, last_page(len(order))))  # a page emptied since
    listed = listed_keys(agreed.index, order, home.page)
    checked = shown(store, agreed, listed)
    if checked is not agreed:  # a listed record was doubted: its header stands for it meanwhile
        agreed = checked
        order, chars = arranged(agreed.index)
        listed = listed_keys(agreed.index, order, home.page)
    index = agreed.index
    stats, problem = read_stats(store, ctx.lang)
    deck, damaged_deck = read_deck(store)
    refused = None if agreed.refused is None else storage_text(ctx.lang, agreed.refused)
    shelf = Shelf(
        index,
        refused,
        tuple((key, stored_size(store, key)) for key in damaged_keys(store)),
        stats,
        None if problem == refused else problem,  # storage's refusal is said once
        used_chars(store, chars, agreed.stored_chars),
        env.today,
        # (each one offered is replayed to be sure it is over: not while the saves are read)
        () if agreed.unread else offered(index, ctx.keep_finished, store),
        listed,
        len(agreed.unread),
        agreed.total,
        due_count(deck, env.now, env.today),
        damaged_deck is not None,
    )
    return replace(home, shelf=shelf)


#: the steps of reading the saves asked for, numbered (a step asked for by a home since left is
#: not taken)
_steps = itertools.count(1)


def keep_reading(home: Home, ctx: Ctx) -> Stepped[Home]:
    """While saves are left to read and no step is asked for: ask for the next one, to be taken
    once the page is painted (``ReadSaves``); once none is left, the index is written if reading
    it made it differ (home's own reading may have been the last)."""
    if home.shelf is None or home.reading:
        return Stepped(home)
    if not home.shelf.unread:
        return Stepped(home, list(housekeeping(ctx.env.store)))
    token = next(_steps)
    return Stepped(replace(home, reading=token), [Think(ReadSaves(token))])


def read_saves(home: Home, token: int, env: Env) -> Stepped[Home]:
    """A step of reading the saves (``shelving.step``), those on screen first; then, when what
    home shows has changed (a save on screen read, a tenth more read, the last one read), home
    reads storage again, which asks for the next step while saves are left; else the next step
    is asked for at once."""
    shelf = home.shelf
    if token != home.reading or shelf is None:
        return Stepped(home)
    done = step(env.store, shelf.listed, env.clock)
    agreed = agree(env.store)
    now = replace(shelf, unread=len(agreed.unread), total=agreed.total)
    if (
        not agreed.unread
        or not set(done).isdisjoint(shelf.listed)
        or read_tenths(now) != read_tenths(shelf)
        or len(agreed.index) != len(shelf.index)
    ):
        return Stepped(replace(home, reading=0), [Load()])
    token = next(_steps)
    return Stepped(replace(home, shelf=now, reading=token), [Think(ReadSaves(token))])


def update(home: Home, msg: Msg, ctx: Ctx) -> Stepped[Home]:
    lang, env = ctx.lang, ctx.env
    if isinstance(msg, ReadSaves):
        return read_saves(home, msg.token, env)
    if isinstance(msg, SavesPage):
        return Stepped(replace(home, page=max(0, home.page + msg.step)))
    if isinstance(msg, Prune):
        return prune(home, msg.answer, ctx)
    if isinstance(msg, Export):
        text, problem = read_text(env.store, msg.key, lang)
        effects: list[Effect] = (
            [] if text is None else [Download(export_name(text, env.today), export_text(text, lang))]
        )
        return Stepped(home, effects, notice=problem)
    if isinstance(msg, ExportDamaged) and is_damaged_key(msg.key, env.store):
        text, problem = read_text(env.store, msg.key, lang)
        name = msg.key.removeprefix(DAMAGED_PREFIX).replace("/", "-").replace(":", "-")
        effects = [] if text is None else [Download(f"sea-stones-damaged-{name}.txt", text)]
        return Stepped(home, effects, notice=problem)
    if isinstance(msg, RemoveDamaged) and is_damaged_key(msg.key, env.store):
        return Stepped(home, [Remove(msg.key)], notice=tr(lang, "damaged.removed"))
    if isinstance(msg, CopyDaily):
        stats, _ = read_stats(env.store, lang)
        return copied(home, daily_share(stats or Stats(), msg.game, env.today, lang), lang)
    return Stepped(home)


def prune(home: Home, answer: bool | None, ctx: Ctx) -> Stepped[Home]:
    """Remove the finished games beyond the player's limit, once they have confirmed it."""
    if answer is None:
        return Stepped(replace(home, confirm_prune=True))
    home = replace(home, confirm_prune=False)
    if not answer or ctx.keep_finished <= 0:
        return Stepped(home)
    index = current_index(ctx.env.store)
    gone = finished_beyond(index, ctx.keep_finished, ctx.env.store)
    for key in gone:
        del index[key]
    return Stepped(
        home,
        [*(Remove(key) for key in gone), Write(INDEX_KEY, index_text(index), "notice")],
        notice=tr(ctx.lang, "storage.pruned", count=len(gone)),
    )
