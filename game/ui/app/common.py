"""The shell's messages, which any screen may send: help, theme, sound, language, pace, how many
games to keep, deleting a saved game with its Undo, and the requests to go to another screen.

A screen never builds another screen's model: its update asks to go elsewhere with one of the
requests below (``events.Go(request)`` among its effects, or a click's message), and one module,
``game.ui.app.nav``, turns the request into the next screen. So no page imports another.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, NamedTuple

from game.ui.app.events import NO_FORM
from game.ui.app.wire import tagged

if TYPE_CHECKING:
    from game.ui.table.reviewing import ReviewRun
    from game.ui.table.session import Session


@tagged("help")
class Help(NamedTuple):
    pass


@tagged("contrast")
class Contrast(NamedTuple):
    pass


@tagged("sound")
class Sound(NamedTuple):
    pass


@tagged("home")
class GoHome(NamedTuple):
    pass


@tagged("stats")
class OpenStats(NamedTuple):
    pass


@tagged("new")
class NewGame(NamedTuple):
    game: str


@tagged("rules")
class OpenRules(NamedTuple):
    game: str


@tagged("guide")
class StartGuide(NamedTuple):
    game: str


@tagged("daily")
class StartDaily(NamedTuple):
    game: str


@tagged("open")
class OpenSave(NamedTuple):
    key: str


@tagged("delete")
class Delete(NamedTuple):
    key: str


@tagged("undelete")
class Undelete(NamedTuple):
    pass


class UndeleteOver(NamedTuple):
    """The Undo of deleted game ``key`` is over."""

    key: str


@tagged("replay")
class OpenReplay(NamedTuple):
    """The replay of saved game ``key`` ("": of the game on screen)."""

    key: str = ""


@tagged("review")
class StartReview(NamedTuple):
    pass


@tagged("practice")
class OpenPractice(NamedTuple):
    """A practice session of the positions due."""


@tagged("daily-position")
class OpenDailyPosition(NamedTuple):
    """Today's position of ``game``."""

    game: str


@tagged("learn")
class Learn(NamedTuple):
    """Turn on or off making practice positions of finished games."""


class Pace(NamedTuple):
    pace: str


class Keep(NamedTuple):
    """How many finished games to keep (0: all)."""

    games: int


class Language(NamedTuple):
    code: str
    #: the page's forms as they are (the setup form keeps what was entered)
    form: Mapping[str, str] = NO_FORM


# ----- requests of a screen's update (never a click's) ------------------------------------------
class StartGame(NamedTuple):
    """A new game on screen, saved at once (a game with no move yet is not kept)."""

    session: Session


class BackToSave(NamedTuple):
    """Back to the saved game ``key`` as it was left (home, saying why, when it cannot be opened);
    ``moment``: the search for the moment it was lost, shown again on its end screen."""

    key: str
    moment: ReviewRun | None = None


class ReplayAt(NamedTuple):
    """``session``'s replay at move ``step``, seen from ``seat``: ``branching`` with "Play from
    here" open, closing back to ``back`` ("game": the save ``key``; "home"), keeping ``moment``."""

    session: Session
    key: str
    step: int
    seat: int
    branching: bool = False
    back: str = "game"
    moment: ReviewRun | None = None


#: the shell's messages a click may send to go to another screen
Navigation = (
    GoHome
    | OpenStats
    | NewGame
    | OpenRules
    | StartGuide
    | StartDaily
    | OpenSave
    | OpenReplay
    | StartReview
    | OpenPractice
    | OpenDailyPosition
)

#: the requests to go to another screen (a screen's update sends the last three only)
Request = Navigation | StartGame | BackToSave | ReplayAt

#: the shell's messages a click may send
Msg = Help | Contrast | Sound | Learn | Delete | Undelete | UndeleteOver | Pace | Keep | Language | Navigation
