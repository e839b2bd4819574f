"""The replay of a finished or saved game, a move at a time, and Play from here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from game.ui.events import NO_FORM
from game.ui.replay_view import Replay


class First(NamedTuple):
    pass


class Prev(NamedTuple):
    pass


class Next(NamedTuple):
    pass


class Last(NamedTuple):
    pass


class Goto(NamedTuple):
    step: int


class LookFrom(NamedTuple):
    seat: int


class ToggleBranch(NamedTuple):
    pass


class PlayFromHere(NamedTuple):
    form: Mapping[str, str] = NO_FORM


class Close(NamedTuple):
    pass


Msg = First | Prev | Next | Last | Goto | LookFrom | ToggleBranch | PlayFromHere | Close

__all__ = ["Msg", "Replay"]
