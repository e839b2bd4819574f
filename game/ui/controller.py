"""The app's controller, pure: ``update(state, event, env) -> (state, effects)``.

Every click, key, form change, timer and storage failure reaches the app as an *event*; the
controller returns the next :class:`AppState` and the *effects* (plain data) the browser layer
then runs: write or remove a stored text, copy, download, announce, wait before a bot's move.
Reading storage goes through ``env.store``; the clock and fresh seeds come from ``env`` too, so a
whole game — setup, moves, hand-off, undo, the end, home, import — runs in a test without a browser.
Everything game-specific is asked of the game's ``GameUI`` (game/ui/games).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from game.core.errors import GameError, IllegalAction, SaveError
from game.core.registry import GAMES, SPECS, make_bot, suggest
from game.core.rng import Rng, seed_from_text
from game.ui.daily import DAILY, daily_result, daily_seed, is_date, share_text
from game.ui.events import (
    After,
    Announce,
    BotTurn,
    Change,
    Command,
    Copy,
    Download,
    Effect,
    Event,
    Import,
    Navigate,
    Play,
    Remove,
    Report,
    StorageFailed,
    Timeout,
    Wait,
    Write,
)
from game.ui.games import ui_for
from game.ui.i18n import CODES, DEFAULT, error_text, tr
from game.ui.links import parse_link
from game.ui.presets import find_preset, form_values
from game.ui.record import daily_share
from game.ui.saves import KEY_PREFIX, load_session_text, save_key, save_text
from game.ui.session import Seat, Session, new_session
from game.ui.setup import parse_setup
from game.ui.stats import STATS_KEY, Stats, is_replay, load_stats, record_game, start_daily, stats_text
from game.ui.store import StorageError, Store, read_json

PACE_SECONDS = {"instant": 0.0, "normal": 0.5, "slow": 1.2}
#: seconds a player has to take back a move before the hand-off hides the table
UNDO_WINDOW = 6.0
#: seconds a deleted game can be brought back
DELETE_UNDO = 8.0
PREFS_KEY = "sea-stones/prefs"


# ----- the state ------------------------------------------------------------------------------
@dataclass(frozen=True)
class AppState:
    """Which screen, the session in play, the viewer's selection and the page's settings."""

    lang: str = DEFAULT
    screen: str = "home"
    setup_game: str = GAMES[0].id
    setup_values: Mapping[str, str] = field(default_factory=dict)
    setup_error: str | None = None
    session: Session | None = None
    #: the viewer's selection, as the game's front end keeps it (None: nothing picked)
    selection: Any = None
    message: str | None = None
    notice: str | None = None
    pace: str = "normal"
    contrast: bool = False
    help: bool = False
    #: cells of the move the Hint suggests, marked on the board until the next move
    hinted: tuple[int, ...] = ()
    hint_action: str | None = None
    confirm_reset: bool = False
    #: a bot's move is scheduled (a ``Wait`` is running)
    bot_waiting: bool = False
    #: what went wrong, as a report the player can copy (on the "error" screen)
    failure: str | None = None
    #: the address holds a refused share link the browser should clear
    clear_link: bool = False
    #: pass-and-play: the seat that just moved may still take the move back (Undo) before the
    #: device is passed on; meanwhile only the public table is shown
    passing: int | None = None
    #: a game just deleted from the home screen, kept for its Undo: (key, stored text)
    deleted: tuple[str, str] | None = None


@dataclass(frozen=True)
class Env:
    """What the world says at the moment of an event: storage to read, today's date (the
    player's), the time now, and fresh random seeds."""

    store: Store
    today: str
    now: str
    fresh_seed: Callable[[], int]


Result = tuple[AppState, list[Effect]]


# ----- start ----------------------------------------------------------------------------------
PREFS_LIMIT = 4096
#: where a damaged stored record is kept, untouched, before anything is written over it
DAMAGED_PREFIX = "sea-stones/damaged/"


def load_prefs(text: str | None) -> dict[str, Any]:
    """The stored preferences, each of the right type (an unknown value of the right type is left
    out); ``SaveError`` (``prefs_damaged``) for text that is not a preferences record of ours."""
    if text is None:
        return {}
    try:
        data = read_json(text, PREFS_LIMIT)
    except ValueError:
        data = None
    if not isinstance(data, dict):
        raise SaveError("Your preferences are damaged.", "prefs_damaged")
    prefs: dict[str, Any] = {}
    for name, kind, allowed in (("lang", str, CODES), ("pace", str, PACE_SECONDS), ("contrast", bool, None)):
        if name not in data:
            continue
        value = data[name]
        if not isinstance(value, kind):
            raise SaveError("Your preferences are damaged.", "prefs_damaged")
        if allowed is None or value in allowed:
            prefs[name] = value
    return prefs


