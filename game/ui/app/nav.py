"""The shell's update and the way between screens: help, theme, sound, language, pace and how many
games to keep (each a stored preference), deleting a saved game with its Undo, each request to
go to another screen (``game.ui.app.common``) turned into that screen's model, and the shell's
part of the events beside the screens' messages (``outside``: an address, a file, storage).

The one module that builds other screens' models: a screen's update asks for another screen with a request,
never by building its model, so that no page imports another.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.errors import GameError
from game.ui.app import events as ev
from game.ui.app.arrive import is_play_link, navigate
from game.ui.app.common import (
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
from game.ui.app.events import After, Effect, Remove, Write
from game.ui.app.screen import Updated, ctx, result_of
from game.ui.app.state import failed
from game.ui.i18n import error_text, tr
from game.ui.pages.error import Failure
from game.ui.pages.home import Home
from game.ui.pages.play import Game, ReadyHint
from game.ui.pages.play.update import (
    drop_unplayed,
    import_game,
    open_daily,
    open_save,
    start_game,
    start_guide,
)
from game.ui.pages.practice import Practice
from game.ui.pages.practice.update import open_practice, recorded
from game.ui.pages.replay import Replay
from game.ui.pages.replay.steps import look_from, open_replay
from game.ui.pages.review.update import open_review, practice_change
from game.ui.pages.rules import RulesPage
from game.ui.pages.setup import Setup
from game.ui.pages.stats import StatsPage
from game.ui.practice.deck import DECK_KEY, Deck
from game.ui.storage.kept import load_save, prefs_written, read_text
from game.ui.storage.saves import save_key

if TYPE_CHECKING:
    from game.ui.app.state import AppState, Env, Result

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
            return result_of(state, Updated(Home(), notice=back.notice))
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
        return result_of(state, open_review(model.session, model.viewer, model.key))
    if isinstance(model, Game) and model.session.step() == "over":
        session = model.session
        return result_of(state, open_review(session, session.viewer, save_key(session.save_id)))
    return state, []


# ----- the shell's part of the events beside the screens' messages ------------------------------
def outside(state: AppState, event: object, env: Env) -> Result:
    """What an event beside the screens' messages does to the shell (the screen on has had its
    part first, ``Screen.outside``): the address changed, a file imported, a write refused or
    overtaken, the browser idle, the clipboard refusing."""
    if isinstance(event, ev.Navigate):
        return arrived(state, event.fragment, env)
    if isinstance(event, ev.Import):
        return imported(state, event.text, env)
    if isinstance(event, ev.Overtaken):
        return deck_overtaken(state, env) if event.key == DECK_KEY else (state, [])
    if isinstance(event, ev.StorageFailed):
        text = tr(state.lang, f"storage.{event.code}")
        state = replace(state, full=state.full or event.code == "full")
        if event.report == "notice":
            return replace(state, notice=text), []
        return replace(state, message=tr(state.lang, "storage.goes_on", reason=text)), []
    if isinstance(event, ev.Idled):  # a step of the review of a finished game, in idle time
        from game.ui.practice import collect

        return collect.work(state, env)
    if isinstance(event, ev.CopyFailed):
        copy_failed = tr(state.lang, "daily.copy_failed")
        return replace(state, notice=copy_failed, message=copy_failed), []
    return state, []


def arrived(state: AppState, fragment: str, env: Env) -> Result:
    """The address's fragment changed: a game by link opens (a link refused, or one that breaks
    the app, never stays in the address), anything else as ``arrive.navigate`` says."""
    if not is_play_link(fragment):
        return navigate(state, fragment), []
    from game.ui.pages.play import relay

    try:
        arrival = relay.arrive(fragment, ctx(state, env))
        state, effects = game_opened(state, arrival)
    except Exception as err:
        state = replace(failed(state, err, "Navigate"), clear_link=True)
        assert isinstance(state.model, Failure)
        return state, [ev.Report(state.model.report)]
    return replace(state, clear_link=state.clear_link or arrival.model is None), effects


def imported(state: AppState, text: str, env: Env) -> Result:
    """A file chosen to import: a practice deck merged into the one kept, or a game opened."""
    from game.ui.practice.deck import utc
    from game.ui.practice.kept_deck import import_deck, import_notice, imported_deck

    try:
        deck = imported_deck(text)
    except GameError as err:
        reason = error_text(state.lang, err)
        return replace(state, notice=tr(state.lang, "saves.cannot_import", reason=reason)), []
    if deck is None:
        return game_opened(state, import_game(text, ctx(state, env)))
    mark = f"{utc(env.now)}/{env.fresh_seed():x}"
    effects, kept = import_deck(env.store, deck, env.now, mark)
    return replace(state, notice=import_notice(kept, state.lang), imported=(mark, deck)), effects


def deck_overtaken(state: AppState, env: Env) -> Result:
    """Another tab wrote the practice deck before this tab's change was in it (found once the
    deck's lock was held): this tab's changes are made again over the deck as stored, each only
    once (the deck's marks, the seats it notes as reviewed): the answers of the practice session
    on screen, the deck imported last, a review run by hand to its end on screen; the games
    reviewed in idle time this visit are looked at again for a seat the deck does not note."""
    from game.ui.practice.kept_deck import deck_changed, imported_into

    changes: list[Callable[[Deck], Deck]] = []
    if isinstance(state.model, Practice):
        answers = state.model.written
        changes.append(lambda deck: recorded(deck, answers))
    if state.imported is not None:
        mark, deck_in = state.imported
        changes.append(lambda deck: imported_into(deck, deck_in, mark))
    if state.review is not None:
        change = practice_change(state.review, ctx(state, env))
        if change is not None:
            changes.append(change)

    def all_of(deck: Deck) -> Deck:
        for change in changes:
            deck = change(deck)
        return deck

    effects = deck_changed(env.store, all_of, env.now) if changes else []
    waiting = {*state.to_collect, *([state.collecting.key] if state.collecting is not None else [])}
    again = tuple(key for key in state.collected if key not in waiting)
    if state.learn and again:
        running = state.collecting is not None or bool(state.to_collect)
        state = replace(state, to_collect=(*state.to_collect, *again))
        effects = [*effects, *([] if running else [ev.Idle()])]
    return state, effects


def game_opened(state: AppState, step: Updated[Game | None]) -> Result:
    """A game opened on screen (no game: the screen stays, and says why); the guided game the
    shell remembers comes back with its coach."""
    game, guide = step.model, state.guide
    if game is not None and game.coach is None and guide is not None and guide[0] == game.session.save_id:
        step = replace(step, model=replace(game, coach=guide[1]))
    return result_of(state, step)


def after_game(state: AppState, effects: list[Effect]) -> Result:
    """What follows any event on the game screen: the guided game is remembered, a save written
    lifts "storage full" (until a write is refused again), a bot's turn is scheduled once the
    move before it is painted, a finished game is queued for practice and the first hint is
    readied."""
    key = save_key(state.game.session.save_id)
    state = remember_guide(state)
    if state.full and any(isinstance(effect, Write) and effect.key == key for effect in effects):
        state = replace(state, full=False)
    model = state.game
    step = model.session.step()
    if step == "bot" and not model.bot_waiting and not model.stale and not model.paused:
        # The bot thinks, then waits only what is left of the pace (``bots.bot_turn``).
        state = replace(state, model=replace(model, bot_waiting=True))
        effects = [*effects, ev.Wait(0.0)]
    if step == "over" and state.learn:
        from game.ui.practice.collect import queued

        state, more = queued(state, model.session, key)
        effects = [*effects, *more]
    if step == "human" and not state.warmed:
        # The first hint of a visit is the slow one (the bots' tables are built): ready it
        # once the game screen is painted, so the Hint answers at once.
        state = replace(state, warmed=True)
        effects = [*effects, ev.Think(ReadyHint())]
    return state, effects


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
