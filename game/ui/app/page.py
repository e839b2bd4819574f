"""The whole page for an :class:`~game.ui.app.state.AppState`, as element specs (pure: it reads the
state only, never storage or a clock).

``page(state)`` gives what the browser layer paints into ``#app`` plus the page's settings
(screen, theme, language) and the board cells to mark (the last move's and the Hint's). Each
screen draws itself (``game/ui/pages/<screen>/view.py``); this is the frame around it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game import __version__
from game.ui.app import common
from game.ui.app.registry import screen_of
from game.ui.app.screen import NO_FRAME, shown
from game.ui.app.state import AppState, failed
from game.ui.app.wire import on
from game.ui.element import Spec, h
from game.ui.i18n import tr
from game.ui.widgets.pickers import contrast_button, language_picker, sound_button
from game.ui.widgets.shortcuts import help_button, help_overlay


@dataclass(frozen=True)
class Page:
    specs: list[Spec]
    screen: str
    theme: str
    lang: str
    #: class name -> board cells (numbers) or hand cards (their ``data-card``) to mark; None when
    #: no board is on screen
    marks: dict[str, list[int] | list[str]] | None


def page(state: AppState) -> Page:
    """The page for ``state``: the screen on, drawn from its model, in the frame, which takes what
    it needs of the screen through the registry (``game.ui.app.registry``: each screen's package
    and view are imported when it is first shown, so home's first paint imports no other's)."""
    lang = state.lang
    screen, seen = screen_of(state.model), shown(state)
    frame = NO_FRAME if screen.frame is None else screen.frame(state.model, seen)
    # A modal sheet (the log's, the QR code): the page's header waits behind it.
    header = h(
        "header",
        {"class": "app-header", "inert": frame.modal},
        h(
            "h1",
            {"class": "app-title"},
            h("a", {"href": "#", **on(common.GoHome())}, tr(lang, "app.title")),
        ),
        h(
            "div",
            {"class": "header-tools"},
            help_button(lang),
            contrast_button(state.contrast, lang),
            sound_button(state.sound, lang),
            language_picker(lang),
        ),
    )
    version = tr(lang, "app.version", version=__version__)
    footer = h(
        "footer",
        {"class": "app-footer"},
        h("span", {"class": "version", "data-version": __version__}, version),
    )
    main = h(
        "main",
        {
            "id": "main",
            # a replay is drawn as a game table (its layout), marked as a replay
            "class": f"screen-game screen-{state.screen}"
            if state.screen in ("replay", "practice")
            else f"screen-{state.screen}",
            "inert": state.help,
            # how many moves the game on screen has seen: the page's scripts animate (and sound) a change
            "data-moves": frame.moves,
            "data-sound": "on" if state.sound else None,
            **frame.motion,
        },
        *screen.view(state.model, seen),
    )
    specs = [header, main, footer]
    if state.help:
        specs.append(help_overlay(frame.game, lang))
    theme = "contrast" if state.contrast else "standard"
    return Page(specs, state.screen, theme, lang, frame.marks)


def address_of(state: AppState) -> str | None:
    """The address the screen on puts in the address bar (a game by link's), if any."""
    address = screen_of(state.model).address
    return None if address is None else address(state.model)


def safe_page(state: AppState) -> tuple[AppState, Page]:
    """``page``, except that an exception while drawing shows the error panel instead (the state
    changes to it, so Back to home and Copy act on it)."""
    try:
        return state, page(state)
    except Exception as err:
        state = failed(state, err, "paint")
        return state, page(state)
