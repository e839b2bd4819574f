"""Home's update: the saved games (show all, export, remove the finished ones beyond the limit),
damaged records, today's share line, and what home shows of storage."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING

from game.ui.app.common import Undelete
from game.ui.app.events import Download, Effect, Load, Remove, Think, Write
from game.ui.app.screen import Ctx, Updated, copied
from game.ui.i18n import tr
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
from game.ui.practice.kept_deck import read_deck
from game.ui.practice.starter import coming_back, due_count
from game.ui.storage.kept import (
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
from game.ui.storage.keys import DAMAGED_PREFIX
from game.ui.storage.save_file import export_name, export_text
from game.ui.storage.save_index import agree, headers, shown, step
from game.ui.storage.saves import INDEX_KEY, Index, index_text
from game.ui.storage.stats import Stats
from game.ui.widgets.daily_box import daily_share

if TYPE_CHECKING:
    from game.ui.app.state import Env
    from game.ui.storage.backend import Store


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


def settled(home: Home, msg: object) -> Home:
    """A click takes back the question "Remove the finished games" asked (unless it answers it)
    and a deleted game's Undo (unless it is that Undo)."""
    confirm = home.confirm_prune and isinstance(msg, Prune)
    return replace(home, confirm_prune=confirm, deleted=home.deleted if isinstance(msg, Undelete) else None)


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
        coming_back(deck, env.now),
    )
    return replace(home, shelf=shelf)


#: the steps of reading the saves asked for, numbered (a step asked for by a home since left is
#: not taken)
_steps = itertools.count(1)


def keep_reading(home: Home, ctx: Ctx) -> Updated[Home]:
    """While saves are left to read and no step is asked for: ask for the next one, to be taken
    once the page is painted (``ReadSaves``); once none is left, the index is written if reading
    it made it differ (home's own reading may have been the last)."""
    if home.shelf is None or home.reading:
        return Updated(home)
    if not home.shelf.unread:
        return Updated(home, list(housekeeping(ctx.env.store)))
    token = next(_steps)
    return Updated(replace(home, reading=token), [Think(ReadSaves(token))])


def read_saves(home: Home, token: int, env: Env) -> Updated[Home]:
    """A step of reading the saves (``save_index.step``), those on screen first; then, when what
    home shows has changed (a save on screen read, a tenth more read, the last one read), home
    reads storage again, which asks for the next step while saves are left; else the next step
    is asked for at once."""
    shelf = home.shelf
    if token != home.reading or shelf is None:
        return Updated(home)
    done = step(env.store, shelf.listed, env.clock)
    agreed = agree(env.store)
    now = replace(shelf, unread=len(agreed.unread), total=agreed.total)
    if (
        not agreed.unread
        or not set(done).isdisjoint(shelf.listed)
        or read_tenths(now) != read_tenths(shelf)
        or len(agreed.index) != len(shelf.index)
    ):
        return Updated(replace(home, reading=0), [Load()])
    token = next(_steps)
    return Updated(replace(home, shelf=now, reading=token), [Think(ReadSaves(token))])


def update(home: Home, msg: Msg, ctx: Ctx) -> Updated[Home]:
    lang, env = ctx.lang, ctx.env
    if isinstance(msg, ReadSaves):
        return read_saves(home, msg.token, env)
    if isinstance(msg, SavesPage):
        return Updated(replace(home, page=max(0, home.page + msg.step)))
    if isinstance(msg, Prune):
        return prune(home, msg.answer, ctx)
    if isinstance(msg, Export):
        text, problem = read_text(env.store, msg.key, lang)
        effects: list[Effect] = (
            [] if text is None else [Download(export_name(text, env.today), export_text(text, lang))]
        )
        return Updated(home, effects, notice=problem)
    if isinstance(msg, ExportDamaged) and is_damaged_key(msg.key, env.store):
        text, problem = read_text(env.store, msg.key, lang)
        name = msg.key.removeprefix(DAMAGED_PREFIX).replace("/", "-").replace(":", "-")
        effects = [] if text is None else [Download(f"sea-stones-damaged-{name}.txt", text)]
        return Updated(home, effects, notice=problem)
    if isinstance(msg, RemoveDamaged) and is_damaged_key(msg.key, env.store):
        return Updated(home, [Remove(msg.key)], notice=tr(lang, "damaged.removed"))
    if isinstance(msg, CopyDaily):
        stats, _ = read_stats(env.store, lang)
        return copied(home, daily_share(stats or Stats(), msg.game, env.today, lang), lang)
    return Updated(home)


def prune(home: Home, answer: bool | None, ctx: Ctx) -> Updated[Home]:
    """Remove the finished games beyond the player's limit, once they have confirmed it."""
    if answer is None:
        return Updated(replace(home, confirm_prune=True))
    home = replace(home, confirm_prune=False)
    if not answer or ctx.keep_finished <= 0:
        return Updated(home)
    index = current_index(ctx.env.store)
    gone = finished_beyond(index, ctx.keep_finished, ctx.env.store)
    for key in gone:
        del index[key]
    return Updated(
        home,
        [*(Remove(key) for key in gone), Write(INDEX_KEY, index_text(index), "notice")],
        notice=tr(ctx.lang, "storage.pruned", count=len(gone)),
    )
