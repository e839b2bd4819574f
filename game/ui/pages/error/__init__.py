"""The error panel: something broke; the way home and a report to copy."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar, NamedTuple

if TYPE_CHECKING:
    from game.ui.state import AppState


@dataclass(frozen=True)
class Failure:
    #: the screen's name (the page's ``data-screen``)
    SCREEN: ClassVar[str] = "error"

    #: what went wrong, as a report the player can copy
    report: str


class CopyReport(NamedTuple):
    pass


Msg = CopyReport


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
