"""Every screen, listed once: by the name its model gives (``SCREEN``), the package under
``game.ui.pages`` that holds its model and messages (``Msg``), its ``update(model, msg, ctx)``
(``update.py``, giving a ``Updated``) and its view ``screen(model, shown)`` (``view.py``). The
router (game/ui/app/controller.py) hands a message to the screen on through it, the frame
(game/ui/app/page.py) draws the screen through it, and the background imports
(game/web/start/warm.py) take the screens in its order, the likeliest first.

A screen's modules are imported when the screen is first needed, by their place in the package
(every page has the same three); home's view and the error panel's view and update come with this
module, as the first paint may need them (before the later archive is in). A test checks that every screen has its modules, with these functions.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib import import_module
from typing import Any, NamedTuple

from game.ui.app.screen import Ctx, Frame, Shown, Updated
from game.ui.element import Spec
from game.ui.pages.error import update as error_update
from game.ui.pages.error import view as error_view
from game.ui.pages.home import view as home_view


class Listed(NamedTuple):
    """A screen's package (under ``game.ui.pages``), and whether it answers messages (a page
    with no message has no update)."""

    package: str
    answers: bool = True


#: every screen, by its model's ``SCREEN``; home and the error panel first (the first paint's),
#: then the likeliest first
SCREENS: dict[str, Listed] = {
    "home": Listed("home"),
    "error": Listed("error"),
    "setup": Listed("setup"),
    "game": Listed("play"),
    "replay": Listed("replay"),
    "review": Listed("review"),
    "stats": Listed("stats"),
    "practice": Listed("practice"),
    "rules": Listed("rules", answers=False),
}
#: the screens the first paint may draw, whose views come with this module (home's update is the
#: router's, imported with it)
FIRST_PAINT = {"home": home_view, "error": error_view}
#: the error panel's update, at hand before the later archive is in
FIRST_UPDATES = {"error": error_update}


class Screen(NamedTuple):
    """A screen at hand: the messages it answers (its ``Msg`` union; none: an empty tuple), its
    update (None: it answers none) and its view; and, where its update module has them, what it
    does with an event beside its messages (``outside(model, event, ctx)``: a bot's turn, an
    action played on the board, a save written by another tab, a write refused; None: not the
    screen's), what it reads of storage (``load(model, ctx)``) and what a click clears of what
    the last one left (``settled(model, msg)``); and, where its view has them, what the frame
    around it takes (``frame(model, shown)``) and the address it puts in the address bar
    (``address(model)``: a game by link's; None: the page's own)."""

    messages: Any
    update: Callable[[Any, Any, Ctx], Updated[Any]] | None
    view: Callable[[Any, Shown], list[Spec]]
    outside: Callable[[Any, object, Ctx], Updated[Any] | None] | None = None
    load: Callable[[Any, Ctx], Any] | None = None
    settled: Callable[[Any, object], Any] | None = None
    frame: Callable[[Any, Shown], Frame] | None = None
    address: Callable[[Any], str | None] | None = None


def modules_of(name: str) -> list[str]:
    """The modules of screen ``name``: its package, its update (if it answers any message) and
    its view."""
    listed = SCREENS[name]
    package = f"game.ui.pages.{listed.package}"
    return [package, *([f"{package}.update"] if listed.answers else []), f"{package}.view"]


def screen_of(model: Any) -> Screen:
    """The screen whose model ``model`` is (its modules imported now if they were not yet)."""
    return _screen(model.SCREEN)


@cache
def _screen(name: str) -> Screen:
    listed = SCREENS[name]
    modules = [import_module(module) for module in modules_of(name)]
    view = FIRST_PAINT.get(name) or modules[-1]
    drawn = {hook: getattr(view, hook, None) for hook in ("frame", "address")}
    if not listed.answers:
        return Screen(getattr(modules[0], "Msg", ()), None, view.screen, **drawn)
    update = FIRST_UPDATES.get(name) or modules[1]
    answered = {hook: getattr(update, hook, None) for hook in ("outside", "load", "settled")}
    return Screen(getattr(modules[0], "Msg", ()), update.update, view.screen, **answered, **drawn)


__all__ = ["FIRST_PAINT", "SCREENS", "Listed", "Screen", "modules_of", "screen_of"]
