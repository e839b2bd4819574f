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
from game.core.match import Match
from game.core.registry import GAMES, SPECS, make_bot, suggest
from game.core.rng import Rng, seed_from_text
from game.core.table import decision_rng
from game.replay import ReplayCodeError, decode
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
    StoredElsewhere,
    Think,
    Thought,
    Timeout,
    Wait,
    Write,
)
from game.ui.games import ui_for
from game.ui.guide import GuideStep
from game.ui.i18n import CODES, DEFAULT, error_text, tr
from game.ui.links import Link, parse_link
from game.ui.presets import find_preset, form_values
from game.ui.record import daily_share
from game.ui.replay_view import Replay, branch, goto, look_from, open_replay
from game.ui.review_view import ReviewRun, advance, start_review
from game.ui.saves import (
    INDEX_KEY,
    KEY_PREFIX,
    Index,
    finished_beyond,
    index_text,
    load_session_text,
    parse_save_text,
    read_index,
    reconcile,
    save_key,
    save_text,
    session_entry,
    stored_rev,
)
from game.ui.session import Seat, Session, new_session
from game.ui.setup import parse_setup
from game.ui.stats import STATS_KEY, Stats, is_replay, load_stats, record_game, start_daily, stats_text
from game.ui.store import StorageError, Store, read_json

PACE_SECONDS = {"instant": 0.0, "normal": 0.5, "slow": 1.2}
#: how many finished games the player may choose to keep (0: all, the default)
KEEP_CHOICES = (0, 10, 25, 50, 100, 250)
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
    #: quiet sound cues (off unless the player turns them on)
    sound: bool = False
    help: bool = False
    #: cells of the move the Hint suggests, marked on the board until the next move
    hinted: tuple[int, ...] = ()
    hint_action: str | None = None
    confirm_reset: bool = False
    #: a bot's move is scheduled (a ``Wait`` is running)
    bot_waiting: bool = False
    #: a bot's move already thought out, waiting out the rest of the pace: (save id, moves
    #: played when it was chosen, the action)
    bot_move: tuple[str, int, str] | None = None
    #: the Hint is being worked out (an indicator shows when it takes a while)
    thinking: bool = False
    #: a hint worked out in advance: (save id, moves played, viewer, action)
    ready_hint: tuple[str, int, int, str] | None = None
    #: the first hint has been readied once this visit (the bots are warm)
    warmed: bool = False
    #: what went wrong, as a report the player can copy (on the "error" screen)
    failure: str | None = None
    #: the address holds a refused share link the browser should clear
    clear_link: bool = False
    #: the revision of the game's save this tab last read or wrote (a write goes over it only)
    save_rev: int = 0
    #: the game was saved from another tab since: this tab's moves are refused until it opens
    #: the newer game
    stale: bool = False
    #: the last save was refused because storage is full: the player chooses what to remove
    full: bool = False
    #: home lists every saved game (else the most recent ones)
    show_all: bool = False
    #: how many finished games the player keeps (0: all); more are offered for removal
    keep_finished: int = 0
    #: the player asked to remove the finished games beyond the limit: confirm first
    confirm_prune: bool = False
    #: a table of bots only is paused (watch mode): no bot moves until Resume or Step
    paused: bool = False
    #: pass-and-play: the seat that just moved may still take the move back (Undo) before the
    #: device is passed on; meanwhile only the public table is shown
    passing: int | None = None
    #: a game just deleted from the home screen, kept for its Undo: (key, stored text)
    deleted: tuple[str, str] | None = None
    #: the game on the replay screen (screen "replay")
    replay: Replay | None = None
    #: a guided first game in play: (its save id, the coach's step)
    guide: tuple[str, int] | None = None
    #: the review on screen (screen "review"), rated a decision at a time
    review: ReviewRun | None = None


