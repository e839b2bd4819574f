"""The replay of a finished or saved game, a move at a time, and Play from here."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, NamedTuple

from game.ui.app.events import NO_FORM
from game.ui.app.wire import tagged

if TYPE_CHECKING:
    from game.ui.table.reviewing import ReviewRun
    from game.ui.table.session import Session


@dataclass(frozen=True)
class Replay:
    """A game on the replay screen: the whole game, how many moves are shown, from whose seat."""

    #: the screen's name (the page's ``data-screen``)
    SCREEN: ClassVar[str] = "replay"

    session: Session
    step: int
    viewer: int | None
    #: the save it was opened from ("" when it came from a link)
    key: str = ""
    #: the "Play from here" choices are open
    branching: bool = False
    #: where closing the replay goes: "game" (the save, as it was left) or "home"
    back: str = "game"
    #: "Play from here" was asked for before the game's end: the screen says why not
    refused: bool = False
    #: the search for the moment the game was lost, when the replay was opened at that moment
    #: ("See the move"): the end screen shows it again once the replay is closed
    moment: ReviewRun | None = None

    @property
    def moves(self) -> int:
        return len(self.session.match.actions)


@tagged("rp-first")
class First(NamedTuple):
    pass


@tagged("rp-prev")
class Prev(NamedTuple):
    pass


@tagged("rp-next")
class Next(NamedTuple):
    pass


@tagged("rp-last")
class Last(NamedTuple):
    pass


class Goto(NamedTuple):
    step: int


@tagged("rp-seat")
class LookFrom(NamedTuple):
    seat: int


@tagged("rp-branch")
class ToggleBranch(NamedTuple):
    pass


@tagged("rp-play")
class PlayFromHere(NamedTuple):
    form: Mapping[str, str] = NO_FORM


@tagged("rp-close")
class Close(NamedTuple):
    pass


Msg = First | Prev | Next | Last | Goto | LookFrom | ToggleBranch | PlayFromHere | Close

__all__ = ["Msg", "Replay"]
