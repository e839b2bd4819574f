"""The game in play: the table, the hand-off between people, bots' turns, Hint, Undo, the coach
of a guided game, watching a table of bots, and the end."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from game.ui.app.events import Board as Board
from game.ui.app.frontends import ui_for
from game.ui.app.wire import tagged

if TYPE_CHECKING:
    from game.ui.storage.saves import Index
    from game.ui.table.guide import GuideStep
    from game.ui.table.reviewing import ReviewRun
    from game.ui.table.session import Session


#: seconds a player has to take back a move before the hand-off hides the table
UNDO_WINDOW = 6.0


@dataclass(frozen=True)
class Shelf:
    """What the game screen shows of storage, read when it opens or storage changes."""

    #: the save index, while storage is full (the player chooses what to remove)
    index: Index | None = None
    #: a daily game played before today's attempt on the record (a replay of the deal)
    daily_replay: bool = False
    #: the share line of a finished daily game
    daily_share: str | None = None


@dataclass(frozen=True)
class Game:
    #: the screen's name (the page's ``data-screen``)
    SCREEN: ClassVar[str] = "game"

    session: Session
    #: the viewer's selection, as the game's front end keeps it
    selection: Any = None
    #: cells of the move the Hint suggests, marked on the board until the next move
    hinted: tuple[int, ...] = ()
    hint_action: str | None = None
    #: the Hint is being worked out (an indicator shows when it takes a while)
    thinking: bool = False
    #: a bot's move is scheduled (a ``Wait`` is running)
    bot_waiting: bool = False
    #: a bot's move already thought out, waiting out the rest of the pace: (save id, moves
    #: played when it was chosen, the action)
    bot_move: tuple[str, int, str] | None = None
    #: the last move a bot made, which the status line names from when it lands until the next
    #: lands: (save id, moves played once it was made)
    landed: tuple[str, int] | None = None
    #: that move's motion may still run: whoever acts next is named once it has ended
    landing: bool = False
    #: the revision of the game's save this tab last read or wrote (a write goes over it only)
    save_rev: int = 0
    #: the game was saved from another tab since: this tab's moves are refused until it opens
    #: the newer game
    stale: bool = False
    #: a table of bots only is paused (watch mode): no bot moves until Resume or Step
    paused: bool = False
    #: pass-and-play: the seat that just moved may still take the move back (Undo) before the
    #: device is passed on; meanwhile only the public table is shown
    passing: int | None = None
    #: a game just opened from a link: whose move it is is asked first ("Play as", "Not me")
    arrived: bool = False
    #: False for a game open in this page only (storage cannot be used, and the player was told
    #: nothing is kept): it is never written, so no move fails to save
    kept: bool = True
    #: the link was just sent on: ``copied`` or ``shared`` (said beside it)
    sent: str = ""
    #: the move log is open as a sheet over the table (narrow screens show a Log button)
    log_open: bool = False
    shelf: Shelf = field(default_factory=Shelf)
    #: the end's summary is folded away, so the final board has the screen
    end_folded: bool = False
    #: a lost game's decisions being rated to find the moment it was lost (the review's, run
    #: beside the end screen a decision at a time)
    moment: ReviewRun | None = None
    #: the Hint worked out in advance for a position: (save id, moves played, viewer, action)
    ready_hint: tuple[str, int, int, str] | None = None
    #: the board cells the message on screen is about (a refused cell, the Hint's move): the note
    #: that says it is drawn at them
    said_at: tuple[int, ...] = ()
    #: the notes of the side panel the player lowered on a phone (their title), until others come
    notes_down: str = ""
    #: the link's QR code is shown over the whole screen, to be scanned from another device
    qr_full: bool = False
    #: a guided first game: the coach's step (None: no coach)
    coach: int | None = None

    @property
    def log_shown(self) -> bool:
        """The log's sheet is on screen: open, and not under the hand-off (which shows the log)."""
        return self.log_open and not (self.session.step() == "handoff" and self.passing is None)