@dataclass(frozen=True)
class Env:
    """What the world says at the moment of an event: storage to read, today's date (the
    player's), the time now, and fresh random seeds."""

    store: Store
    today: str
    now: str
    fresh_seed: Callable[[], int]
    #: seconds on a steady clock, to time a bot's thinking against the pace (the browser's;
    #: without one, thinking counts as instant and the whole pace is waited)
    clock: Callable[[], float] = lambda: 0.0


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
    fields: tuple[tuple[str, type, Any], ...] = (
        ("lang", str, CODES),
        ("pace", str, PACE_SECONDS),
        ("contrast", bool, None),
        ("sound", bool, None),
        ("keep", int, KEEP_CHOICES),
    )
    for name, kind, allowed in fields:
        if name not in data:
            continue
        value = data[name]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
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
        keep_finished=int(prefs.get("keep", 0)),
        sound=prefs.get("sound") is True,
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
    prefs = {
        **stored,
        "pace": state.pace,
        "lang": state.lang,
        "contrast": state.contrast,
        "keep": state.keep_finished,
        "sound": state.sound,
    }
    aside: list[Effect] = [] if damaged is None else [keep_aside("prefs", damaged, env)]
    return [*aside, Write(PREFS_KEY, json.dumps(prefs), "notice")]


def keep_aside(name: str, text: str, env: Env) -> Write:
    """A copy of a damaged record, untouched, under its own key (written before the record)."""
    return Write(f"{DAMAGED_PREFIX}{name}/{env.now}", text, "notice")


def _autosave(state: AppState, env: Env, before: AppState | None = None) -> Result:
    """Save the game on screen over the revision this tab holds. When another tab has saved it
    since, the change is refused: the state is ``before`` (the move undone, nothing written),
    marked stale, and says so (a fresh game, ``before`` None, has nothing to go over)."""
    session = state.session
    if session is None:
        return state, []
    key = save_key(session.save_id)
    if before is not None:
        try:
            current = stored_rev(env.store.get(key))
        except StorageError:
            current = None  # the write itself will say what storage thinks
        if state.stale or (current is not None and current != state.save_rev):
            return _stale(before), []
    if not session.match.actions:
        # A game with no move yet is not kept (undone back to the deal: removed, unless another
        # tab has saved it since; the save index follows on the home screen).
        return state, [Remove(key)]
    rev = state.save_rev + 1
    text = save_text(session, env.now, rev)
    index, _ = current_index(env)
    index[key] = session_entry(session, env.now, len(text))
    writes: list[Effect] = [Write(key, text, "message"), Write(INDEX_KEY, index_text(index), "message")]
    return replace(state, save_rev=rev, stale=False, full=False), writes


def current_index(env: Env) -> tuple[Index, bool]:
    """The save index made to agree with the saves stored now (a save it lacks is read, one gone
    is dropped; a missing or damaged index is rebuilt), and whether that changed what is stored."""
    index, changed, _ = read_index_now(env)
    return index, changed


def read_index_now(env: Env) -> tuple[Index, bool, StorageError | None]:
    """``current_index``, and the refusal when storage could not even list the saves."""

    def get(key: str) -> str | None:
        try:
            return env.store.get(key)
        except StorageError:
            return None

    try:
        keys = env.store.keys(KEY_PREFIX)
    except StorageError as err:
        return {}, False, err
    stored = read_index(get(INDEX_KEY))
    index = reconcile(stored, keys, get)
    return index, index != (stored or {}), None


def housekeeping(env: Env) -> list[Effect]:
    """What the site tidies on its own: the save index written again when it disagrees with the
    saves (it is derived from them; nothing the player made is changed)."""
    index, changed = current_index(env)
    return [Write(INDEX_KEY, index_text(index), "notice")] if changed else []


def _stale(state: AppState) -> AppState:
    """This tab's game was saved from elsewhere: its moves are refused until it opens the newer one."""
    return replace(state, stale=True, message=tr(state.lang, "sync.refused"), bot_waiting=False)


