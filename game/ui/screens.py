"""Screens around the boards: home with saved games, hand-off, game frame, end of game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core.registry import GAMES
from game.ui.element import Child, Spec, command_button, h
from game.ui.i18n import error_text, seat_names_in, tr
from game.ui.saves import SaveSummary
from game.ui.shell import game_card

if TYPE_CHECKING:
    from game.ui.ending import EndSummary
    from game.ui.session import Session

PACES = ("instant", "normal", "slow")


def save_title(s: SaveSummary, lang: str = "en") -> str:
    """The game's name in a saved-games line (an unreadable save says so)."""
    if s.error is not None:
        return tr(lang, "saves.unreadable")
    return tr(lang, f"game.{s.game}") if s.game else s.title


def save_error(s: SaveSummary, lang: str = "en") -> str:
    """Why a save can't be read, in ``lang``."""
    if s.failure is not None:
        return error_text(lang, s.failure)
    return s.error or ""


def home(saves: Sequence[SaveSummary], notice: str | None = None, lang: str = "en") -> list[Spec]:
    """Home: continue the latest game, start a new one, manage saved games."""
    parts: list[Spec] = [h("p", {"class": "home-intro"}, tr(lang, "home.intro"))]
    if notice:
        parts.append(h("p", {"class": "notice", "role": "status"}, notice))
    latest = next((s for s in saves if s.error is None and not s.finished), None)
    if latest is not None:
        parts.append(
            h(
                "div",
                {"class": "continue"},
                h(
                    "button",
                    {"type": "button", "class": "btn primary", "data-cmd": f"open:{latest.key}"},
                    tr(
                        lang,
                        "home.continue",
                        title=save_title(latest, lang),
                        players=seat_names_in(lang, latest.players),
                    ),
                ),
            )
        )
    parts.append(h("div", {"class": "game-list"}, *(game_card(entry, lang) for entry in GAMES)))
    parts.append(saved_games(saves, lang))
    return parts


def saved_games(saves: Sequence[SaveSummary], lang: str = "en") -> Spec:
    rows: list[Spec] = []
    delete = tr(lang, "saves.delete")
    for s in saves:
        if s.error is not None:
            rows.append(
                h(
                    "li",
                    {"class": "save broken", "data-save": s.key},
                    h("span", {"class": "save-title"}, save_title(s, lang)),
                    h("span", {"class": "save-error"}, save_error(s, lang)),
                    command_button(f"delete:{s.key}", delete),
                )
            )
            continue
        status = tr(lang, "saves.finished") if s.finished else tr(lang, "saves.moves", count=s.moves)
        when = s.updated[:16].replace("T", " ")
        meta = f"{when} · {status}"
        if s.waiting and not s.finished:
            meta = tr(lang, "relay.waiting", name=s.waiting, since=when)  # the time said once
        elif s.your_move and not s.finished:
            meta = f"{when} · {tr(lang, 'relay.your_move')}"
        rows.append(
            h(
                "li",
                {"class": "save", "data-save": s.key},
                h("span", {"class": "save-title"}, save_title(s, lang)),
                h("span", {"class": "save-players"}, seat_names_in(lang, s.players)),
                h("span", {"class": "save-meta"}, meta),
                command_button(f"open:{s.key}", tr(lang, "saves.open")),
                command_button(f"replay:{s.key}", tr(lang, "saves.replay")) if s.moves else h("span", {}),
                command_button(f"export:{s.key}", tr(lang, "saves.export")),
                command_button(f"delete:{s.key}", delete),
            )
        )
    body: list[Spec | str] = (
        [h("ul", {"class": "save-list"}, *rows)] if rows else [h("p", {}, tr(lang, "saves.none"))]
    )
    return h(
        "section",
        {"class": "saves", "aria-label": tr(lang, "saves.title")},
        h("h2", {}, tr(lang, "saves.title")),
        *body,
        h(
            "label",
            {"class": "btn import"},
            tr(lang, "saves.import") + " ",
            h(
                "input",
                {
                    "type": "file",
                    "accept": ".json,application/json",
                    "data-change": "import",
                    "class": "visually-hidden",
                },
            ),
        ),
    )


