"""What the home screen does not show, imported in the background once it is painted (pure).

The first paint imports only what home shows: the router (``game.ui.app.controller``) and the page
(``game.ui.app.page``) import a screen's update and view where that screen is first needed, and the
games' rules, bots and front ends are imported through the registry when a game is set up. So that
the first click on them does not wait either, the browser shell (``game/web/start/boot.py``) imports
what ``later`` lists in idle time after the first paint, a step at a time, in the order a visit is
likely to need them: the games' front ends and rules, the screens in the registry's order (a new
game's setup first, then the game screen), the games' bots, play by link, and the games' review
judges.

A memory snapshot of the interpreter, which later visits start from, holds all of them imported
(``prime``, run by static/js/python-snapshot.mjs): such a visit imports nothing.
"""

from __future__ import annotations

from importlib import import_module

from game.core.registry import GAMES
from game.ui.app.registry import FIRST_PAINT, SCREENS, modules_of
from game.ui.i18n import DEFAULT, catalogue

#: what the first paint imports: the browser shell's imports (game/web/) and home's screen
START: tuple[str, ...] = (
    "game.core.rng",
    "game.ui.app.events",
    "game.ui.app.arrive",
    "game.ui.app.controller",
    "game.ui.i18n",
    "game.ui.pages.error",
    "game.ui.app.runner",
    "game.ui.app.state",
    "game.ui.storage.backend",
    "game.ui.storage.kept",
    "game.ui.app.page",
    "game.ui.app.registry",
    "game.ui.pages.home.update",
    "game.ui.pages.home.view",
)
#: what the other screens need before their own modules: the decoding of commands, the shell's
#: update (the way between screens)
BEFORE_SCREENS: tuple[str, ...] = ("game.ui.app.decode", "game.ui.app.nav")
#: modules a screen imports only when a moment of it comes (play by link, practice's review of a
#: finished game in idle time, its schedule)
WITHIN_SCREENS: tuple[str, ...] = (
    "game.ui.pages.play.relay",
    "game.ui.practice.collect",
    "game.ui.practice.schedule",
)


def later() -> list[str]:
    """Every module to import in the background, in order: the decoding and the shell's update,
    each game's front end and rules, the modules of every screen but the first paint's in the
    registry's order (the likeliest first: a new game's setup, then the game screen), each game's
    bots, the modules a screen imports later, then each game's judge of a review
    (``game.review.judge_of``)."""
    fronts = [module for game in GAMES for module in (game.ui_module, game.rules_module)]
    screens = [module for name in SCREENS if name not in FIRST_PAINT for module in modules_of(name)]
    bots = [game.bots_module for game in GAMES]
    judges = [f"{game.rules_module.rsplit('.', 1)[0]}.review" for game in GAMES]
    return [*BEFORE_SCREENS, *fronts, *screens, *bots, *WITHIN_SCREENS, *judges]


def warm(name: str) -> None:
    """Import module ``name`` (already imported: nothing to do)."""
    import_module(name)


def warm_fallback(lang: str) -> None:
    """Read the English catalogue, which a message missing from ``lang``'s falls back to."""
    if lang != DEFAULT:
        catalogue(DEFAULT)


#: the standard library modules PyScript's own package imports as the page starts (its
#: ``pyscript.display``) that ours do not: in the snapshot too, so that no start imports them
PYSCRIPT_NEEDS: tuple[str, ...] = ("html",)


def prime() -> None:
    """Import what the first paint and every screen need: all the browser runs but its shell
    (game.web, which reaches into the page), and what PyScript's start imports, for a memory
    snapshot of the interpreter."""
    for name in (*START, *later(), *PYSCRIPT_NEEDS):
        warm(name)