def _stored_elsewhere(state: AppState, key: str, env: Env) -> AppState:
    """Another tab wrote ``key``: when it is the game on screen at a newer revision, say so now."""
    session = state.session
    if session is None or state.screen != "game" or key != save_key(session.save_id):
        return state
    try:
        current = stored_rev(env.store.get(key))
    except StorageError:
        return state
    if current is None or current == state.save_rev:
        return state
    return replace(state, stale=True, message=tr(state.lang, "sync.elsewhere"))


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
        thinking=False,
        passing=None,
    )


def _moved(state: AppState, session: Session, env: Env) -> Result:
    """After a move: announce it, save the game, and when it has just ended, put it on the
    record (once) and announce the result."""
    before = state
    state, effects = _autosave(_in_game(state, session), env, before)
    if state.stale:
        return state, effects
    announce = describe_step(session, len(session.match.actions) - 1, state.lang)
    effects = [*effects, *_first_daily_move(state, session, env)]
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
    elif isinstance(event, Thought):
        state, effects = _thought(state, event.what)
    elif isinstance(event, StoredElsewhere):
        state, effects = _stored_elsewhere(state, event.key, env), []
    elif isinstance(event, Timeout):
        state, effects = _timeout(state, event.tag), []
    elif isinstance(event, StorageFailed):
        state = replace(state, full=state.full or event.code == "full")
        if state.session is not None and event.key == save_key(state.session.save_id) and state.save_rev > 0:
            state = replace(state, save_rev=state.save_rev - 1)  # the save stays at the revision it had
        text = tr(state.lang, f"storage.{event.code}")
        if event.report == "notice":
            state, effects = replace(state, notice=text), []
        else:
            state, effects = replace(state, message=tr(state.lang, "storage.goes_on", reason=text)), []
    else:
        failed = tr(state.lang, "daily.copy_failed")
        state, effects = replace(state, notice=failed, message=failed), []
    if state.screen == "home":
        effects.extend(housekeeping(env))
    session = state.session
    if (
        state.screen == "game"
        and session is not None
        and session.step() == "bot"
        and not state.bot_waiting
        and not state.stale
        and not state.paused
    ):
        # The previous move is painted first; then the bot thinks, and waits only what is left
        # of the pace (``_bot_turn``).
        state = replace(state, bot_waiting=True)
        effects.append(Wait(0.0))
    if state.screen == "game" and session is not None and session.step() == "human" and not state.warmed:
        # The first hint of a visit is the slow one (the bots' tables are built): ready it once
        # the game screen is painted, so the Hint answers at once.
        state = replace(state, warmed=True)
        effects.append(Think("warm"))
    return state, effects


def _navigate(state: AppState, fragment: str) -> AppState:
    """The setup a share link asks for; a refused link leaves the screen as it was, says why,
    and asks for the address to be cleared (so a reload opens the site)."""
    link = parse_link(fragment)
    if link is None:
        return state
    if link.refused is not None:
        return _refused_link(state, tr(state.lang, f"link.{link.refused}"))
    if link.moves:
        return _replay_from_link(state, link)
    return replace(
        state,
        session=None,
        screen="setup",
        setup_game=link.game,
        setup_values=link.values,
        setup_error=None,
        clear_link=False,
    )


def _refused_link(state: AppState, reason: str) -> AppState:
    """A link that cannot be opened: the screen stays, says why, and the address is cleared."""
    refused = tr(state.lang, "link.refused", reason=reason)
    return replace(state, notice=refused, message=refused, clear_link=True)


