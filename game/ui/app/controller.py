"""The app's router, pure: ``update(state, event, env) -> (state, effects)``.

An event from the page (a click's ``data-cmd``, a change, a move, a timer, storage) is decoded
once (``game.ui.app.decode``) into a screen's typed message and handed to the shell or to the screen
on (``game.ui.pages``); the effects (plain data) go back to the runner (``game.ui.app.runner``).
Reading storage goes through ``env.store``; what a screen shows of storage is read into its
model here (``Load``, then ``Refresh``), so the view reads nothing.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, cast

from game.ui.app import events as ev
from game.ui.app.arrive import navigate
from game.ui.app.registry import screen_of
from game.ui.app.screen import ctx, result_of
from game.ui.app.state import AppState, Env, Result, failed
from game.ui.i18n import tr
from game.ui.pages.error import Failure
from game.ui.pages.home import Home
from game.ui.pages.home import update as home_update
from game.ui.storage.backend import Store
from game.ui.storage.kept import housekeeping, read_prefs

if TYPE_CHECKING:
    from game.ui.app.common import Request

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
    """The next state and the effects to run for ``event``: the page's events decoded once and
    routed (``from_page``); any other to the screen on (its ``outside``), then to the shell
    (``nav.outside``)."""
    if isinstance(event, ev.Refresh):
        # home asks for the next step of reading the saves its index does not know yet
        state = load(state, env)
        if not isinstance(state.model, Home):
            return state, []
        return result_of(state, home_update.keep_reading(state.model, ctx(state, env)))
    if isinstance(event, ev.Thought | ev.Timeout):
        # work the page asked for once painted, an offer lapsing: nothing stored has changed
        return after(*route(state, event[0], env), env, load=False)
    if isinstance(event, ev.Command | ev.Message | ev.Change):
        state, effects = from_page(state, event, env)
    else:
        state, effects = outside(state, event, env)
        if isinstance(event, ev.BotTurn) and any(isinstance(effect, ev.Report) for effect in effects):
            return state, effects  # a broken bot stops visibly until the player acts
    return after(*follow(state, effects, env), env)


def from_page(state: AppState, event: ev.Command | ev.Message | ev.Change, env: Env) -> Result:
    """A click's command or a typed message (what the last click left cleared first), or a
    control's change, decoded once and routed."""
    from game.ui.app.decode import decode, decode_change

    if isinstance(event, ev.Change):
        change = decode_change(event.kind, event.value, event.form)
        return (state, []) if change is None else route(state, change, env)
    msg = decode(event.cmd, event.form, table_game(state)) if isinstance(event, ev.Command) else event.msg
    return route(settle(state, msg), msg, env)


def outside(state: AppState, event: ev.Event, env: Env) -> Result:
    """An event beside the screens' messages: the screen on's part (``Screen.outside``), then the
    shell's (``nav.outside``)."""
    from game.ui.app import nav

    screen = screen_of(state.model)
    step = screen.outside(state.model, event, ctx(state, env)) if screen.outside is not None else None
    effects: list[ev.Effect] = []
    if step is not None:
        state, effects = result_of(state, step)
    state, more = nav.outside(state, event, env)
    return state, [*effects, *more]


def after(state: AppState, effects: list[ev.Effect], env: Env, *, load: bool = True) -> Result:
    """What follows any event: home tidies the save index; the game screen's part is the shell's
    (``nav.after_game``); the screen reads storage again."""
    if state.screen == "home":
        effects.extend(housekeeping(env.store))
    if state.screen == "game":
        from game.ui.app import nav

        state, effects = nav.after_game(state, effects)
    if load and state.screen in ("home", "stats", "game"):
        effects.append(ev.Load())
    return state, effects


def table_game(state: AppState) -> str | None:
    """The game whose table is on screen, the game screen's or practice's (a game's own commands
    are decoded by it), if any."""
    session = getattr(state.model, "session", None) if state.screen in ("game", "practice") else None
    return None if session is None else str(session.match.game)


def settle(state: AppState, msg: object) -> AppState:
    """A click clears what was said about the last one: the message, and what the screen on
    clears (``Screen.settled``: the Hint's marks, a question this click does not answer)."""
    settled = screen_of(state.model).settled
    model = state.model if settled is None else settled(state.model, msg)
    return replace(state, model=model, message=None)


def route(state: AppState, msg: object, env: Env) -> Result:
    """``msg`` to the shell, or to the screen on when it is that screen's (else nothing); a
    screen's request for another screen (``events.Go``) is followed at once."""
    state, effects = to_screen(state, msg, env)
    return follow(state, effects, env)


def follow(state: AppState, effects: list[ev.Effect], env: Env) -> Result:
    """The requests for another screen among ``effects`` (``events.Go``) resolved in order, by
    the shell (``game.ui.app.nav``), the other effects kept in theirs."""
    kept: list[ev.Effect] = []
    while effects:
        effect, effects = effects[0], effects[1:]
        if isinstance(effect, ev.Go):
            from game.ui.app import nav

            state, more = nav.update(state, cast("Request", effect.to), env)
            effects = [*more, *effects]
        else:
            kept.append(effect)
    return state, kept


def to_screen(state: AppState, msg: object, env: Env) -> Result:
    """``msg`` to the shell when it is the shell's, else to the screen on when it is one of its
    messages (``game.ui.app.registry``); the setup form's submit starts a game from anywhere."""
    from game.ui.app import common
    from game.ui.pages import setup

    model = state.model
    if isinstance(msg, common.Msg):
        from game.ui.app import nav

        return nav.update(state, msg, env)
    if isinstance(msg, setup.Start):  # the form's submit; a link or a test may start from anywhere
        from game.ui.pages.setup import update as setup_update

        form = model if isinstance(model, setup.Setup) and model.game == msg.game else setup.Setup(msg.game)
        return result_of(state, setup_update.update(form, msg, ctx(state, env)))
    screen = screen_of(model)
    if screen.update is None or not isinstance(msg, screen.messages):
        return state, []
    return result_of(state, screen.update(model, msg, ctx(state, env)))


def load(state: AppState, env: Env) -> AppState:
    """What the screen on shows of storage, read now (``Screen.load``)."""
    read = screen_of(state.model).load
    return state if read is None else replace(state, model=read(state.model, ctx(state, env)))
