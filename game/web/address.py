"""The address bar: a refused link is taken out of it (a reload opens the site, not the same
failure), and while a game played by link is on screen it holds that game's link as it stands, so
a reload opens the game again (the device holds it: nothing new, nothing asked) and leaving the
game takes the link out again."""

from __future__ import annotations

import re

import js
from pyodide.ffi import jsnull

from game.ui.app.arrive import link_cleared
from game.ui.app.page import address_of
from game.ui.app.state import AppState

#: the query a play link's address carries (``turn_query``): whose move it waited for when sent
TURN_HINT = re.compile(r"\?turn=[0-9](?:\.[A-Za-z0-9_-]{1,8})?")


class Address:
    """Keeps the address's fragment in step with the screen (``history.replaceState``: no
    navigation, no ``hashchange``)."""

    def __init__(self) -> None:
        #: the fragment this page put in the address (None: the address is the page's own)
        self.shown: str | None = None

    def follow(self, state: AppState) -> AppState:
        """The address for ``state`` (the state, once a refused link is cleared from it)."""
        if state.clear_link:
            self.put("")
            return link_cleared(state)
        wanted = address_of(state)
        if wanted != self.shown and (wanted is not None or self.shown is not None):
            self.put(wanted or "")
        return state

    def put(self, fragment: str) -> None:
        """``fragment`` (with its ``#``; "": none) in the address, in place of what is there."""
        location = js.window.location
        search = str(location.search)
        if TURN_HINT.fullmatch(search):  # the link's hint of whose turn it was: true once only
            search = ""
        js.window.history.replaceState(jsnull, "", f"{location.pathname}{search}{fragment}")
        self.shown = fragment or None