def _replay_from_link(state: AppState, link: Link) -> AppState:
    """The replay a link carries (the deal and its moves' code); a code this version cannot read
    is refused like any other link, with its reason."""
    seed, players = int(link.values["seed"]), int((link.options or {}).get("players", 1))
    seats = [Seat(tr(state.lang, "seat.default_name", number=i + 1)) for i in range(players)]
    try:
        session = new_session(link.game, link.options or {}, seats, seed, "")
        rules, match = session.rules, session.match
        actions = decode(rules, match.options, seed, link.moves)
        session = replace(session, match=Match.replay(rules, match.options, seed, actions))
    except ReplayCodeError as err:
        return _refused_link(state, tr(state.lang, f"link.moves_{err.params.get('reason', 'syntax')}"))
    except GameError as err:
        return _refused_link(state, error_text(state.lang, err))
    return replace(state, screen="replay", session=None, replay=replace(open_replay(session), back="home"))


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
    if kind == "replay-step" and state.replay is not None and value.isdigit() and len(value) <= 6:
        return replace(state, replay=goto(state.replay, int(value))), []
    if kind == "pace" and value in PACE_SECONDS:
        state = replace(state, pace=value)
        return state, _prefs(state, env)
    if kind == "keep" and value.isdigit() and int(value) in KEEP_CHOICES:
        state = replace(state, keep_finished=int(value), confirm_prune=False)
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
    if kind != "prune":
        state = replace(state, confirm_prune=False)
    if kind != "undelete":
        state = replace(state, deleted=None)
    session, lang = state.session, state.lang
    if kind == "help":
        return replace(state, help=not state.help), []
    if kind == "contrast":
        state = replace(state, contrast=not state.contrast)
        return state, _prefs(state, env)
    if kind == "sound":
        state = replace(state, sound=not state.sound)
        return state, _prefs(state, env)
    if kind in ("stats", "home"):
        left = _drop_unplayed(state)
        gone = replace(state, screen=kind, session=None, notice=None, failure=None, stale=False, passing=None)
        return gone, left
    if kind == "damaged-export" and is_damaged_key(arg, env):
        state, text, _ = _read(state, arg, env)
        name = arg.removeprefix(DAMAGED_PREFIX).replace("/", "-").replace(":", "-")
        return state, [] if text is None else [Download(f"sea-stones-damaged-{name}.txt", text)]
    if kind == "damaged-remove" and is_damaged_key(arg, env):
        return replace(state, notice=tr(lang, "damaged.removed")), [Remove(arg)]
    if kind == "saves-all":
        return replace(state, show_all=True), []
    if kind == "prune":
        return _prune(state, arg, env)
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
    if kind == "guide" and arg in SPECS:
        return _start_guide(state, arg, env)
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
    if kind == "replay":
        return _open_replay(state, arg, env), []
    if kind == "review" or (kind.startswith("review-") and state.review is not None):
        return _review_command(state, kind, arg, env)
    if kind.startswith("rp-") and state.replay is not None and state.screen == "replay":
        return _replay_command(state, state.replay, kind, arg, event.form, env)
    if session is None or state.screen != "game":
        return state, []
    if state.stale and kind not in ("hint", "handoff"):
        return _stale(state), []
    if kind == "hint":
        if session.step() != "human" or not session.legal_for_viewer() or _ready(state, session):
            return _hint(state, session), []
        return replace(state, thinking=True), [Think("hint")]
    if kind in ("guide-next", "guide-close"):
        return _guide_command(state, session, kind), []
    if kind == "save-now":
        return _autosave(state, env, state)
    if kind.startswith("watch-"):
        return _watch(state, session, kind, arg, env)
    if kind == "handoff":
        return replace(state, session=session.confirm_handoff(), passing=None), []
    if kind == "pass":
        return replace(state, passing=None), []
    if kind == "undo" and state.passing is not None:
        taken = _in_game(state, take_back(session, state.passing))
        return _autosave(_guide_in_step(taken), env, state)
    if kind == "undo":
        try:
            after = _in_game(state, session.undo())
        except IllegalAction as err:
            return replace(state, message=error_text(lang, err)), []
        return _autosave(_guide_in_step(after), env, state)
    if kind == "again":
        options = session.rules.options_to_json(session.match.options)
        again = new_session(
            session.match.game, options, session.seats, session.match.seed, str(env.fresh_seed())
        )
        return _autosave(_fresh(state, again), env)
    outcome = ui_for(session.match.game).handle(event.cmd, event.form, state.selection, session, lang)
    state = replace(state, selection=outcome.selection, message=outcome.message)
    return play_human(state, outcome.action, env) if outcome.action is not None else (state, [])