def read_prefs(store: Store) -> tuple[dict[str, Any], str | None]:
    """The stored preferences, and the damaged text they were read from (None: they were fine or
    could not be read at all, and then the defaults hold)."""
    try:
        text = store.get(PREFS_KEY)
    except StorageError:
        return {}, None
    try:
        return load_prefs(text), None
    except SaveError:
        return {}, text


def initial(store: Store, browser_lang: str, fragment: str) -> AppState:
    """The app as it opens: pace, theme and language as stored (else the browser's language),
    and the setup of a share link when the address carries one. Damaged preferences give the
    defaults and a notice; they stay stored until a setting is changed, and are kept aside then."""
    prefs, damaged = read_prefs(store)
    state = AppState(
        lang=str(prefs.get("lang", browser_lang)),
        pace=str(prefs.get("pace", "normal")),
        contrast=prefs.get("contrast") is True,
    )
    if damaged is not None:
        state = replace(state, notice=tr(state.lang, "prefs.damaged"))
    return _navigate(state, fragment)


# ----- helpers --------------------------------------------------------------------------------
def storage_text(lang: str, err: StorageError) -> str:
    return tr(lang, f"storage.{err.code}")


def read_stats(state: AppState, env: Env) -> tuple[Stats | None, str | None]:
    """The stored stats, or None and the reason they can't be used (then left untouched)."""
    try:
        return load_stats(env.store.get(STATS_KEY)), None
    except StorageError as err:
        return None, storage_text(state.lang, err)
    except SaveError as err:
        return None, tr(state.lang, "stats.problem", reason=error_text(state.lang, err))


def _prefs(state: AppState, env: Env) -> list[Effect]:
    stored, damaged = read_prefs(env.store)
    prefs = {**stored, "pace": state.pace, "lang": state.lang, "contrast": state.contrast}
    aside: list[Effect] = [] if damaged is None else [keep_aside("prefs", damaged, env)]
    return [*aside, Write(PREFS_KEY, json.dumps(prefs), "notice")]


def keep_aside(name: str, text: str, env: Env) -> Write:
    """A copy of a damaged record, untouched, under its own key (written before the record)."""
    return Write(f"{DAMAGED_PREFIX}{name}/{env.now}", text, "notice")


def _autosave(state: AppState, env: Env) -> list[Effect]:
    """Store the game; a game with no move yet is not kept (undone back to the deal: removed)."""
    session = state.session
    if session is None:
        return []
    if not session.match.actions:
        return [Remove(save_key(session.save_id))]
    return [Write(save_key(session.save_id), save_text(session, env.now), "message")]


def _drop_unplayed(state: AppState) -> list[Effect]:
    """Leaving a game that has no move: it is not kept."""
    session = state.session
    return [Remove(save_key(session.save_id))] if session is not None and not session.match.actions else []


def describe_step(session: Session, index: int, lang: str) -> str:
    """Move ``index`` of the session in words, by the name of the seat that made it."""
    seat = session.rules.current_player(session.match.states[index])
    name = session.seats[seat].name if seat >= 0 else "?"
    return ui_for(session.match.game).describe(name, session.match.actions[index], lang)


def daily_share_line(session: Session, env: Env, lang: str) -> str | None:
    """The share line of a finished daily game (marked when it is a replay)."""
    if not session.daily or session.step() != "over":
        return None
    stats, _ = read_stats(AppState(lang=lang), env)
    won, figure = daily_result(session)
    replay = stats is None or is_replay(stats, session)
    return share_text(session.match.game, session.daily, won, figure, replay, lang)


def _in_game(state: AppState, session: Session) -> AppState:
    """``session`` on screen with nothing selected; a hint or refusal about the position before
    is gone."""
    selection = ui_for(session.match.game).new_selection()
    return replace(
        state,
        session=session,
        screen="game",
        selection=selection,
        hinted=(),
        hint_action=None,
        message=None,
        passing=None,
    )


