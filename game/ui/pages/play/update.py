"""The game screen's update, and the ways a game opens (a save, a new game, the daily deal,
the guided game, an imported file)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.errors import GameError, IllegalAction
from game.ui.daily import DAILY, daily_seed
from game.ui.events import Effect, Go, Remove, Think
from game.ui.frontends import ui_for
from game.ui.go import ReplayAt
from game.ui.i18n import error_text, tr
from game.ui.pages.play import (
    Again,
    Board,
    CopyShare,
    EndFold,
    FindMoment,
    Game,
    GuideClose,
    GuideNext,
    Handoff,
    Hint,
    LinkSent,
    MomentStep,
    Msg,
    NotMe,
    Pass,
    PlayAs,
    PlaysHere,
    QrFull,
    ReadyHint,
    SaveNow,
    SeeMoment,
    SendLink,
    StopMoment,
    ToggleLog,
    ToggleNotes,
    Undo,
    WatchPause,
    WatchSeat,
    WatchStep,
    WindowOver,
    WorkOutHint,
    bots,
    moment,
)
from game.ui.pages.play.moves import (
    autosave,
    fresh,
    guide_command,
    guide_in_step,
    play_human,
    shown,
    stale,
    take_back,
)
from game.ui.saves import load_session_text, save_key
from game.ui.session import Seat, Session, new_session
from game.ui.stepped import copy_line
from game.ui.stored import load_save, read_stats

if TYPE_CHECKING:
    from game.ui.state import AppState, Env, Result


def open_save(state: AppState, key: str, env: Env) -> AppState:
    """The game saved under ``key`` on screen, or the screen as it was and a notice why not."""
    session, rev, problem = load_save(env.store, key, state.lang)
    if session is None:
        return replace(state, notice=problem)
    return fresh(state, session, rev)


def overtaken(state: AppState, key: str, env: Env) -> AppState:
    """Another tab saved the game on screen a moment before this tab's move was written: that
    move was not made; the game as stored is shown instead, and says so."""
    game = state.model
    if not isinstance(game, Game) or key != save_key(game.session.save_id):
        return state
    opened = open_save(state, key, env)
    if not isinstance(opened.model, Game) or opened.model is game:
        return stale(state)  # the stored game cannot be read: moves here stay refused
    return replace(opened, message=tr(state.lang, "sync.overtaken"))


def start_game(state: AppState, session: Session, env: Env) -> Result:
    """A new game on screen, saved at once (a game with no move yet is not kept)."""
    return autosave(fresh(state, session), env)


def open_daily(state: AppState, game: str, env: Env) -> Result:
    """Today's deal of ``game``; the first start of the day is the attempt on the record."""
    deal, save_id = DAILY[game], str(env.fresh_seed())
    seats = [Seat(tr(state.lang, "seat.you"))] * deal.players
    session = new_session(game, deal.options, seats, daily_seed(game, env.today), save_id)
    state = fresh(state, replace(session, daily=env.today))
    stats, problem = read_stats(env.store, state.lang)
    if stats is None:
        state = replace(state, message=problem)
    return autosave(state, env)


def start_guide(state: AppState, game: str, env: Env) -> Result:
    """The guided first game of ``game``: its deal, the learner in the first seat, the coach on."""
    guide = ui_for(game).guide
    seats = [
        Seat(tr(state.lang, "seat.you"))
        if kind == "human"
        else Seat(tr(state.lang, "guide.bot"), "bot", kind)
        for kind in guide.seats
    ]
    session = new_session(game, guide.options, seats, guide.seed, str(env.fresh_seed()))
    return autosave(replace(fresh(state, session), guide=(session.save_id, 0)), env)


def import_game(state: AppState, text: str, env: Env) -> Result:
    try:
        session = load_session_text(text)
    except GameError as err:
        reason = error_text(state.lang, err)
        return replace(state, notice=tr(state.lang, "saves.cannot_import", reason=reason)), []
    return start_game(state, replace(session, save_id=str(env.fresh_seed())), env)


def drop_unplayed(state: AppState) -> list[Effect]:
    """Leaving a game that has no move: it is not kept."""
    session = state.session
    return [Remove(save_key(session.save_id))] if session is not None and not session.match.actions else []


# ----- the moment a lost game was lost --------------------------------------------------------
def find_moment(state: AppState, game: Game) -> Result:
    """Start looking (or go on after a Stop)."""
    if game.session.step() != "over":
        return state, []
    run = moment.current(game)
    if run is None:
        from game.ui.reviewing import reviewed_seat, start_review

        session = game.session
        run = start_review(session, reviewed_seat(session, session.viewer))
    run = replace(run, stopped=False)
    return replace(state, model=replace(game, moment=run)), [Think(MomentStep())] if run.running else []


