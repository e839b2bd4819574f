"""Arriving by a link: the address's fragment opens the setup of a shared deal or the replay of
a whole game; a link that cannot be opened leaves the screen as it was, says why, and is cleared
from the address."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.ui.app.state import AppState
from game.ui.i18n import tr

if TYPE_CHECKING:
    from game.ui.link.share import Link


def navigate(state: AppState, fragment: str) -> AppState:
    """The setup a share link asks for; a refused link leaves the screen as it was, says why,
    and asks for the address to be cleared (so a reload opens the site)."""
    if not fragment.lstrip("#") or is_play_link(fragment):
        return state  # most visits: the links' reader and the setup screen are not imported
    if is_cut_play_link(fragment):
        return refused_link(state, tr(state.lang, "relay.refused.cut"))
    from game.ui.link.share import parse_link
    from game.ui.pages.setup import Setup

    link = parse_link(fragment)
    if link is None:
        return state
    if link.refused is not None:
        return refused_link(state, tr(state.lang, f"link.{link.refused}"))
    if link.moves:
        return replay_from_link(state, link)
    return replace(state, model=Setup(link.game, link.values), clear_link=False)


def is_play_link(fragment: str) -> bool:
    """The address holds a link to a game played by link (``#play/...``, ``game.ui.link.relay``), to
    open with what this device stores (the app sends it as ``Navigate`` once painted)."""
    return fragment[:8].lstrip("#").startswith("play/")


def is_cut_play_link(fragment: str) -> bool:
    """The address holds the start of a play link and nothing more (``#p``, ``#play``): a link a
    messenger cut inside its first word."""
    text = fragment.lstrip("#")
    return bool(text) and "play/".startswith(text)


def refused_link(state: AppState, reason: str) -> AppState:
    """A link that cannot be opened: the screen stays, says why, and the address is cleared."""
    refused = tr(state.lang, "link.refused", reason=reason)
    return replace(state, notice=refused, message=refused, clear_link=True)


def replay_from_link(state: AppState, link: Link) -> AppState:
    """The replay a link carries (the deal and its moves' code); a code this version cannot read
    is refused like any other link, with its reason."""
    from game.core.errors import GameError
    from game.core.match import Match
    from game.replay import ReplayCodeError
    from game.replay import decode as decode_moves
    from game.ui.i18n import error_text
    from game.ui.pages.replay.steps import open_replay
    from game.ui.table.session import Seat, new_session

    seed, players = int(link.values["seed"]), int((link.options or {}).get("players", 1))
    seats = [Seat(tr(state.lang, "seat.default_name", number=i + 1)) for i in range(players)]
    try:
        session = new_session(link.game, link.options or {}, seats, seed, "")
        rules, match = session.rules, session.match
        actions = decode_moves(rules, match.options, seed, link.moves)
        session = replace(session, match=Match.replay(rules, match.options, seed, actions))
    except ReplayCodeError as err:
        return refused_link(state, tr(state.lang, f"link.moves_{err.params.get('reason', 'syntax')}"))
    except GameError as err:
        return refused_link(state, error_text(state.lang, err))
    return replace(state, model=replace(open_replay(session), back="home"))


def link_cleared(state: AppState) -> AppState:
    """The state once the browser has cleared a refused link from the address."""
    return replace(state, clear_link=False)


def early_answer(model: object, seat: int, plays: bool) -> object | None:
    """The answer given on the loading screen to the link that opened the game on screen (its
    ``?turn=`` seat, and whether the person plays it), as the message it stands for, when the
    screen asks that very question (``pages.play.relay.early_answer``); else None."""
    from game.ui.pages.play.relay import early_answer as answer_of

    return answer_of(model, seat, plays)