def _moved(state: AppState, session: Session, env: Env) -> Result:
    """After a move: announce it, save the game, and when it has just ended, put it on the
    record (once) and announce the result."""
    state = _in_game(state, session)
    announce = describe_step(session, len(session.match.actions) - 1, state.lang)
    effects: list[Effect] = [*_autosave(state, env), *_first_daily_move(state, session, env)]
    if session.step() == "over":
        names = [seat.name for seat in session.seats]
        summary = ui_for(session.match.game).end_summary(session)
        announce += " " + summary.result.text(names, state.lang)
        stats, problem = read_stats(state, env)
        if stats is None:
            state = replace(state, message=problem)
        else:
            updated = record_game(stats, session)
            if updated != stats:
                effects.append(Write(STATS_KEY, stats_text(updated), "message"))
    return state, [Announce(announce), *effects]


# ----- when something breaks ------------------------------------------------------------------
def failure_report(state: AppState, err: BaseException, during: str) -> str:
    """A plain-text report of an exception: version, screen, what was happening, the error and
    the last frames of its traceback (no stored data, no names)."""
    import traceback  # only when something broke: it is not needed to start

    from game import __version__

    frames = traceback.extract_tb(err.__traceback__)[-6:]
    where = [f"  {frame.filename.rsplit('/', 1)[-1]}:{frame.lineno} in {frame.name}" for frame in frames]
    head = f"Sea & Stones {__version__} · screen {state.screen} · {during}"
    return "\n".join([head, f"{type(err).__name__}: {str(err)[:500]}", *where])


def failed(state: AppState, err: BaseException, during: str) -> AppState:
    """The in-app error panel in place of whatever broke (the game in play is left; its save is
    as it was after the last move)."""
    return replace(
        state,
        screen="error",
        session=None,
        selection=None,
        help=False,
        bot_waiting=False,
        confirm_reset=False,
        failure=failure_report(state, err, during),
    )


def safe_update(state: AppState, event: Event, env: Env) -> Result:
    """``update``, except that an exception shows the error panel instead of escaping."""
    try:
        return update(state, event, env)
    except Exception as err:
        state = failed(state, err, type(event).__name__)
        return state, [Report(state.failure or "")]


# ----- update ---------------------------------------------------------------------------------
def update(state: AppState, event: Event, env: Env) -> Result:
    """The next state and the effects to run for ``event``."""
    if isinstance(event, BotTurn):
        state, effects = _bot_turn(replace(state, bot_waiting=False), env)
        if any(isinstance(effect, Report) for effect in effects):
            return state, effects  # a broken bot stops visibly until the player acts
    elif isinstance(event, Command):
        state, effects = _command(state, event, env)
    elif isinstance(event, Play):
        state, effects = play_human(state, event.action, env)
    elif isinstance(event, Change):
        state, effects = _change(state, event, env)
    elif isinstance(event, Navigate):
        state, effects = _navigate(state, event.fragment), []
    elif isinstance(event, Import):
        state, effects = _import(state, event.text, env)
    elif isinstance(event, Timeout):
        state, effects = _timeout(state, event.tag), []
    elif isinstance(event, StorageFailed):
        text = tr(state.lang, f"storage.{event.code}")
        if event.report == "notice":
            state, effects = replace(state, notice=text), []
        else:
            state, effects = replace(state, message=tr(state.lang, "storage.goes_on", reason=text)), []
    else:
        failed = tr(state.lang, "daily.copy_failed")
        state, effects = replace(state, notice=failed, message=failed), []
    session = state.session
    if state.screen == "game" and session is not None and session.step() == "bot" and not state.bot_waiting:
        state = replace(state, bot_waiting=True)
        effects.append(Wait(PACE_SECONDS.get(state.pace, 0.5)))
    return state, effects


def _navigate(state: AppState, fragment: str) -> AppState:
    """The setup a share link asks for; a refused link leaves the screen as it was, says why,
    and asks for the address to be cleared (so a reload opens the site)."""
    link = parse_link(fragment)
    if link is None:
        return state
    if link.refused is not None:
        reason = tr(state.lang, f"link.{link.refused}")
        refused = tr(state.lang, "link.refused", reason=reason)
        return replace(state, notice=refused, message=refused, clear_link=True)
    return replace(
        state,
        session=None,
        screen="setup",
        setup_game=link.game,
        setup_values=link.values,
        setup_error=None,
        clear_link=False,
    )


def link_cleared(state: AppState) -> AppState:
    """The state once the browser has cleared a refused link from the address."""
    return replace(state, clear_link=False)


