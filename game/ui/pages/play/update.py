"""The game screen's update, and the ways a game opens (a save, a new game, the daily deal,
the guided game, an imported file)."""

from __future__ import annotations

from dataclasses import replace

from game.core.errors import GameError, IllegalAction
from game.ui.app import events as ev
from game.ui.app.common import ReplayAt
from game.ui.app.events import Download, Effect, Go, Remove, Think
from game.ui.app.frontends import ui_for
from game.ui.app.screen import CLEAR, Ctx, Updated, copied, then
from game.ui.deals.daily import DAILY, daily_seed
from game.ui.i18n import error_text, tr
from game.ui.pages.play import (
    Again,
    Board,
    CopyShare,
    EndFold,
    ExportGame,
    FindMoment,
    Game,
    GuideClose,
    GuideNext,
    Handoff,
    Hint,
    Landed,
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
    read_shelf,
    save_refused,
    shown,
    stale,
    stored_elsewhere,
    take_back,
)
from game.ui.storage.kept import load_save, read_stats
from game.ui.storage.save_file import export_name, export_text
from game.ui.storage.saves import load_session_text, save_key, save_text
from game.ui.table.session import Seat, Session, new_session


def open_save(key: str, ctx: Ctx) -> Updated[Game | None]:
    """The game saved under ``key`` on screen, or no game and a notice why not."""
    session, rev, problem = load_save(ctx.env.store, key, ctx.lang)
    if session is None:
        return Updated(None, notice=problem)
    return Updated(fresh(session, rev), message=CLEAR)


def overtaken(game: Game, key: str, ctx: Ctx) -> Updated[Game]:
    """Another tab saved the game on screen a moment before this tab's move was written: that
    move was not made; the game as stored is shown instead, and says so."""
    if key != save_key(game.session.save_id):
        return Updated(game)
    opened = open_save(key, ctx).model
    if opened is None:
        return stale(game, ctx.lang)  # the stored game cannot be read: moves here stay refused
    return Updated(replace(opened, coach=game.coach), message=tr(ctx.lang, "sync.overtaken"))


def start_game(session: Session, ctx: Ctx) -> Updated[Game]:
    """A new game on screen, saved at once (a game with no move yet is not kept)."""
    return autosave(Updated(fresh(session), message=CLEAR), ctx)


def open_daily(game: str, ctx: Ctx) -> Updated[Game]:
    """Today's deal of ``game``; the first start of the day is the attempt on the record."""
    env, lang = ctx.env, ctx.lang
    deal, save_id = DAILY[game], str(env.fresh_seed())
    seats = [Seat(tr(lang, "seat.you"))] * deal.players
    session = new_session(game, deal.options, seats, daily_seed(game, env.today), save_id)
    stats, problem = read_stats(env.store, lang)
    said = CLEAR if stats is not None else problem
    return autosave(Updated(fresh(replace(session, daily=env.today)), message=said), ctx)


def start_guide(game: str, ctx: Ctx) -> Updated[Game]:
    """The guided first game of ``game``: its deal, the learner in the first seat, the coach on."""
    guide, lang = ui_for(game).guide, ctx.lang
    seats = [
        Seat(tr(lang, "seat.you")) if kind == "human" else Seat(tr(lang, "guide.bot"), "bot", kind)
        for kind in guide.seats
    ]
    session = new_session(game, guide.options, seats, guide.seed, str(ctx.env.fresh_seed()))
    return autosave(Updated(replace(fresh(session), coach=0), message=CLEAR), ctx)


def import_game(text: str, ctx: Ctx) -> Updated[Game | None]:
    """A game from a file on screen, kept under a new id (or no game, and why not); a game by link
    is opened as its link would be."""
    try:
        session = load_session_text(text)
    except GameError as err:
        reason = error_text(ctx.lang, err)
        return Updated(None, notice=tr(ctx.lang, "saves.cannot_import", reason=reason))
    if session.link_id:  # a game by link, sent as a file: opened as its link would be
        from game.ui.pages.play import relay

        return relay.arrive_file(session, ctx)
    return start_game(replace(session, save_id=str(ctx.env.fresh_seed())), ctx)


def drop_unplayed(model: object) -> list[Effect]:
    """Leaving a screen: a game on it that has no move is not kept."""
    if not isinstance(model, Game) or model.session.match.actions:
        return []
    return [Remove(save_key(model.session.save_id))]


# ----- the moment a lost game was lost --------------------------------------------------------
def find_moment(game: Game) -> Updated[Game]:
    """Start looking (or go on after a Stop)."""
    if game.session.step() != "over":
        return Updated(game)
    run = moment.current(game)
    if run is None:
        from game.ui.table.reviewing import reviewed_seat, start_review

        session = game.session
        run = start_review(session, reviewed_seat(session, session.viewer))
    run = replace(run, stopped=False)
    return Updated(replace(game, moment=run), [Think(MomentStep())] if run.running else [])


def moment_step(game: Game) -> Updated[Game]:
    """The next decision rated, and the next step asked for while there is one."""
    run = moment.current(game)
    if run is None or not run.running:
        return Updated(game)
    from game.ui.table.reviewing import advance

    run = advance(run)
    return Updated(replace(game, moment=run), [Think(MomentStep())] if run.running else [])


def stop_moment(game: Game) -> Updated[Game]:
    run = moment.current(game)
    if run is None:
        return Updated(game)
    return Updated(replace(game, moment=replace(run, stopped=True)))


