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
from game.ui.link.share import share_link
from game.ui.pages.replay import Replay
from game.ui.table.session import Seat, Session

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
    behind a hand-off: no hand is shown until the device has been passed and taken. The new game is
    this device's own, even when the old one was played by link: its friends' seats are people
    here, and it has no link until it is sent as a new game."""
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
    # a new game of this device: no link of the old one, nobody away, nothing sent yet
    local = replace(shown, link_id="", away=(), relayed=0)
    return replace(
        local, seats=tuple(seats), viewer=None, save_id=save_id, daily="", handoff_due=new_person
    ).settle_viewer()
