"""What a screen's update reads of the app and gives back: a screen's update is
``update(model, msg, ctx) -> Updated``, its model's next value and its effects (a request for
another screen is one of them: ``events.Go``), never the app's state, which the shell
(game/ui/app/controller.py) keeps. A screen's model comes from its page or from the shell's
resolver of requests (game/ui/app/nav.py), never from another page.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from game.ui.app.events import Copy, Effect
from game.ui.i18n import tr

if TYPE_CHECKING:
    from game.ui.app.state import AppState, Env, Result

M = TypeVar("M")
#: a step of a screen whose model may be None (no screen opened) is one of any model
M_co = TypeVar("M_co", covariant=True)


@dataclass(frozen=True)
class Ctx:
    """What a screen's update may read of the app around it: the language, whether finished
    games become practice, and the world at the moment of the event."""

    lang: str
    learn: bool
    #: how many finished games the player keeps (0: all)
    keep_finished: int
    env: Env
    #: how fast bots move (game.ui.storage.keys.PACE_SECONDS)
    pace: str = "normal"
    #: the last save was refused because storage is full
    full: bool = False
    #: the site's address, to write whole links with, and whether the browser has a share sheet
    site: str = ""
    can_share: bool = False


@dataclass(frozen=True)
class Shown:
    """What a screen's view draws of the app around it: the language, the notice above the
    screen and the line for the player, and what some screens tell of the app (storage full, how
    many finished games are kept, the bots' pace, the site's address, the share sheet)."""

    lang: str
    notice: str | None = None
    message: str | None = None
    full: bool = False
    keep: int = 0
    pace: str = "normal"
    site: str = ""
    can_share: bool = False


#: a message or notice of "" clears the one shown (None keeps it)
CLEAR = ""


@dataclass(frozen=True)
class Frame:
    """What the frame around a screen takes from it (its view's ``frame(model, shown)``, through
    the registry): whether a modal sheet is open (the header waits behind it), how many moves its
    game has seen and the facts of the last one (the page's scripts animate and sound a change),
    the marks on its board (None: no board), and the game whose shortcuts the help lists."""

    modal: bool = False
    moves: int | None = None
    motion: dict[str, str | int | None] = field(default_factory=dict)
    marks: dict[str, list[int] | list[str]] | None = None
    game: str | None = None


#: the frame of a screen that tells it nothing
NO_FRAME = Frame()


@dataclass(frozen=True)
class Updated(Generic[M_co]):
    """A screen's update done: the screen's model, the effects to run, a notice to show above
    the screen and a line for the player on it (None: the one shown stays; ``CLEAR``: none)."""

    model: M_co
    effects: list[Effect] = field(default_factory=list)
    notice: str | None = None
    message: str | None = None


def copied(model: M, line: str | None, lang: str) -> Updated[M]:
    """``line`` to the clipboard, and say so (nothing to copy: nothing happens)."""
    if line is None:
        return Updated(model)
    said = tr(lang, "daily.copied")
    return Updated(model, [Copy(line)], notice=said, message=said)


def then(first: Updated[Any], second: Updated[M]) -> Updated[M]:
    """``first`` followed by ``second``: the second's model, both's effects in order, and what
    the second says where it says something (else what the first said)."""
    return Updated(
        second.model,
        [*first.effects, *second.effects],
        first.notice if second.notice is None else second.notice,
        first.message if second.message is None else second.message,
    )


def ctx(state: AppState, env: Env) -> Ctx:
    """What a screen's update reads of the app ``state``, at the moment ``env`` says."""
    return Ctx(
        state.lang,
        state.learn,
        state.keep_finished,
        env,
        state.pace,
        state.full,
        state.site,
        state.can_share,
    )


def shown(state: AppState) -> Shown:
    """What a screen's view draws of the app ``state``."""
    return Shown(
        state.lang,
        state.notice,
        state.message,
        state.full,
        state.keep_finished,
        state.pace,
        state.site,
        state.can_share,
    )


def _said(shown: str | None, said: str | None) -> str | None:
    return shown if said is None else said or None


def result_of(state: AppState, step: Updated[Any]) -> Result:
    """A screen's update done, as the app's state and the effects to run (a model of None: the
    screen stays as it was, and what the step says is shown on it)."""
    model = state.model if step.model is None else step.model
    notice, message = _said(state.notice, step.notice), _said(state.message, step.message)
    return replace(state, model=model, notice=notice, message=message), list(step.effects)


__all__ = [
    "CLEAR",
    "NO_FRAME",
    "Ctx",
    "Frame",
    "Shown",
    "Updated",
    "copied",
    "ctx",
    "result_of",
    "shown",
    "then",
]