def moment_step(state: AppState, game: Game) -> Result:
    """The next decision rated, and the next step asked for while there is one."""
    run = moment.current(game)
    if run is None or not run.running:
        return state, []
    from game.ui.reviewing import advance

    run = advance(run)
    return replace(state, model=replace(game, moment=run)), [Think(MomentStep())] if run.running else []


def stop_moment(state: AppState, game: Game) -> Result:
    run = moment.current(game)
    if run is None:
        return state, []
    return replace(state, model=replace(game, moment=replace(run, stopped=True))), []


def see_moment(state: AppState, game: Game) -> Result:
    """The replay at the moment found: the position right before that move (the move is the next
    step), seen from the seat whose decisions were rated; closing it comes back to this end
    screen."""
    run = moment.current(game)
    fall = moment.biggest_fall(run.decisions) if run is not None else None
    if run is None or fall is None:
        return state, []
    first = fall.decision.step
    return state, [Go(ReplayAt(game.session, save_key(game.session.save_id), first, run.seat, moment=run))]


# ----- update ---------------------------------------------------------------------------------
def update(state: AppState, game: Game, msg: Msg, env: Env) -> Result:
    """What a message of the game screen does."""
    session, lang = game.session, state.lang
    if isinstance(msg, WindowOver):
        over = game.passing is not None and msg == (session.save_id, len(session.match.actions))
        return (replace(state, model=replace(game, passing=None)) if over else state), []
    if isinstance(msg, ReadyHint | WorkOutHint):
        return bots.thought(state, game, msg), []
    if isinstance(msg, CopyShare):
        return copy_line(state, game.shelf.daily_share)
    if isinstance(msg, ToggleLog):
        return replace(state, model=replace(game, log_open=not game.log_open)), []
    if isinstance(msg, ToggleNotes):
        return replace(
            state, model=replace(game, notes_down="" if game.notes_down == msg.title else msg.title)
        ), []
    if isinstance(msg, QrFull):
        return replace(state, model=replace(game, qr_full=not game.qr_full)), []
    if isinstance(msg, EndFold):
        return replace(state, model=replace(game, end_folded=not game.end_folded)), []
    if isinstance(msg, FindMoment):
        return find_moment(state, game)
    if isinstance(msg, MomentStep):
        return moment_step(state, game)
    if isinstance(msg, StopMoment):
        return stop_moment(state, game)
    if isinstance(msg, SeeMoment):
        return see_moment(state, game)
    if game.stale and not isinstance(msg, Hint | Handoff):
        return stale(state), []
    if isinstance(msg, Hint):
        return bots.ask_hint(state, game)
    if isinstance(msg, GuideNext | GuideClose):
        return guide_command(state, session, isinstance(msg, GuideClose)), []
    if isinstance(msg, SaveNow):
        return autosave(state, env, state)
    if isinstance(msg, WatchPause | WatchStep | WatchSeat):
        return bots.watch(state, game, msg, env)
    if isinstance(msg, Handoff):
        handed = replace(game, session=session.confirm_handoff(), passing=None, log_open=False)
        return replace(state, model=handed), []
    if isinstance(msg, Pass):
        return replace(state, model=replace(game, passing=None)), []
    if isinstance(msg, SendLink | LinkSent | PlayAs | NotMe | PlaysHere):
        from game.ui.pages.play import relay

        return relay.update(state, game, msg, env)
    if isinstance(msg, Undo) and session.step() == "away":
        from game.ui.pages.play import relay

        return relay.take_back_sent(state, game, env)
    if isinstance(msg, Undo) and game.passing is not None:
        taken = shown(state, game, take_back(session, game.passing))
        return autosave(guide_in_step(taken), env, state)
    if isinstance(msg, Undo):
        try:
            after = shown(state, game, session.undo())
        except IllegalAction as err:
            return replace(state, message=error_text(lang, err)), []
        return autosave(guide_in_step(after), env, state)
    if isinstance(msg, Again):
        options = session.rules.options_to_json(session.match.options)
        again = new_session(
            session.match.game, options, session.seats, session.match.seed, str(env.fresh_seed())
        )
        again = replace(again, seed_text=session.seed_text)
        return start_game(state, again, env)
    assert isinstance(msg, Board)
    outcome = ui_for(session.match.game).handle(msg.msg, msg.form, game.selection, session, lang)
    said = replace(game, selection=outcome.selection, said_at=outcome.cells if outcome.message else ())
    state = replace(state, model=said, message=outcome.message)
    return play_human(state, outcome.action, env) if outcome.action is not None else (state, [])
