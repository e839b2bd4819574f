"""The whole page for an :class:`~game.ui.controller.AppState`, as element specs (pure).

``page(state, env)`` gives what the browser layer paints into ``#app`` plus the page's settings
(screen, theme, language) and the board cells to mark (the last move's and the Hint's).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, replace

from game import __version__
from game.ui import screens
from game.ui.controller import (
    DAMAGED_PREFIX,
    KEEP_CHOICES,
    PREFS_KEY,
    AppState,
    Env,
    current_index,
    daily_share_line,
    damaged_keys,
    failed,
    guide_step,
    read_index_now,
    read_stats,
    storage_text,
)
from game.ui.element import Spec, command_button, h
from game.ui.games import ui_for
from game.ui.guide import coach_panel
from game.ui.i18n import tr
from game.ui.links import share_link
from game.ui.log import entry_item, since_last_turn
from game.ui.record import daily_section, share_box, stats_page
from game.ui.replay_view import Replay, replay_body, replay_link
from game.ui.review_view import review_body
from game.ui.rules_page import rules_page
from game.ui.saves import (
    INDEX_KEY,
    Index,
    entry_summary,
    finished_beyond,
    isolate,
    save_key,
)
from game.ui.session import Session
from game.ui.setup import setup_screen
from game.ui.shell import contrast_button, language_picker, sound_button
from game.ui.shortcuts import help_button, help_overlay
from game.ui.stats import STATS_KEY, Stats, is_replay
from game.ui.store import StorageError


@dataclass(frozen=True)
class Page:
    specs: list[Spec]
    screen: str
    theme: str
    lang: str
    #: class name -> board cells to mark; None when no board is on screen
    marks: dict[str, list[int]] | None


def page(state: AppState, env: Env) -> Page:
    lang = state.lang
    body: list[Spec]
    if state.screen == "setup":
        body = [setup_screen(state.setup_game, state.setup_values, state.setup_error, lang)]
    elif state.screen == "game" and state.session is not None:
        body = game_body(state, state.session, env)
    elif state.screen == "rules":
        body = [rules_page(state.setup_game, lang)]
    elif state.screen == "stats":
        stats, problem = read_stats(state, env)
        body = [stats_page(stats, problem, state.confirm_reset, lang)]
        if state.notice:
            body.insert(0, h("p", {"class": "notice", "role": "status"}, state.notice))
    elif state.screen == "review" and state.review is not None:
        body = review_body(state.review, lang)
    elif state.screen == "replay" and state.replay is not None:
        body = replay_screen(state.replay, lang)
    elif state.screen == "error":
        body = [error_panel(state, lang)]
    else:
        body = home(state, env)
    header = h(
        "header",
        {"class": "app-header"},
        h("h1", {"class": "app-title"}, h("a", {"href": "#", "data-cmd": "home"}, tr(lang, "app.title"))),
        h(
            "div",
            {"class": "header-tools"},
            help_button(lang),
            contrast_button(state.contrast, lang),
            sound_button(state.sound, lang),
            language_picker(lang),
        ),
    )
    version = tr(lang, "app.version", version=__version__)
    footer = h(
        "footer",
        {"class": "app-footer"},
        h("span", {"class": "version", "data-version": __version__}, version),
    )
    session = state.session if state.screen == "game" else None
    # How many moves the game on screen has seen: the page's scripts animate (and sound) a change.
    moves = len(session.match.actions) if session is not None else None
    main = h(
        "main",
        {
            "id": "main",
            # a replay is drawn as a game table (its layout), marked as a replay
            "class": "screen-game screen-replay" if state.screen == "replay" else f"screen-{state.screen}",
            "inert": state.help,
            "data-moves": moves,
            "data-sound": "on" if state.sound else None,
        },
        *body,
    )
    specs = [header, main, footer]
    if state.help:
        specs.append(help_overlay(session.match.game if session is not None else None, lang))
    theme = "contrast" if state.contrast else "standard"
    return Page(specs, state.screen, theme, lang, marks(state, session))


def safe_page(state: AppState, env: Env) -> tuple[AppState, Page]:
    """``page``, except that an exception while drawing shows the error panel instead (the state
    changes to it, so Back to home and Copy act on it)."""
    try:
        return state, page(state, env)
    except Exception as err:
        state = failed(state, err, "paint")
        return state, page(state, env)


def error_panel(state: AppState, lang: str) -> Spec:
    """Something broke: say so, offer the way home, and a report to copy."""
    copied = [h("p", {"class": "notice", "role": "status"}, state.message)] if state.message else []
    return h(
        "section",
        {"class": "error-panel", "role": "alert", "aria-labelledby": "error-title"},
        h("h2", {"id": "error-title"}, tr(lang, "crash.title")),
        h("p", {}, tr(lang, "crash.body")),
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {"type": "button", "class": "btn primary", "data-cmd": "home"},
                tr(lang, "crash.home"),
            ),
            h(
                "button",
                {"type": "button", "class": "btn", "data-cmd": "copy-report"},
                tr(lang, "crash.copy"),
            ),
        ),
        *copied,
        h(
            "details",
            {"class": "error-report"},
            h("summary", {}, tr(lang, "crash.report")),
            h("pre", {"class": "error-report-text"}, state.failure or ""),
        ),
    )


def watch_controls(state: AppState, session: Session, lang: str) -> Spec:
    """Watching a table of bots: Pause or Resume, Step while paused, and Take a seat."""
    button = {"type": "button", "class": "btn"}
    seats = [
        h("button", {**button, "data-cmd": f"watch-seat:{i}"}, tr(lang, "watch.take_seat", name=seat.name))
        for i, seat in enumerate(session.seats)
    ]
    return h(
        "section",
        {"class": "watch-controls", "aria-label": tr(lang, "watch.title")},
        h(
            "p",
            {"class": "watch-state", "role": "status"},
            tr(lang, "watch.paused" if state.paused else "watch.playing"),
        ),
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {
                    **button,
                    "class": "btn primary",
                    "data-cmd": "watch-pause",
                    "aria-pressed": "true" if state.paused else "false",
                },
                tr(lang, "watch.resume" if state.paused else "watch.pause"),
            ),
            h(
                "button",
                {**button, "data-cmd": "watch-step" if state.paused else None, "disabled": not state.paused},
                tr(lang, "watch.step"),
            ),
            *seats,
        ),
    )


def damaged_panel(keys: list[str], env: Env, lang: str) -> Spec:
    """Damaged data: each value that could not be read, kept as it was, to export or remove."""
    rows = []
    for key in keys:
        try:
            size = len(env.store.get(key) or "")
        except StorageError:
            size = 0
        if key == PREFS_KEY:
            what = tr(lang, "damaged.prefs")
        elif key == STATS_KEY:
            what = tr(lang, "damaged.stats")
        else:
            name, _, when = key.removeprefix(DAMAGED_PREFIX).partition("/")
            kind = {"prefs": "damaged.prefs_copy", "stats": "damaged.stats_copy"}.get(name, "damaged.other")
            what = tr(lang, kind, when=when[:16].replace("T", " "))
        rows.append(
            h(
                "li",
                {"class": "damaged-item", "data-key": key},
                h("span", {"class": "damaged-what"}, what),
                h("span", {"class": "damaged-size"}, tr(lang, "damaged.size", size=size)),
                command_button(f"damaged-export:{key}", tr(lang, "saves.export")),
                command_button(f"damaged-remove:{key}", tr(lang, "damaged.remove")),
            )
        )
    return h(
        "section",
        {"class": "damaged", "aria-labelledby": "damaged-title"},
        h("h2", {"id": "damaged-title"}, tr(lang, "damaged.title")),
        h("p", {}, tr(lang, "damaged.intro")),
        h("ul", {"class": "damaged-list"}, *rows),
    )


def stale_banner(session: Session, lang: str) -> Spec:
    """This tab's game went on in another tab: its moves here are refused; open the newer one."""
    return h(
        "section",
        {"class": "stale-banner", "role": "alert"},
        h("p", {}, tr(lang, "sync.banner")),
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {"type": "button", "class": "btn primary", "data-cmd": f"open:{save_key(session.save_id)}"},
                tr(lang, "sync.open_newer"),
            ),
            h("button", {"type": "button", "class": "btn", "data-cmd": "home"}, tr(lang, "frame.home")),
        ),
    )


