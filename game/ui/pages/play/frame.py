"""The game screen's frame around the board: the status line over the table, the table with its
side panel and move log (a sheet on phones), the hand-off between players, the window to take a
move back."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.ui.element import Child, Spec, h
from game.ui.i18n import error_text, tr
from game.ui.table.inline import drawn_at_names

if TYPE_CHECKING:
    from game.ui.table.session import Session
from game.ui.app import common
from game.ui.app.wire import changes, on
from game.ui.pages.play import Handoff, Hint, Pass, ToggleLog, ToggleNotes, Undo
from game.ui.table.log import move_log

PACES = ("instant", "normal", "slow")


def handoff(
    name: str, lang: str = "en", log: Sequence[Child] = (), since: Sequence[tuple[int, Child]] = ()
) -> Spec:
    """Full-screen hand-off: nothing private is on the page until the named player confirms.

    The move log is public (game.ui.table.log never names a hidden card), so the table can read what
    happened while the device travels; ``since`` (move number, entry) is what happened since the
    named player's last turn, shown first."""
    recent = (
        [
            h("h2", {}, tr(lang, "frame.log")),
            move_log(log, lang),
        ]
        if log
        else []
    )
    if since:
        missed = [h("li", {"value": n}, entry) for n, entry in since]
        recent[0:0] = [
            h("h2", {"id": "since-title"}, tr(lang, "told.since", name=name)),
            h("ol", {"class": "log since", "aria-labelledby": "since-title"}, *missed),
        ]
    return h(
        "section",
        {"class": "handoff", "role": "dialog", "aria-modal": "true", "aria-labelledby": "handoff-title"},
        h(
            "h2",
            {"id": "handoff-title"},
            tr(lang, "handoff.pass_to"),
            h("span", {"class": "player-name"}, name),
        ),
        h("p", {}, tr(lang, "handoff.only_them")),
        h(
            "button",
            {"type": "button", "class": "btn primary", **on(Handoff()), "autofocus": True},
            tr(lang, "handoff.confirm", name=name),
        ),
        *recent,
    )


def undo_button(lang: str) -> Spec:
    """Undo the last move (also the U key): the mover's take-back before the device or the link
    passes on."""
    return h(
        "button",
        {
            "type": "button",
            "class": "btn",
            **on(Undo()),
            "data-key": "u",
            "aria-keyshortcuts": "U",
        },
        tr(lang, "frame.undo"),
    )


def undo_window(mover: str, receiver: str, lang: str = "en", window: str = "", seconds: int = 6) -> Spec:
    """After a move in pass-and-play: a short moment to take it back before the device goes on
    (only the public table is on screen meanwhile). A bar empties over the ``seconds`` until it
    goes on by itself (the page times window ``window`` from its first paint, so a repaint
    meanwhile does not start it again)."""
    return h(
        "div",
        {"class": "undo-window", "role": "status", "data-shortcut-scope": True},
        h("p", {}, tr(lang, "window.made", name=mover)),
        h("p", {"class": "window-lapse"}, tr(lang, "window.lapse", count=seconds)),
        h(
            "div",
            {
                "class": "countdown",
                "aria-hidden": "true",
                "data-window": window,
                "data-seconds": seconds,
            },
            h("span", {}),
        ),
        h(
            "div",
            {"class": "buttons"},
            undo_button(lang),
            h(
                "button",
                {"type": "button", "class": "btn primary", **on(Pass()), "autofocus": True},
                tr(lang, "window.pass", name=receiver),
            ),
        ),
    )


