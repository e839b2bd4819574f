"""The shell's update and the way between screens: help, theme, sound, language, pace and how many
games to keep (each a stored preference), deleting a saved game with its Undo, and each request to
go to another screen (``game.ui.go``) turned into that screen's model.

The one module that builds other screens' models: a screen's update asks for another screen with a request,
never by building its model, so that no page imports another.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.ui.events import After, Effect, Remove, Write
from game.ui.go import (
    BackToSave,
    Contrast,
    Delete,
    GoHome,
    Help,
    Keep,
    Language,
    Learn,
    Msg,
    NewGame,
    OpenDailyPosition,
    OpenPractice,
    OpenReplay,
    OpenRules,
    OpenSave,
    OpenStats,
    Pace,
    ReplayAt,
    Request,
    Sound,
    StartDaily,
    StartGame,
    StartGuide,
    StartReview,
    Undelete,
    UndeleteOver,
)
from game.ui.i18n import tr
from game.ui.pages.home import Home
from game.ui.pages.play import Game
from game.ui.pages.play.update import drop_unplayed, open_daily, open_save, start_game, start_guide
from game.ui.pages.practice.update import open_practice
from game.ui.pages.replay import Replay
from game.ui.pages.replay.steps import look_from, open_replay
from game.ui.pages.review.update import open_review
from game.ui.pages.rules import RulesPage
from game.ui.pages.setup import Setup
from game.ui.pages.stats import StatsPage
from game.ui.saves import save_key
from game.ui.stepped import Stepped, ctx, stepped
from game.ui.stored import load_save, prefs_written, read_text

if TYPE_CHECKING:
    from game.ui.state import AppState, Env, Result

#: seconds a deleted game can be brought back
DELETE_UNDO = 8.0


def prefs(state: AppState, env: Env) -> list[Effect]:
    """The preferences as the state has them, written."""
    chosen = {
        "pace": state.pace,
        "lang": state.lang,
        "contrast": state.contrast,
        "keep": state.keep_finished,
        "sound": state.sound,
        "learn": state.learn,
    }
    return prefs_written(env.store, env.now, chosen)


def update(state: AppState, msg: Msg | Request, env: Env) -> Result:
    """What a message of the shell, or a request for another screen, does."""
    model = state.model
    if isinstance(msg, StartGame):
        return game_opened(state, start_game(msg.session, ctx(state, env)))
    if isinstance(msg, BackToSave):
        back = open_save(msg.key, ctx(state, env))
        if back.model is None:
            return stepped(state, Stepped(Home(), notice=back.notice))
        if msg.moment is not None:
            back = replace(back, model=replace(back.model, moment=msg.moment))
        return game_opened(state, back)
    if isinstance(msg, ReplayAt):
        replay = open_replay(msg.session, msg.key, msg.step)
        replay = replace(replay, branching=msg.branching, back=msg.back, moment=msg.moment)
        return replace(state, model=look_from(replay, msg.seat)), []
    if isinstance(msg, Help):
        return replace(state, help=not state.help), []
    if isinstance(msg, OpenPractice | OpenDailyPosition):
        left = drop_unplayed(model)
        daily = msg.game if isinstance(msg, OpenDailyPosition) else ""
        return replace(state, model=open_practice(ctx(state, env), daily), notice=None), left
    if isinstance(msg, Contrast | Sound | Learn | Pace | Keep | Language):
        state = preference(state, msg)
        return state, prefs(state, env)
    if isinstance(msg, GoHome | OpenStats):
        left = drop_unplayed(model)
        return replace(state, model=Home() if isinstance(msg, GoHome) else StatsPage(), notice=None), left
    if isinstance(msg, NewGame):
        return replace(state, model=Setup(msg.game)), []
    if isinstance(msg, OpenRules):
        return replace(state, model=RulesPage(msg.game)), []
    if isinstance(msg, StartGuide):
        return game_opened(state, start_guide(msg.game, ctx(state, env)))
    if isinstance(msg, StartDaily):
        return game_opened(state, open_daily(msg.game, ctx(state, env)))
    if isinstance(msg, OpenSave):
        return game_opened(state, open_save(msg.key, ctx(state, env)))
    if isinstance(msg, Delete):
        return delete(state, msg.key, env)
    if isinstance(msg, Undelete):
        if not isinstance(model, Home) or model.deleted is None:
            return state, []
        key, text = model.deleted
        restored = replace(model, deleted=None)
        return replace(state, model=restored, notice=tr(state.lang, "saves.restored")), [
            Write(key, text, "notice")
        ]
    if isinstance(msg, UndeleteOver):
        if isinstance(model, Home) and model.deleted is not None and model.deleted[0] == msg.key:
            return replace(state, model=replace(model, deleted=None), notice=None), []
        return state, []
    if isinstance(msg, OpenReplay):
        return replay_of(state, msg.key, env), []
    assert isinstance(msg, StartReview)
    if isinstance(model, Replay):
        return stepped(state, open_review(model.session, model.viewer, model.key))
    if isinstance(model, Game) and model.session.step() == "over":
        session = model.session
        return stepped(state, open_review(session, session.viewer, save_key(session.save_id)))
    return state, []


def game_opened(state: AppState, step: Stepped[Game | None]) -> Result:
    """A game opened on screen (no game: the screen stays, and says why); the guided game the
    shell remembers comes back with its coach."""
    game, guide = step.model, state.guide
    if game is not None and game.coach is None and guide is not None and guide[0] == game.session.save_id:
        step = replace(step, model=replace(game, coach=guide[1]))
    return stepped(state, step)


def remember_guide(state: AppState) -> AppState:
    """The guided game on screen, remembered by the shell (its save id and the coach's step), so
    that the coach holds when the game is opened again; a coach closed is forgotten."""
    if state.screen != "game":
        return state
    game = state.game
    save_id = game.session.save_id
    if game.coach is not None:
        guide: tuple[str, int] | None = (save_id, game.coach)
    elif state.guide is not None and state.guide[0] == save_id:
        guide = None
    else:
        return state
    return state if guide == state.guide else replace(state, guide=guide)


def preference(state: AppState, msg: Contrast | Sound | Learn | Pace | Keep | Language) -> AppState:
    if isinstance(msg, Learn):
        return replace(state, learn=not state.learn, to_collect=(), collecting=None)
    if isinstance(msg, Contrast):
        return replace(state, contrast=not state.contrast)
    if isinstance(msg, Sound):
        return replace(state, sound=not state.sound)
    if isinstance(msg, Pace):
        return replace(state, pace=msg.pace)
    model = state.model
    if isinstance(msg, Keep):
        if isinstance(model, Home):
            state = replace(state, model=replace(model, confirm_prune=False))
        return replace(state, keep_finished=msg.games)
    if isinstance(model, Setup):
        state = replace(state, model=replace(model, values=dict(msg.form), error=None))
    return replace(state, lang=msg.code, message=None, notice=None)


def delete(state: AppState, key: str, env: Env) -> Result:
    """Remove a saved game at once; on home, with an Undo offered for a few seconds (the text is
    kept until then)."""
    text, _ = read_text(env.store, key, state.lang)
    model = state.model
    if text is None:
        if isinstance(model, Home):
            state = replace(state, model=replace(model, deleted=None))
        return replace(state, notice=tr(state.lang, "saves.deleted")), [Remove(key)]
    if not isinstance(model, Home):  # (the Undo is home's: elsewhere the game is gone at once)
        return replace(state, notice=None), [Remove(key)]
    state = replace(state, model=replace(model, deleted=(key, text)), notice=None)
    return state, [Remove(key), After(DELETE_UNDO, UndeleteOver(key))]


def replay_of(state: AppState, key: str, env: Env) -> AppState:
    """The replay of the saved game ``key``, or (no key) of the game on screen."""
    model = state.model
    if not key:
        if not isinstance(model, Game):
            return state
        return replace(state, model=open_replay(model.session, save_key(model.session.save_id)))
    saved, _, problem = load_save(env.store, key, state.lang)
    if saved is None:
        return replace(state, notice=problem)  # it could not be read: the notice says why
    return replace(state, model=replace(open_replay(saved, key), back="home"))