def _reviewed_seat(session: Session, seat: int | None) -> int:
    """The seat a review rates: the one asked for, else the first person at the table."""
    if seat is not None and 0 <= seat < len(session.seats):
        return seat
    humans = session.humans
    return humans[0] if humans else 0


def _review_command(state: AppState, kind: str, arg: str, env: Env) -> Result:
    """Start a review (of the game on screen, or of the replay's seat), stop it, leave it, or try a
    flagged decision again (the replay of that move, ready to play on from it)."""
    if kind == "review":
        if state.screen == "replay" and state.replay is not None:
            replay = state.replay
            run = start_review(replay.session, _reviewed_seat(replay.session, replay.viewer), replay.key)
        elif state.screen == "game" and state.session is not None and state.session.step() == "over":
            session = state.session
            run = start_review(session, _reviewed_seat(session, session.viewer), save_key(session.save_id))
        else:
            return state, []
        return replace(state, screen="review", review=run), [Think("review")]
    current = state.review
    assert current is not None
    return _review_after(state, current, kind, arg, env)


def _review_after(state: AppState, run: ReviewRun, kind: str, arg: str, env: Env) -> Result:
    """Stop the review, try a flagged decision again, or leave."""
    if kind == "review-stop":
        return replace(state, review=replace(run, stopped=True)), []
    if kind == "review-try" and arg.isdigit() and int(arg) <= len(run.session.match.actions):
        replay = replace(open_replay(run.session, run.key, int(arg)), branching=True, back="home")
        return replace(state, screen="replay", replay=look_from(replay, run.seat), review=None), []
    if kind == "review-close":
        if run.key:
            return replace(_open(state, run.key, env), review=None), []
        return replace(state, screen="home", session=None, review=None), []
    return state, []


def _review_step(state: AppState) -> Result:
    """One more decision rated, and the next asked for once the page has shown this one."""
    run = state.review
    if run is None or state.screen != "review" or not run.running:
        return state, []
    run = advance(run)
    return replace(state, review=run), [Think("review")] if run.running else []


def _start_guide(state: AppState, game: str, env: Env) -> Result:
    """The guided first game of ``game``: its deal, the learner in the first seat, the coach on."""
    guide = ui_for(game).guide
    seats = [
        Seat(tr(state.lang, "seat.you"))
        if kind == "human"
        else Seat(tr(state.lang, "guide.bot"), "bot", kind)
        for kind in guide.seats
    ]
    session = new_session(game, guide.options, seats, guide.seed, str(env.fresh_seed()))
    return _autosave(replace(_fresh(state, session), guide=(session.save_id, 0)), env)


def guide_step(state: AppState, session: Session) -> tuple[int, GuideStep] | None:
    """The coach's step for the game on screen, when it is the guided game and the coach is on."""
    if state.guide is None or state.guide[0] != session.save_id:
        return None
    steps = ui_for(session.match.game).guide.steps
    index = state.guide[1]
    return (index, steps[index]) if 0 <= index < len(steps) else None


def guide_action(state: AppState, session: Session) -> str | None:
    """The move the coach asks of the learner now (None: no guide, or a step to read)."""
    found = guide_step(state, session)
    return found[1].action if found is not None else None


def _guide_command(state: AppState, session: Session, kind: str) -> AppState:
    """Continue past a step to read (the last one ends the guide), or leave the guide."""
    found = guide_step(state, session)
    if found is None or state.guide is None:
        return state
    index, step = found
    steps = ui_for(session.match.game).guide.steps
    if kind == "guide-close" or (step.action is None and index == len(steps) - 1):
        return replace(state, guide=None)
    if step.action is None:
        return replace(state, guide=(state.guide[0], index + 1))
    return state


def _guide_in_step(state: AppState) -> AppState:
    """After an undo, the coach goes back to the step of the learner's next move."""
    session = state.session
    if state.guide is None or session is None or state.guide[0] != session.save_id:
        return state
    match = session.match
    played = sum(1 for i in range(len(match.actions)) if session.rules.current_player(match.states[i]) == 0)
    steps = ui_for(match.game).guide.steps
    moves = [i for i, step in enumerate(steps) if step.action is not None]
    if played < len(moves):
        return replace(state, guide=(state.guide[0], moves[played]))
    return state