def _change(state: AppState, event: Change, env: Env) -> Result:
    kind, value = event.kind, event.value
    if kind in ("setup-players", "setup-option"):
        return replace(state, setup_values=dict(event.form)), []
    if kind == "preset":
        preset = find_preset(ui_for(state.setup_game).spec, value)
        if preset is not None:
            return replace(state, setup_values={**event.form, **form_values(preset.options)}), []
    if kind == "pace" and value in PACE_SECONDS:
        state = replace(state, pace=value)
        return state, _prefs(state, env)
    if kind == "language" and value in CODES:
        values = dict(event.form) if state.screen == "setup" else state.setup_values
        state = replace(state, lang=value, setup_values=values, message=None, notice=None, setup_error=None)
        return state, _prefs(state, env)
    return state, []


def _command(state: AppState, event: Command, env: Env) -> Result:
    kind, _, arg = event.cmd.partition(":")
    state = replace(state, message=None)
    if kind != "hint":
        state = replace(state, hinted=(), hint_action=None)
    if kind != "stats-reset":
        state = replace(state, confirm_reset=False)
    if kind != "undelete":
        state = replace(state, deleted=None)
    session, lang = state.session, state.lang
    if kind == "help":
        return replace(state, help=not state.help), []
    if kind == "contrast":
        state = replace(state, contrast=not state.contrast)
        return state, _prefs(state, env)
    if kind in ("stats", "home"):
        left = _drop_unplayed(state)
        return replace(state, screen=kind, session=None, notice=None, failure=None, passing=None), left
    if kind == "copy-report":
        return _copy(state, state.failure)
    if kind == "stats-reset":
        if arg != "yes":
            return replace(state, confirm_reset=True), []
        state = replace(state, confirm_reset=False, notice=tr(lang, "stats.reset_done"))
        stats, _ = read_stats(state, env)
        stored = _read(state, STATS_KEY, env)[1]
        aside = [keep_aside("stats", stored, env)] if stats is None and stored is not None else []
        return state, [*aside, Write(STATS_KEY, stats_text(Stats()), "message")]
    if kind == "daily" and arg in DAILY:
        return _start_daily(state, arg, env)
    if kind == "copy-daily":
        stats, _ = read_stats(state, env)
        return _copy(state, daily_share(stats or Stats(), arg, env.today, lang))
    if kind == "copy-share" and session is not None:
        return _copy(state, daily_share_line(session, env, lang))
    if kind == "new" and arg in SPECS:
        return replace(state, screen="setup", setup_game=arg, setup_values={}, setup_error=None), []
    if kind == "start" and arg in SPECS:
        return _start_game(state, arg, event.form, env)
    if kind == "rules" and arg in SPECS:
        return replace(state, screen="rules", setup_game=arg, session=None), []
    if kind == "open":
        return _open(state, arg, env), []
    if kind == "delete":
        return _delete(state, arg, env)
    if kind == "undelete":
        return _undelete(state)
    if kind == "export":
        return _export(state, arg, env)
    if session is None or state.screen != "game":
        return state, []
    if kind == "hint":
        return _hint(state, session), []
    if kind == "handoff":
        return replace(state, session=session.confirm_handoff(), passing=None), []
    if kind == "pass":
        return replace(state, passing=None), []
    if kind == "undo" and state.passing is not None:
        state = _in_game(state, take_back(session, state.passing))
        return state, _autosave(state, env)
    if kind == "undo":
        try:
            state = _in_game(state, session.undo())
        except IllegalAction as err:
            return replace(state, message=error_text(lang, err)), []
        return state, _autosave(state, env)
    if kind == "again":
        options = session.rules.options_to_json(session.match.options)
        again = new_session(
            session.match.game, options, session.seats, session.match.seed, str(env.fresh_seed())
        )
        state = _in_game(state, again)
        return state, _autosave(state, env)
    outcome = ui_for(session.match.game).handle(event.cmd, event.form, state.selection, session, lang)
    state = replace(state, selection=outcome.selection, message=outcome.message)
    return play_human(state, outcome.action, env) if outcome.action is not None else (state, [])


def _copy(state: AppState, line: str | None) -> Result:
    if line is None:
        return state, []
    copied = tr(state.lang, "daily.copied")
    return replace(state, notice=copied, message=copied), [Copy(line)]


