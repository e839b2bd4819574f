"""Setup: a new game's players, seats and options."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar, NamedTuple

from game.ui.app.events import NO_FORM
from game.ui.app.wire import tagged


@dataclass(frozen=True)
class Setup:
    #: the screen's name (the page's ``data-screen``)
    SCREEN: ClassVar[str] = "setup"

    game: str
    values: Mapping[str, str] = field(default_factory=dict)
    error: str | None = None


@tagged("start")
class Start(NamedTuple):
    """Start the game the form describes."""

    game: str
    form: Mapping[str, str] = NO_FORM


class FormChanged(NamedTuple):
    """A field of the form changed (the players, an option): the form as it is now."""

    form: Mapping[str, str]


class ChoosePreset(NamedTuple):
    key: str
    form: Mapping[str, str]


Msg = Start | FormChanged | ChoosePreset
