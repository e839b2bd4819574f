"""Paints the app into the page and wires its events; decides nothing about the games.

Clicks are delegated from ``#app``: an element's ``data-action`` is a canonical action to play,
its ``data-cmd`` a command for the screen; selects and file inputs report through
``data-change``. Everything shown is rebuilt from pure render functions (game/ui).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import js
from pyodide.ffi import create_proxy, jsnull

from game import __version__
from game.core.errors import GameError, IllegalAction
from game.core.interfaces import TERMINAL
from game.core.registry import make_bot
from game.core.rng import Rng, seed_from_text
from game.ui import screens, stones, tranquility
from game.ui.element import Spec, h
from game.ui.i18n import CODES, DEFAULT, error_text, negotiate, tr
from game.ui.links import parse_link, share_link
from game.ui.log import describe
from game.ui.rules_page import rules_page
from game.ui.saves import KEY_PREFIX, load_session_text, save_key, save_text, summaries
from game.ui.session import Session, new_session
from game.ui.setup import parse_setup, setup_screen
from game.ui.shell import language_picker
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
        self.bot_running = False
        self.bot_task: asyncio.Future[None] | None = None
        self.announce = ""
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
        if prefs.get("lang") in CODES:
            self.lang = str(prefs["lang"])
        else:
            self.lang = negotiate(str(tag) for tag in (js.navigator.languages or []))

    def save_prefs(self) -> None:
        """Store pace and language, keeping any other preference already stored."""
        prefs = {**self.read_prefs(), "pace": self.pace, "lang": self.lang}
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
        else:
            body = screens.home(self.stored_saves(), self.notice, lang)
        header = h(
            "header",
            {"class": "app-header"},
            h("h1", {"class": "app-title"}, h("a", {"href": "#", "data-cmd": "home"}, tr(lang, "app.title"))),
            language_picker(lang),
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
        live = h("div", {"class": "visually-hidden", "aria-live": "polite", "id": "live"}, self.announce)
        paint(
            "app", [header, h("main", {"id": "main", "class": f"screen-{self.screen}"}, *body), footer, live]
        )
        js.document.documentElement.setAttribute("data-screen", self.screen)
        js.document.documentElement.lang = lang

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
        parts = screens.game_frame(session, board, log, self.pace, self.message, self.lang)
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
        if step == "over":
            parts.insert(0, self.end_of_game(session, view, names))
        return parts

    def describe_step(self, session: Session, index: int) -> str:
        seat = session.rules.current_player(session.match.states[index])
        name = session.seats[seat].name if seat != TERMINAL else "?"
        return describe(session.match.game, name, session.match.actions[index], self.lang)

    def end_of_game(self, session: Session, view: dict[str, Any], names: list[str]) -> Spec:
        if session.match.game == "shifting-stones":
            result, rows = screens.stones_summary(view, names, self.lang)
            series = [
                (
                    name,
                    [
                        float(session.rules.view(state, None)["scores"][seat])
                        for state in session.match.states
                    ],
                )
                for seat, name in enumerate(names)
            ]
            chart = screens.line_chart(series, tr(self.lang, "end.chart_scores"))
        else:
            result, rows = tranquility.summary(view, names, self.lang)
            held = [
                float(sum(v["hand_sizes"]) + sum(v["pile_sizes"]))
                for v in (session.rules.view(state, None) for state in session.match.states)
            ]
            chart = screens.line_chart(
                [(tr(self.lang, "end.chart_held"), held)], tr(self.lang, "end.chart_budget")
            )
        return screens.end_screen(session, rows, result, chart, self.lang)

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

    def command(self, cmd: str) -> None:
        kind, _, arg = cmd.partition(":")
        self.message = None
        if kind == "home":
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
            session = Session(session.match, session.seats, session.viewer, key[len(KEY_PREFIX) :])
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
            self.session = Session(session.match, session.seats, session.viewer, new_id)
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
        self.autosave()

    def clear_selection(self) -> None:
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
                self.autosave()
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
        boot.stage("Setting the table…", 0.95)
        APP = App()
        root = js.document.getElementById("app")
        root.addEventListener("click", create_proxy(APP.on_click))
        root.addEventListener("change", create_proxy(APP.on_change))
        root.addEventListener("submit", create_proxy(APP.on_submit))
        js.window.addEventListener("hashchange", create_proxy(APP.on_hash))
        APP.render()
        boot.ready()
    except Exception as err:  # any failure must reach the player as a message, not a blank page
        boot.fail(f"{type(err).__name__}: {err}")
        raise
