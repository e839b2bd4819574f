"""Home, drawn from its model (the save index, the stats, damaged records, the space used, all
read into it when the screen opened or storage changed)."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.registry import GAMES
from game.ui.app import common
from game.ui.app.screen import Shown
from game.ui.app.wire import changes, on
from game.ui.deals.daily import DAILY
from game.ui.element import Spec, command_button, h
from game.ui.i18n import seat_names_in, tr
from game.ui.pages.home import (
    PAGE_SAVES,
    CopyDaily,
    Export,
    ExportDamaged,
    Home,
    Prune,
    RemoveDamaged,
    SavesPage,
    Shelf,
    last_page,
    read_tenths,
)
from game.ui.pages.home.practice import practice_section
from game.ui.practice.deck import DECK_KEY
from game.ui.storage.keys import DAMAGED_PREFIX, KEEP_CHOICES, PREFS_KEY, QUOTA_CHARS
from game.ui.storage.saves import Index, SaveSummary, entry_summary
from game.ui.storage.stats import STATS_KEY, Stats
from game.ui.widgets.daily_box import daily_entry, daily_share, share_box
from game.ui.widgets.pickers import game_card
from game.ui.widgets.saves_panel import full_panel, save_error, save_result, save_title


def view(home: Home, notice: str | None, lang: str, *, full: bool, keep: int, deleted: bool) -> list[Spec]:
    """Home: the games, the saved games (the most recent, a page more at each "Show more"),
    today's deals, the stats link, storage, damaged records, and the Undo of a game just deleted."""
    shelf = home.shelf or Shelf({})
    index = shelf.index
    if shelf.refused is not None:
        notice = shelf.refused
    shown = [entry_summary(key, index[key]) for key in shelf.listed if key in index]
    body = home_body(shown, notice, lang, reading(shelf, lang))
    note_exports(body, lang)
    if len(index) > PAGE_SAVES:
        body.append(pager(home.page, len(index), lang))
    if full:
        body.insert(0, full_panel(index, None, lang))
    body.append(storage_section(index, shelf.used, shelf.beyond, keep, home.confirm_prune, lang))
    if shelf.damaged:
        body.append(damaged_panel(shelf.damaged, lang))
    if deleted:
        body.insert(0, deleted_toast(lang))
    body.insert(-1, daily_section(shelf.stats or Stats(), shelf.today, lang))
    body.insert(-1, practice_section(shelf.practice_due, shelf.practice_damaged, lang, shelf.practice_again))
    if shelf.stats_problem:
        body.insert(0, h("p", {"class": "notice", "role": "status"}, shelf.stats_problem))
    button = h("button", {"type": "button", "class": "btn", **on(common.OpenStats())}, tr(lang, "stats.open"))
    body.insert(-1, h("p", {"class": "stats-link"}, button))
    return body


def pager(page: int, total: int, lang: str) -> Spec:
    """Which of the saved games the list shows, and a button to the newer and the older ones
    (each kept in the page, disabled at the ends, so the focus stays on it click after click)."""
    first = page * PAGE_SAVES + 1
    last = min(total, first + PAGE_SAVES - 1)
    newer: dict[str, str | bool | None] = {
        "type": "button",
        "class": "btn",
        **on(SavesPage(-1)),
        "disabled": page == 0,
    }
    older: dict[str, str | bool | None] = {
        "type": "button",
        "class": "btn",
        **on(SavesPage(1)),
        "disabled": page >= last_page(total),
    }
    return h(
        "nav",
        {"class": "saves-more", "aria-label": tr(lang, "saves.title")},
        h("button", newer, tr(lang, "saves.newer")),
        h(
            "span",
            {"class": "saves-range", "role": "status"},
            tr(lang, "saves.range", first=first, last=last, total=total),
        ),
        h("button", older, tr(lang, "saves.older")),
    )


def note_exports(body: list[Spec], lang: str) -> None:
    """Say next to the saved games' Export buttons that a file holds the whole game."""
    sections = [part for part in body if part[0] == "section" and part[1].get("class") == "saves"]
    for section in sections:
        rows = [child for child in section[2:] if isinstance(child, list) and child[0] == "ul"]
        exports = [
            button
            for ul in rows
            for row in ul[2:]
            for button in row[2:]
            if isinstance(button, list) and str(button[1].get("data-cmd", "")).startswith("export:")
        ]
        for button in exports:
            button[1]["aria-describedby"] = "export-note"
        if exports:
            note = h("p", {"id": "export-note", "class": "export-note"}, tr(lang, "saves.export_note"))
            section.insert(section.index(rows[0]) + 1, note)