def _open_replay(state: AppState, key: str, env: Env) -> AppState:
    """The replay of the saved game ``key``, or (no key) of the game on screen."""
    session = state.session
    if not key:
        if session is None or state.screen != "game":
            return state
        return replace(
            state, screen="replay", replay=open_replay(session, save_key(session.save_id)), passing=None
        )
    state, saved, _ = _load_save(state, key, env)
    if saved is None:
        return state  # it could not be read: the notice says why
    return replace(state, screen="replay", replay=replace(open_replay(saved, key), back="home"))


def _replay_command(
    state: AppState, replay: Replay, kind: str, arg: str, form: Mapping[str, str], env: Env
) -> Result:
    """Step through a replay, look from another seat, branch a new game, or leave."""
    steps = {"rp-first": 0, "rp-prev": replay.step - 1, "rp-next": replay.step + 1, "rp-last": replay.moves}
    if kind in steps:
        return replace(state, replay=goto(replay, steps[kind])), []
    if kind == "rp-seat" and arg.isdigit() and len(arg) <= 1:
        return replace(state, replay=look_from(replay, int(arg))), []
    if kind == "rp-branch":
        return replace(state, replay=replace(replay, branching=not replay.branching)), []
    if kind == "rp-play":
        session = branch(replay, form, str(env.fresh_seed()))
        return _autosave(replace(_fresh(state, session), replay=None), env)
    if kind == "rp-close":
        if replay.back == "game" and replay.key:
            return replace(_open(state, replay.key, env), replay=None), []
        return replace(state, screen="home", session=None, replay=None), []
    return state, []


def _fresh(state: AppState, session: Session, rev: int = 0) -> AppState:
    """``session`` on screen as a game this tab holds at save revision ``rev``."""
    return replace(_in_game(state, session), save_rev=rev, stale=False)


def damaged_keys(env: Env) -> list[str]:
    """Every damaged value the player may export or remove: the copies kept aside, and the
    settings and stats as stored when they cannot be read (the defaults are in use meanwhile)."""
    try:
        aside = sorted(env.store.keys(DAMAGED_PREFIX))
    except StorageError:
        return []
    in_place = []
    if read_prefs(env.store)[1] is not None:
        in_place.append(PREFS_KEY)
    try:
        load_stats(env.store.get(STATS_KEY))
    except SaveError:
        in_place.append(STATS_KEY)
    except StorageError:
        pass
    return [*in_place, *aside]


def is_damaged_key(key: str, env: Env) -> bool:
    """Only what the Damaged data panel lists can be exported or removed from it."""
    return key.startswith(DAMAGED_PREFIX) or (key in (PREFS_KEY, STATS_KEY) and key in damaged_keys(env))


def _watch(state: AppState, session: Session, kind: str, arg: str, env: Env) -> Result:
    """Watch mode, for a table of bots only: Pause and Resume, Step (one bot move while paused),
    Take a seat (the seat becomes a person's: the game goes on with them playing it)."""
    if session.humans or session.step() == "over":
        return state, []
    if kind == "watch-pause":
        return replace(state, paused=not state.paused), []
    if kind == "watch-step" and state.paused:
        return _step_once(state, env)
    if kind == "watch-seat" and arg.isdigit() and int(arg) < len(session.seats):
        seat = int(arg)
        seats = tuple(replace(s, kind="human") if i == seat else s for i, s in enumerate(session.seats))
        taken = replace(session, seats=seats).settle_viewer()
        return _autosave(replace(_in_game(state, taken), paused=False, bot_waiting=False), env, state)
    return state, []


def _step_once(state: AppState, env: Env) -> Result:
    """One bot move on a paused table, played at once; it stays paused."""
    state, effects = _bot_turn(replace(state, paused=False, bot_waiting=False), env)
    if state.bot_move is not None:  # decided: play it now rather than after the pace's wait
        state, effects = _bot_turn(replace(state, bot_waiting=False), env)
    return replace(state, paused=True, bot_waiting=False), effects


