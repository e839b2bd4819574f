"""Replay: a recorded game shown move by move, and a new game branched from any of its moves.

A replay holds the whole game (its session) and the number of moves shown. The table drawn is
the game's own, for the position after that many moves, seen from one seat: once the game is
over any seat may be looked at (every hand is then known); before the end only the seat of the
one person at the table (what they saw themselves), else the public table alone. The table is
inert in a replay: it shows, it does not take moves. "Play from here" starts a new game, a new
save, from the position shown, each seat a person or a bot, once the game has ended: a game still
in play (the daily deal on the record, a game against bots) is not branched, as playing on from its
position with the deal known would show what is still to come (the draws, the bots' cards) and
let its player go back to the game knowing it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from game.core.match import Match
from game.core.registry import SPECS
from game.replay import MAX_CODE, encode
from game.ui.element import Child, Spec, command_button, h
from game.ui.games import ui_for
from game.ui.i18n import tr
from game.ui.links import share_link
from game.ui.log import entry_item
from game.ui.pages.replay import Replay
from game.ui.screens import move_log
from game.ui.session import Seat, Session

#: the choices of a seat in "Play from here": a person, or a bot of a level
PERSON = "human"


def viewers(session: Session) -> tuple[int, ...]:
    """The seats whose hands a replay of ``session`` may show (before the end, only the one
    person's of this device: never a friend's who plays the game by link elsewhere)."""
    if session.step() == "over":
        return tuple(range(len(session.seats)))
    humans = session.here
    return (humans[0],) if len(humans) == 1 else ()


def can_branch(session: Session) -> bool:
    """True when a new game may be started from a move of ``session``: once it has ended."""
    return session.step() == "over"


def open_replay(session: Session, key: str = "", step: int | None = None) -> Replay:
    """``session`` on the replay screen at ``step`` (default: its last move), from the first seat
    it may show (a person's seat first)."""
    allowed = viewers(session)
    people = [seat for seat in allowed if session.seats[seat].kind == "human"]
    viewer = people[0] if people else (allowed[0] if allowed else None)
    moves = len(session.match.actions)
    return Replay(session, moves if step is None else max(0, min(step, moves)), viewer, key)


def goto(replay: Replay, step: int) -> Replay:
    """The replay at ``step``, kept between the deal (0) and the last move."""
    return replace(replay, step=max(0, min(step, replay.moves)))


def look_from(replay: Replay, seat: int) -> Replay:
    """The replay seen from ``seat``, when it may be shown."""
    return replace(replay, viewer=seat) if seat in viewers(replay.session) else replay


def at(replay: Replay) -> Session:
    """The session as it stood after ``replay.step`` moves, seen from the replay's seat."""
    match, k = replay.session.match, replay.step
    shown = Match(
        match.rules, match.options, match.seed, match.actions[:k], match.states[: k + 1], match.barriers[:k]
    )
    return replace(replay.session, match=shown, viewer=replay.viewer)


def replay_link(session: Session) -> str | None:
    """The address fragment that opens this replay anywhere (deal and moves; no names), or None
    when the moves do not fit a link."""
    match = session.match
    code = encode(match.rules, match.options, match.seed, match.actions)
    if len(code) > MAX_CODE:
        return None
    options = match.rules.options_to_json(match.options)
    return share_link(match.game, options, match.seed, len(session.seats)) + "&moves=" + code


def branch(replay: Replay, choices: Mapping[str, str], save_id: str) -> Session:
    """A new game from the position shown (of a game that has ended, see ``can_branch``): seat
    ``i`` is a person or a bot as ``choices`` says (``seat-<i>``: ``human`` or a bot level; a seat
    not named keeps what it was). When a person takes a seat a bot played, the new game starts
    behind a hand-off: no hand is shown until the device has been passed and taken."""
    levels = SPECS[replay.session.match.game].bot_levels
    seats = []
    for i, seat in enumerate(replay.session.seats):
        choice = choices.get(f"seat-{i}", seat.kind if seat.kind == PERSON else seat.level)
        if choice == PERSON:
            seats.append(Seat(seat.name, "human", seat.level))
        elif choice in levels:
            seats.append(Seat(seat.name, "bot", choice))
        else:
            seats.append(seat)
    shown = at(replay)
    was = replay.session.seats
    new_person = any(seat.kind == PERSON and was[i].kind != PERSON for i, seat in enumerate(seats))
    return replace(
        shown, seats=tuple(seats), viewer=None, save_id=save_id, daily="", handoff_due=new_person
    ).settle_viewer()


def _nav_button(cmd: str, key: str, label: str, shortcut: str, enabled: bool) -> Spec:
    return h(
        "button",
        {
            "type": "button",
            "class": "btn",
            "data-cmd": cmd if enabled else None,
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
        _nav_button("rp-first", "Home", "« " + tr(lang, "replay.first"), "Home", k > 0),
        _nav_button("rp-prev", "ArrowLeft", "◀ " + tr(lang, "replay.back"), "ArrowLeft", k > 0),
        _nav_button("rp-next", "ArrowRight", tr(lang, "replay.forward") + " ▶", "ArrowRight", k < n),
        _nav_button("rp-last", "End", tr(lang, "replay.last") + " »", "End", k < n),
        h(
            "input",
            {
                "type": "range",
                "class": "replay-slider",
                "min": 0,
                "max": n,
                "value": k,
                "data-change": "replay-step",
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
                    "data-cmd": f"rp-seat:{seat}",
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
            command_button("rp-play", tr(lang, "replay.start"), primary=True),
            command_button("rp-branch", tr(lang, "replay.cancel")),
        ),
    )


def branch_button(replay: Replay, lang: str) -> Spec:
    """The Play from here button: once the game has ended; before, off, with the reason beside it."""
    if can_branch(replay.session):
        return command_button("rp-branch", tr(lang, "replay.play_from_here"))
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
            h("button", {"type": "button", "class": "btn", "data-cmd": "review"}, tr(lang, "replay.review"))
            if replay.session.step() == "over"
            else h("span", {}),
            h(
                "button",
                {"type": "button", "class": "btn", "data-cmd": "rp-close", "data-key": "Escape"},
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