def storage_section(
    index: Index, used: int, beyond: tuple[str, ...], keep_finished: int, confirm_prune: bool, lang: str
) -> Spec:
    """The storage meter, how many finished games to keep, and the offer to remove the others."""
    percent = min(100, round(100 * used / QUOTA_CHARS))
    keep = h(
        "select",
        {**changes("keep"), "name": "keep", "aria-label": tr(lang, "storage.keep_label")},
        *(
            h(
                "option",
                {"value": str(n), "selected": n == keep_finished},
                tr(lang, "storage.keep_all") if n == 0 else str(n),
            )
            for n in KEEP_CHOICES
        ),
    )
    parts: list[Spec] = [
        h("h2", {"id": "storage-title"}, tr(lang, "storage.title")),
        h(
            "p",
            {"class": "storage-meter"},
            h("label", {"for": "storage-meter"}, tr(lang, "storage.used", percent=percent, saves=len(index))),
            " ",
            h(
                "meter",
                {
                    "id": "storage-meter",
                    "min": 0,
                    "max": QUOTA_CHARS,
                    "high": QUOTA_CHARS * 0.8,
                    "value": used,
                },
            ),
        ),
        h("p", {"class": "storage-keep"}, h("label", {}, tr(lang, "storage.keep_label") + " ", keep)),
    ]
    if beyond:
        count = len(beyond)
        if confirm_prune:
            offer = h(
                "p",
                {"class": "storage-prune", "role": "alert"},
                tr(lang, "storage.prune_confirm", count=count) + " ",
                h(
                    "button",
                    {"type": "button", "class": "btn danger", **on(Prune(True))},
                    tr(lang, "storage.prune_yes"),
                ),
                " ",
                h(
                    "button",
                    {"type": "button", "class": "btn", **on(Prune(False))},
                    tr(lang, "storage.prune_no"),
                ),
            )
        else:
            offer = h(
                "p",
                {"class": "storage-prune"},
                tr(lang, "storage.beyond", count=count, keep=keep_finished) + " ",
                h(
                    "button",
                    {"type": "button", "class": "btn", **on(Prune())},
                    tr(lang, "storage.prune", count=count),
                ),
            )
        parts.append(offer)
    return h("section", {"class": "storage", "aria-labelledby": "storage-title"}, *parts)


def damaged_panel(damaged: tuple[tuple[str, int], ...], lang: str) -> Spec:
    """Damaged data: each value that could not be read, kept as it was, to export or remove."""
    rows = []
    for key, size in damaged:
        if key == PREFS_KEY:
            what = tr(lang, "damaged.prefs")
        elif key == STATS_KEY:
            what = tr(lang, "damaged.stats")
        elif key == DECK_KEY:
            what = tr(lang, "damaged.practice")
        else:
            name, _, when = key.removeprefix(DAMAGED_PREFIX).partition("/")
            kind = {
                "prefs": "damaged.prefs_copy",
                "stats": "damaged.stats_copy",
                "practice": "damaged.practice_copy",
            }.get(name, "damaged.other")
            what = tr(lang, kind, when=when[:16].replace("T", " "))
        rows.append(
            h(
                "li",
                {"class": "damaged-item", "data-key": key},
                h("span", {"class": "damaged-what"}, what),
                h("span", {"class": "damaged-size"}, tr(lang, "damaged.size", size=size)),
                command_button(ExportDamaged(key), tr(lang, "saves.export")),
                command_button(RemoveDamaged(key), tr(lang, "damaged.remove")),
            )
        )
    return h(
        "section",
        {"class": "damaged", "aria-labelledby": "damaged-title"},
        h("h2", {"id": "damaged-title"}, tr(lang, "damaged.title")),
        h("p", {}, tr(lang, "damaged.intro")),
        h("ul", {"class": "damaged-list"}, *rows),
    )


def reading(shelf: Shelf, lang: str) -> Spec | None:
    """While the saves the index does not know yet are read: how far it has come, by tenths (the
    page is painted again only when something on it changed, and a step reads a few dozen)."""
    if not shelf.unread:
        return None
    percent = 10 * read_tenths(shelf)
    return h(
        "p",
        {"class": "saves-reading"},
        tr(lang, "saves.reading", percent=percent),
        " ",
        h("progress", {"max": 100, "value": percent, "aria-hidden": "true"}),
    )


def home_body(
    saves: Sequence[SaveSummary], notice: str | None = None, lang: str = "en", progress: Spec | None = None
) -> list[Spec]:
    """Home: continue the latest game, start a new one, manage saved games (``progress``: how far
    the saves are read, while they are)."""
    parts: list[Spec] = [h("p", {"class": "home-intro"}, tr(lang, "home.intro"))]
    if notice:
        parts.append(h("p", {"class": "notice", "role": "status"}, notice))
    latest = next((s for s in saves if s.error is None and not s.finished and not s.checking), None)
    if latest is not None:
        parts.append(
            h(
                "div",
                {"class": "continue"},
                h(
                    "button",
                    {"type": "button", "class": "btn primary", **on(common.OpenSave(latest.key))},
                    tr(
                        lang,
                        "home.continue",
                        title=save_title(latest, lang),
                        players=seat_names_in(lang, latest.players),
                    ),
                ),
            )
        )
    parts.append(h("div", {"class": "game-list"}, *(game_card(entry, lang) for entry in GAMES)))
    parts.append(saved_games(saves, lang, progress))
    return parts


