"""The app's state: a shell (language, preferences, notices, storage health) around exactly one
screen's model, and the world an update may consult (:class:`Env`).

Each screen's model lives with its screen (``game/ui/pages``); a model exists only while its
screen is on: the replay only on the Replay screen, the game in play only on the Game screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, TypeAlias, cast

from game.core.registry import GAMES
from game.ui.app.events import Effect
from game.ui.i18n import DEFAULT
from game.ui.pages.error import Failure
from game.ui.pages.home import Home

if TYPE_CHECKING:
    from game.ui.pages.play import Game
    from game.ui.pages.practice import Practice
    from game.ui.pages.replay import Replay
    from game.ui.pages.rules import RulesPage
    from game.ui.pages.setup import Setup
    from game.ui.pages.stats import StatsPage
    from game.ui.practice.deck import Deck
    from game.ui.practice.work import Collecting
    from game.ui.storage.backend import Store
    from game.ui.table.reviewing import ReviewRun
    from game.ui.table.session import Session

    #: One screen's model: which screen is on is which of these the state holds. A model names
    #: its screen (``SCREEN``), so that the state is read without importing every screen's
    #: package (home's first paint imports only home's).
    Screen: TypeAlias = Home | Setup | Game | Replay | ReviewRun | StatsPage | RulesPage | Practice | Failure


@dataclass(frozen=True)
class AppState:
    """The shell, what holds across screens, and the one screen on."""

    lang: str = DEFAULT
    model: Screen = field(default_factory=Home)
    #: a line for the player on the current screen (a refusal, the Hint, a copied share line)
    message: str | None = None
    #: a notice above the screen (storage refused, a game deleted, preferences damaged)
    notice: str | None = None
    pace: str = "normal"
    contrast: bool = False
    #: quiet sound cues (off unless the player turns them on)
    sound: bool = False
    help: bool = False
    #: how many finished games the player keeps (0: all); more are offered for removal
    keep_finished: int = 0
    #: the last save was refused because storage is full: the player chooses what to remove
    full: bool = False
    #: the guided first game as the shell remembers it: (its save id, the coach's step), so that
    #: the coach holds when the game is opened again (the game screen's model has the step)
    guide: tuple[str, int] | None = None
    #: the first hint has been readied once this visit (the bots are warm)
    warmed: bool = False
    #: the address holds a refused share link the browser should clear
    clear_link: bool = False
    #: the site's address (without fragment), to write whole links with; and whether the browser
    #: has a share sheet (``navigator.share``)
    site: str = ""
    can_share: bool = False
    #: finished games are reviewed in idle time and their mistakes made practice positions
    learn: bool = True
    #: the saves of finished games waiting for that review, and the review under way
    to_collect: tuple[str, ...] = ()
    collecting: Collecting | None = None
    #: the saves queued for it this visit (a game is queued once)
    collected: tuple[str, ...] = ()
    #: the practice deck imported last and the mark of its merge (made again over the deck when
    #: another tab wrote it in between)
    imported: tuple[str, Deck] | None = None

    @property
    def screen(self) -> str:
        """The name of the screen on."""
        return self.model.SCREEN

    @property
    def session(self) -> Session | None:
        """The game in play (only on the Game screen)."""
        return self.game.session if self.screen == "game" else None

    @property
    def game(self) -> Game:
        """The Game screen's model (the state must be on it)."""
        assert self.screen == "game", f"not on the game screen but on {self.screen}"
        return cast("Game", self.model)

    @property
    def setup(self) -> Setup:
        """The Setup screen's model (the state must be on it)."""
        assert self.screen == "setup", f"not on the setup screen but on {self.screen}"
        return cast("Setup", self.model)

    @property
    def replay(self) -> Replay | None:
        """The game on the replay screen (only there)."""
        return cast("Replay", self.model) if self.screen == "replay" else None

    @property
    def review(self) -> ReviewRun | None:
        """The review on screen (only there)."""
        return cast("ReviewRun", self.model) if self.screen == "review" else None

    @property
    def setup_game(self) -> str:
        """The game the setup form (or the rules page) is of."""
        if self.screen in ("setup", "rules"):
            return cast("Setup | RulesPage", self.model).game
        return GAMES[0].id


@dataclass(frozen=True)
class Env:
    """What the world says at the moment of an event: storage to read, today's date (the
    player's), the time now, and fresh random seeds."""

    store: Store
    today: str
    now: str
    fresh_seed: Callable[[], int]
    #: seconds on a steady clock, to time a bot's thinking against the pace (the browser's;
    #: without one, thinking counts as instant and the whole pace is waited)
    clock: Callable[[], float] = lambda: 0.0


Result = tuple[AppState, list[Effect]]


def failure_report(state: AppState, err: BaseException, during: str) -> str:
    """A plain-text report of an exception: version, screen, what was happening, the error and
    the last frames of its traceback (no stored data, no names)."""
    import traceback  # only when something broke: it is not needed to start

    from game import __version__

    frames = traceback.extract_tb(err.__traceback__)[-6:]
    where = [f"  {frame.filename.rsplit('/', 1)[-1]}:{frame.lineno} in {frame.name}" for frame in frames]
    head = f"Sea & Stones {__version__} · screen {state.screen} · {during}"
    return "\n".join([head, f"{type(err).__name__}: {str(err)[:500]}", *where])


def failed(state: AppState, err: BaseException, during: str) -> AppState:
    """The in-app error panel in place of whatever broke (the game in play is left; its save is
    as it was after the last move)."""
    return replace(state, model=Failure(failure_report(state, err, during)), help=False)


__all__ = ["AppState", "Env", "Result", "failed", "failure_report"]
