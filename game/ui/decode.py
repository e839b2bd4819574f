"""The page's commands and changes, decoded once into the screens' typed messages.

A ``data-cmd`` is ``kind`` or ``kind:argument`` (``open:sea-stones/save/12``, ``rp-seat:1``);
a ``data-change`` names the control that changed. Past this module nothing tests a string's
prefix: the controller routes the message by its type. A command no screen knows is the table's
(a card, a cell, a stone): the game's front end decodes it (``GameUI.decode``) into
``play.Board``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from game.core.registry import SPECS
from game.ui import go as shell
from game.ui.daily import DAILY
from game.ui.frontends import ui_for
from game.ui.i18n import CODES
from game.ui.keys import KEEP_CHOICES, PACE_SECONDS
from game.ui.pages import error, home, play, replay, review, setup, stats

Msg = home.Msg | setup.Msg | play.Msg | replay.Msg | review.Msg | stats.Msg | error.Msg | shell.Msg

#: commands without an argument
PLAIN: Mapping[str, Msg] = {
    "help": shell.Help(),
    "contrast": shell.Contrast(),
    "sound": shell.Sound(),
    "home": shell.GoHome(),
    "stats": shell.OpenStats(),
    "undelete": shell.Undelete(),
    "review": shell.StartReview(),
    "saves-older": home.SavesPage(1),
    "saves-newer": home.SavesPage(-1),
    "copy-report": error.CopyReport(),
    "copy-share": play.CopyShare(),
    "hint": play.Hint(),
    "log": play.ToggleLog(),
    "guide-next": play.GuideNext(),
    "guide-close": play.GuideClose(),
    "save-now": play.SaveNow(),
    "watch-pause": play.WatchPause(),
    "watch-step": play.WatchStep(),
    "handoff": play.Handoff(),
    "pass": play.Pass(),
    "undo": play.Undo(),
    "again": play.Again(),
    "relay-copy": play.SendLink("copy"),
    "relay-share": play.SendLink("share"),
    "relay-play-as": play.PlayAs(),
    "relay-not-me": play.NotMe(),
    "end-fold": play.EndFold(),
    "moment-find": play.FindMoment(),
    "moment-stop": play.StopMoment(),
    "moment-see": play.SeeMoment(),
    "rp-first": replay.First(),
    "rp-prev": replay.Prev(),
    "rp-next": replay.Next(),
    "rp-last": replay.Last(),
    "rp-branch": replay.ToggleBranch(),
    "rp-close": replay.Close(),
    "review-stop": review.Stop(),
    "review-close": review.Close(),
}

#: commands of a game (``kind:<game id>``)
OF_GAME: Mapping[str, Callable[[str], Msg]] = {
    "new": shell.NewGame,
    "guide": shell.StartGuide,
    "rules": shell.OpenRules,
}

#: commands of a stored record (``kind:<key>``)
OF_KEY: Mapping[str, Callable[[str], Msg]] = {
    "open": shell.OpenSave,
    "delete": shell.Delete,
    "export": home.Export,
    "replay": shell.OpenReplay,
    "damaged-export": home.ExportDamaged,
    "damaged-remove": home.RemoveDamaged,
    "copy-daily": home.CopyDaily,
}


def decode(command: str, form: Mapping[str, str], game: str | None = None) -> Msg:
    """The message of ``data-cmd`` ``command`` (``form``: the values of the page's forms); a
    command of no screen is the table's of ``game`` (the game on screen, if any)."""
    kind, colon, arg = command.partition(":")
    if not colon and kind in PLAIN:
        return PLAIN[kind]
    if kind in OF_GAME and arg in SPECS:
        return OF_GAME[kind](arg)
    if kind in OF_KEY:
        return OF_KEY[kind](arg)
    if kind == "start" and arg in SPECS:
        return setup.Start(arg, form)
    if kind == "daily" and arg in DAILY:
        return shell.StartDaily(arg)
    if kind == "prune":
        return home.Prune({"yes": True, "no": False}.get(arg))
    if kind == "stats-reset":
        return stats.Reset(arg == "yes")
    if kind == "rp-play":
        return replay.PlayFromHere(form)
    if kind == "rp-seat" and arg.isdigit() and len(arg) <= 1:
        return replay.LookFrom(int(arg))
    if kind == "review-try" and arg.isdigit() and len(arg) <= 6:
        return review.TryAgain(int(arg))
    if kind == "watch-seat" and arg.isdigit() and len(arg) <= 2:
        return play.WatchSeat(int(arg))
    return play.Board(None if game is None else ui_for(game).decode(command), form)


def decode_change(kind: str, value: str, form: Mapping[str, str]) -> Msg | None:
    """The message of a ``data-change`` control ``kind`` now set to ``value`` (None: nothing
    this app knows)."""
    if kind in ("setup-players", "setup-option"):
        return setup.FormChanged(form)
    if kind == "preset":
        return setup.ChoosePreset(value, form)
    if kind == "replay-step" and value.isdigit() and len(value) <= 6:
        return replay.Goto(int(value))
    if kind == "pace" and value in PACE_SECONDS:
        return shell.Pace(value)
    if kind == "keep" and value.isdigit() and int(value) in KEEP_CHOICES:
        return shell.Keep(int(value))
    if kind == "language" and value in CODES:
        return shell.Language(value, form)
    return None
