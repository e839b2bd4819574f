"""What the home screen does not show, imported in the background once it is painted (pure).

The first paint imports only what home shows: the router (``game.ui.controller``) and the page
(``game.ui.page``) import a screen's update and view where that screen is first needed, and the
games' rules, bots and front ends are imported through the registry when a game is set up. So that
the first click on them does not wait either, the browser shell (``game/web/start/boot.py``) imports the
modules below in idle time after the first paint, one at a time, in the order a visit is likely
to need them: a new game's setup, the game screen with each game's front end, rules and bots, play
by link, then the replay, the review, the stats and the rules pages, and the games' review judges.

A memory snapshot of the interpreter, which later visits start from, holds all of them imported
(``prime``, run by static/js/python-snapshot.mjs): such a visit imports nothing.
"""

from __future__ import annotations

from importlib import import_module

from game.core.registry import GAMES
from game.ui.i18n import DEFAULT, catalogue

#: what the first paint imports: the browser shell's imports (game/web/) and home's screen
START: tuple[str, ...] = (
    "game.core.rng",
    "game.ui.events",
    "game.ui.pages.arrive",
    "game.ui.controller",
    "game.ui.i18n",
    "game.ui.pages.error",
    "game.ui.runner",
    "game.ui.state",
    "game.ui.store",
    "game.ui.stored",
    "game.ui.page",
    "game.ui.pages.home.update",
    "game.ui.pages.home.view",
)
#: the screens' modules not imported for home, the likeliest first
SCREENS: tuple[str, ...] = (
    "game.ui.decode",
    "game.ui.pages.nav",
    "game.ui.pages.setup.update",
    "game.ui.pages.setup.view",
)
AFTER_GAMES: tuple[str, ...] = (
    "game.ui.pages.play.update",
    "game.ui.pages.play.moves",
    "game.ui.pages.play.bots",
    "game.ui.pages.play.view",
    "game.ui.pages.play.relay",
    "game.ui.pages.replay.update",
    "game.ui.pages.replay.view",
    "game.ui.pages.review.update",
    "game.ui.pages.review.view",
    "game.ui.pages.stats.update",
    "game.ui.pages.stats.view",
    "game.ui.pages.practice.update",
    "game.ui.pages.practice.view",
    "game.ui.practice.collect",
    "game.ui.practice.schedule",
    "game.ui.pages.rules.view",
)


def later() -> list[str]:
    """Every module to import in the background, in order: the setup screen, each game's front
    end and rules, the game screen, each game's bots, play by link, the other screens, then each
    game's judge of a review (``game.review.judge_of``)."""
    fronts = [module for game in GAMES for module in (game.ui_module, game.rules_module)]
    bots = [game.bots_module for game in GAMES]
    judges = [f"{game.rules_module.rsplit('.', 1)[0]}.review" for game in GAMES]
    return [*SCREENS, *fronts, *AFTER_GAMES[:4], *bots, *AFTER_GAMES[4:], *judges]


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
