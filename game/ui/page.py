"""The whole page for an :class:`~game.ui.controller.AppState`, as element specs (pure).

``page(state, env)`` gives what the browser layer paints into ``#app`` plus the page's settings
(screen, theme, language) and the board cells to mark (the last move's and the Hint's).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game import __version__
from game.ui import screens
from game.ui.controller import (
    AppState,
    Env,
    daily_share_line,
    describe_step,
    failed,
    read_stats,
    storage_text,
)
from game.ui.element import Spec, h
from game.ui.games import ui_for
from game.ui.i18n import tr
from game.ui.links import share_link
from game.ui.record import daily_section, share_box, stats_page
from game.ui.rules_page import rules_page
from game.ui.saves import KEY_PREFIX, SaveSummary, isolate, summaries
from game.ui.session import Session
from game.ui.setup import setup_screen
from game.ui.shell import contrast_button, language_picker
from game.ui.shortcuts import help_button, help_overlay
from game.ui.stats import Stats, is_replay
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
            language_picker(lang),
        ),
    )
    version = tr(lang, "app.version", version=__version__)
    footer = h(
        "footer",
        {"class": "app-footer"},
        h("span", {"class": "version", "data-version": __version__}, version),
    )
    main = h("main", {"id": "main", "class": f"screen-{state.screen}", "inert": state.help}, *body)
    specs = [header, main, footer]
    session = state.session if state.screen == "game" else None
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


def marks(state: AppState, session: Session | None) -> dict[str, list[int]] | None:
    """The cells the last move touched and the Hint's, while a board is on screen."""
    if session is None or (session.step() == "handoff" and state.passing is None):
        return None
    actions = session.match.actions
    recent = ui_for(session.match.game).touched_cells(actions[-1]) if actions else []
    return {"recent": recent, "hinted": list(state.hinted)}


def home(state: AppState, env: Env) -> list[Spec]:
    lang, notice = state.lang, state.notice
    saves: list[SaveSummary] = []
    try:
        saves = summaries(env.store.items(KEY_PREFIX))
    except StorageError as err:
        notice = storage_text(lang, err)
    body = screens.home(saves, notice, lang)
    if state.deleted is not None:
        body.insert(0, screens.deleted_toast(lang))
    stats, problem = read_stats(state, env)
    body.insert(-1, daily_section(stats or Stats(), env.today, lang))
    if problem:
        body.insert(0, h("p", {"class": "notice", "role": "status"}, problem))
    button = h("button", {"type": "button", "class": "btn", "data-cmd": "stats"}, tr(lang, "stats.open"))
    body.insert(-1, h("p", {"class": "stats-link"}, button))
    return body


def shown_names(session: Session) -> Session:
    """The session as drawn: every player name isolated from the text around it."""
    seats = tuple(replace(seat, name=isolate(seat.name)) for seat in session.seats)
    return replace(session, seats=seats)


def game_body(state: AppState, session: Session, env: Env) -> list[Spec]:
    lang, ui = state.lang, ui_for(session.match.game)
    session = shown_names(session)
    names = [seat.name for seat in session.seats]
    log = [describe_step(session, i, lang) for i in range(len(session.match.actions))]
    passing = state.passing if session.step() == "handoff" else None
    if session.step() == "handoff" and passing is None:
        return [screens.handoff(names[session.handoff_seat()], lang, log)]
    board = ui.board(session, state.selection, lang)
    parts = screens.game_frame(session, board, log, state.pace, state.message, lang, state.hint_action)
    if passing is not None:
        parts.insert(0, screens.undo_window(names[passing], names[session.handoff_seat()], lang))
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
        end = screens.end_screen(session, ui.end_summary(session), names, lang)
        share = daily_share_line(session, env, lang)
        if share is not None:
            end.insert(5, share_box(share, "copy-share", lang))
        parts.insert(0, end)
    return parts
