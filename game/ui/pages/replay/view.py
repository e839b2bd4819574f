"""The replay screen: its controls (a move at a time, a slider, the seat looked from), the table as
it stood, the log up to that move, "Play from here" and the replay's link."""

from __future__ import annotations

from game.core.registry import SPECS
from game.ui.app import common
from game.ui.app.frontends import ui_for
from game.ui.app.screen import Shown
from game.ui.app.wire import changes, on
from game.ui.element import Child, Spec, command_button, h
from game.ui.i18n import seat_names, tr
from game.ui.pages.replay import Close, First, Last, LookFrom, Next, PlayFromHere, Prev, Replay, ToggleBranch
from game.ui.pages.replay.steps import PERSON, at, can_branch, replay_link, viewers
from game.ui.table.log import entry_item, move_log
from game.ui.table.seen import seed_hidden, shown_names


def _nav_button(msg: object, key: str, label: str, shortcut: str, enabled: bool) -> Spec:
    return h(
        "button",
        {
            "type": "button",
            "class": "btn",
            **on(msg if enabled else None),
            "data-key": key,
            "aria-keyshortcuts": shortcut,
            "disabled": not enabled,
        },
        label,
    )


def controls(replay: Replay, lang: str) -> Spec:
    """First, back, forward, last, and a slider over every move."""
    k, n = replay.step, replay.moves
    return h(
        "div",
        {"class": "replay-controls", "role": "group", "aria-label": tr(lang, "replay.controls")},
        _nav_button(First(), "Home", "« " + tr(lang, "replay.first"), "Home", k > 0),
        _nav_button(Prev(), "ArrowLeft", "◀ " + tr(lang, "replay.back"), "ArrowLeft", k > 0),
        _nav_button(Next(), "ArrowRight", tr(lang, "replay.forward") + " ▶", "ArrowRight", k < n),
        _nav_button(Last(), "End", tr(lang, "replay.last") + " »", "End", k < n),
        h(
            "input",
            {
                "type": "range",
                "class": "replay-slider",
                "min": 0,
                "max": n,
                "value": k,
                **changes("replay-step"),
                "aria-label": tr(lang, "replay.slider"),
                "aria-valuetext": tr(lang, "replay.position", step=k, moves=n),
            },
        ),
    )


def seat_picker(replay: Replay, names: list[str], lang: str) -> Spec:
    """Whose hand the table shows (only the seats the replay may show)."""
    allowed = viewers(replay.session)
    if not allowed:
        return h("p", {"class": "replay-seats"}, tr(lang, "replay.public"))
    return h(
        "div",
        {"class": "replay-seats", "role": "group", "aria-label": tr(lang, "replay.seen_from")},
        h("span", {}, tr(lang, "replay.seen_from") + " "),
        *(
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn toggle",
                    **on(LookFrom(seat)),
                    "aria-pressed": "true" if seat == replay.viewer else "false",
                },
                names[seat],
            )
            for seat in allowed
        ),
    )


def branch_panel(replay: Replay, names: list[str], lang: str) -> Spec:
    """Who plays each seat of the new game started from here."""
    levels = SPECS[replay.session.match.game].bot_levels
    rows: list[Child] = []
    for i, seat in enumerate(replay.session.seats):
        current = PERSON if seat.kind == PERSON else seat.level
        choices = [(PERSON, tr(lang, "setup.person"))]
        choices += [(level, tr(lang, "replay.bot", level=tr(lang, f"level.{level}"))) for level in levels]
        select = h(
            "select",
            {"name": f"seat-{i}", "aria-label": names[i]},
            *(h("option", {"value": value, "selected": value == current}, label) for value, label in choices),
        )
        rows.append(h("label", {"class": "replay-seat"}, h("span", {}, names[i]), select))
    # A form, so that the page reads the choices with the click on Start (its buttons do not submit).
    return h(
        "form",
        {
            "class": "replay-branch",
            "id": "branch-form",
            "aria-labelledby": "branch-title",
            "novalidate": True,
        },
        h("h3", {"id": "branch-title"}, tr(lang, "replay.branch_title", step=replay.step)),
        *rows,
        h(
            "div",
            {"class": "buttons"},
            command_button(PlayFromHere(), tr(lang, "replay.start"), primary=True),
            command_button(ToggleBranch(), tr(lang, "replay.cancel")),
        ),
    )


