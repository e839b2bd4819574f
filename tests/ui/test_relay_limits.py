"""Play by link at its limits: a game grown longer than a link holds goes on and travels as a file,
and a browser whose storage is blocked still opens a link (in the page only, and says so)."""

from __future__ import annotations

import random
from dataclasses import replace

from game.core.match import Match
from game.core.registry import spec
from game.ui.app import events as ev
from game.ui.app.page import Page, safe_page
from game.ui.link.relay import MAX_RELAY_LINK, RelayRefused, encode_link
from game.ui.pages.play.relay_view import game_fragment
from game.ui.storage.backend import MemoryStore
from game.ui.storage.saves import KEY_PREFIX
from game.ui.table.session import Seat
from tests.ui.dom import one, text
from tests.ui.test_controller import Browser, cmds
from tests.ui.test_flows import visit
from tests.ui.test_relay_flow import SITE, arrive, link_game, play_here

#: five people with long names: a long game's link is near the limit
SEATS = [Seat(name * 4) for name in ("Annabel", "Bobbie", "Cyrus", "Deedee", "Evelyn")]


def painted(b: Browser) -> Page:
    """The page as the browser paints it now (a view that breaks shows the error panel)."""
    b.state, shown = safe_page(b.state)
    return shown


def long_stones_game() -> Match:
    """A 5-player Shifting Stones game of people who shift and flip and never score: its link
    gets longer with every move (a real game stays far shorter; a link read in may be this long)."""
    game = spec("shifting-stones")
    options = game.parse_options({"players": 5})
    rules = game.rules
    pick = random.Random(3)
    state, actions = rules.new_game(options, 3), list[str]()
    while len(actions) < 5200:
        legal = rules.legal_actions(state)
        action = pick.choice([a for a in legal if not a.startswith(("score", "end"))] or legal)
        actions.append(action)
        state = rules.apply(state, action)
    return Match.replay(rules, options, 3, actions)


def link_length(match: Match, moves: int) -> int:
    cut = Match.replay(match.rules, match.options, match.seed, list(match.actions[:moves]))
    try:
        return len(encode_link(cut, SEATS, "g"))
    except RelayRefused as err:
        return int(err.params["length"])


def play_turn(b: Browser) -> None:
    """The person who opened the link says it is them and plays a whole turn (the last move
    offered, each time): the game then waits for the next person."""
    b.send(ev.Command("relay-play-as"))
    while b.state.session is not None and b.state.session.step() == "human":
        b.send(ev.Play(b.state.session.legal_for_viewer()[-1]))


def test_a_game_grown_past_a_link_goes_on_and_travels_as_a_file() -> None:
    """A link just under the limit is opened and a turn played: the game's next link would be too
    long. The game goes on, says so, and offers its file instead; that file, imported on the next
    device, opens the game there as its link would."""
    match = long_stones_game()
    low, high = 3000, len(match.actions)
    while low < high:  # the most moves whose link still fits
        middle = (low + high + 1) // 2
        low, high = (middle, high) if link_length(match, middle) <= MAX_RELAY_LINK else (low, middle - 1)
    for moves in range(low, low - 40, -1):
        cut = Match.replay(match.rules, match.options, match.seed, list(match.actions[:moves]))
        b = Browser()
        arrive(b, SITE + encode_link(cut, SEATS, "g"))
        play_turn(b)
        session = b.state.session
        if session is not None and session.step() == "away" and game_fragment(session) is None:
            break
    else:
        raise AssertionError("no turn took the game past a link")
    shown = painted(b)
    assert b.state.screen == "game" and not b.of(ev.Report)
    panel = one(shown, ".relay-send")
    assert "too long to travel in a link" in text(panel) and "game-export" in cmds(shown)
    assert "relay-copy" not in cmds(shown)
    b.send(ev.Command("relay-copy"))  # (a copy asked for all the same sends nothing)
    assert b.of(ev.SendLink) == []
    b.send(ev.Command("game-export"))
    (download,) = b.of(ev.Download)
    assert download.filename.startswith("shifting-stones-") and '"link"' in download.text
    # The game is kept, and opens again from the saved games.
    key = f"{KEY_PREFIX}{session.save_id}"
    b.send(ev.Command("home"))
    b.send(ev.Command(f"open:{key}"))
    assert b.state.screen == "game" and painted(b).screen == "game"
    # The next device imports the file: the game opens as a link would, asking who is there.
    friend = Browser()
    visit(friend)
    friend.state = replace(friend.state, site=SITE)
    friend.send(ev.Import(download.text))
    assert friend.state.screen == "game" and friend.state.game.arrived
    assert friend.state.session is not None and friend.state.session.match.actions == session.match.actions
    play_turn(friend)
    back = painted(friend)
    assert back.screen == "game" and "game-export" in cmds(back)


def blocked() -> Browser:
    """A browser whose storage refuses every read and write (all site data blocked)."""
    return Browser(store=MemoryStore(failing="unavailable"), refuse=("", "unavailable"))


def test_with_storage_blocked_a_link_still_opens_in_the_page_and_says_nothing_is_kept() -> None:
    sender = Browser()
    visit(sender)
    sender.state = replace(sender.state, site=SITE)
    link_game(sender, "shifting-stones", ["human", "link"])
    shown = play_here(sender, random.Random(1))
    session = sender.state.session
    assert session is not None and session.step() == "away"
    url = SITE + (game_fragment(session) or "")
    friend = blocked()
    shown = arrive(friend, url)
    assert friend.state.screen == "game" and not friend.of(ev.Report) and friend.state.game.arrived
    assert "nothing is kept" in text(shown) and not friend.state.clear_link
    play_turn(friend)
    shown = painted(friend)
    assert shown.screen == "game" and not friend.of(ev.Report)
    # nothing is tried, so nothing fails to save: the board carries no note of it after the move
    assert "Saving is not available" not in text(shown) and not friend.of(ev.StorageFailed)
    assert friend.state.session is not None and friend.state.session.step() == "away"
    assert "relay-copy" in cmds(shown)  # the game goes back by link
    assert friend.store.data == {}


def test_with_storage_blocked_home_says_once_that_saving_is_not_available() -> None:
    shown = visit(blocked())
    assert text(shown).count("Saving is not available") == 1