def move_log(log: Sequence[Child], lang: str = "en", shown: int = 200) -> Spec:
    """The move log, newest first so the latest move is in view without scrolling; each entry
    keeps its move number (counted from 1), the oldest beyond ``shown`` left out."""
    first = max(0, len(log) - shown)
    entries = [h("li", {"value": n + 1}, log[n]) for n in range(len(log) - 1, first - 1, -1)]
    return h(
        "ol",
        # focusable, so the log scrolls from the keyboard too when it is longer than its box
        {"class": "log", "reversed": True, "aria-label": tr(lang, "frame.move_log"), "tabindex": 0},
        *entries,
    )


def handoff(
    name: str, lang: str = "en", log: Sequence[Child] = (), since: Sequence[tuple[int, Child]] = ()
) -> Spec:
    """Full-screen hand-off: nothing private is on the page until the named player confirms.

    The move log is public (game.ui.log never names a hidden card), so the table can read what
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
            {"type": "button", "class": "btn primary", "data-cmd": "handoff", "autofocus": True},
            tr(lang, "handoff.confirm", name=name),
        ),
        *recent,
    )


def undo_button(lang: str) -> Spec:
    """Undo the last move (also the U key): the mover's take-back before the device or the link
    passes on."""
    return h(
        "button",
        {"type": "button", "class": "btn", "data-cmd": "undo", "data-key": "u", "aria-keyshortcuts": "U"},
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
                {"type": "button", "class": "btn primary", "data-cmd": "pass", "autofocus": True},
                tr(lang, "window.pass", name=receiver),
            ),
        ),
    )


def deleted_toast(lang: str = "en") -> Spec:
    """A saved game was just deleted: say so, with an Undo for a few seconds."""
    return h(
        "div",
        {"class": "toast", "role": "status"},
        h("span", {}, tr(lang, "saves.deleted")),
        h(
            "button",
            {"type": "button", "class": "btn", "data-cmd": "undelete", "autofocus": True},
            tr(lang, "saves.undelete"),
        ),
    )


def game_frame(
    session: Session,
    board: Spec,
    log: Sequence[Child],
    pace: str,
    message: str | None,
    lang: str = "en",
    hint: str | None = None,
    notes: Sequence[Spec] = (),
    log_open: bool = False,
) -> list[Spec]:
    """The board with its side panel: message, notes, undo, hint, pace, log, and links out.

    What is said during a turn (the message: a refusal or a Hint; ``notes``: the coach, the
    thinking indicator, the Undo window) is said in the side panel, never above the board, so the
    board keeps its size and its place through a whole turn. ``hint`` is the canonical move a Hint
    suggested, kept on the message for scripts. With ``log_open`` the log is a sheet over the
    table (a modal dialog) and the table behind it is inert; narrow screens show a Log button in
    the panel instead of the log."""
    refusal = session.undo_refusal()
    own_turn = session.viewer is not None and session.step() == "human"
    undo_reason = (
        error_text(lang, refusal) if refusal is not None else (None if own_turn else tr(lang, "undo.wait"))
    )
    pace_select = h(
        "select",
        {"data-change": "pace", "aria-label": tr(lang, "frame.pace_label")},
        *(
            h("option", {"value": value, "selected": value == pace}, tr(lang, f"pace.{value}"))
            for value in PACES
        ),
    )
    said: list[Spec] = []
    if message:
        said.append(h("p", {"class": "message", "role": "alert", "data-hint": hint}, message))
    panel = h(
        "aside",
        {"class": "side-panel"},
        *said,
        *notes,
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn",
                    "data-cmd": "undo" if undo_reason is None else None,
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
                    "data-cmd": "hint" if own_turn else None,
                    "data-key": "h",
                    "aria-keyshortcuts": "H",
                    "disabled": not own_turn,
                    "title": None if own_turn else tr(lang, "frame.hint_wait"),
                },
                tr(lang, "frame.hint"),
            ),
            h("button", {"type": "button", "class": "btn", "data-cmd": "home"}, tr(lang, "frame.home")),
            log_button(len(log), log_open, lang),
            h("label", {"class": "pace"}, tr(lang, "frame.bots") + " ", pace_select),
        ),
        h("p", {"class": "undo-reason"}, undo_reason) if undo_reason and own_turn else h("span", {}),
        *([] if log_open else [h("h2", {"class": "log-title"}, tr(lang, "frame.log")), move_log(log, lang)]),
    )
    layout = h(
        "div", {"class": "game-layout", "inert": log_open}, h("div", {"class": "board-area"}, board), panel
    )
    return [layout, log_sheet(log, lang)] if log_open else [layout]


def log_button(moves: int, open_: bool, lang: str) -> Spec:
    """The button that opens the log as a sheet (shown on narrow screens, where the side panel
    has no room for the log), with the number of moves so far."""
    return h(
        "button",
        {
            "type": "button",
            "class": "btn log-button",
            "data-cmd": "log",
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
                    "data-cmd": "log",
                    "data-key": "Escape l",
                    "autofocus": True,
                },
                tr(lang, "log.close"),
            ),
        ),
        move_log(log, lang) if log else h("p", {"class": "log-empty"}, tr(lang, "log.empty")),
    )


def end_screen(
    session: Session,
    summary: EndSummary,
    names: Sequence[str],
    lang: str = "en",
    *,
    details: Sequence[Spec] = (),
    extra: Sequence[Spec] = (),
    folded: bool = False,
) -> Spec:
    """The end, beside the final board: the verdict in words and the headline, each player's
    line (``details``: each seat's result drawn under it), ``extra`` (the moment a game was lost,
    the daily share line), what to do next, highlights, a chart — every figure read from the
    game's one end summary. Folded, only the verdict and the headline show. The section says how
    the people at the table did (``data-celebrate``): the page celebrates a win warmly and a
    loss gently, once, as the game ends."""
    from game.ui.ending import highlight_texts, line_chart, rows_text  # the end only

    places = summary.places if len(summary.rows) > 1 else ()
    rows = [
        h(
            "tr",
            {"data-place": places[seat] if places else None},
            h(
                "th",
                {"scope": "row"},
                name,
                *(
                    [h("span", {"class": "end-place"}, tr(lang, f"end.place.{places[seat]}"))]
                    if places
                    else []
                ),
            ),
            h(
                "td",
                {},
                h("span", {"class": "end-line"}, text),
                *([details[seat]] if seat < len(details) else []),
            ),
        )
        for seat, (name, text) in enumerate(rows_text(summary, names, lang))
    ]
    highlights = highlight_texts(summary, names, lang)
    notes: list[Spec] = (
        [
            h("h3", {}, tr(lang, "end.highlights")),
            h("ul", {"class": "highlights"}, *(h("li", {}, line) for line in highlights)),
        ]
        if highlights
        else []
    )
    celebrate = ("won" if summary.won else "lost") if session.humans else None
    chart = (
        line_chart(summary.chart, names, lang, "end-chart") if summary.chart is not None else h("span", {})
    )
    verdict = (
        h("p", {"class": f"end-verdict {summary.verdict}"}, tr(lang, f"end.verdict.{summary.verdict}"))
        if summary.verdict
        else h("span", {})
    )
    fold = h(
        "button",
        {
            "type": "button",
            "class": "btn end-fold",
            "data-cmd": "end-fold",
            "aria-expanded": "false" if folded else "true",
            "aria-controls": "end-body",
        },
        tr(lang, "end.unfold" if folded else "end.fold"),
    )
    body = h(
        "div",
        {"class": "end-body", "id": "end-body", "hidden": folded},
        h("table", {"class": "summary"}, h("tbody", {}, *rows)),
        *extra,
        h(
            "div",
            {"class": "buttons end-actions"},
            h(
                "button",
                {"type": "button", "class": "btn primary", "data-cmd": "again"},
                tr(lang, "end.again"),
            ),
            h(
                "button",
                {"type": "button", "class": "btn", "data-cmd": f"new:{session.match.game}"},
                tr(lang, "home.new_game"),
            ),
            h("button", {"type": "button", "class": "btn", "data-cmd": "replay"}, tr(lang, "end.replay")),
            h("button", {"type": "button", "class": "btn", "data-cmd": "review"}, tr(lang, "end.review")),
            h("button", {"type": "button", "class": "btn", "data-cmd": "home"}, tr(lang, "frame.home")),
        ),
        *notes,
        chart,
        h("p", {"class": "seed-line"}, tr(lang, "end.seed", seed=session.shown_seed())),
    )
    return h(
        "section",
        {
            "class": "end-screen" + (" won" if celebrate == "won" else "") + (" folded" if folded else ""),
            "aria-labelledby": "end-title",
            "data-figure": summary.figure,
            "data-verdict": summary.verdict or None,
            "data-celebrate": celebrate,
        },
        h(
            "div",
            {"class": "end-head"},
            verdict,
            h("h2", {"id": "end-title"}, summary.result.text(names, lang)),
            fold,
        ),
        body,
    )
