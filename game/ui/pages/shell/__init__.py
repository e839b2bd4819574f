"""What holds across screens: help, theme, sound, language and pace, the way between screens
(home, stats, a new game, the rules, a saved game, a replay, a review), deleting a saved game
with its Undo."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from game.ui.events import NO_FORM


class Help(NamedTuple):
    pass


class Contrast(NamedTuple):
    pass


class Sound(NamedTuple):
    pass


class GoHome(NamedTuple):
    pass


class OpenStats(NamedTuple):
    pass


class NewGame(NamedTuple):
    game: str


class OpenRules(NamedTuple):
    game: str


class StartGuide(NamedTuple):
    game: str


class StartDaily(NamedTuple):
    game: str


class OpenSave(NamedTuple):
    key: str


class Delete(NamedTuple):
    key: str


class Undelete(NamedTuple):
    pass


class UndeleteOver(NamedTuple):
    """The Undo of deleted game ``key`` is over."""

    key: str


class OpenReplay(NamedTuple):
    """The replay of saved game ``key`` ("": of the game on screen)."""

    key: str = ""


class StartReview(NamedTuple):
    pass


class Pace(NamedTuple):
    pace: str


class Keep(NamedTuple):
    """How many finished games to keep (0: all)."""

    games: int


class Language(NamedTuple):
    code: str
    #: the page's forms as they are (the setup form keeps what was entered)
    form: Mapping[str, str] = NO_FORM


Msg = (
    Help
    | Contrast
    | Sound
    | GoHome
    | OpenStats
    | NewGame
    | OpenRules
    | StartGuide
    | StartDaily
    | OpenSave
    | Delete
    | Undelete
    | UndeleteOver
    | OpenReplay
    | StartReview
    | Pace
    | Keep
    | Language
)
