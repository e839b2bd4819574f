"""Moves at the game screen's table: a person's move (or the reason it is refused), saving
over the revision this tab holds, the end on the record, the Undo window, the coach."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.ui.daily import daily_result, share_text
from game.ui.events import After, Announce, Effect, Remove, Write
from game.ui.frontends import ui_for
from game.ui.guide import GuideStep
from game.ui.i18n import error_text, tr
from game.ui.outcome import public_outcome_is_fixed as public_outcome_is_fixed
from game.ui.pages.play import (
    UNDO_WINDOW,
    Game,
    Shelf,
    WindowOver,
    coach_step,
)
from game.ui.saves import INDEX_KEY, index_text, save_key, save_text, session_entry
from game.ui.session import Session
from game.ui.stats import STATS_KEY, Stats, is_replay, record_game, start_daily, stats_text
from game.ui.stored import current_index, current_rev, listed_index, read_stats

if TYPE_CHECKING:
    from game.ui.state import AppState, Env, Result


def fresh(state: AppState, session: Session, rev: int = 0) -> AppState:
    """``session`` on screen, nothing selected, as a game this tab holds at save revision ``rev``."""
    return replace(
        state, model=Game(session, ui_for(session.match.game).new_selection(), save_rev=rev), message=None
    )


def shown(state: AppState, game: Game, session: Session) -> AppState:
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
    return replace(state, model=model, message=None)


# ----- saving ---------------------------------------------------------------------------------
def autosave(state: AppState, env: Env, before: AppState | None = None) -> Result:
    """Save the game on screen over the revision this tab holds. When another tab has saved it
    since, the change is refused: the state is ``before`` (the move undone, nothing written),
    marked stale, and says so (a fresh game, ``before`` None, has nothing to go over)."""
    game = state.model
    if not isinstance(game, Game):
        return state, []
    session = game.session
    key = save_key(session.save_id)
    # Over the revision this tab holds: the runner checks it again in one step with the write.
    expect = None if before is None else game.save_rev
    if before is not None:
        current = current_rev(env.store, key)  # unreadable: the write itself will say
        if game.stale or (current is not None and current != game.save_rev):
            return stale(before), []
    if not session.match.actions and not session.link_id:
        # A game with no move yet is not kept (undone back to the deal: removed, unless another
        # tab has saved it since; the save index follows on the home screen). A game by link is:
        # the device remembers which seats it gave away to friends.
        return state, [Remove(key, expect)]
    rev = game.save_rev + 1
    text = save_text(session, env.now, rev)
    index = current_index(env.store)
    index[key] = session_entry(session, env.now, len(text))
    writes: list[Effect] = [
        Write(key, text, "message", expect),
        Write(INDEX_KEY, index_text(index), "message", after=key),
    ]
    return replace(state, model=replace(game, save_rev=rev, stale=False), full=False), writes


def stale(state: AppState) -> AppState:
    """This tab's game was saved from elsewhere: its moves are refused until it opens the newer one."""
    game = state.game
    return replace(
        state, model=replace(game, stale=True, bot_waiting=False), message=tr(state.lang, "sync.refused")
    )


def stored_elsewhere(state: AppState, game: Game, key: str, env: Env) -> AppState:
    """Another tab wrote ``key``: when it is the game on screen at a newer revision, say so now."""
    if key != save_key(game.session.save_id):
        return state
    current = current_rev(env.store, key)
    if current is None or current == game.save_rev:
        return state
    return replace(state, model=replace(game, stale=True), message=tr(state.lang, "sync.elsewhere"))


def save_refused(state: AppState, game: Game, key: str) -> AppState:
    """The write of ``key`` was refused: the game's save stays at the revision it had."""
    if key == save_key(game.session.save_id) and game.save_rev > 0:
        return replace(state, model=replace(game, save_rev=game.save_rev - 1))
    return state


def load(game: Game, state: AppState, env: Env) -> Game:
    """What the screen shows of storage: the saves while storage is full, the daily's record."""
    session = game.session
    index = listed_index(env.store, env.clock) if state.full else None
    replayed, share = False, None
    if session.daily:
        stats, _ = read_stats(env.store, state.lang)
        replayed = stats is None or is_replay(stats, session)
        share = daily_share_line(session, stats, replayed, state.lang)
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


def moved(state: AppState, session: Session, env: Env) -> Result:
    """After a move: announce it, save the game, and when it has just ended, put it on the
    record (once) and announce the result."""
    before = state
    state, effects = autosave(shown(state, state.game, session), env, before)
    if state.game.stale:
        return state, effects
    announce = describe_step(session, len(session.match.actions) - 1, state.lang)
    effects = [*effects, *first_daily_move(state, session, env)]
    if session.step() == "over":
        names = [seat.name for seat in session.addressed().seats]
        summary = ui_for(session.match.game).end_summary(session)
        if summary.verdict:  # the outcome in words first, then the headline
            announce += " " + tr(state.lang, f"end.verdict.{summary.verdict}") + "."
        announce += " " + summary.result.text(names, state.lang)
        stats, problem = read_stats(env.store, state.lang)
        if stats is None:
            state = replace(state, message=problem)
        else:
            updated = record_game(stats, session)
            if updated != stats:
                effects.append(Write(STATS_KEY, stats_text(updated), "message"))
    return state, [Announce(announce), *effects]


def first_daily_move(state: AppState, session: Session, env: Env) -> list[Effect]:
    """The first move of a daily game: the first of the day is the attempt on the record (a deal
    opened and left without a move is not kept, and is no attempt)."""
    if not session.daily or len(session.match.actions) != 1:
        return []
    stats, _ = read_stats(env.store, state.lang)
    if stats is None:
        return []
    updated, _ = start_daily(stats, session.match.game, session.daily, session.save_id)
    return [Write(STATS_KEY, stats_text(updated), "message")] if updated != stats else []


def play_human(state: AppState, action: str, env: Env) -> Result:
    """The viewer plays ``action``; a move they may not make now is explained instead."""
    game = state.game
    session = game.session
    if game.stale:
        return stale(state), []
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
    state, effects = moved(state, after, env)
    if asked is not None and state.guide is not None:
        state = replace(state, guide=(state.guide[0], state.guide[1] + 1))
    mover = session.viewer
    if (
        mover is not None
        and after.step() == "handoff"
        and after.handoff_seat() != mover
        and public_outcome_is_fixed(session, action)
    ):
        state = replace(state, model=replace(state.game, passing=mover))
        effects.append(After(UNDO_WINDOW, WindowOver(after.save_id, len(after.match.actions))))
    return state, effects


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
def guide_step(state: AppState, session: Session) -> tuple[int, GuideStep] | None:
    """The coach's step for the game on screen, when it is the guided game and the coach is on."""
    return coach_step(state.guide, session)


def guide_action(state: AppState, session: Session) -> str | None:
    """The move the coach asks of the learner now (None: no guide, or a step to read)."""
    found = guide_step(state, session)
    return found[1].action if found is not None else None


def guide_command(state: AppState, session: Session, close: bool) -> AppState:
    """Continue past a step to read (the last one ends the guide), or leave the guide."""
    found = guide_step(state, session)
    if found is None or state.guide is None:
        return state
    index, step = found
    steps = ui_for(session.match.game).guide.steps
    if close or (step.action is None and index == len(steps) - 1):
        return replace(state, guide=None)
    if step.action is None:
        return replace(state, guide=(state.guide[0], index + 1))
    return state


def guide_in_step(state: AppState) -> AppState:
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