def game_frame(
    session: Session,
    board: Spec,
    log: Sequence[Child],
    pace: str,
    lang: str = "en",
    *,
    status: Spec | None = None,
    said: Spec | None = None,
    end: Spec | None = None,
    notes: Sequence[Spec] = (),
    sheet: tuple[str, bool] = ("", False),
    sheet_cards: Sequence[Spec] = (),
    log_open: bool = False,
) -> list[Spec]:
    """The board with the status line over it and its side panel: Undo, Hint, Home, the log and
    the bots' pace, then the notes, then the log.

    Nothing that comes and goes during a turn moves the board or a button: the status line
    (``status``) keeps one box whatever it says; the note on the board (``said``: a refusal, a
    Hint, the Hint being worked out) is drawn over the board and takes no click; the notes (the
    coach, the Undo window, the link to send, the moves made while away) come after the panel's
    buttons. On phones the notes are a sheet over the table, raised or lowered to its title
    (``sheet``: the title, and whether the player lowered it; a card of ``sheet_cards`` the title
    names in words drawn there), whose buttons stay where they are.
    The end (``end``) heads the panel, in place of its buttons. With ``log_open`` the log is a
    sheet over the table (a modal dialog) and the table behind it is inert; narrow screens show a
    Log button in the panel instead of the log."""
    refusal = session.undo_refusal()
    own_turn = session.viewer is not None and session.step() == "human"
    undo_reason = (
        error_text(lang, refusal) if refusal is not None else (None if own_turn else tr(lang, "undo.wait"))
    )
    pace_select = h(
        "select",
        {**changes("pace"), "aria-label": tr(lang, "frame.pace_label")},
        *(
            h("option", {"value": value, "selected": value == pace}, tr(lang, f"pace.{value}"))
            for value in PACES
        ),
    )
    buttons = h(
        "div",
        {"class": "buttons panel-buttons"},
        h(
            "button",
            {
                "type": "button",
                "class": "btn",
                **on(Undo() if undo_reason is None else None),
                "data-key": "u",
                "aria-keyshortcuts": "U",
                "disabled": undo_reason is not None,
                "title": undo_reason,
            },
            tr(lang, "frame.undo"),
        ),
        h(
            "button",
            {
                "type": "button",
                "class": "btn",
                **on(Hint() if own_turn else None),
                "data-key": "h",
                "aria-keyshortcuts": "H",
                "disabled": not own_turn,
                "title": None if own_turn else tr(lang, "frame.hint_wait"),
            },
            tr(lang, "frame.hint"),
        ),
        h(
            "button",
            {"type": "button", "class": "btn", **on(common.GoHome())},
            tr(lang, "frame.home"),
        ),
        log_button(len(log), log_open, lang),
        h(
            "label",
            {"class": "pace"},
            h("span", {"class": "pace-word"}, tr(lang, "frame.bots")),
            " ",
            pace_select,
        ),
    )
    panel = h(
        "aside",
        {"class": "side-panel"},
        *([end] if end is not None else []),
        buttons,
        h("p", {"class": "undo-reason"}, undo_reason) if undo_reason and own_turn else h("span", {}),
        *([notes_sheet(notes, sheet, lang, sheet_cards)] if notes else []),
        *([] if log_open else [h("h2", {"class": "log-title"}, tr(lang, "frame.log")), move_log(log, lang)]),
    )
    layout = h(
        "div",
        {"class": "game-layout", "inert": log_open},
        *([status] if status is not None else []),
        h("div", {"class": "board-area"}, board),
        *([said] if said is not None else []),
        panel,
    )
    return [layout, log_sheet(log, lang)] if log_open else [layout]


def notes_sheet(
    notes: Sequence[Spec], sheet: tuple[str, bool], lang: str, cards: Sequence[Spec] = ()
) -> Spec:
    """The notes of the side panel. On phones and tablets they are a sheet over the table, with
    a title (a card of ``cards`` it names in words drawn there) and a button that lowers it (the
    status line then has the button that raises it again: ``notes_toggle``); elsewhere the panel
    shows them."""
    title, lowered = sheet
    head = h(
        "div",
        {"class": "notes-head"},
        h("p", {"class": "notes-title"}, *drawn_at_names(title, cards)),
        notes_toggle(sheet, lang),
    )
    return h(
        "section",
        {"class": "panel-notes" + (" lowered" if lowered else ""), "aria-label": title or None},
        head,
        h("div", {"class": "notes-body", "id": "panel-notes-body"}, *notes),
    )


def notes_toggle(sheet: tuple[str, bool], lang: str) -> Spec:
    """The button that lowers the notes' sheet to its title (``sheet``: the title, and whether
    it is lowered now), or raises it again."""
    title, lowered = sheet
    return h(
        "button",
        {
            "type": "button",
            "class": "btn notes-toggle",
            **on(ToggleNotes(title)),
            "aria-expanded": "false" if lowered else "true",
            "aria-controls": "panel-notes-body",
            "aria-label": f"{tr(lang, 'notes.show' if lowered else 'notes.hide')}: {title}",
        },
        tr(lang, "notes.show" if lowered else "notes.hide"),
    )


def log_button(moves: int, open_: bool, lang: str) -> Spec:
    """The button that opens the log as a sheet (shown on narrow screens, where the side panel
    has no room for the log), with the number of moves so far."""
    return h(
        "button",
        {
            "type": "button",
            "class": "btn log-button",
            **on(ToggleLog()),
            "data-key": "l",
            "aria-keyshortcuts": "L",
            "aria-haspopup": "dialog",
            "aria-expanded": "true" if open_ else "false",
        },
        tr(lang, "frame.log"),
        h("span", {"class": "log-count", "aria-label": tr(lang, "log.moves", count=moves)}, str(moves)),
    )


def log_sheet(log: Sequence[Child], lang: str) -> Spec:
    """The move log as a sheet over the table, the whole height of the screen: a modal dialog
    that Close or Esc closes (the focus goes back to the Log button, which shares its command)."""
    return h(
        "section",
        {
            "class": "log-sheet",
            "role": "dialog",
            "aria-modal": "true",
            "aria-labelledby": "log-sheet-title",
            "data-shortcut-scope": "true",
        },
        h(
            "div",
            {"class": "log-sheet-head"},
            h("h2", {"id": "log-sheet-title"}, tr(lang, "frame.log")),
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn",
                    **on(ToggleLog()),
                    "data-key": "Escape l",
                    "autofocus": True,
                },
                tr(lang, "log.close"),
            ),
        ),
        move_log(log, lang) if log else h("p", {"class": "log-empty"}, tr(lang, "log.empty")),
    )
