"""The page's commands and changes, decoded once into the screens' typed messages.

A ``data-cmd`` is a message's tag and its fields (``open:sea-stones/save/12``, ``rp-seat:1``:
``game.ui.app.wire``, where each message class is tagged beside its definition); a ``data-change``
names the control that changed. Past this module nothing tests a string's
prefix: the controller routes the message by its type. A command no screen knows is the table's
(a card, a cell, a stone): the game's front end decodes it (``GameUI.decode``) into
``events.Board`` (the message of any screen with a table).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from game.core.registry import SPECS
from game.ui.app import common
from game.ui.app import events as ev
from game.ui.app.frontends import ui_for
from game.ui.app.wire import CHECKS
from game.ui.app.wire import decode as wire_decode
from game.ui.i18n import CODES
from game.ui.pages import error, home, play, practice, replay, review, setup, stats
from game.ui.storage.keys import KEEP_CHOICES, PACE_SECONDS

Msg = (
    home.Msg
    | setup.Msg
    | play.Msg
    | replay.Msg
    | review.Msg
    | stats.Msg
    | practice.Msg
    | error.Msg
    | common.Msg
)

#: a field named ``game`` on the wire is a game's id
CHECKS["game"] = SPECS.__contains__


def decode(command: str, form: Mapping[str, str], game: str | None = None) -> Msg:
    """The message of ``data-cmd`` ``command`` (``form``: the values of the page's forms), as
    ``game.ui.app.wire`` defines the commands of the screens and the shell; a command of no screen is
    the table's of ``game`` (the game on screen, if any)."""
    msg = wire_decode(command, form)
    if msg is not None:
        return cast("Msg", msg)
    return ev.Board(None if game is None else ui_for(game).decode(command), form)


def decode_change(kind: str, value: str, form: Mapping[str, str]) -> Msg | None:
    """The message of a ``data-change`` control ``kind`` now set to ``value`` (None: nothing
    this app knows)."""
    if kind == "setup-submit" and value in SPECS:
        return setup.Start(value, form)
    if kind in ("setup-players", "setup-option"):
        return setup.FormChanged(form)
    if kind == "preset":
        return setup.ChoosePreset(value, form)
    if kind == "replay-step" and value.isdigit() and len(value) <= 6:
        return replay.Goto(int(value))
    if kind == "pace" and value in PACE_SECONDS:
        return common.Pace(value)
    if kind == "keep" and value.isdigit() and int(value) in KEEP_CHOICES:
        return common.Keep(int(value))
    if kind == "language" and value in CODES:
        return common.Language(value, form)
    return None
