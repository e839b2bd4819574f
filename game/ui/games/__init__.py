"""One front end per game behind one narrow interface, :class:`GameUI`.

Everything the shared screens and the controller need to know about a game goes through its
``GameUI``: how a click changes the player's selection (and which action it completes), the
board, the end of game (one summary of its figures), the log's words, the cells a move touches, the shortcuts, the setup
form, the daily deal's result and what a game counts for in the stats. Each game's package here
exposes ``UI``, registered in ``game.ui.app.frontends``; nothing else outside this folder names a game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.core.registry import GameSpec
from game.ui.element import Spec, h
from game.ui.i18n import tr

if TYPE_CHECKING:  # the interface's types only: importing this module loads no game's code
    from game.ui.table.ending import EndSummary
    from game.ui.table.guide import Guide
    from game.ui.table.log import LogEntry
    from game.ui.table.session import Session


@dataclass(frozen=True)
class Outcome:
    """What a click did: the new selection, maybe a complete action to play, maybe a message."""

    selection: Any
    action: str | None = None
    message: str | None = None
    #: the board cells the message is about (a refused cell): it is said at them
    cells: tuple[int, ...] = ()


class GameUI(Protocol):
    """A game's front end. Every method is pure; ``lang`` is the player's language."""

    spec: GameSpec
    #: (keys shown, catalogue key of what they do) of this game's shortcuts
    shortcuts: tuple[tuple[str, str], ...]
    #: catalogue keys of notes shown under them in the help overlay
    shortcut_notes: tuple[str, ...]
    #: the guided first game (game.ui.table.guide)
    guide: Guide

    def new_selection(self) -> Any:
        """The empty selection (nothing picked)."""
        ...

    def decode(self, command: str) -> object | None:
        """The game's own message for a ``data-cmd`` of its board, hand or controls (None: not
        one of them); decoded once, as the command reaches the app."""
        ...

    def handle(
        self, msg: object, fields: Mapping[str, str], selection: Any, session: Session, lang: str
    ) -> Outcome:
        """A message of ``decode`` (``fields``: the values of the form it belongs to) applied to
        ``selection``; None, or another game's, is no move."""
        ...

    def board(self, session: Session, selection: Any, lang: str) -> Spec:
        """The table as the viewer sees it, with the controls when they decide."""
        ...

    def end_summary(self, session: Session) -> EndSummary:
        """Every figure of a finished game (who won, the stats' and the share line's figures, each
        player's line, highlights, chart): the one source the end screen, the share line, the
        stats and the announcement read."""
        ...

    def position(
        self, view: Mapping[str, Any], played: Sequence[str], best: Sequence[str], lang: str
    ) -> Spec:
        """A decision's position for the review, compact and not interactive: the board and the
        hand of the seat that decided as it saw them (``view``: that seat's, no other hand), the
        cells and cards of the move ``played`` and of the bot's ``best`` marked."""

    def end_details(self, session: Session, lang: str) -> tuple[Spec, ...]:
        """A finished game's result of each seat drawn under its line of the end screen (in seat
        order; empty when the lines say it all)."""
        ...

    def end_table(self, session: Session, lang: str) -> tuple[Spec, ...]:
        """A finished game's cards beyond each seat's line, drawn after why it was lost (a lost
        voyage: what the sea still needed); empty when there is nothing more to draw."""
        ...

    def card_glyph(self, card: int, lang: str) -> Spec:
        """A card (the engine's number for it) drawn small inside a sentence, its words its
        accessible name."""
        ...

    def describe(self, name: str, action: str, lang: str) -> str:
        """A move of ``name`` in words for the log and the live region (nothing hidden named)."""
        ...

    def doing(self, name: str, action: str, lang: str) -> str:
        """A bot's move (``name``: the bot's seat), in words, as the status line over the board
        says it from when it lands (nothing hidden named)."""
        ...

    def prompt(self, session: Session, selection: Any, lang: str) -> str:
        """What the viewer is asked to do now, in one sentence (the status line over the board
        says it while the viewer may act)."""
        ...

    def log_entries(self, session: Session, names: Sequence[str], lang: str) -> list[LogEntry]:
        """Every move of the game for the log: its seat, a small drawn card, its effect and
        everything it set off (public information only)."""
        ...

    def hint(self, action: str, lang: str) -> str:
        """A suggested move, in words, for the player who would make it."""
        ...

    def hint_marked(self, action: str, lang: str) -> tuple[str, tuple[Spec, ...]]:
        """``hint`` with ``game.ui.table.inline.CARD_MARK`` where it names a card, and each such card
        drawn small, its words its accessible name (a game whose cards are numbers marks none)."""
        ...

    def note_cards(self, view: Mapping[str, Any], action: str | None, lang: str) -> tuple[Spec, ...]:
        """The cards the note on the board may name in the position of ``view`` (the viewer's):
        a refusal or the Hint (its move ``action``), drawn small, each named by its words (the
        note draws them where it names them)."""
        ...

    def hint_reason(self, view: Mapping[str, Any], action: str, lang: str) -> str:
        """Why the Hint suggests ``action`` in the position of ``view`` (the viewer's)."""
        ...

    def touched_cells(self, action: str) -> list[int]:
        """The board cells a move changes (public once it is played)."""
        ...

    def hand_cards(self, action: str) -> list[str]:
        """The cards of the mover's hand a move plays, pays with or scores, as the hand's
        ``data-card`` names them (the Hint and the coach ring them there)."""
        ...

    def aimed_cards(self, view: Mapping[str, Any], action: str) -> list[str]:
        """The cards of the mover's hand a move aims at without using them (in the position of
        ``view``, the mover's: a Shift that makes a card match), as ``hand_cards`` names them (the
        Hint rings them otherwise)."""
        ...

    def setup_notes(self, lang: str) -> list[Spec]:
        """Notes shown above the seats of the setup form."""
        ...

    def setup_parts(self, values: Mapping[str, str], lang: str) -> list[Spec]:
        """The game's own part of the setup form (notes, presets, modules)."""
        ...

    def options_from_form(self, values: Mapping[str, str]) -> dict[str, Any]:
        """Engine options (their JSON keys) from the setup form's strings."""
        ...

    def meter(self, options: Mapping[str, Any], players: int, lang: str) -> Spec:
        """The setup screen's difficulty meter for these options and players."""
        ...

    def share_result(self, won: bool, figure: int, lang: str) -> str:
        """The result part of the daily share line."""
        ...

    def record_kind(self, options: Mapping[str, Any], players: int) -> str:
        """The stats record (after ``<game>/``) a finished game counts toward."""
        ...

    def record_unit(self, kind: str) -> str:
        """The catalogue key of the unit of a record's average."""
        ...

    def rules_sections(self) -> tuple[str, tuple[str, ...]]:
        """The catalogue prefix of the rules page's sections and the sections in order."""
        ...

    def rulings(self) -> list[tuple[str, str, str]]:
        """The house rulings: id, the rule they refine, the English text."""
        ...

    def rules_figures(self, lang: str) -> dict[str, Spec]:
        """Pictures of the rules page, by the section they follow."""
        ...


def check_view(view: Mapping[str, Any], required: frozenset[str], game: str) -> None:
    """Raise ``ValueError`` unless ``view`` has every key a game's typed view requires."""
    missing = required - view.keys()
    if missing:
        raise ValueError(f"not a {game} view: no {', '.join(sorted(missing))}")


def hidden_hand(back: Spec, count: int, lang: str) -> Spec:
    """The hand's row while no hand is shown: the ``count`` cards of the seat to play face down,
    ``back`` drawn in the box of a hand's own card (so the board keeps its size as hands hide and
    show), under the words "Hands are hidden."; a back is no card (no ``data-card``)."""
    return h(
        "section",
        {"class": "hand hidden-hand"},
        h("p", {}, tr(lang, "hand.hidden")),
        *[list(back) for _ in range(count)],
    )