def branch_button(replay: Replay, lang: str) -> Spec:
    """The Play from here button: once the game has ended; before, off, with the reason beside it."""
    if can_branch(replay.session):
        return command_button(ToggleBranch(), tr(lang, "replay.play_from_here"))
    reason = tr(lang, "replay.branch_after_end")
    return h(
        "span",
        {"class": "branch-off"},
        h(
            "button",
            {"type": "button", "class": "btn", "disabled": True, "aria-describedby": "branch-reason"},
            tr(lang, "replay.play_from_here"),
        ),
        h("span", {"class": "hint", "id": "branch-reason"}, " " + reason),
    )


def replay_body(replay: Replay, names: list[str], link: str | None, lang: str) -> list[Spec]:
    """The replay screen: the title and position, the controls, the table at that move (inert),
    the log up to it, and the ways out."""
    game = replay.session.match.game
    ui = ui_for(game)
    shown = at(replay)
    entries = ui.log_entries(shown, names, lang)
    if replay.step:
        last = shown.match.actions[-1]
        seat = shown.rules.current_player(shown.match.states[-2])
        said = ui.describe(names[seat] if 0 <= seat < len(names) else "?", last, lang)
    else:
        said = tr(lang, "replay.deal")
    status = h(
        "p",
        {"class": "replay-status", "role": "status", "data-step": replay.step},
        tr(lang, "replay.position", step=replay.step, moves=replay.moves),
        " · ",
        said,
    )
    panel = h(
        "aside",
        {"class": "side-panel"},
        seat_picker(replay, names, lang),
        h("p", {"class": "message", "role": "alert"}, tr(lang, "replay.branch_after_end"))
        if replay.refused
        else h("span", {}),
        h(
            "div",
            {"class": "buttons"},
            branch_button(replay, lang),
            h(
                "button",
                {"type": "button", "class": "btn", **on(common.StartReview())},
                tr(lang, "replay.review"),
            )
            if replay.session.step() == "over"
            else h("span", {}),
            h(
                "button",
                {"type": "button", "class": "btn", **on(Close()), "data-key": "Escape"},
                tr(lang, "replay.close"),
            ),
        ),
        h(
            "p",
            {"class": "share-link"},
            h("a", {"href": link, "class": "replay-link"}, tr(lang, "replay.link")),
        )
        if link
        else h("span", {}),
        h("h2", {}, tr(lang, "frame.log")),
        move_log([entry_item(entry) for entry in entries], lang),
    )
    board = h(
        "div", {"class": "board-area replay-board", "inert": True}, ui.board(shown, ui.new_selection(), lang)
    )
    parts: list[Spec] = [
        h("h2", {"class": "replay-title"}, tr(lang, "replay.title", game=tr(lang, f"game.{game}"))),
        status,
        controls(replay, lang),
    ]
    if replay.branching and can_branch(replay.session):
        parts.append(branch_panel(replay, names, lang))
    parts.append(h("div", {"class": "game-layout"}, board, panel))
    return parts


def replay_screen(replay: Replay, lang: str) -> list[Spec]:
    """The replay screen; its link only where the seed may be shown (see ``seed_hidden``)."""
    session = replay.session
    names = seat_names(lang, (seat.name for seat in shown_names(session).seats))
    link = None if seed_hidden(session) else replay_link(session)
    return replay_body(replay, names, link, lang)


def screen(model: Replay, shown: Shown) -> list[Spec]:
    """The screen as the page draws it (``game.ui.app.registry``), from what it shows of the app."""
    return replay_screen(model, shown.lang)