def coach_step(game: Game) -> tuple[int, GuideStep] | None:
    """The coach's step, when ``game`` is a guided game and the coach is on."""
    index = game.coach
    if index is None:
        return None
    steps = ui_for(game.session.match.game).guide.steps
    return (index, steps[index]) if 0 <= index < len(steps) else None


@tagged("hint")
class Hint(NamedTuple):
    pass


class WorkOutHint(NamedTuple):
    """The page shows the Hint is being worked out: work it out now."""


class ReadyHint(NamedTuple):
    """The page is painted: ready the first hint in advance (the bots warm up)."""


@tagged("guide-next")
class GuideNext(NamedTuple):
    pass


@tagged("guide-close")
class GuideClose(NamedTuple):
    pass


@tagged("save-now")
class SaveNow(NamedTuple):
    pass


@tagged("watch-pause")
class WatchPause(NamedTuple):
    pass


@tagged("watch-step")
class WatchStep(NamedTuple):
    pass


@tagged("watch-seat")
class WatchSeat(NamedTuple):
    seat: int


@tagged("handoff")
class Handoff(NamedTuple):
    """The person whose turn it is has the device."""


@tagged("pass")
class Pass(NamedTuple):
    """The mover passes the device on before the Undo window is over."""


@tagged("undo")
class Undo(NamedTuple):
    pass


@tagged("again")
class Again(NamedTuple):
    """The same deal again, as a new game."""


@tagged("copy-share")
class CopyShare(NamedTuple):
    pass


@tagged("log")
class ToggleLog(NamedTuple):
    """Open the move log as a sheet over the table, or close it."""


@tagged("notes")
class ToggleNotes(NamedTuple):
    """Lower the side panel's notes to their ``title``, or raise them again (phones)."""

    title: str = ""


@tagged("qr-full")
class QrFull(NamedTuple):
    """Show the link's QR code over the whole screen, or close it."""


@tagged("end-fold")
class EndFold(NamedTuple):
    """Fold the end's summary away, or open it again."""


@tagged("moment-find")
class FindMoment(NamedTuple):
    """Rate the decisions of a lost game to find the moment it was lost."""


class MomentStep(NamedTuple):
    """Rate the next decision of the search (once the page shows the last one)."""


@tagged("moment-stop")
class StopMoment(NamedTuple):
    pass


@tagged("moment-see")
class SeeMoment(NamedTuple):
    """Open the replay at the moment the game was lost."""


class Landed(NamedTuple):
    """The motion of move ``moves`` of save ``save_id``, a bot's, is over."""

    save_id: str
    moves: int


class WindowOver(NamedTuple):
    """The Undo window after move ``moves`` of save ``save_id`` is over."""

    save_id: str
    moves: int


@tagged("relay-copy", how="copy")
@tagged("relay-share", how="share")
class SendLink(NamedTuple):
    """Copy the game's link (``how``: ``copy``) or share it (``share``)."""

    how: str


class LinkSent(NamedTuple):
    """The page copied or shared the link (``how``: ``copied`` or ``shared``)."""

    how: str


@tagged("game-export")
class ExportGame(NamedTuple):
    """Download the game on screen as a file (a game grown too long for a link travels so)."""


@tagged("relay-play-as")
class PlayAs(NamedTuple):
    """The person whose move it is has this device (a game opened from a link)."""


@tagged("relay-not-me")
class NotMe(NamedTuple):
    """The person at this device is not the one to move: only the public table is shown."""


@tagged("relay-plays-here")
class PlaysHere(NamedTuple):
    """The person the game waits for plays on this device too (friends sharing one device)."""


Msg = (
    Hint
    | WorkOutHint
    | ReadyHint
    | GuideNext
    | GuideClose
    | SaveNow
    | WatchPause
    | WatchStep
    | WatchSeat
    | Handoff
    | Pass
    | Undo
    | Again
    | CopyShare
    | WindowOver
    | Landed
    | SendLink
    | LinkSent
    | ExportGame
    | PlayAs
    | NotMe
    | PlaysHere
    | ToggleLog
    | ToggleNotes
    | QrFull
    | EndFold
    | FindMoment
    | MomentStep
    | StopMoment
    | SeeMoment
    | Board
)
