"""Play by link that a player can trust: a link never takes a seat, a save or the page hostage.
Each test is one way a link used to go wrong (the device that sent a link offered the friend's
seat; a link with a held game's id but another deal crashed or was merged into it; an unreadable
save was written over; the last link asked to be sent back)."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from game.core.match import Match
from game.core.registry import SPECS
from game.ui.app import events as ev
from game.ui.link.relay import decode_link, encode_link
from game.ui.storage.saves import KEY_PREFIX
from game.ui.table.session import Seat, Session
from tests.ui.dom import select, text
from tests.ui.test_relay_flow import (
    SITE,
    arrive,
    copy,
    device,
    first_link,
    link_game,
    plain,
    play_here,
    saves,
    sent_link,
)


def test_the_sender_opening_her_own_link_is_never_offered_the_friends_seat() -> None:
    ann, url = first_link(random.Random(21))
    copy(ann)
    held = saves(ann)
    shown = arrive(ann, url)  # Ann checks the link she just sent
    session = ann.state.session
    assert session is not None and session.here == [0] and session.away == (1,)
    said = plain(text(shown))
    assert select(shown, ".relay-arrival") == [] and "Play as Bob" not in said
    assert select(shown, ".hand [data-card]") == []  # Bob's hand is never shown here
    # it says whose move it is and offers to send the link again
    assert sent_link(shown, "Bob") == url
    assert saves(ann) == held
    # a "Play as" that comes anyway (an old page, a stray key) takes nothing
    ann.send(ev.Command("relay-play-as"))
    assert ann.state.session is not None and ann.state.session.away == (1,)
    assert ann.state.session.viewer is None


def test_an_old_link_on_the_senders_device_lists_none_of_her_own_moves() -> None:
    pick = random.Random(22)
    ann, first = first_link(pick)
    copy(ann)
    bob = device()
    arrive(bob, first)
    bob.send(ev.Command("relay-play-as"))
    back = sent_link(play_here(bob, pick), "Ann")
    copy(bob)
    arrive(ann, back)
    play_here(ann, pick)
    copy(ann)
    shown = arrive(ann, first)  # the first link, long gone
    assert "older than the game on this device" in text(shown)
    assert select(shown, ".relay-arrival") == [] and select(shown, ".relay-away") == []
    assert "Play as" not in plain(text(shown))


def test_a_device_that_plays_one_seat_is_not_offered_another_but_can_say_it_is_shared() -> None:
    """Bob's device plays Bob; a link where Cy is to move (forwarded to Bob by mistake) offers no
    "Play as Cy"; two friends who share the device say so apart, on purpose."""
    pick = random.Random(23)
    ann = device()
    link_game(ann, "shifting-stones", ["human", "link", "link"], seed="4455")
    url = sent_link(play_here(ann, pick), "Bob")
    copy(ann)
    bob = device()
    arrive(bob, url)
    bob.send(ev.Command("relay-play-as"))
    to_cy = sent_link(play_here(bob, pick), "Cy")
    copy(bob)
    shown = arrive(bob, to_cy)
    session = bob.state.session
    assert session is not None and session.here == [1] and session.actor() == 2
    assert select(shown, ".relay-arrival") == [] and "Play as Cy" not in plain(text(shown))
    shared = select(shown, ".relay-send details.relay-shared")
    assert shared and "Does Cy play on this device too?" in plain(text(shared[0]))
    shown = bob.send(ev.Command("relay-plays-here"))
    session = bob.state.session
    assert session is not None and session.here == [1, 2] and session.viewer is None
    assert session.step() == "handoff"  # the device is passed to Cy: Bob's hand is not shown to her
    assert "Cy" in plain(text(shown, ".handoff h2"))
    stored = json.loads(bob.store.data[KEY_PREFIX + f"link-{session.link_id}"])
    assert stored["link"]["away"] == [0]


def test_a_new_device_asks_once_and_remembers_its_seat() -> None:
    pick = random.Random(24)
    _, url = first_link(pick)
    bob = device()
    shown = arrive(bob, url)
    assert "Play as Bob" in plain(text(shown, ".relay-arrival"))
    bob.send(ev.Command("relay-play-as"))
    stored = saves(bob)
    ((_, data),) = stored.items()
    link = data["link"]
    assert isinstance(link, dict) and link["away"] == [0] and link["unclaimed"] == [0]
    shown = arrive(bob, url)  # opened again: the device is Bob's, nothing is asked
    assert select(shown, ".relay-arrival") == [] and bob.state.session is not None
    assert bob.state.session.viewer == 1


def other_games(url: str) -> list[tuple[str, str]]:
    """Links with the id of ``url``'s game and its moves' code where it still reads, but another
    seed, seat count, seats, names or options."""
    game = decode_link(url[len(SITE) :])
    entry = SPECS[game.game]
    seats = game.seats
    made = []
    for what, seed, chosen in (
        ("seed", game.seed + 57, seats),
        ("players", game.seed, (*seats, Seat("Cy"))),
        ("kinds", game.seed, (seats[0], Seat("Bob", "bot", "easy"))),
        ("names", game.seed, (seats[0], Seat("Bea"))),
    ):
        options = entry.parse_options({"players": len(chosen)})
        match = Match.new(entry.rules, options, seed)
        pick = random.Random(5)
        for _ in game.actions:
            legal = match.rules.legal_actions(match.state)
            if not legal or match.rules.current_player(match.state) < 0:
                break
            match = match.play(pick.choice(legal))
        made.append((what, encode_link(match, chosen, game.game_id)))
    return made


def test_a_link_with_a_held_id_but_another_header_is_kept_beside_and_never_merged() -> None:
    pick = random.Random(25)
    ann, url = first_link(pick)
    copy(ann)
    key = KEY_PREFIX + f"link-{decode_link(url[len(SITE) :]).game_id}"
    for what, fragment in other_games(url):
        before = ann.store.data[key]
        held = set(saves(ann))
        shown = arrive(ann, SITE + fragment)
        assert ann.state.screen == "game", what
        assert "another deal or other players" in text(shown), what
        assert ann.store.data[key] == before, what  # the held game byte for byte
        (kept,) = set(saves(ann)) - held
        assert kept.startswith(key + "-"), what
        assert ann.state.session is not None and ann.state.session.save_id == kept[len(KEY_PREFIX) :]
        # opened again, it is the game kept beside: the same game, nothing new
        shown = arrive(ann, SITE + fragment)
        assert "already holds this game" in text(shown), what
        assert set(saves(ann)) == held | {kept}


def test_an_unreadable_save_is_never_written_over_by_a_link() -> None:
    pick = random.Random(26)
    _, url = first_link(pick)
    game = decode_link(url[len(SITE) :])
    key = KEY_PREFIX + f"link-{game.game_id}"
    bob = device()
    # Bob's device holds the game as this version cannot read it (another save format)
    unreadable = json.dumps({"format": 999, "game": game.game, "actions": ["a"] * 6})
    bob.store.data[key] = unreadable
    start = Match.replay(game.match.rules, game.options, game.seed, [])
    for fragment, said in (
        (encode_link(start, game.seats, game.game_id), "A new game by link"),  # no move yet
        (url[len(SITE) :], "The game goes on"),
    ):
        shown = arrive(bob, SITE + fragment)
        assert bob.state.screen == "game"
        assert bob.store.data[key] == unreadable
        assert said in text(shown)
    (kept,) = [k for k in saves(bob) if k != key]
    assert kept.startswith(key + "-")


def test_the_last_link_of_a_finished_game_asks_nothing_more() -> None:
    pick = random.Random(27)
    ann, bob = device(), device()
    link_game(ann, "shifting-stones", ["human", "link"], seed="31337")
    url = sent_link(play_here(ann, pick), "Bob")
    sender, receiver, other = ann, bob, "Ann"
    for _ in range(300):
        copy(sender)
        shown = arrive(receiver, url)
        session = receiver.state.session
        assert session is not None
        if session.step() == "over":
            # the end came by link: the end screen, and nothing to send back
            assert select(shown, ".relay-send") == [] and select(shown, ".end-screen")
            # the device that played the last move sends the end on, once
            assert select(sender.send(ev.Refresh()), ".relay-send")
            return
        if receiver.state.game.arrived:
            receiver.send(ev.Command("relay-play-as"))
        shown = play_here(receiver, pick)
        url = sent_link(shown, other)
        sender, receiver, other = receiver, sender, ("Bob" if other == "Ann" else "Ann")
    raise AssertionError("the game did not end")


def test_play_from_here_on_a_link_game_is_a_game_of_this_device() -> None:
    """(Play from here on a finished link game keeps no link id, seats away or moves sent.)"""
    from game.ui.pages.replay.steps import branch

    ann, _ = first_link(random.Random(28))
    session = ann.state.session
    assert session is not None and session.link_id
    finished = replace(session, relayed=len(session.match.actions))
    from game.ui.pages.replay import Replay

    branched = branch(Replay(finished, len(session.match.actions), None), {"seat-1": "human"}, "new")
    assert (branched.link_id, branched.away, branched.relayed, branched.unclaimed) == ("", (), 0, ())


def test_the_link_names_whose_turn_it_is_for_the_page_before_python_and_nothing_else() -> None:
    """The sent link's address says whose move it waits for (``?turn=1.<tag>``: Bob, the tag
    binding the hint to the link), outside the checked fragment; a game that waits for nobody's
    move (ended) carries no hint."""
    from game.ui.link.relay import turn_tag
    from game.ui.pages.play.relay_view import link_url, turn_query

    ann, url = first_link(random.Random(31))
    session = ann.state.session
    assert session is not None and session.actor() == 1
    fragment = url[len(SITE) :]
    hint = "?turn=1." + turn_tag(fragment, 1)  # bound to this very link
    assert turn_query(session) == hint and len(hint) == len("?turn=1.") + 4
    assert turn_tag(fragment, 0) != turn_tag(fragment, 1) != turn_tag(fragment + "x", 1)
    assert link_url(SITE, session) == SITE + hint + fragment
    shown = ann.send(ev.Refresh())
    box = select(shown, ".side-panel .relay-send input.relay-link")
    assert box and str(box[0][1]["value"]).startswith(SITE + hint + "#play/")
    # a bot to move (no person to name), or a game over: no hint
    bot = replace(session, seats=(session.seats[0], replace(session.seats[1], kind="bot", level="easy")))
    assert turn_query(bot) == ""
    assert turn_query(_ended(session)) == ""


def _ended(session: Session) -> Session:
    """``session``'s game played on to its end by random legal moves."""
    pick = random.Random(5)
    match = session.match
    while not match.rules.is_terminal(match.state):
        match = match.play(pick.choice(match.rules.legal_actions(match.state)))
    return replace(session, match=match)


def test_an_answer_given_before_python_is_taken_only_for_the_question_asked() -> None:
    """ "Play as Bob" pressed on the loading screen (static/js/boot.js) is given to the game the
    link opened only when that game asks "Play as Bob" (``early_answer``); on another seat, or on
    a device that plays this game already, it is dropped."""
    from game.ui.pages.play import NotMe, PlayAs
    from game.ui.pages.play.relay import early_answer

    pick = random.Random(32)
    ann, url = first_link(pick)
    copy(ann)
    bob = device()
    arrive(bob, url)
    assert bob.state.game.arrived
    assert early_answer(bob.state.model, 1, True) == PlayAs()
    assert early_answer(bob.state.model, 1, False) == NotMe()
    assert early_answer(bob.state.model, 0, True) is None  # Ann's seat: not the question asked
    bob.send(ev.Message(PlayAs()))
    session = bob.state.session
    assert session is not None and session.viewer == 1 and session.here == [1]
    # the sender's own device, opening the link: nothing is asked, so nothing is taken
    arrive(ann, url)
    assert early_answer(ann.state.model, 1, True) is None
    # on home (no game opened), nothing either
    home = device()
    assert early_answer(home.state.model, 1, True) is None
