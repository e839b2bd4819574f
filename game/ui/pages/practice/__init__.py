"""Practice: a session of positions due (at most ``SESSION_CARDS``), each answered on the table, then
judged (good or not, the better move on the board, the reason), or today's position of a game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from game.ui.app.events import Board
from game.ui.app.wire import tagged

if TYPE_CHECKING:
    from game.ui.practice.deck import Answered, Card
    from game.ui.practice.judging import Judged
    from game.ui.table.session import Session

#: the most positions a session asks
SESSION_CARDS = 10


@dataclass(frozen=True)
class Practice:
    """A practice session: its cards, the one asked now (its position with the answer's moves so
    far), the selection on its table, the verdict once judged, and how the answers went."""

    #: the screen's name (the page's ``data-screen``)
    SCREEN: ClassVar[str] = "practice"

    cards: tuple[Card, ...] = ()
    index: int = 0
    session: Session | None = None
    selection: Any = None
    judged: Judged | None = None
    #: the answer is complete and being judged (shown once it takes a moment)
    judging: bool = False
    results: tuple[bool, ...] = ()
    message: str | None = None
    #: today's position of this game (its date), or "" for the positions due
    daily: str = ""
    #: why a card could not be opened (it is passed over)
    problem: str | None = None
    #: the answers of this session written to the deck (each made again over a deck another tab
    #: wrote in between; the deck's marks tell which are in it already)
    written: tuple[Answered, ...] = ()

    @property
    def card(self) -> Card | None:
        return self.cards[self.index] if self.index < len(self.cards) else None

    @property
    def over(self) -> bool:
        return self.index >= len(self.cards)


class JudgeAnswer(NamedTuple):
    """Judge the answer on the table (once the page shows it is being judged)."""


@tagged("practice-next")
class NextCard(NamedTuple):
    pass


@tagged("practice-again")
class Again(NamedTuple):
    """Take back the moves of an unfinished answer (a turn of several moves)."""


@tagged("practice-copy")
class CopyResult(NamedTuple):
    """Copy today's position's result (it does not give the answer away)."""


#: its messages, and a click on its table (``events.Board``)
Msg = JudgeAnswer | NextCard | Again | CopyResult | Board


def share(model: Practice, lang: str) -> str | None:
    """Today's position's result as text, once answered (no move in it)."""
    from game.ui.i18n import tr
    from game.ui.practice.starter import share_line

    card = model.card
    if not model.daily or model.judged is None or card is None:
        return None
    return share_line(tr(lang, f"game.{card.game}"), model.daily, model.judged.good, lang)