def see_moment(game: Game) -> Updated[Game]:
    """The replay at the moment found: the position right before that move (the move is the next
    step), seen from the seat whose decisions were rated; closing it comes back to this end
    screen."""
    run = moment.current(game)
    fall = moment.biggest_fall(run.decisions) if run is not None else None
    if run is None or fall is None:
        return Updated(game)
    first = fall.decision.step
    return Updated(
        game, [Go(ReplayAt(game.session, save_key(game.session.save_id), first, run.seat, moment=run))]
    )


# ----- update ---------------------------------------------------------------------------------
def outside(game: Game, event: object, ctx: Ctx) -> Updated[Game] | None:
    """What an event beside the screen's messages does to the game on screen: a bot's turn due, a
    canonical action played on the board (a ``data-action``), another tab's write of a save (what
    it says is kept, its effects not run), storage refusing a write. None: not this screen's."""
    if isinstance(event, ev.BotTurn):
        return bots.bot_turn(replace(game, bot_waiting=False), ctx)
    if isinstance(event, ev.Play):
        return play_human(game, event.action, ctx)
    if isinstance(event, ev.StoredElsewhere):
        return replace(stored_elsewhere(game, event.key, ctx), effects=[])
    if isinstance(event, ev.Overtaken):
        return replace(overtaken(game, event.key, ctx), effects=[])
    if isinstance(event, ev.StorageFailed):
        return Updated(save_refused(game, event.key))
    if isinstance(event, ev.LinkSent):
        return update(game, LinkSent(event.how), ctx)
    return None


def load(game: Game, ctx: Ctx) -> Game:
    """What the game screen shows of storage, read now (``moves.read_shelf``)."""
    return read_shelf(game, ctx)


def settled(game: Game, msg: object) -> Game:
    """A click other than Hint takes the Hint's marks away."""
    return game if isinstance(msg, Hint) else replace(game, hinted=(), hint_action=None)


def update(game: Game, msg: Msg, ctx: Ctx) -> Updated[Game]:
    """What a message of the game screen does."""
    session, lang = game.session, ctx.lang
    if isinstance(msg, Landed):
        return Updated(replace(game, landing=False) if msg == game.landed else game)
    if isinstance(msg, WindowOver):
        over = game.passing is not None and msg == (session.save_id, len(session.match.actions))
        return Updated(replace(game, passing=None) if over else game)
    if isinstance(msg, ReadyHint | WorkOutHint):
        return bots.thought(game, msg, lang)
    if isinstance(msg, CopyShare):
        return copied(game, game.shelf.daily_share, lang)
    if isinstance(msg, ToggleLog):
        return Updated(replace(game, log_open=not game.log_open))
    if isinstance(msg, ToggleNotes):
        return Updated(replace(game, notes_down="" if game.notes_down == msg.title else msg.title))
    if isinstance(msg, QrFull):
        return Updated(replace(game, qr_full=not game.qr_full))
    if isinstance(msg, EndFold):
        return Updated(replace(game, end_folded=not game.end_folded))
    if isinstance(msg, FindMoment):
        return find_moment(game)
    if isinstance(msg, MomentStep):
        return moment_step(game)
    if isinstance(msg, StopMoment):
        return stop_moment(game)
    if isinstance(msg, SeeMoment):
        return see_moment(game)
    if isinstance(msg, ExportGame):  # the game as this tab shows it, stored or not
        text = save_text(session, ctx.env.now, game.save_rev)
        return Updated(game, [Download(export_name(text, ctx.env.today), export_text(text, lang))])
    if game.stale and not isinstance(msg, Hint | Handoff):
        return stale(game, lang)
    if isinstance(msg, Hint):
        return bots.ask_hint(game, lang)
    if isinstance(msg, GuideNext | GuideClose):
        return Updated(guide_command(game, isinstance(msg, GuideClose)))
    if isinstance(msg, SaveNow):
        return autosave(Updated(game), ctx, game)
    if isinstance(msg, WatchPause | WatchStep | WatchSeat):
        return bots.watch(game, msg, ctx)
    if isinstance(msg, Handoff):
        return Updated(replace(game, session=session.confirm_handoff(), passing=None, log_open=False))
    if isinstance(msg, Pass):
        return Updated(replace(game, passing=None))
    if isinstance(msg, SendLink | LinkSent | PlayAs | NotMe | PlaysHere):
        from game.ui.pages.play import relay

        return relay.update(game, msg, ctx)
    if isinstance(msg, Undo) and session.step() == "away":
        from game.ui.pages.play import relay

        return relay.take_back_sent(game, ctx)
    if isinstance(msg, Undo):
        if game.passing is not None:
            taken = shown(game, take_back(session, game.passing))
        else:
            try:
                taken = shown(game, session.undo())
            except IllegalAction as err:
                return Updated(game, message=error_text(lang, err))
        return autosave(replace(taken, model=guide_in_step(taken.model)), ctx, game)
    if isinstance(msg, Again):
        options = session.rules.options_to_json(session.match.options)
        again = new_session(
            session.match.game, options, session.seats, session.match.seed, str(ctx.env.fresh_seed())
        )
        return start_game(replace(again, seed_text=session.seed_text), ctx)
    assert isinstance(msg, Board)
    outcome = ui_for(session.match.game).handle(msg.msg, msg.form, game.selection, session, lang)
    said = replace(game, selection=outcome.selection, said_at=outcome.cells if outcome.message else ())
    step = Updated(said, message=outcome.message or CLEAR)
    return then(step, play_human(said, outcome.action, ctx)) if outcome.action is not None else step