def _prune(state: AppState, arg: str, env: Env) -> Result:
    """Remove the finished games beyond the player's limit, once they have confirmed it."""
    if arg == "no":
        return replace(state, confirm_prune=False), []
    if arg != "yes":
        return replace(state, confirm_prune=True), []
    index, _ = current_index(env)
    if state.keep_finished <= 0:
        return replace(state, confirm_prune=False), []
    gone = finished_beyond(index, state.keep_finished, env.store)
    for key in gone:
        del index[key]
    notice = tr(state.lang, "storage.pruned", count=len(gone))
    effects: list[Effect] = [Remove(key) for key in gone]
    return replace(state, confirm_prune=False, notice=notice), [
        *effects,
        Write(INDEX_KEY, index_text(index), "notice"),
    ]


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
    state = _fresh(state, replace(session, daily=env.today))
    stats, problem = read_stats(state, env)
    if stats is None:
        state = replace(state, message=problem)
    return _autosave(state, env)


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
    return _autosave(replace(_fresh(state, session), setup_error=None), env)


def _read(state: AppState, key: str, env: Env) -> tuple[AppState, str | None, bool]:
    """The text stored under ``key`` (None: there is none), or a notice saying why it can't be
    read (then False)."""
    try:
        return state, env.store.get(key), True
    except StorageError as err:
        return replace(state, notice=storage_text(state.lang, err)), None, False


def _load_save(state: AppState, key: str, env: Env) -> tuple[AppState, Session | None, int]:
    """The session saved under ``key`` and its revision, or None and a notice saying why not."""
    state, text, readable = _read(state, key, env)
    if not readable:
        return state, None, 0
    if text is None:
        return replace(state, notice=tr(state.lang, "saves.gone")), None, 0
    try:
        session = load_session_text(text)
    except GameError as err:
        reason = error_text(state.lang, err)
        return replace(state, notice=tr(state.lang, "saves.cannot_open", reason=reason)), None, 0
    # The key is the truth: a save copied under another key (or one whose id was changed) goes on
    # under the key it was opened from, never over the save its stored id names.
    return state, replace(session, save_id=key[len(KEY_PREFIX) :]), stored_rev(text) or 0


def _open(state: AppState, key: str, env: Env) -> AppState:
    state, session, rev = _load_save(state, key, env)
    return state if session is None else _fresh(state, session, rev)


def _export(state: AppState, key: str, env: Env) -> Result:
    state, text, _ = _read(state, key, env)
    if text is None:
        return state, []
    return state, [Download(export_name(text, env.today), export_text(text, state.lang))]


def export_text(text: str, lang: str) -> str:
    """The file of an exported save: the save as stored, saying first that it holds the whole game
    (seed and every move, so every hidden card). A damaged save is exported as it is."""
    try:
        data = parse_save_text(text)
    except SaveError:
        return text
    about = {"about": tr(lang, "saves.export_about")}
    return json.dumps({**about, **{k: v for k, v in data.items() if k != "about"}}, separators=(",", ":"))


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
    return _autosave(_fresh(state, replace(session, save_id=str(env.fresh_seed()))), env)


def _hint_key(session: Session) -> tuple[str, int, int]:
    return session.save_id, len(session.match.actions), -1 if session.viewer is None else session.viewer


def _ready(state: AppState, session: Session) -> str | None:
    """The hint worked out in advance for this very position, if any."""
    ready = state.ready_hint
    return ready[3] if ready is not None and ready[:3] == _hint_key(session) else None