def marks(state: AppState, session: Session | None) -> dict[str, list[int]] | None:
    """The cells the last move touched and the Hint's, while a board is on screen."""
    if session is None or (session.step() == "handoff" and state.passing is None):
        return None
    actions = session.match.actions
    ui = ui_for(session.match.game)
    recent = ui.touched_cells(actions[-1]) if actions else []
    hinted = list(state.hinted)
    coach = guide_step(state, session)
    if coach is not None and coach[1].action is not None and session.step() == "human":
        hinted = ui.touched_cells(coach[1].action)
    return {"recent": recent, "hinted": hinted}


#: how many saved games home lists before "Show all"
SHOWN_SAVES = 50


def home(state: AppState, env: Env) -> list[Spec]:
    """Home, drawn from the save index (no save is read or replayed)."""
    lang, notice = state.lang, state.notice
    index, _, refused = read_index_now(env)
    if refused is not None:
        notice = storage_text(lang, refused)
    order = sorted(index, key=lambda key: (str(index[key].get("updated", "")), key), reverse=True)
    keys = order if state.show_all else order[:SHOWN_SAVES]
    latest = next((k for k in order if "error" not in index[k] and index[k].get("finished") is False), None)
    if latest is not None and latest not in keys:
        keys = [latest, *keys]
    shown = [entry_summary(key, index[key]) for key in keys]
    body = screens.home(shown, notice, lang)
    note_exports(body, lang)
    if len(shown) < len(index):
        more = tr(lang, "saves.show_all", count=len(index))
        body.append(
            h(
                "p",
                {"class": "saves-more"},
                h("button", {"type": "button", "class": "btn", "data-cmd": "saves-all"}, more),
            )
        )
    if state.full:
        body.insert(0, full_panel(index, None, lang))
    body.append(storage_section(state, index, env))
    damaged = damaged_keys(env)
    if damaged:
        body.append(damaged_panel(damaged, env, lang))
    if state.deleted is not None:
        body.insert(0, screens.deleted_toast(lang))
    stats, problem = read_stats(state, env)
    body.insert(-1, daily_section(stats or Stats(), env.today, lang))
    if problem:
        body.insert(0, h("p", {"class": "notice", "role": "status"}, problem))
    button = h("button", {"type": "button", "class": "btn", "data-cmd": "stats"}, tr(lang, "stats.open"))
    body.insert(-1, h("p", {"class": "stats-link"}, button))
    return body