def _start_daily(state: AppState, game: str, env: Env) -> Result:
    """Today's deal of ``game``; the first start of the day is the attempt on the record."""
    deal, save_id = DAILY[game], str(env.fresh_seed())
    seats = [Seat(tr(state.lang, "seat.you"))] * deal.players
    session = new_session(game, deal.options, seats, daily_seed(game, env.today), save_id)
    state = _in_game(state, replace(session, daily=env.today))
    stats, problem = read_stats(state, env)
    if stats is None:
        state = replace(state, message=problem)
    return state, _autosave(state, env)


def _first_daily_move(state: AppState, session: Session, env: Env) -> list[Effect]:
    """The first move of a daily game: the first of the day is the attempt on the record (a deal
    opened and left without a move is not kept, and is no attempt)."""
    if not session.daily or len(session.match.actions) != 1:
        return []
    stats, _ = read_stats(state, env)
    if stats is None:
        return []
    updated, _ = start_daily(stats, session.match.game, session.daily, session.save_id)
    return [Write(STATS_KEY, stats_text(updated), "message")] if updated != stats else []


def _start_game(state: AppState, game: str, form: Mapping[str, str], env: Env) -> Result:
    state = replace(state, setup_values=dict(form))
    try:
        setup = parse_setup(game, form, env.fresh_seed())
    except GameError as err:
        return replace(state, setup_error=error_text(state.lang, err)), []
    session = new_session(setup.game, setup.options, setup.seats, setup.seed, str(env.fresh_seed()))
    state = replace(_in_game(state, session), setup_error=None)
    return state, _autosave(state, env)


def _read(state: AppState, key: str, env: Env) -> tuple[AppState, str | None, bool]:
    """The text stored under ``key`` (None: there is none), or a notice saying why it can't be
    read (then False)."""
    try:
        return state, env.store.get(key), True
    except StorageError as err:
        return replace(state, notice=storage_text(state.lang, err)), None, False


def _open(state: AppState, key: str, env: Env) -> AppState:
    state, text, readable = _read(state, key, env)
    if not readable:
        return state
    if text is None:
        return replace(state, notice=tr(state.lang, "saves.gone"))
    try:
        session = load_session_text(text)
    except GameError as err:
        return replace(state, notice=tr(state.lang, "saves.cannot_open", reason=error_text(state.lang, err)))
    # The key is the truth: a save copied under another key (or one whose id was changed) goes on
    # under the key it was opened from, never over the save its stored id names.
    return _in_game(state, replace(session, save_id=key[len(KEY_PREFIX) :]))


def _export(state: AppState, key: str, env: Env) -> Result:
    state, text, _ = _read(state, key, env)
    return state, [] if text is None else [Download(export_name(text, env.today), text)]


def _delete(state: AppState, key: str, env: Env) -> Result:
    """Remove a saved game at once, with an Undo offered for a few seconds (the text is kept
    until then)."""
    state, text, _ = _read(state, key, env)
    state = replace(state, notice=tr(state.lang, "saves.deleted"), deleted=None)
    if text is None:
        return state, [Remove(key)]
    state = replace(state, notice=None, deleted=(key, text))
    return state, [Remove(key), After(DELETE_UNDO, f"deleted:{key}")]


def _undelete(state: AppState) -> Result:
    if state.deleted is None:
        return state, []
    key, text = state.deleted
    return replace(state, deleted=None, notice=tr(state.lang, "saves.restored")), [Write(key, text, "notice")]


def _timeout(state: AppState, tag: str) -> AppState:
    """An offer lapses: the Undo after a move (the hand-off follows) or a deleted game's Undo."""
    session = state.session
    if state.passing is not None and session is not None and tag == _window_tag(session):
        return replace(state, passing=None)
    if state.deleted is not None and tag == f"deleted:{state.deleted[0]}":
        return replace(state, deleted=None, notice=None)
    return state


def _window_tag(session: Session) -> str:
    return f"pass:{session.save_id}:{len(session.match.actions)}"


def public_outcome_is_fixed(session: Session, action: str, samples: int = 6) -> bool:
    """True when what everyone sees after ``action`` does not depend on anything hidden from the
    mover: replayed from positions that differ only in what the mover cannot see, it shows the
    same public table. Then nothing was revealed while only the public table is on screen, and
    the move can be taken back (a drawn card stays unseen; a Storm or any card turned face up
    reveals something, and the move stands)."""
    rules, before = session.rules, session.state
    mover = session.actor()
    after = rules.view(rules.apply(before, action), None)
    rng = Rng(seed_from_text(f"{session.match.seed}:window:{len(session.match.actions)}"))
    for _ in range(samples):
        try:
            other = rules.apply(rules.resample_hidden(before, mover, rng), action)
        except GameError:
            return False
        if rules.view(other, None) != after:
            return False
    return True