def saved_games(saves: Sequence[SaveSummary], lang: str = "en", progress: Spec | None = None) -> Spec:
    rows: list[Spec] = []
    delete = tr(lang, "saves.delete")
    for s in saves:
        if s.error is not None:
            rows.append(
                h(
                    "li",
                    {"class": "save broken", "data-save": s.key},
                    h("span", {"class": "save-title"}, save_title(s, lang)),
                    h("span", {"class": "save-error"}, save_error(s, lang)),
                    command_button(common.Delete(s.key), delete),
                )
            )
            continue
        status = save_result(s, lang) if s.finished else tr(lang, "saves.moves", count=s.moves)
        when = s.updated[:16].replace("T", " ")
        meta = f"{when} · {status}"
        if s.checking:  # listed from its header until it is replayed: the same line, said so
            meta = f"{when} · {tr(lang, 'saves.checking')}" if when else tr(lang, "saves.checking")
        elif s.waiting and not s.finished:
            meta = tr(lang, "relay.waiting", name=s.waiting, since=when)  # the time said once
        elif s.your_move and not s.finished:
            meta = f"{when} · {tr(lang, 'relay.your_move')}"
        rows.append(
            h(
                "li",
                {"class": "save checking" if s.checking else "save", "data-save": s.key},
                h("span", {"class": "save-title"}, save_title(s, lang)),
                h("span", {"class": "save-players"}, seat_names_in(lang, s.players)),
                h("span", {"class": "save-meta"}, meta),
                command_button(common.OpenSave(s.key), tr(lang, "saves.open")),
                command_button(common.OpenReplay(s.key), tr(lang, "saves.replay"))
                if s.moves
                else h("span", {}),
                command_button(Export(s.key), tr(lang, "saves.export")),
                command_button(common.Delete(s.key), delete),
            )
        )
    body: list[Spec | str] = (
        [h("ul", {"class": "save-list"}, *rows)]
        if rows
        else ([] if progress is not None else [h("p", {}, tr(lang, "saves.none"))])
    )
    if progress is not None:
        body.insert(0, progress)
    return h(
        "section",
        {"class": "saves", "aria-label": tr(lang, "saves.title")},
        h("h2", {}, tr(lang, "saves.title")),
        *body,
        h(
            "label",
            {"class": "btn import"},
            tr(lang, "saves.import") + " ",
            h(
                "input",
                {
                    "type": "file",
                    "accept": ".json,application/json",
                    **changes("import"),
                    "class": "visually-hidden",
                },
            ),
        ),
    )


def deleted_toast(lang: str = "en") -> Spec:
    """A saved game was just deleted: say so, with an Undo for a few seconds."""
    return h(
        "div",
        {"class": "toast", "role": "status"},
        h("span", {}, tr(lang, "saves.deleted")),
        h(
            "button",
            {"type": "button", "class": "btn", **on(common.Undelete()), "autofocus": True},
            tr(lang, "saves.undelete"),
        ),
    )


def daily_section(stats: Stats, date: str, lang: str = "en") -> Spec:
    """Today's deal of each game: play it, or its result to share and a replay."""
    cards: list[Spec] = []
    for game in DAILY:
        entry = daily_entry(stats, game, date)
        title = tr(lang, f"game.{game}")
        body: list[Spec] = [h("h3", {}, title)]
        share = daily_share(stats, game, date, lang)
        if share is not None:
            body.append(share_box(share, CopyDaily(game), lang))
        elif entry is not None:
            body.append(h("p", {"class": "help"}, tr(lang, "daily.in_progress")))
        label = "daily.replay_button" if entry is not None else "daily.play"
        body.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn" if entry else "btn primary",
                    **on(common.StartDaily(game)),
                },
                tr(lang, label, game=title),
            )
        )
        cards.append(h("div", {"class": "daily-card", "data-daily": game}, *body))
    return h(
        "section",
        {"class": "daily", "aria-labelledby": "daily-title"},
        h("h2", {"id": "daily-title"}, tr(lang, "daily.title", date=date)),
        h("p", {"class": "help"}, tr(lang, "daily.intro")),
        h("div", {"class": "daily-list"}, *cards),
    )


def screen(model: Home, shown: Shown) -> list[Spec]:
    """The screen as the page draws it (``game.ui.app.registry``), from what it shows of the app."""
    return view(
        model, shown.notice, shown.lang, full=shown.full, keep=shown.keep, deleted=model.deleted is not None
    )