#: what the browser lets a site keep in localStorage, in characters (5 MiB of UTF-16 in Chromium
#: and Firefox); an estimate, and said so
QUOTA_CHARS = 5 * 1024 * 1024


def used_chars(index: Index, env: Env) -> int:
    """About how much of storage the site uses: every save (from the index) and the other values."""
    total = sum(int(entry["size"]) + len(key) for key, entry in index.items())
    for key in (PREFS_KEY, STATS_KEY, INDEX_KEY):
        with contextlib.suppress(StorageError):
            total += len(env.store.get(key) or "") + len(key)
    return total


def storage_section(state: AppState, index: Index, env: Env) -> Spec:
    """The storage meter, how many finished games to keep, and the offer to remove the others."""
    lang = state.lang
    used = used_chars(index, env)
    percent = min(100, round(100 * used / QUOTA_CHARS))
    keep = h(
        "select",
        {"data-change": "keep", "name": "keep", "aria-label": tr(lang, "storage.keep_label")},
        *(
            h(
                "option",
                {"value": str(n), "selected": n == state.keep_finished},
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
    beyond = finished_beyond(index, state.keep_finished, env.store)
    if beyond:
        count = len(beyond)
        if state.confirm_prune:
            offer = h(
                "p",
                {"class": "storage-prune", "role": "alert"},
                tr(lang, "storage.prune_confirm", count=count) + " ",
                h(
                    "button",
                    {"type": "button", "class": "btn danger", "data-cmd": "prune:yes"},
                    tr(lang, "storage.prune_yes"),
                ),
                " ",
                h(
                    "button",
                    {"type": "button", "class": "btn", "data-cmd": "prune:no"},
                    tr(lang, "storage.prune_no"),
                ),
            )
        else:
            offer = h(
                "p",
                {"class": "storage-prune"},
                tr(lang, "storage.beyond", count=count, keep=state.keep_finished) + " ",
                h(
                    "button",
                    {"type": "button", "class": "btn", "data-cmd": "prune"},
                    tr(lang, "storage.prune", count=count),
                ),
            )
        parts.append(offer)
    return h("section", {"class": "storage", "aria-labelledby": "storage-title"}, *parts)


def full_panel(index: Index, current: str | None, lang: str) -> Spec:
    """Storage is full: the player chooses which saved games to remove (finished, oldest first,
    then the others; never the game on screen)."""
    rows = sorted(
        (
            (entry.get("finished") is not True, str(entry.get("updated", "")), key)
            for key, entry in index.items()
            if key != current
        )
    )
    items = []
    for _, _, key in rows[:12]:
        summary = entry_summary(key, index[key])
        label = screens.save_title(summary, lang)
        meta = (
            tr(lang, "saves.finished") if summary.finished else tr(lang, "saves.moves", count=summary.moves)
        )
        items.append(
            h(
                "li",
                {"class": "full-save"},
                h("span", {"class": "save-title"}, label),
                h("span", {"class": "save-players"}, summary.players),
                h("span", {"class": "save-meta"}, f"{summary.updated[:16].replace('T', ' ')} · {meta}"),
                h(
                    "button",
                    {"type": "button", "class": "btn", "data-cmd": f"delete:{key}"},
                    tr(lang, "saves.delete"),
                ),
            )
        )
    save_now = (
        [
            h(
                "button",
                {"type": "button", "class": "btn primary", "data-cmd": "save-now"},
                tr(lang, "storage.save_now"),
            )
        ]
        if current is not None
        else []
    )
    return h(
        "section",
        {"class": "full-panel", "role": "alert"},
        h("p", {}, tr(lang, "storage.full_choose")),
        h("ul", {"class": "save-list"}, *items),
        *save_now,
    )


def seed_hidden(session: Session) -> bool:
    """True while the seed (and so the replay link) would show someone what they must not see:
    another person's hand in pass-and-play, a bot's hand, or the daily deal in play. Shown once
    the game is over."""
    if session.step() == "over":
        return False
    return bool(session.daily) or len(session.humans) != len(session.seats) or len(session.humans) > 1


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


def replay_screen(replay: Replay, lang: str) -> list[Spec]:
    """The replay screen; its link only where the seed may be shown (see ``seed_hidden``)."""
    session = replay.session
    names = [seat.name for seat in shown_names(session).seats]
    link = None if seed_hidden(session) else replay_link(session)
    return replay_body(replay, names, link, lang)


def coach_of(session: Session, index: int, lang: str) -> Spec:
    """The guided game's coach for step ``index``: the move asked for in the Hint's words."""
    ui = ui_for(session.match.game)
    step = ui.guide.steps[index]
    waiting = session.step() != "human"
    said = None
    if step.action is not None and not waiting:
        said = (ui.hint(step.action, lang), ui.hint_reason(session.view(), step.action, lang))
    return coach_panel(ui.guide.steps, index, waiting, said, lang)


def shown_names(session: Session) -> Session:
    """The session as drawn: every player name isolated from the text around it."""
    seats = tuple(replace(seat, name=isolate(seat.name)) for seat in session.seats)
    return replace(session, seats=seats)


def game_body(state: AppState, session: Session, env: Env) -> list[Spec]:
    lang, ui = state.lang, ui_for(session.match.game)
    session = shown_names(session)
    names = [seat.name for seat in session.seats]
    entries = ui.log_entries(session, names, lang)
    log = [entry_item(entry) for entry in entries]
    passing = state.passing if session.step() == "handoff" else None
    if session.step() == "handoff" and passing is None:
        seat = session.handoff_seat()
        since = [(i + 1, log[i]) for i in since_last_turn(entries, seat)]
        return [screens.handoff(names[seat], lang, log, since)]
    board = ui.board(session, state.selection, lang)
    parts = screens.game_frame(session, board, log, state.pace, state.message, lang, state.hint_action)
    if passing is not None:
        parts.insert(0, screens.undo_window(names[passing], names[session.handoff_seat()], lang))
    coach = guide_step(state, session)
    if coach is not None:
        parts.insert(0, coach_of(session, coach[0], lang))
    if state.thinking:  # shown only once thinking has taken 200 ms (app.css)
        parts.insert(0, h("p", {"class": "thinking", "role": "status"}, tr(lang, "told.thinking")))
    if not session.humans and session.step() != "over":
        parts.insert(0, watch_controls(state, session, lang))
    if state.stale:
        parts.insert(0, stale_banner(session, lang))
    if state.full:
        parts.insert(0, full_panel(current_index(env)[0], save_key(session.save_id), lang))
    if not seed_hidden(session):
        options = session.rules.options_to_json(session.match.options)
        link = share_link(session.match.game, options, session.match.seed, len(session.seats))
        seed_link = h("a", {"href": link}, tr(lang, "frame.seed_link", seed=str(session.match.seed)))
        parts.append(h("p", {"class": "share-link"}, tr(lang, "frame.share"), seed_link))
    if session.daily:
        stats, _ = read_stats(state, env)
        replay = stats is None or is_replay(stats, session)
        badge = "daily.badge_replay" if replay else "daily.badge"
        parts.insert(0, h("p", {"class": "daily-badge"}, tr(lang, badge, date=session.daily)))
    if session.step() == "over":
        summary = ui.end_summary(session)
        end = screens.end_screen(session, summary, names, lang)
        if session.humans:  # for the closing sound: did the people at the table win
            end[1]["data-result"] = "won" if summary.won else "lost"
        share = daily_share_line(session, env, lang)
        if share is not None:
            end.insert(5, share_box(share, "copy-share", lang))
        parts.insert(0, end)
    return parts
