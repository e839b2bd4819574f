"""What reaches the controller (events) and what it asks the browser layer to do (effects).

Plain values: the browser layer builds the events from the page's events and runs the effects;
the tests do both without a browser.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

NO_FORM: Mapping[str, str] = MappingProxyType({})


class Board(NamedTuple):
    """A command of a game's own table (a card, a cell, a stone, a dialog), as the game's front
    end decoded it (``GameUI.decode``; None: none it knows), for its ``handle``: the message of
    any screen with a table (the game, practice)."""

    msg: object
    form: Mapping[str, str] = NO_FORM


class Command(NamedTuple):
    """A ``data-cmd``: a click, a shortcut, a dragged stone, the setup form's submit, with the
    values of the page's forms (a game's dialog reads its fields there)."""

    cmd: str
    form: Mapping[str, str] = NO_FORM


# ----- events -------------------------------------------------------------------------------
#: A ``data-action``: a canonical action the viewer plays.
class Play(NamedTuple):
    action: str


#: A ``data-change`` control changed (``pace``, ``language``, ``preset``, ``setup-…``).
class Change(NamedTuple):
    kind: str
    value: str
    form: Mapping[str, str]


#: The address's fragment changed (a share link was opened).
class Navigate(NamedTuple):
    fragment: str


#: The text of a file chosen to import.
class Import(NamedTuple):
    text: str


#: A game's link was sent on (``how``: "copy", "share"...), once the browser said so.
class LinkSent(NamedTuple):
    how: str


#: The wait before a bot's move is over.
class BotTurn(NamedTuple):
    pass


#: A write or removal was refused (``code``); ``report`` says where the player reads it.
class StorageFailed(NamedTuple):
    code: str
    report: str
    #: the key that was to be written or removed
    key: str = ""


#: The clipboard refused the text.
class CopyFailed(NamedTuple):
    pass


#: The page is painted: thinking asked for by ``Think(what)`` can start (``what``: the screen's
#: message that does it).
class Thought(NamedTuple):
    what: object


#: Another tab or window of the site changed the stored text under ``key`` (the ``storage`` event).
class StoredElsewhere(NamedTuple):
    key: str


#: A short wait asked for with ``After`` is over (``tag``: the screen's message that says which).
class Timeout(NamedTuple):
    tag: object


#: Storage may have changed: what the screen shows of it is read again (sent for ``Load``).
class Refresh(NamedTuple):
    pass


#: A write or removal of the save under ``key`` found another revision stored than the one it
#: expected (another tab saved the game since): nothing the event before asked was done, and the
#: state is as it was before that event.
class Overtaken(NamedTuple):
    key: str


#: The browser is idle, as asked with ``Idle``: a step of work done in the background (a finished
#: game's review made into practice cards, game/ui/practice/collect.py).
class Idled(NamedTuple):
    pass


#: A message of a screen or of the shell, already typed (the page's shell made it itself: the
#: setup form's submit, a link sent on).
class Message(NamedTuple):
    msg: object


Event = (
    Command
    | Message
    | Play
    | Change
    | Navigate
    | Import
    | BotTurn
    | StorageFailed
    | CopyFailed
    | Thought
    | StoredElsewhere
    | Timeout
    | Refresh
    | Overtaken
    | Idled
    | LinkSent
)


# ----- effects ------------------------------------------------------------------------------
#: Store ``text`` under ``key``; a refusal comes back as ``StorageFailed(code, report)``, where
#: ``report`` is ``"message"`` when the game goes on regardless, ``"notice"`` otherwise.
#: ``expect``: the revision the save under ``key`` must still have (or nothing stored), checked
#: just before the write, in one step with it (``Overtaken`` otherwise). ``after``: written only
#: once the write of that key, earlier among the same effects, was done (an index record never
#: runs ahead of the save it describes).
class Write(NamedTuple):
    key: str
    text: str
    report: str
    expect: int | None = None
    after: str | None = None


#: Remove what is stored under ``key`` (a refusal comes back as a ``"notice"``); ``expect`` as
#: for ``Write``.
class Remove(NamedTuple):
    key: str
    expect: int | None = None


#: Put ``text`` on the clipboard (a refusal comes back as ``CopyFailed``).
class Copy(NamedTuple):
    text: str


#: Send a game's link on: ``how`` is ``copy`` (to the clipboard; where the browser refuses, the
#: link's text box ``field`` is selected and copied) or ``share`` (the system share sheet, with
#: ``title``). Run inside the click, so the browser still counts it as the player's own act; once
#: done, the page sends the game screen's ``LinkSent`` (``copied`` or ``shared``) as a ``Message``.
class SendLink(NamedTuple):
    how: str
    url: str
    title: str
    field: str


#: Offer ``text`` as a file to download.
class Download(NamedTuple):
    filename: str
    text: str


#: Say ``text`` in the live region (screen readers).
class Announce(NamedTuple):
    text: str


#: Wait ``seconds``, then send ``BotTurn``.
class Wait(NamedTuple):
    seconds: float


#: A failure for the developer console.
class Report(NamedTuple):
    text: str


#: Paint first, then send ``Thought(what)``: work that would hold the page back (the Hint asked
#: for, with an indicator on screen; the first hint readied in advance; the review's next step).
class Think(NamedTuple):
    what: object


#: Wait ``seconds``, then send ``Timeout(tag)`` (an offer that lapses: Undo after a move, a
#: deleted game's Undo).
class After(NamedTuple):
    seconds: float
    tag: object


#: Once the writes before it are done, send ``Refresh``: the screen reads what it shows again.
class Load(NamedTuple):
    pass


#: At the browser's next idle moment, send ``Idled``.
class Idle(NamedTuple):
    pass


#: Go to another screen: ``to`` is a request of ``game.ui.app.common``, which the router resolves at once
#: (``game.ui.app.nav``): a screen's update never builds another screen's model. The effect
#: runner never sees it.
class Go(NamedTuple):
    to: object


Effect = (
    Go | Write | Remove | Copy | SendLink | Download | Announce | Wait | Report | Think | After | Load | Idle
)
