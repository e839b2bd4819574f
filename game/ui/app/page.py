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
from game.ui.app.screen import shown
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


def body(state: AppState) -> list[Spec]:
    """The screen on, drawn from its model (``game.ui.app.registry``: each screen's package and
    view are imported when it is first shown, so home's first paint imports no other screen's)."""
    return screen_of(state.model).view(state.model, shown(state))


def page(state: AppState) -> Page:
    lang = state.lang
    # The log's sheet and the QR code are modal dialogs: the page's header waits behind them.
    game = state.game if state.screen == "game" else None
    if game is not None:
        from game.ui.pages.play.view import modal

        sheet = modal(game)
    else:
        sheet = False
    header = h(
        "header",
        {"class": "app-header", "inert": sheet},
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
    session = game.session if game is not None else None
    # How many moves the game on screen has seen: the page's scripts animate (and sound) a change.
    moves = len(session.match.actions) if session is not None else None
    motion: dict[str, str | int | None] = {}
    if session is not None and state.screen == "game":
        from game.ui.pages.play.motion import motion_facts

        motion = motion_facts(session, state.pace)
    main = h(
        "main",
        {
            "id": "main",
            # a replay is drawn as a game table (its layout), marked as a replay
            "class": f"screen-game screen-{state.screen}"
            if state.screen in ("replay", "practice")
            else f"screen-{state.screen}",
            "inert": state.help,
            "data-moves": moves,
            "data-sound": "on" if state.sound else None,
            **motion,
        },
        *body(state),
    )
    specs = [header, main, footer]
    if state.help:
        specs.append(help_overlay(session.match.game if session is not None else None, lang))
    theme = "contrast" if state.contrast else "standard"
    board = None
    if game is not None:
        from game.ui.pages.play import coach_step
        from game.ui.pages.play.view import marks

        board = marks(game, coach_step(game), state.message is not None)
    return Page(specs, state.screen, theme, lang, board)


def safe_page(state: AppState) -> tuple[AppState, Page]:
    """``page``, except that an exception while drawing shows the error panel instead (the state
    changes to it, so Back to home and Copy act on it)."""
    try:
        return state, page(state)
    except Exception as err:
        state = failed(state, err, "paint")
        return state, page(state)
