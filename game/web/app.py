"""Paints the app into the page and wires its events; decides nothing about the games.

Clicks are delegated from ``#app``: an element's ``data-action`` is a canonical action to play,
its ``data-cmd`` a command for the screen; selects and file inputs report through
``data-change``. Everything shown is rebuilt from pure render functions (game/ui).
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from typing import Any

import js
from pyodide.ffi import create_proxy, jsnull

from game import __version__
from game.core.errors import GameError, IllegalAction, SaveError
from game.core.interfaces import TERMINAL
from game.core.registry import make_bot, suggest
from game.core.rng import Rng, seed_from_text
from game.ui import screens, stones, tranquility
from game.ui.daily import DAILY, daily_result, daily_seed, share_text
from game.ui.element import Spec, h
from game.ui.highlights import stones_highlights, tranquility_highlights
from game.ui.i18n import CODES, DEFAULT, error_text, negotiate, tr
from game.ui.links import parse_link, share_link
from game.ui.log import describe
from game.ui.moves import hint_text, touched_cells
from game.ui.presets import BY_KEY, form_values
from game.ui.record import daily_section, daily_share, share_box, stats_page
from game.ui.rules_page import rules_page
from game.ui.saves import KEY_PREFIX, load_session_text, save_key, save_text, summaries
from game.ui.session import Seat, Session, new_session
from game.ui.setup import parse_setup, setup_screen
from game.ui.shell import contrast_button, language_picker
from game.ui.shortcuts import help_button, help_overlay
from game.ui.stats import STATS_KEY, Stats, is_replay, load_stats, record_game, start_daily, stats_text
from game.web import storage

PACE_SECONDS = {"instant": 0.0, "normal": 0.5, "slow": 1.2}
PREFS_KEY = "sea-stones/prefs"

#: ``game.web.storage`` speaks English; its sentences by catalogue key.
STORAGE_MESSAGES = {
    "Saving is not available in this browser window (private mode?).": "storage.unavailable",
    "Saved games could not be read.": "storage.unreadable",
    "The game could not be saved: the browser's storage is full or disabled.": "storage.full",
    "The save could not be deleted.": "storage.not_deleted",
}


def paint(target_id: str, specs: list[Spec]) -> None:
    """Replace the children of ``#target_id`` with the given element specs (text-safe)."""
    js.window.seaRender.replace(target_id, json.dumps(specs))


def today() -> str:
    """The player's local calendar date, ``YYYY-MM-DD`` (the daily deal changes at their midnight)."""
    d = js.Date.new()
    return f"{int(d.getFullYear()):04d}-{int(d.getMonth()) + 1:02d}-{int(d.getDate()):02d}"


def now_iso() -> str:
    return str(js.Date.new().toISOString())


def fresh_seed() -> int:
    return seed_from_text(f"{js.Date.now()}-{js.Math.random()}")


