"""Moves at the game screen's table: a person's move (or the reason it is refused), saving
over the revision this tab holds, the end on the record, the Undo window, the coach."""

from __future__ import annotations

from dataclasses import replace

from game.core.errors import IllegalAction
from game.ui.app.events import After, Announce, Effect, Remove, Write
from game.ui.app.frontends import ui_for
from game.ui.app.screen import CLEAR, Ctx, Updated
from game.ui.deals.daily import daily_result, share_text
from game.ui.i18n import error_text, tr
from game.ui.pages.play import (
    UNDO_WINDOW,
    Game,
    Shelf,
    WindowOver,
    coach_step,
)
from game.ui.storage.kept import current_index, current_rev, listed_index, read_stats
from game.ui.storage.saves import INDEX_KEY, index_text, save_key, save_text, session_entry
from game.ui.storage.stats import STATS_KEY, Stats, is_replay, record_game, start_daily, stats_text
from game.ui.table.outcome import public_outcome_is_fixed as public_outcome_is_fixed
from game.ui.table.session import Session


def fresh(session: Session, rev: int = 0) -> Game:
    """``session`` on screen, nothing selected, as a game this tab holds at save revision ``rev``."""
    return Game(session, ui_for(session.match.game).new_selection(), save_rev=rev)


def shown(game: Game, session: Session) -> Updated[Game]:
    """``session`` on screen with nothing selected; a hint or refusal about the position before
    is gone."""
    model = replace(
        game,
        session=session,
        selection=ui_for(session.match.game).new_selection(),
        hinted=(),
        hint_action=None,
        thinking=False,
        passing=None,
        said_at=(),
        qr_full=False,
    )
    return Updated(model, message=CLEAR)


# ----- saving ---------------------------------------------------------------------------------
def autosave(step: Updated[Game], ctx: Ctx, before: Game | None = None) -> Updated[Game]:
    """Save the game ``step`` leaves on screen over the revision this tab holds. When another tab
    has saved it since, the change is refused: the game is ``before`` (the move undone, nothing
    written), marked stale, and says so (a fresh game, ``before`` None, has nothing to go over)."""
    game = step.model
    if not game.kept:  # open in this page only: the player was told nothing is kept
        return step
    session = game.session
    key = save_key(session.save_id)
    store = ctx.env.store
    # Over the revision this tab holds: the runner checks it again in one step with the write.
    expect = None if before is None else game.save_rev
    if before is not None:
        current = current_rev(store, key)  # unreadable: the write itself will say
        if game.stale or (current is not None and current != game.save_rev):
            return replace(stale(before, ctx.lang), notice=step.notice)
    if not session.match.actions and not session.link_id:
        # A game with no move yet is not kept (undone back to the deal: removed, unless another
        # tab has saved it since; the save index follows on the home screen). A game by link is:
        # the device remembers which seats it gave away to friends.
        return replace(step, effects=[*step.effects, Remove(key, expect)])
    rev = game.save_rev + 1
    text = save_text(session, ctx.env.now, rev)
    index = current_index(store)
    index[key] = session_entry(session, ctx.env.now, len(text))
    writes: list[Effect] = [
        Write(key, text, "message", expect),
        Write(INDEX_KEY, index_text(index), "message", after=key),
    ]
    return replace(step, model=replace(game, save_rev=rev, stale=False), effects=[*step.effects, *writes])


def stale(game: Game, lang: str) -> Updated[Game]:
    """This tab's game was saved from elsewhere: its moves are refused until it opens the newer one."""
    return Updated(replace(game, stale=True, bot_waiting=False), message=tr(lang, "sync.refused"))


def stored_elsewhere(game: Game, key: str, ctx: Ctx) -> Updated[Game]:
    """Another tab wrote ``key``: when it is the game on screen at a newer revision, say so now."""
    if key != save_key(game.session.save_id):
        return Updated(game)
    current = current_rev(ctx.env.store, key)
    if current is None or current == game.save_rev:
        return Updated(game)
    return Updated(replace(game, stale=True), message=tr(ctx.lang, "sync.elsewhere"))


def save_refused(game: Game, key: str) -> Game:
    """The write of ``key`` was refused: the game's save stays at the revision it had."""
    if key == save_key(game.session.save_id) and game.save_rev > 0:
        return replace(game, save_rev=game.save_rev - 1)
    return game


def read_shelf(game: Game, ctx: Ctx) -> Game:
    """What the screen shows of storage: the saves while storage is full, the daily's record."""
    session, env = game.session, ctx.env
    index = listed_index(env.store, env.clock) if ctx.full else None
    replayed, share = False, None
    if session.daily:
        stats, _ = read_stats(env.store, ctx.lang)
        replayed = stats is None or is_replay(stats, session)
        share = daily_share_line(session, stats, replayed, ctx.lang)
    return replace(game, shelf=Shelf(index, replayed, share))


