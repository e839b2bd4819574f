"""What the table says over and on the board, moving nothing: the status line, which always names
who must act and what is happening (said politely to screen readers), and the note that says why
a move was refused, what the Hint suggests, or that it is being worked out: drawn over the status
line, covering no cell and no button, while the cells it names are marked on the board
(``said-at``, static/css/app.css)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from game.ui.app.frontends import ui_for
from game.ui.element import Spec, h
from game.ui.i18n import tr
from game.ui.pages.play import Game
from game.ui.table.inline import drawn_at_names
from game.ui.table.session import Session

#: the id of the status line's words (a sheet of the table is named by them)
STATUS_ID = "status-text"
#: words longer than this are drawn a little smaller, so they keep the status line's two lines
LONG = 90


class Status(NamedTuple):
    """What the status line says: ``kind`` (``you``: the viewer acts; ``bot``, ``away``: a person
    on another device, ``other``: someone else at this device, ``passing``, ``paused``, ``over``),
    the seat it names (None: nobody in particular), the words, and the move they name (a bot's
    move as it lands: the cards it shows are drawn there)."""

    kind: str
    seat: int | None
    text: str
    move: str | None = None


def landed_move(game: Game, session: Session) -> tuple[int, str] | None:
    """The seat and the move of the last move, when it is the bot's move the status line names
    (``Game.landed``): no move has been made since."""
    match = session.match
    seat = session.last_mover()
    if game.landed != (session.save_id, len(match.actions)) or seat is None:
        return None
    return seat, match.actions[-1]


def status_of(game: Game, session: Session, names: list[str], lang: str, asked: str | None = None) -> Status:
    """Who must act now and what is happening, from the game on screen (``session``: as it is
    shown, its seats named as the screen speaks of them; ``names``: their names on screen), in
    step with the board: a bot's move is said as it lands, never before, and stays said while
    the next bot thinks; whoever acts after it is named once its motion is over. The move a
    guided game's coach asks for (``asked``) is said in place of the turn's usual words."""
    step = session.step()
    if step == "over":
        return Status("over", None, tr(lang, "status.over"))
    if game.passing is not None:
        seat = session.handoff_seat()
        return Status("passing", seat, tr(lang, "status.passing", name=names[seat]))
    seat = session.actor()
    if game.paused and not session.humans:
        return Status("paused", seat, tr(lang, "status.paused", name=names[seat]))
    last = landed_move(game, session)
    if last is not None and (step == "bot" or game.landing):
        by, move = last
        return Status("bot", by, ui_for(session.match.game).doing(names[by], move, lang), move)
    if step == "away":
        return Status("away", seat, tr(lang, "status.away", name=names[seat]))
    if step == "bot":
        return Status("bot", seat, tr(lang, "status.thinking", name=names[seat]))
    if step == "human" and session.legal:
        ui = ui_for(session.match.game)
        if asked is not None and session.legal_for_viewer() and asked in session.legal:
            return Status("you", seat, tr(lang, "guide.do", move=ui.hint(asked, lang)))
        return Status("you", seat, ui.prompt(session, game.selection, lang))
    return Status("other", seat, tr(lang, "status.turn_of", name=names[seat]))


def status_line(status: Status, extra: Spec | None = None, cards: Sequence[Spec] = ()) -> Spec:
    """The status line over the board: one sentence in a box of fixed height (two lines where the
    board's column is narrow), announced politely to screen readers as it changes; ``extra``: a
    button at its end (on a phone, the one that raises the notes lowered to their title); a card
    of ``cards`` the sentence names in words (the move a guided game asks for) drawn there."""
    kind, seat, text, _ = status
    return h(
        "div",
        {"class": "status-line", "data-status": kind, "data-seat": seat},
        h(
            "p",
            {
                "id": STATUS_ID,
                "class": "status-text",
                "role": "status",
                "aria-live": "polite",
                "data-long": "true" if len(text) > LONG else None,
            },
            *drawn_at_names(text, cards),
        ),
        *([extra] if extra is not None else []),
    )


def board_note(
    message: str | None,
    hint: str | None,
    thinking: bool,
    at: tuple[int, ...],
    lang: str,
    cards: Sequence[Spec] = (),
) -> Spec | None:
    """The note on the board: a refusal or another message (an alert), the Hint (its move kept
    for scripts in ``data-hint``), or that the Hint is being worked out (shown only once that
    takes 200 ms, app.css); a card the message names in words (one of ``cards``) drawn there;
    drawn at the cells ``at`` it is about, else at the board's foot. It takes no click: the
    board under it stays in play."""
    where = " at-cells" if at else ""
    if message:
        role = "status" if hint else "alert"
        said = drawn_at_names(message, cards)
        return h("p", {"class": "message board-note" + where, "role": role, "data-hint": hint}, *said)
    if thinking:
        return h("p", {"class": "thinking board-note", "role": "status"}, tr(lang, "told.thinking"))
    return None