class App:
    """The page's state: which screen, the session in play, and the viewer's selection."""

    def __init__(self) -> None:
        self.screen = "home"
        self.setup_game = "tranquility"
        self.setup_values: dict[str, str] = {}
        self.setup_error: str | None = None
        self.session: Session | None = None
        self.stones_selection = stones.StonesSelection()
        self.tranq_selection = tranquility.TranqSelection()
        self.message: str | None = None
        self.notice: str | None = None
        self.pace = "normal"
        self.contrast = False
        self.bot_running = False
        self.bot_task: asyncio.Future[None] | None = None
        self.announce = ""
        #: the last text given to the live region (each announcement is spoken once)
        self.announced = ""
        self.help = False
        #: cells of the move the Hint suggests, marked on the board until the next move
        self.hinted: list[int] = []
        self.hint_action: str | None = None
        self.confirm_reset = False
        self.lang = DEFAULT
        self.load_prefs()
        link = parse_link(str(js.window.location.hash))
        if link is not None:
            self.screen, (self.setup_game, self.setup_values) = "setup", link

    # ----- storage -------------------------------------------------------------------------
    def read_prefs(self) -> dict[str, Any]:
        try:
            text = storage.get(PREFS_KEY)
            prefs = json.loads(text) if text else {}
        except (storage.StorageError, ValueError):
            return {}
        return prefs if isinstance(prefs, dict) else {}

    def load_prefs(self) -> None:
        """Pace and language as stored; on a first visit, the browser's first language we speak."""
        prefs = self.read_prefs()
        if prefs.get("pace") in PACE_SECONDS:
            self.pace = str(prefs["pace"])
        self.contrast = prefs.get("contrast") is True
        if prefs.get("lang") in CODES:
            self.lang = str(prefs["lang"])
        else:
            self.lang = negotiate(str(tag) for tag in (js.navigator.languages or []))

    def save_prefs(self) -> None:
        """Store pace and language, keeping any other preference already stored."""
        prefs = {**self.read_prefs(), "pace": self.pace, "lang": self.lang, "contrast": self.contrast}
        try:
            storage.put(PREFS_KEY, json.dumps(prefs))
        except storage.StorageError as err:
            self.notice = self.storage_text(err)

    def storage_text(self, err: storage.StorageError) -> str:
        key = STORAGE_MESSAGES.get(str(err))
        return tr(self.lang, key) if key is not None else str(err)

    def autosave(self) -> None:
        if self.session is None:
            return
        try:
            storage.put(save_key(self.session.save_id), save_text(self.session, now_iso()))
        except storage.StorageError as err:
            self.message = tr(self.lang, "storage.goes_on", reason=self.storage_text(err))

    def read_stats(self) -> tuple[Stats | None, str | None]:
        """The stored stats, or None and the reason they can't be used (then left untouched)."""
        try:
            return load_stats(storage.get(STATS_KEY)), None
        except storage.StorageError as err:
            return None, self.storage_text(err)
        except SaveError as err:
            return None, tr(self.lang, "stats.problem", reason=error_text(self.lang, err))

    def write_stats(self, stats: Stats) -> None:
        try:
            storage.put(STATS_KEY, stats_text(stats))
        except storage.StorageError as err:
            self.message = tr(self.lang, "storage.goes_on", reason=self.storage_text(err))

    def after_move(self) -> None:
        """Save the game; when it has just ended, put it on the record (once)."""
        self.autosave()
        session = self.session
        if session is None or session.step() != "over":
            return
        view, names = session.rules.view(session.state, None), [seat.name for seat in session.seats]
        summary = screens.stones_summary if session.match.game == "shifting-stones" else tranquility.summary
        self.announce = f"{self.announce} {summary(view, names, self.lang)[0]}"
        stats, problem = self.read_stats()
        if stats is None:
            self.message = problem
            return
        updated = record_game(stats, session)
        if updated != stats:
            self.write_stats(updated)

    def stored_saves(self) -> list[Any]:
        try:
            return summaries(storage.items(KEY_PREFIX))
        except storage.StorageError as err:
            self.notice = self.storage_text(err)
            return []

    # ----- rendering -----------------------------------------------------------------------
    def render(self) -> None:
        body: list[Spec]
        lang = self.lang
        if self.screen == "setup":
            body = [setup_screen(self.setup_game, self.setup_values, self.setup_error, lang)]
        elif self.screen == "game" and self.session is not None:
            body = self.game_body(self.session)
        elif self.screen == "rules":
            body = [rules_page(self.setup_game, lang)]
        elif self.screen == "stats":
            stats, problem = self.read_stats()
            body = [stats_page(stats, problem, self.confirm_reset, lang)]
            if self.notice:
                body.insert(0, h("p", {"class": "notice", "role": "status"}, self.notice))
        else:
            body = screens.home(self.stored_saves(), self.notice, lang)
            stats, problem = self.read_stats()
            body.insert(-1, daily_section(stats or Stats(), today(), lang))
            if problem:
                body.insert(0, h("p", {"class": "notice", "role": "status"}, problem))
            body.insert(
                -1,
                h(
                    "p",
                    {"class": "stats-link"},
                    h(
                        "button",
                        {"type": "button", "class": "btn", "data-cmd": "stats"},
                        tr(lang, "stats.open"),
                    ),
                ),
            )
        header = h(
            "header",
            {"class": "app-header"},
            h("h1", {"class": "app-title"}, h("a", {"href": "#", "data-cmd": "home"}, tr(lang, "app.title"))),
            h(
                "div",
                {"class": "header-tools"},
                help_button(lang),
                contrast_button(self.contrast, lang),
                language_picker(lang),
            ),
        )
        footer = h(
            "footer",
            {"class": "app-footer"},
            h(
                "span",
                {"class": "version", "data-version": __version__},
                tr(lang, "app.version", version=__version__),
            ),
        )
        main = h("main", {"id": "main", "class": f"screen-{self.screen}", "inert": self.help}, *body)
        specs = [header, main, footer]
        if self.help:
            game = self.session.match.game if self.screen == "game" and self.session is not None else None
            specs.append(help_overlay(game, lang))
        paint("app", specs)
        if self.announce != self.announced:
            js.window.seaRender.announce(self.announce)
            self.announced = self.announce
        js.document.documentElement.setAttribute("data-screen", self.screen)
        js.document.documentElement.setAttribute("data-theme", "contrast" if self.contrast else "standard")
        js.document.documentElement.lang = lang
        self.mark_cells()

    def mark_cells(self) -> None:
        """Mark the cells the last move touched (animated unless motion is reduced) and the hint's."""
        session = self.session
        if self.screen != "game" or session is None or session.step() == "handoff":
            return
        actions = session.match.actions
        recent = touched_cells(session.match.game, actions[-1]) if actions else []
        js.window.seaRender.mark("recent", json.dumps(recent))
        js.window.seaRender.mark("hinted", json.dumps(self.hinted))

    def game_body(self, session: Session) -> list[Spec]:
        names = [seat.name for seat in session.seats]
        step = session.step()
        log = [self.describe_step(session, i) for i in range(len(session.match.actions))]
        if step == "handoff":
            return [screens.handoff(names[session.handoff_seat()], self.lang, log)]
        view = session.view()
        legal = session.legal_for_viewer()
        if session.match.game == "shifting-stones":
            board = stones.screen(view, names, self.stones_selection, legal, self.lang)
        else:
            table = session.is_table_decision()
            board = tranquility.screen(
                view,
                names,
                self.tranq_selection,
                legal,
                tranquility.proposed_shares(session) if table else None,
                [seat.kind == "bot" for seat in session.seats],
                self.lang,
            )
        parts = screens.game_frame(session, board, log, self.pace, self.message, self.lang, self.hint_action)
        options = session.rules.options_to_json(session.match.options)
        link = share_link(session.match.game, options, session.match.seed, len(session.seats))
        parts.append(
            h(
                "p",
                {"class": "share-link"},
                tr(self.lang, "frame.share"),
                h("a", {"href": link}, tr(self.lang, "frame.seed_link", seed=str(session.match.seed))),
            )
        )
        if session.daily:
            stats, _ = self.read_stats()
            replay = stats is None or is_replay(stats, session)
            badge = "daily.badge_replay" if replay else "daily.badge"
            parts.insert(0, h("p", {"class": "daily-badge"}, tr(self.lang, badge, date=session.daily)))
        if step == "over":
            parts.insert(0, self.end_of_game(session, view, names))
        return parts

    def describe_step(self, session: Session, index: int) -> str:
        seat = session.rules.current_player(session.match.states[index])
        name = session.seats[seat].name if seat != TERMINAL else "?"
        return describe(session.match.game, name, session.match.actions[index], self.lang)

    def end_of_game(self, session: Session, view: dict[str, Any], names: list[str]) -> Spec:
        rules = session.rules
        public = [rules.view(state, None) for state in session.match.states]
        if session.match.game == "shifting-stones":
            result, rows = screens.stones_summary(view, names, self.lang)
            scores = [list(v["scores"]) for v in public]
            series = [(name, [float(s[seat]) for s in scores]) for seat, name in enumerate(names)]
            chart = screens.line_chart(series, tr(self.lang, "end.chart_scores"))
            actors = [rules.current_player(state) for state in session.match.states[:-1]]
            notes = stones_highlights(scores, actors, names, self.lang)
        else:
            result, rows = tranquility.summary(view, names, self.lang)
            held = [float(sum(v["hand_sizes"]) + sum(v["pile_sizes"])) for v in public]
            chart = screens.line_chart(
                [(tr(self.lang, "end.chart_held"), held)], tr(self.lang, "end.chart_budget")
            )
            notes = tranquility_highlights(public, self.lang)
        end = screens.end_screen(session, rows, result, chart, self.lang, notes)
        share = self.daily_share_line(session)
        if share is not None:
            end.insert(4, share_box(share, "copy-share", self.lang))
        return end

    def daily_share_line(self, session: Session) -> str | None:
        """The share line of a finished daily game (marked when it is a replay)."""
        if not session.daily or session.step() != "over":
            return None
        stats, _ = self.read_stats()
        view = session.rules.view(session.state, None)
        won, figure = daily_result(session.match.game, view)
        replay = stats is None or is_replay(stats, session)
        return share_text(session.match.game, session.daily, won, figure, replay, self.lang)

    # ----- events --------------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-action], [data-cmd]") if event.target else None
        if (
            target is None
            or target is jsnull
            or target.hasAttribute("disabled")
            or target.getAttribute("aria-disabled") == "true"
        ):
            return
        event.preventDefault()
        move = target.getAttribute("data-action")
        if move:
            self.play_human(str(move))
        else:
            self.command(str(target.getAttribute("data-cmd")))
        self.render()
        self.after_render()

    def on_change(self, event: Any) -> None:
        target = event.target
        kind = target.getAttribute("data-change") if target else None
        if kind == "setup-players":
            self.setup_values = self.read_form()
            self.render()
        elif kind == "preset" and str(target.value) in BY_KEY:
            self.setup_values = {**self.read_form(), **form_values(BY_KEY[str(target.value)].options)}
            self.render()
        elif kind == "setup-option":
            self.setup_values = self.read_form()
            self.render()
        elif kind == "pace":
            self.pace = str(target.value)
            self.save_prefs()
        elif kind == "language" and str(target.value) in CODES:
            self.set_language(str(target.value))
        elif kind == "import" and target.files.length:
            target.files.item(0).text().then(create_proxy(self.import_text))

    def set_language(self, lang: str) -> None:
        """Switch the whole page to ``lang`` and remember it; the game in play stays as it is."""
        self.lang = lang
        if self.screen == "setup":
            self.setup_values = self.read_form()
        self.message = self.notice = self.setup_error = None
        self.save_prefs()
        self.render()

    def on_hash(self, _event: Any) -> None:
        link = parse_link(str(js.window.location.hash))
        if link is not None:
            self.session = None
            self.screen, (self.setup_game, self.setup_values) = "setup", link
            self.setup_error = None
            self.render()

    def on_submit(self, event: Any) -> None:
        event.preventDefault()
        self.command(f"start:{self.setup_game}")
        self.render()
        self.after_render()

    def read_form(self, form_id: str = "setup-form") -> dict[str, str]:
        form = js.document.getElementById(form_id)
        if form is None or form is jsnull:
            return {}
        values: dict[str, str] = {}
        entries = js.FormData.new(form).entries()
        while True:
            item = entries.next()
            if item.done:
                break
            values[str(item.value[0])] = str(item.value[1])
        return values

    def on_command(self, event: Any) -> None:
        """A command raised by the page's scripts (a stone dragged onto another)."""
        self.command(str(event.detail))
        self.render()
        self.after_render()

    def command(self, cmd: str) -> None:
        kind, _, arg = cmd.partition(":")
        self.message = None
        if kind != "hint":
            self.hinted, self.hint_action = [], None
        if kind != "stats-reset":
            self.confirm_reset = False
        if kind == "help":
            self.help = not self.help
        elif kind == "contrast":
            self.contrast = not self.contrast
            self.save_prefs()
        elif kind == "stats":
            self.screen, self.session, self.notice = "stats", None, None
        elif kind == "stats-reset":
            self.confirm_reset = arg != "yes"
            if arg == "yes":
                self.write_stats(Stats())
                self.notice = tr(self.lang, "stats.reset_done")
        elif kind == "daily" and arg in DAILY:
            self.start_daily(arg)
        elif kind == "copy-daily":
            stats, _ = self.read_stats()
            line = daily_share(stats or Stats(), arg, today(), self.lang)
            if line is not None:
                self.copy(line)
        elif kind == "copy-share" and self.session is not None:
            line = self.daily_share_line(self.session)
            if line is not None:
                self.copy(line)
        elif kind == "home":
            self.screen, self.session, self.notice = "home", None, None
        elif kind == "new":
            self.screen, self.setup_game, self.setup_values, self.setup_error = "setup", arg, {}, None
        elif kind == "start":
            self.start_game(arg)
        elif kind == "rules":
            self.screen, self.setup_game, self.session = "rules", arg, None
        elif kind == "open":
            self.open_save(arg)
        elif kind == "delete":
            try:
                storage.remove(arg)
                self.notice = tr(self.lang, "saves.deleted")
            except storage.StorageError as err:
                self.notice = self.storage_text(err)
        elif kind == "export":
            self.export_save(arg)
        elif kind == "hint" and self.session is not None:
            self.give_hint(self.session)
        elif kind == "handoff" and self.session is not None:
            self.session = self.session.confirm_handoff()
        elif kind == "undo" and self.session is not None:
            try:
                self.session = self.session.undo()
                self.clear_selection()
                self.autosave()
            except IllegalAction as err:
                self.message = screens.undo_reason_text(str(err), self.lang)
        elif kind == "again" and self.session is not None:
            old = self.session
            self.session = new_session(
                old.match.game,
                old.rules.options_to_json(old.match.options),
                old.seats,
                old.match.seed,
                str(fresh_seed()),
            )
            self.autosave()
        elif kind == "shares" and self.session is not None:
            fields = self.read_form("shares-form")
            action = tranquility.shares_action(
                [fields.get(f"share{i}", "") for i in range(len(self.session.seats))]
            )
            if action is None:
                self.message = tr(self.lang, "msg.share_whole")
            else:
                self.play_human(action)
        elif self.session is not None and self.session.match.game == "tranquility":
            legal = self.session.legal_for_viewer()
            hand = list(self.session.view().get("hand", []))
            result = tranquility.handle(cmd, self.tranq_selection, legal, hand, self.lang)
            self.tranq_selection = result.selection
            self.message = result.message
            if result.action is not None:
                self.play_human(result.action)
        elif self.session is not None and self.session.match.game == "shifting-stones":
            outcome = stones.handle(cmd, self.stones_selection, self.session.legal_for_viewer(), self.lang)
            self.stones_selection = outcome.selection
            self.message = outcome.message
            if outcome.action is not None:
                self.play_human(outcome.action)

    def start_daily(self, game: str) -> None:
        """Today's deal of ``game``; the first start of the day is the attempt on the record."""
        date, spec = today(), DAILY[game]
        save_id = str(fresh_seed())
        seats = [Seat(tr(self.lang, "seat.you"))] * spec.players
        session = new_session(game, spec.options, seats, daily_seed(game, date), save_id)
        self.session, self.screen = replace(session, daily=date), "game"
        self.clear_selection()
        stats, problem = self.read_stats()
        if stats is not None:
            stats, _ = start_daily(stats, game, date, save_id)
            self.write_stats(stats)
        else:
            self.message = problem
        self.autosave()

    def copy(self, text: str) -> None:
        """Put ``text`` on the clipboard; where that is refused, say how to copy it by hand."""
        clipboard = getattr(js.navigator, "clipboard", None)
        if clipboard is None or clipboard is jsnull:
            self.notice = self.message = tr(self.lang, "daily.copy_failed")
            return
        self.notice = self.message = tr(self.lang, "daily.copied")
        clipboard.writeText(text).catch(create_proxy(self.copy_refused))

    def copy_refused(self, _error: Any) -> None:
        self.notice = self.message = tr(self.lang, "daily.copy_failed")
        self.render()

    def give_hint(self, session: Session) -> None:
        """Show the strongest bot's move for the viewer, in words, and mark its cells."""
        legal = session.legal_for_viewer()
        if session.step() != "human" or not legal:
            self.message = tr(self.lang, "frame.hint_wait")
            return
        action, reason = suggest(session.match.game, session.view(), legal)
        self.message = hint_text(session.match.game, action, reason, self.lang)
        self.hinted, self.hint_action = touched_cells(session.match.game, action), action

    def start_game(self, game: str) -> None:
        self.setup_values = self.read_form()
        try:
            setup = parse_setup(game, self.setup_values, fresh_seed())
        except GameError as err:
            self.setup_error = error_text(self.lang, err)
            return
        self.session = new_session(setup.game, setup.options, setup.seats, setup.seed, str(fresh_seed()))
        self.screen, self.setup_error = "game", None
        self.clear_selection()
        self.autosave()

    def open_save(self, key: str) -> None:
        try:
            text = storage.get(key)
        except storage.StorageError as err:
            self.notice = self.storage_text(err)
            return
        if text is None:
            self.notice = tr(self.lang, "saves.gone")
            return
        try:
            session = load_session_text(text)
        except GameError as err:
            self.notice = tr(self.lang, "saves.cannot_open", reason=error_text(self.lang, err))
            return
        if not session.save_id:
            session = replace(session, save_id=key[len(KEY_PREFIX) :])
        self.session, self.screen = session, "game"
        self.clear_selection()

    def export_save(self, key: str) -> None:
        try:
            text = storage.get(key)
        except storage.StorageError as err:
            self.notice = self.storage_text(err)
            return
        if text is not None:
            js.window.seaDownload(f"{key[len(KEY_PREFIX) :]}.json", text)

    def import_text(self, text: Any) -> None:
        try:
            session = load_session_text(str(text))
        except GameError as err:
            self.notice = tr(self.lang, "saves.cannot_import", reason=error_text(self.lang, err))
        else:
            new_id = str(fresh_seed())
            self.session = replace(session, save_id=new_id)
            self.screen = "game"
            self.autosave()
        self.render()
        self.after_render()

    def play_human(self, action: str) -> None:
        session = self.session
        if session is None:
            return
        if action not in session.legal_for_viewer():
            self.message = self.explain(session, action)
            return
        self.session = session.play(action)
        self.clear_selection()
        self.announce = self.describe_step(self.session, len(self.session.match.actions) - 1)
        self.after_move()

    def clear_selection(self) -> None:
        self.hinted, self.hint_action = [], None
        self.stones_selection = stones.StonesSelection()
        self.tranq_selection = tranquility.TranqSelection()

    def explain(self, session: Session, action: str) -> str:
        try:
            session.rules.apply(session.state, action)
        except IllegalAction as err:
            return error_text(self.lang, err)
        return tr(self.lang, "msg.not_yours")

    # ----- bots ----------------------------------------------------------------------------
    def after_render(self) -> None:
        if (
            self.session is not None
            and self.screen == "game"
            and self.session.step() == "bot"
            and not self.bot_running
        ):
            self.bot_running = True
            self.bot_task = asyncio.ensure_future(self.bot_loop())

    async def bot_loop(self) -> None:
        try:
            while self.session is not None and self.screen == "game" and self.session.step() == "bot":
                await asyncio.sleep(PACE_SECONDS.get(self.pace, 0.5))
                session = self.session
                if session is None or self.screen != "game" or session.step() != "bot":
                    break
                seat = session.actor()
                rules = session.rules
                try:
                    bot = make_bot(session.match.game, session.seats[seat].level)
                    rng = Rng(seed_from_text(f"{session.match.seed}:{seat}:{len(session.match.actions)}"))
                    action = bot.choose(
                        rules.view(session.state, seat), rules.legal_actions(session.state), rng
                    )
                    self.session = session.play(action)
                except Exception as err:  # a broken bot must stop visibly, never freeze the table
                    self.message = tr(
                        self.lang,
                        "msg.bot_failed",
                        name=session.seats[seat].name,
                        error=f"{type(err).__name__}: {err}",
                    )
                    js.console.error(self.message)
                    break
                self.announce = self.describe_step(self.session, len(self.session.match.actions) - 1)
                self.after_move()
                self.render()
        finally:
            self.bot_running = False
        self.render()


APP: App | None = None


def start() -> None:
    """Show the app and tell the page it is interactive."""
    global APP
    boot: Any = js.window.seaBoot
    try:
        boot.stage(boot.t("setting_table"), 0.95)
        APP = App()
        root = js.document.getElementById("app")
        root.addEventListener("click", create_proxy(APP.on_click))
        root.addEventListener("change", create_proxy(APP.on_change))
        root.addEventListener("submit", create_proxy(APP.on_submit))
        root.addEventListener("sea-command", create_proxy(APP.on_command))
        js.window.addEventListener("hashchange", create_proxy(APP.on_hash))
        APP.render()
        boot.ready()
    except Exception as err:  # any failure must reach the player as a message, not a blank page
        boot.fail(f"{type(err).__name__}: {err}")
        raise