def take_back(session: Session, seat: int) -> Session:
    """The session before its last move, on the screen of ``seat`` who made it (within the Undo
    window: the move handed over but nothing it drew or showed was seen)."""
    match = session.match
    before = replace(
        match,
        actions=match.actions[:-1],
        states=match.states[:-1],
        barriers=match.barriers[:-1],
    )
    return replace(session, match=before, viewer=seat)


def export_name(text: str, today: str) -> str:
    """The file name of an exported save: ``<game>-<date>-<players>p.json`` (the date it was
    last saved), e.g. ``tranquility-2026-12-01-3p.json``."""
    try:
        session = load_session_text(text)
        data = json.loads(text)
    except (GameError, ValueError):
        return f"sea-and-stones-{today}.json"
    updated = data.get("updated") if isinstance(data, dict) else None
    date = updated[:10] if isinstance(updated, str) and is_date(updated[:10]) else today
    return f"{session.match.game}-{date}-{len(session.seats)}p.json"


def _import(state: AppState, text: str, env: Env) -> Result:
    try:
        session = load_session_text(text)
    except GameError as err:
        reason = error_text(state.lang, err)
        return replace(state, notice=tr(state.lang, "saves.cannot_import", reason=reason)), []
    state = _in_game(state, replace(session, save_id=str(env.fresh_seed())))
    return state, _autosave(state, env)


def _hint(state: AppState, session: Session) -> AppState:
    """The strongest bot's move for the viewer, in words, with its cells marked."""
    legal = session.legal_for_viewer()
    if session.step() != "human" or not legal:
        return replace(state, message=tr(state.lang, "frame.hint_wait"))
    game = session.match.game
    action, reason = suggest(game, session.view(), legal)
    message = hint_text(game, action, reason, state.lang)
    return replace(
        state, message=message, hinted=tuple(ui_for(game).touched_cells(action)), hint_action=action
    )


def hint_text(game: str, action: str, reason: str, lang: str = "en") -> str:
    """The Hint line: the suggested move in ``lang``, with the bot's reasoning where it speaks it.

    The bots explain themselves in English only, so other languages show the move alone."""
    move = ui_for(game).hint(action, lang)
    if lang == "en" and reason:
        return tr(lang, "hint.line_reason", move=move, reason=reason)
    return tr(lang, "hint.line", move=move)


def play_human(state: AppState, action: str, env: Env) -> Result:
    """The viewer plays ``action``; a move they may not make now is explained instead."""
    session = state.session
    if session is None:
        return state, []
    if action not in session.legal_for_viewer():
        try:
            session.rules.apply(session.state, action)
        except IllegalAction as err:
            return replace(state, message=error_text(state.lang, err)), []
        return replace(state, message=tr(state.lang, "msg.not_yours")), []
    after = session.play(action)
    state, effects = _moved(state, after, env)
    mover = session.viewer
    if (
        mover is not None
        and after.step() == "handoff"
        and after.handoff_seat() != mover
        and public_outcome_is_fixed(session, action)
    ):
        state = replace(state, passing=mover)
        effects.append(After(UNDO_WINDOW, _window_tag(after)))
    return state, effects


def _bot_turn(state: AppState, env: Env) -> Result:
    """The bot whose turn it is decides, from its own view only."""
    session = state.session
    if session is None or state.screen != "game" or session.step() != "bot":
        return state, []
    seat, rules = session.actor(), session.rules
    try:
        bot = make_bot(session.match.game, session.seats[seat].level)
        rng = Rng(seed_from_text(f"{session.match.seed}:{seat}:{len(session.match.actions)}"))
        action = bot.choose(rules.view(session.state, seat), rules.legal_actions(session.state), rng)
        after = session.play(action)
    except Exception as err:  # a broken bot must stop visibly, never freeze the table
        name, error = session.seats[seat].name, f"{type(err).__name__}: {err}"
        message = tr(state.lang, "msg.bot_failed", name=name, error=error)
        return replace(state, message=message), [Report(message)]
    return _moved(state, after, env)
