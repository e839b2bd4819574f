"""What a screen's update reads of the app and gives back: a screen's update is
``update(model, msg, ctx) -> Stepped``, its model's next value and its effects (a request for
another screen is one of them: ``events.Go``), never the app's state, which the shell
(game/ui/controller.py) keeps.

The game screen, whose update reads and writes more of the app (the guided game's step, storage
full), still takes the app's state.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from game.ui.events import Copy, Effect
from game.ui.i18n import tr

if TYPE_CHECKING:
    from game.ui.state import AppState, Env, Result

M = TypeVar("M")


@dataclass(frozen=True)
class Ctx:
    """What a screen's update may read of the app around it: the language, whether finished
    games become practice, and the world at the moment of the event."""

    lang: str
    learn: bool
    #: how many finished games the player keeps (0: all)
    keep_finished: int
    env: Env


@dataclass(frozen=True)
class Stepped(Generic[M]):
    """A screen's update done: the screen's model, the effects to run, a notice to show above
    the screen and a line for the player on it (None: the one shown stays)."""

    model: M
    effects: list[Effect] = field(default_factory=list)
    notice: str | None = None
    message: str | None = None


def copied(model: M, line: str | None, lang: str) -> Stepped[M]:
    """``line`` to the clipboard, and say so (nothing to copy: nothing happens)."""
    if line is None:
        return Stepped(model)
    said = tr(lang, "daily.copied")
    return Stepped(model, [Copy(line)], notice=said, message=said)


def ctx(state: AppState, env: Env) -> Ctx:
    """What a screen's update reads of the app ``state``, at the moment ``env`` says."""
    return Ctx(state.lang, state.learn, state.keep_finished, env)


def stepped(state: AppState, step: Stepped[Any]) -> Result:
    """A screen's update done, as the app's state and the effects to run."""
    notice = state.notice if step.notice is None else step.notice
    message = state.message if step.message is None else step.message
    return replace(state, model=step.model, notice=notice, message=message), list(step.effects)


def copy_line(state: AppState, line: str | None) -> Result:
    """``line`` to the clipboard, and say so, on the screen on (nothing to copy: nothing
    happens)."""
    return stepped(state, copied(state.model, line, state.lang))


__all__ = ["Ctx", "Stepped", "copied", "copy_line", "ctx", "stepped"]