# ----- moves ----------------------------------------------------------------------------------
def describe_step(session: Session, index: int, lang: str) -> str:
    """Move ``index`` of the session in words, by the name of the seat that made it."""
    seat = session.rules.current_player(session.match.states[index])
    name = session.seats[seat].name if seat >= 0 else "?"
    return ui_for(session.match.game).describe(name, session.match.actions[index], lang)


def daily_share_line(session: Session, stats: Stats | None, replayed: bool, lang: str) -> str | None:
    """The share line of a finished daily game (marked when it is a replay)."""
    if not session.daily or session.step() != "over":
        return None
    won, figure = daily_result(session)
    return share_text(session.match.game, session.daily, won, figure, replayed, lang)


def moved(game: Game, session: Session, ctx: Ctx) -> Updated[Game]:
    """After a move (``game`` before it, ``session`` after): announce it, save the game, and when
    it has just ended, put it on the record (once) and announce the result."""
    lang = ctx.lang
    step = autosave(shown(game, session), ctx, game)
    if step.model.stale:
        return step
    announce = describe_step(session, len(session.match.actions) - 1, lang)
    effects = [*step.effects, *first_daily_move(session, ctx)]
    message = step.message
    if session.step() == "over":
        names = [seat.name for seat in session.addressed().seats]
        summary = ui_for(session.match.game).end_summary(session)
        if summary.verdict:  # the outcome in words first, then the headline
            announce += " " + tr(lang, f"end.verdict.{summary.verdict}") + "."
        announce += " " + summary.result.text(names, lang)
        stats, problem = read_stats(ctx.env.store, lang)
        if stats is None:
            message = problem
        else:
            updated = record_game(stats, session)
            if updated != stats:
                effects.append(Write(STATS_KEY, stats_text(updated), "message"))
    return Updated(step.model, [Announce(announce), *effects], step.notice, message)


def first_daily_move(session: Session, ctx: Ctx) -> list[Effect]:
    """The first move of a daily game: the first of the day is the attempt on the record (a deal
    opened and left without a move is not kept, and is no attempt)."""
    if not session.daily or len(session.match.actions) != 1:
        return []
    stats, _ = read_stats(ctx.env.store, ctx.lang)
    if stats is None:
        return []
    updated, _ = start_daily(stats, session.match.game, session.daily, session.save_id)
    return [Write(STATS_KEY, stats_text(updated), "message")] if updated != stats else []


def play_human(game: Game, action: str, ctx: Ctx) -> Updated[Game]:
    """The viewer plays ``action``; a move they may not make now is explained instead."""
    session, lang = game.session, ctx.lang
    if game.stale:
        return stale(game, lang)
    asked = guide_action(game)
    if asked is not None and action != asked and action in session.legal_for_viewer():
        hint = ui_for(session.match.game).hint(asked, lang)
        return Updated(game, message=tr(lang, "guide.not_this", move=hint))
    if action not in session.legal_for_viewer():
        try:
            session.rules.apply(session.state, action)
        except IllegalAction as err:
            return Updated(game, message=error_text(lang, err))
        return Updated(game, message=tr(lang, "msg.not_yours"))
    after = session.play(action)
    step = moved(game, after, ctx)
    model = step.model
    if asked is not None and model.coach is not None:
        model = replace(model, coach=model.coach + 1)
    mover = session.viewer
    if (
        mover is not None
        and after.step() == "handoff"
        and after.handoff_seat() != mover
        and public_outcome_is_fixed(session, action)
    ):
        model = replace(model, passing=mover)
        window = After(UNDO_WINDOW, WindowOver(after.save_id, len(after.match.actions)))
        return replace(step, model=model, effects=[*step.effects, window])
    return replace(step, model=model)


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


# ----- the guided game ------------------------------------------------------------------------
def guide_action(game: Game) -> str | None:
    """The move the coach asks of the learner now (None: no guide, or a step to read)."""
    found = coach_step(game)
    return found[1].action if found is not None else None


def guide_command(game: Game, close: bool) -> Game:
    """Continue past a step to read (the last one ends the guide), or leave the guide."""
    found = coach_step(game)
    if found is None:
        return game
    index, step = found
    steps = ui_for(game.session.match.game).guide.steps
    if close or (step.action is None and index == len(steps) - 1):
        return replace(game, coach=None)
    if step.action is None:
        return replace(game, coach=index + 1)
    return game


def guide_in_step(game: Game) -> Game:
    """After an undo, the coach goes back to the step of the learner's next move."""
    if game.coach is None:
        return game
    match = game.session.match
    rules = game.session.rules
    played = sum(1 for i in range(len(match.actions)) if rules.current_player(match.states[i]) == 0)
    steps = ui_for(match.game).guide.steps
    moves = [i for i, step in enumerate(steps) if step.action is not None]
    if played < len(moves):
        return replace(game, coach=moves[played])
    return game
