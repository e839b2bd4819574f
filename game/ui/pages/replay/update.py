"""The replay's update: a move at a time, from another seat, Play from here, and back."""

from __future__ import annotations

from dataclasses import replace

from game.ui.app.common import BackToSave, GoHome, StartGame
from game.ui.app.events import Go
from game.ui.app.screen import Ctx, Updated
from game.ui.pages.replay import (
    Close,
    First,
    Goto,
    Last,
    LookFrom,
    Msg,
    Next,
    PlayFromHere,
    Prev,
    Replay,
    ToggleBranch,
)
from game.ui.pages.replay.steps import branch, can_branch, goto, look_from


def update(replay: Replay, msg: Msg, ctx: Ctx) -> Updated[Replay]:
    """Step through a replay, look from another seat, branch a new game (once the game has
    ended: before, the screen says why not), or leave."""
    if isinstance(msg, ToggleBranch | PlayFromHere) and not can_branch(replay.session):
        return Updated(replace(replay, branching=False, refused=True))
    replay = replace(replay, refused=False)
    if isinstance(msg, First | Prev | Next | Last | Goto):
        return Updated(goto(replay, target(replay, msg)))
    if isinstance(msg, LookFrom):
        return Updated(look_from(replay, msg.seat))
    if isinstance(msg, ToggleBranch):
        return Updated(replace(replay, branching=not replay.branching))
    if isinstance(msg, PlayFromHere):
        return Updated(replay, [Go(StartGame(branch(replay, msg.form, str(ctx.env.fresh_seed()))))])
    assert isinstance(msg, Close)
    if replay.back == "game" and replay.key:
        return Updated(replay, [Go(BackToSave(replay.key, replay.moment))])
    return Updated(replay, [Go(GoHome())])


def target(replay: Replay, msg: First | Prev | Next | Last | Goto) -> int:
    """The move a step through the replay goes to (``goto`` keeps it within the game)."""
    if isinstance(msg, Goto):
        return msg.step
    if isinstance(msg, First):
        return 0
    if isinstance(msg, Last):
        return replay.moves
    return replay.step + (1 if isinstance(msg, Next) else -1)