def _thought(state: AppState, what: str) -> Result:
    """The page is painted: work out the Hint asked for, or ready the first one in advance."""
    session = state.session
    if what == "review":
        return _review_step(state)
    if what == "hint":
        if not state.thinking:
            return state, []
        state = replace(state, thinking=False)
        if session is None or state.screen != "game":
            return state, []
        return _hint(state, session), []
    if session is None or state.screen != "game" or session.step() != "human" or _ready(state, session):
        return state, []
    legal = session.legal_for_viewer()
    if not legal:
        return state, []
    action, _ = suggest(session.match.game, session.view(), legal)
    return replace(state, ready_hint=(*_hint_key(session), action)), []


def _hint(state: AppState, session: Session) -> AppState:
    """The strongest bot's move for the viewer, in words, with its cells marked."""
    legal = session.legal_for_viewer()
    if session.step() != "human" or not legal:
        return replace(state, message=tr(state.lang, "frame.hint_wait"))
    game = session.match.game
    view = session.view()
    ready = _ready(state, session)
    action = ready if ready is not None and ready in legal else suggest(game, view, legal)[0]
    message = hint_text(game, action, view, state.lang)
    return replace(
        state, message=message, hinted=tuple(ui_for(game).touched_cells(action)), hint_action=action
    )


def hint_text(game: str, action: str, view: Mapping[str, Any], lang: str = "en") -> str:
    """The Hint line: the suggested move and why, in ``lang`` (the reason is told by the game's
    front end from the move and the viewer's position, so it agrees with the move)."""
    ui = ui_for(game)
    return tr(lang, "hint.line_reason", move=ui.hint(action, lang), reason=ui.hint_reason(view, action, lang))


def play_human(state: AppState, action: str, env: Env) -> Result:
    """The viewer plays ``action``; a move they may not make now is explained instead."""
    session = state.session
    if session is None:
        return state, []
    if state.stale:
        return _stale(state), []
    asked = guide_action(state, session)
    if asked is not None and action != asked and action in session.legal_for_viewer():
        hint = ui_for(session.match.game).hint(asked, state.lang)
        return replace(state, message=tr(state.lang, "guide.not_this", move=hint)), []
    if action not in session.legal_for_viewer():
        try:
            session.rules.apply(session.state, action)
        except IllegalAction as err:
            return replace(state, message=error_text(state.lang, err)), []
        return replace(state, message=tr(state.lang, "msg.not_yours")), []
    after = session.play(action)
    state, effects = _moved(state, after, env)
    if asked is not None and state.guide is not None:
        state = replace(state, guide=(state.guide[0], state.guide[1] + 1))
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


def bot_pause(pace: str, thought: float) -> float:
    """The wait after a bot has thought for ``thought`` seconds: the pace bounds the whole time
    from the previous move to the bot's, thinking included."""
    return max(0.0, PACE_SECONDS.get(pace, 0.5) - thought)


def _bot_turn(state: AppState, env: Env) -> Result:
    """The bot whose turn it is decides, from its own view only, then waits out what is left of
    the pace; on the next ``BotTurn`` its move is played (unless the position changed meanwhile)."""
    session = state.session
    if session is None or state.screen != "game" or session.step() != "bot" or state.stale or state.paused:
        return replace(state, bot_move=None), []
    seat, rules = session.actor(), session.rules
    moves = len(session.match.actions)
    planned, state = state.bot_move, replace(state, bot_move=None)
    try:
        if planned is not None and planned[:2] == (session.save_id, moves):
            return _moved(state, session.play(planned[2]), env)
        bot = make_bot(session.match.game, session.seats[seat].level)
        rng = decision_rng(session.match.seed, seat, moves)
        started = env.clock()
        action = bot.choose(rules.view(session.state, seat), rules.legal_actions(session.state), rng)
        pause = bot_pause(state.pace, env.clock() - started)
        session.rules.apply(session.state, action)  # a move the rules refuse stops here, visibly
    except Exception as err:  # a broken bot must stop visibly, never freeze the table
        name, error = session.seats[seat].name, f"{type(err).__name__}: {err}"
        message = tr(state.lang, "msg.bot_failed", name=name, error=error)
        return replace(state, message=message), [Report(message)]
    return replace(state, bot_move=(session.save_id, moves, action), bot_waiting=True), [Wait(pause)]
