"""Bots at the game screen's table: a bot's turn (decided at the simulator's table, then the rest
of the pace waited), watching a table of bots, and the Hint (the strongest bot's move)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.core.registry import make_bot, suggest, table_decision
from game.core.rng import Rng
from game.core.table import bot_player, turn
from game.ui.app.events import After, Report, Think, Wait
from game.ui.app.frontends import ui_for
from game.ui.app.screen import Ctx, Updated
from game.ui.i18n import tr
from game.ui.pages.play import Game, Landed, ReadyHint, WatchPause, WatchSeat, WatchStep, WorkOutHint
from game.ui.pages.play.moves import autosave, moved, shown
from game.ui.storage.keys import PACE_SECONDS
from game.ui.table.session import Session


def bot_pause(pace: str, thought: float) -> float:
    """The wait after a bot has thought for ``thought`` seconds: the pace bounds the whole time
    from the previous move to the bot's, thinking included."""
    return max(0.0, PACE_SECONDS.get(pace, 0.5) - thought)


def bot_turn(game: Game, ctx: Ctx) -> Updated[Game]:
    """The bot whose turn it is decides, from its own view only, at the table the simulator plays
    (``game.core.table.turn``: a table of bots only settles the Start split together), then
    waits out what is left of the pace; on the next ``BotTurn`` its move is played (unless the
    position changed meanwhile)."""
    session, env = game.session, ctx.env
    if session.step() != "bot" or game.stale or game.paused:
        return Updated(replace(game, bot_move=None))
    seat, rules = session.actor(), session.rules
    moves = len(session.match.actions)
    planned, game = game.bot_move, replace(game, bot_move=None)
    try:
        if planned is not None and planned[:2] == (session.save_id, moves):
            return landed(moved(game, session.play(planned[2]), ctx), ctx.pace)
        name = session.match.game

        def seated(position: Any, at: int, rng: Rng) -> str:
            return bot_player(rules, make_bot(name, session.seats[at].level))(position, at, rng)

        started = env.clock()
        action, _ = turn(
            session.state,
            session.match.seed,
            moves,
            [seated] * len(session.seats),
            current=rules.current_player,
            together=None if session.humans else table_decision(name),
        )
        pause = bot_pause(ctx.pace, env.clock() - started)
        session.rules.apply(session.state, action)  # a move the rules refuse stops here, visibly
    except Exception as err:  # a broken bot must stop visibly, never freeze the table
        who, error = session.seats[seat].name, f"{type(err).__name__}: {err}"
        message = tr(ctx.lang, "msg.bot_failed", name=who, error=error)
        return Updated(game, [Report(message)], message=message)
    game = replace(game, bot_move=(session.save_id, moves, action), bot_waiting=True)
    return Updated(game, [Wait(pause)])


#: The longest motion of a move (static/js/motion.js: under 450 ms, cards paid one after another), and
#: a little to spare.
MOTION_SECONDS = 0.5


def landed(step: Updated[Game], pace: str) -> Updated[Game]:
    """A bot's move just played: the status line names it from now until the next move lands,
    and names whoever acts next only once its motion is over (none at the "Instant" pace)."""
    after = step.model.session
    mark = (after.save_id, len(after.match.actions))
    moving = pace != "instant"
    model = replace(step.model, landed=mark, landing=moving)
    return replace(
        step,
        model=model,
        effects=[*step.effects, *([After(MOTION_SECONDS, Landed(*mark))] if moving else [])],
    )


def watch(game: Game, msg: WatchPause | WatchStep | WatchSeat, ctx: Ctx) -> Updated[Game]:
    """Watch mode, for a table of bots only: Pause and Resume, Step (one bot move while paused),
    Take a seat (the seat becomes a person's: the game goes on with them playing it)."""
    session = game.session
    if session.humans or session.step() == "over":
        return Updated(game)
    if isinstance(msg, WatchPause):
        return Updated(replace(game, paused=not game.paused))
    if isinstance(msg, WatchStep) and game.paused:
        return step_once(game, ctx)
    if isinstance(msg, WatchSeat) and msg.seat < len(session.seats):
        seats = tuple(replace(s, kind="human") if i == msg.seat else s for i, s in enumerate(session.seats))
        taken = shown(game, replace(session, seats=seats).settle_viewer())
        seated = replace(taken, model=replace(taken.model, paused=False, bot_waiting=False))
        return autosave(seated, ctx, game)
    return Updated(game)


def step_once(game: Game, ctx: Ctx) -> Updated[Game]:
    """One bot move on a paused table, played at once; it stays paused."""
    step = bot_turn(replace(game, paused=False, bot_waiting=False), ctx)
    if step.model.bot_move is not None:
        # decided: play it now rather than after the pace's wait
        step = bot_turn(replace(step.model, bot_waiting=False), ctx)
    return replace(step, model=replace(step.model, paused=True, bot_waiting=False))


# ----- the Hint -------------------------------------------------------------------------------
def _hint_key(session: Session) -> tuple[str, int, int]:
    return session.save_id, len(session.match.actions), -1 if session.viewer is None else session.viewer


def _ready(game: Game, session: Session) -> str | None:
    """The hint worked out in advance for this very position, if any."""
    ready = game.ready_hint
    return ready[3] if ready is not None and ready[:3] == _hint_key(session) else None


def ask_hint(game: Game, lang: str) -> Updated[Game]:
    """The Hint at once when it is ready (or there is none to give), else worked out once the
    page shows it is being worked out."""
    session = game.session
    if session.step() != "human" or not session.legal_for_viewer() or _ready(game, session):
        return hint(game, lang)
    return Updated(replace(game, thinking=True), [Think(WorkOutHint())])


def thought(game: Game, msg: ReadyHint | WorkOutHint, lang: str) -> Updated[Game]:
    """The page is painted: work out the Hint asked for, or ready the first one in advance."""
    session = game.session
    if isinstance(msg, WorkOutHint):
        if not game.thinking:
            return Updated(game)
        return hint(replace(game, thinking=False), lang)
    if session.step() != "human" or _ready(game, session):
        return Updated(game)
    legal = session.legal_for_viewer()
    if not legal:
        return Updated(game)
    action, _ = suggest(session.match.game, session.view(), legal)
    return Updated(replace(game, ready_hint=(*_hint_key(session), action)))


def hint(game: Game, lang: str) -> Updated[Game]:
    """The strongest bot's move for the viewer, in words, with its cells marked."""
    session = game.session
    legal = session.legal_for_viewer()
    if session.step() != "human" or not legal:
        return Updated(game, message=tr(lang, "frame.hint_wait"))
    name = session.match.game
    view = session.view()
    ready = _ready(game, session)
    action = ready if ready is not None and ready in legal else suggest(name, view, legal)[0]
    cells = tuple(ui_for(name).touched_cells(action))
    model = replace(game, hinted=cells, hint_action=action, said_at=cells)
    return Updated(model, message=hint_text(name, action, view, lang))


def hint_text(game: str, action: str, view: Mapping[str, Any], lang: str = "en") -> str:
    """The Hint line: the suggested move and why, in ``lang`` (the reason is told by the game's
    front end from the move and the viewer's position, so it agrees with the move)."""
    ui = ui_for(game)
    return tr(lang, "hint.line_reason", move=ui.hint(action, lang), reason=ui.hint_reason(view, action, lang))
