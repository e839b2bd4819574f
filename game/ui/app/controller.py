"""The app's router, pure: ``update(state, event, env) -> (state, effects)``.

An event from the page (a click's ``data-cmd``, a change, a move, a timer, storage) is decoded
once (``game.ui.decode``) into a screen's typed message and handed to the shell or to the screen
on (``game.ui.pages``); the effects (plain data) go back to the runner (``game.ui.runner``).
Reading storage goes through ``env.store``; what a screen shows of storage is read into its
model here (``Load``, then ``Refresh``), so the view reads nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, cast

from game.core.errors import GameError
from game.ui import events as ev
from game.ui.i18n import error_text, tr
from game.ui.pages.arrive import is_play_link, navigate
from game.ui.pages.error import Failure
from game.ui.pages.home import Home
from game.ui.pages.home import update as home_update
from game.ui.pages.registry import screen_of
from game.ui.practice.deck import DECK_KEY
from game.ui.state import AppState, Env, Result, failed
from game.ui.stepped import ctx, stepped
from game.ui.store import Store
from game.ui.stored import housekeeping, read_prefs

if TYPE_CHECKING:
    from game.ui.decode import Msg
    from game.ui.go import Request

# Each screen's package (its model and messages), its update, the decoding of commands, the games'
# engines and the replays are imported where they are first needed: the home screen needs none of
# them to open, and the screen on is known by its name (``AppState.screen``). game/web/start/warm.py
# imports them in the background once home is painted, so the first click on them does not wait.


def initial(store: Store, browser_lang: str, fragment: str, today: str = "") -> AppState:
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
        learn=prefs.get("learn") is not False,
    )
    if damaged is not None:
        state = replace(state, notice=tr(state.lang, "prefs.damaged"))
    return load(navigate(state, fragment), Env(store, today, "", lambda: 0))


# ----- when something breaks ------------------------------------------------------------------
def safe_update(state: AppState, event: ev.Event, env: Env) -> Result:
    """``update``, except that an exception shows the error panel instead of escaping."""
    try:
        return update(state, event, env)
    except Exception as err:
        state = failed(state, err, type(event).__name__)
        assert isinstance(state.model, Failure)
        return state, [ev.Report(state.model.report)]


# ----- update ---------------------------------------------------------------------------------
def update(state: AppState, event: ev.Event, env: Env) -> Result:
    """The next state and the effects to run for ``event``."""
    if isinstance(event, ev.Refresh):
        # home asks for the next step of reading the saves its index does not know yet
        state = load(state, env)
        if not isinstance(state.model, Home):
            return state, []
        return stepped(state, home_update.keep_reading(state.model, ctx(state, env)))
    effects: list[ev.Effect] = []
    on_game = state.screen == "game"
    if isinstance(event, ev.BotTurn):
        if on_game:
            from game.ui.pages.play import bots

            turn = bots.bot_turn(replace(state.game, bot_waiting=False), ctx(state, env))
            state, effects = stepped(state, turn)
            if any(isinstance(effect, ev.Report) for effect in effects):
                return state, effects  # a broken bot stops visibly until the player acts
    elif isinstance(event, ev.Command):
        from game.ui.decode import decode

        msg = decode(event.cmd, event.form, table_game(state))
        state, effects = route(settle(state, msg), msg, env)
    elif isinstance(event, ev.Message):
        msg = cast("Msg", event.msg)
        state, effects = route(settle(state, msg), msg, env)
    elif isinstance(event, ev.Change):
        from game.ui.decode import decode_change

        change = decode_change(event.kind, event.value, event.form)
        if change is not None:
            state, effects = route(state, change, env)
    elif isinstance(event, ev.Thought | ev.Timeout):
        # work the page asked for once painted, an offer lapsing: nothing stored has changed
        state, effects = route(state, event[0], env)
        return after(state, effects, env, load=False)
    elif isinstance(event, ev.Idled):  # a step of the review of a finished game, in idle time
        from game.ui.practice import collect

        state, effects = collect.work(state, env)
    elif isinstance(event, ev.Play):
        if on_game:
            from game.ui.pages.play import moves

            state, effects = stepped(state, moves.play_human(state.game, event.action, ctx(state, env)))
        elif state.screen == "practice":
            from game.ui.pages.practice import Practice
            from game.ui.pages.practice import update as practice_update

            assert isinstance(state.model, Practice)
            state, effects = stepped(state, practice_update.play(state.model, event.action, ctx(state, env)))
    elif isinstance(event, ev.Navigate):
        if is_play_link(event.fragment):
            from game.ui.pages.play import relay

            try:
                from game.ui.pages import nav

                arrived = relay.arrive(event.fragment, ctx(state, env))
                state, effects = nav.game_opened(state, arrived)
                # a link refused never stays in the address
                state = replace(state, clear_link=state.clear_link or arrived.model is None)
            except Exception as err:  # a link that breaks the app never stays in the address
                state = replace(failed(state, err, "Navigate"), clear_link=True)
                assert isinstance(state.model, Failure)
                return state, [ev.Report(state.model.report)]
        else:
            state = navigate(state, event.fragment)
    elif isinstance(event, ev.Import):
        from game.ui.practice.deck import utc
        from game.ui.practice.stored import import_deck, import_notice, imported_deck

        try:
            deck = imported_deck(event.text)
        except GameError as err:
            reason = error_text(state.lang, err)
            state, deck = replace(state, notice=tr(state.lang, "saves.cannot_import", reason=reason)), None
        else:
            if deck is None:
                from game.ui.pages import nav
                from game.ui.pages.play import update as play_update

                state, effects = nav.game_opened(state, play_update.import_game(event.text, ctx(state, env)))
            else:
                mark = f"{utc(env.now)}/{env.fresh_seed():x}"
                effects, kept = import_deck(env.store, deck, env.now, mark)
                state = replace(state, notice=import_notice(kept, state.lang), imported=(mark, deck))
    elif isinstance(event, ev.StoredElsewhere):
        if on_game:
            from game.ui.pages.play import moves

            state, _ = stepped(state, moves.stored_elsewhere(state.game, event.key, ctx(state, env)))
    elif isinstance(event, ev.Overtaken):
        if event.key == DECK_KEY:
            state, effects = deck_overtaken(state, env)
        elif on_game:
            from game.ui.pages.play import update as play_update

            state, _ = stepped(state, play_update.overtaken(state.game, event.key, ctx(state, env)))
    elif isinstance(event, ev.StorageFailed):
        state = replace(state, full=state.full or event.code == "full")
        if on_game:
            from game.ui.pages.play import moves

            state = replace(state, model=moves.save_refused(state.game, event.key))
        text = tr(state.lang, f"storage.{event.code}")
        if event.report == "notice":
            state = replace(state, notice=text)
        else:
            state = replace(state, message=tr(state.lang, "storage.goes_on", reason=text))
    else:
        copy_failed = tr(state.lang, "daily.copy_failed")
        state = replace(state, notice=copy_failed, message=copy_failed)
    state, effects = follow(state, effects, env)
    return after(state, effects, env)


def deck_overtaken(state: AppState, env: Env) -> Result:
    """Another tab wrote the practice deck before this tab's change was in it (found once the
    deck's lock was held): this tab's changes are made again over the deck as stored, each only
    once (the deck's marks, the seats it notes as reviewed): the answers of the practice session
    on screen, the deck imported last, a review run by hand to its end on screen; the games
    reviewed in idle time this visit are looked at again for a seat the deck does not note."""
    from game.ui.practice.deck import Deck
    from game.ui.practice.stored import deck_changed, imported_into

    changes: list[Callable[[Deck], Deck]] = []
    model = state.model
    if state.screen == "practice":
        from game.ui.pages.practice import Practice
        from game.ui.pages.practice.update import recorded

        answers = cast(Practice, model).written
        changes.append(lambda deck: recorded(deck, answers))
    if state.imported is not None:
        mark, imported = state.imported
        changes.append(lambda deck: imported_into(deck, imported, mark))
    review = state.review
    if review is not None:
        from game.ui.pages.review.update import practice_change

        change = practice_change(review, ctx(state, env))
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


def after(state: AppState, effects: list[ev.Effect], env: Env, *, load: bool = True) -> Result:
    """What follows any event: home tidies the save index; on the game screen, the guided game is
    remembered, a save written lifts "storage full" (until a write is refused again), a bot's
    turn is scheduled once the move before it is painted and the first hint is readied; the
    screen reads storage again."""
    screen = state.screen
    if screen == "home":
        effects.extend(housekeeping(env.store))
    if screen == "game":
        from game.ui.pages import nav, play
        from game.ui.saves import save_key

        key = save_key(state.game.session.save_id)
        state = remember_saved(nav.remember_guide(state), key, effects)
        model = state.game
        step = model.session.step()
        if step == "bot" and not model.bot_waiting and not model.stale and not model.paused:
            # The bot thinks, then waits only what is left of the pace (``bots.bot_turn``).
            state = replace(state, model=replace(model, bot_waiting=True))
            effects.append(ev.Wait(0.0))
        if step == "over" and state.learn:
            from game.ui.practice.collect import queued

            state, more = queued(state, model.session, key)
            effects.extend(more)
        if step == "human" and not state.warmed:
            # The first hint of a visit is the slow one (the bots' tables are built): ready it
            # once the game screen is painted, so the Hint answers at once.
            state = replace(state, warmed=True)
            effects.append(ev.Think(play.ReadyHint()))
    if load and screen in ("home", "stats", "game"):
        effects.append(ev.Load())
    return state, effects


def remember_saved(state: AppState, key: str, effects: list[ev.Effect]) -> AppState:
    """The game on screen saved (the write of its save ``key`` among ``effects``): storage is no
    longer taken as full."""
    if state.full and any(isinstance(effect, ev.Write) and effect.key == key for effect in effects):
        return replace(state, full=False)
    return state


def table_game(state: AppState) -> str | None:
    """The game whose table is on screen (a game's own commands are decoded by it), if any."""
    if state.session is not None:
        return state.session.match.game
    if state.screen == "practice":
        from game.ui.pages.practice import Practice

        model = state.model
        if isinstance(model, Practice) and model.session is not None:
            return model.session.match.game
    return None


def settle(state: AppState, msg: Msg) -> AppState:
    """A click clears what was said about the last one: the message, the Hint's marks, and any
    question not answered by this click (Reset, Remove the finished games, a deleted game's Undo)."""
    from game.ui import go
    from game.ui.pages import home, play, stats

    model = state.model
    if isinstance(model, play.Game) and not isinstance(msg, play.Hint):
        model = replace(model, hinted=(), hint_action=None)
    if isinstance(model, stats.StatsPage) and not isinstance(msg, stats.Reset):
        model = replace(model, confirm_reset=False)
    if isinstance(model, Home):
        confirm = model.confirm_prune and isinstance(msg, home.Prune)
        model = replace(
            model, confirm_prune=confirm, deleted=model.deleted if isinstance(msg, go.Undelete) else None
        )
    return replace(state, model=model, message=None)


def route(state: AppState, msg: object, env: Env) -> Result:
    """``msg`` to the shell, or to the screen on when it is that screen's (else nothing); a
    screen's request for another screen (``events.Go``) is followed at once."""
    state, effects = to_screen(state, msg, env)
    return follow(state, effects, env)


def follow(state: AppState, effects: list[ev.Effect], env: Env) -> Result:
    """The requests for another screen among ``effects`` (``events.Go``) resolved in order, by
    the shell (``game.ui.pages.nav``), the other effects kept in theirs."""
    kept: list[ev.Effect] = []
    while effects:
        effect, effects = effects[0], effects[1:]
        if isinstance(effect, ev.Go):
            from game.ui.pages import nav

            state, more = nav.update(state, cast("Request", effect.to), env)
            effects = [*more, *effects]
        else:
            kept.append(effect)
    return state, kept


def to_screen(state: AppState, msg: object, env: Env) -> Result:
    """``msg`` to the shell when it is the shell's, else to the screen on when it is one of its
    messages (``game.ui.pages.registry``); the setup form's submit starts a game from anywhere."""
    from game.ui import go
    from game.ui.pages import setup

    model = state.model
    if isinstance(msg, go.Msg):
        from game.ui.pages import nav

        return nav.update(state, msg, env)
    if isinstance(msg, setup.Start):  # the form's submit; a link or a test may start from anywhere
        from game.ui.pages.setup import update as setup_update

        form = model if isinstance(model, setup.Setup) and model.game == msg.game else setup.Setup(msg.game)
        return stepped(state, setup_update.update(form, msg, ctx(state, env)))
    screen = screen_of(model)
    if screen.update is None or not isinstance(msg, screen.messages):
        return state, []
    return stepped(state, screen.update(model, msg, ctx(state, env)))


def load(state: AppState, env: Env) -> AppState:
    """What the screen on shows of storage, read now."""
    model = state.model
    if isinstance(model, Home):
        return replace(state, model=home_update.load(model, ctx(state, env)))
    if state.screen == "stats":
        from game.ui.pages.stats import StatsPage
        from game.ui.pages.stats import update as stats_update

        assert isinstance(model, StatsPage)
        return replace(state, model=stats_update.load(model, ctx(state, env)))
    if state.screen == "game":
        from game.ui.pages.play import moves

        return replace(state, model=moves.load(state.game, ctx(state, env)))
    return state
