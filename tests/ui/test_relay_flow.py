"""Play by link through the controller: two devices (two browsers with their own storage) send a
game to each other; the link, read from its text box, is the only thing that travels."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from game.ui import events as ev
from game.ui.page import Page
from game.ui.relay import site_version
from game.ui.saves import KEY_PREFIX
from tests.ui.dom import attr, one, select, text
from tests.ui.test_controller import Browser
from tests.ui.test_flows import visit

SITE = "https://example.org/sea/"


def device() -> Browser:
    """A browser on a device of its own, at the site's address."""
    b = Browser()
    visit(b)
    b.state = replace(b.state, site=SITE)
    return b


def link_game(b: Browser, game: str, kinds: list[str], seed: str = "7", **extra: str) -> Page:
    """A new game set up on ``b``: ``kinds`` per seat (``human``, ``bot``, ``link``), named
    Ann, Bob, Cy, ..."""
    b.send(ev.Command(f"new:{game}"))
    form = {"players": str(len(kinds)), "seed": seed, **extra}
    for seat, kind in enumerate(kinds):
        form |= {f"name{seat}": NAMES[seat], f"kind{seat}": kind, f"level{seat}": "easy"}
    return b.send(ev.Command(f"start:{game}", form))


NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def play_here(b: Browser, pick: random.Random, limit: int = 400) -> Page:
    """The people (and bots) of this device play until the game waits for another device or
    ends: a move that scores when one can, else a random one."""
    shown = b.send(ev.Refresh())
    for _ in range(limit):
        session = b.state.session
        assert session is not None
        step = session.step()
        if step in ("away", "over"):
            return shown
        if b.state.game.arrived:
            shown = b.send(ev.Command("relay-play-as"))
        elif step == "bot":
            shown = b.send(ev.BotTurn())
        elif step == "handoff":
            shown = b.send(ev.Command("handoff"))
        else:
            legal = session.legal_for_viewer()
            scores = [a for a in legal if a.startswith(("score:", "finish", "start"))]
            shown = b.send(ev.Play(scores[0] if scores else pick.choice(legal)))
    raise AssertionError("the game never waited for another device")


def plain(said: object) -> str:
    """Text as read, without the marks that isolate a player's name."""
    return str(said).replace("\u2068", "").replace("\u2069", "")


def sent_link(shown: Page, name: str) -> str:
    """The link in the "Send the game to <name>" panel (the whole URL), checked for its parts."""
    panel = one(shown, ".side-panel .relay-send")
    assert f"Send the game to {name}" in plain(text(panel, "h2"))
    box = one(panel, "input.relay-link")
    assert attr(box, "readonly") == "True" and plain(attr(box, "aria-label")).startswith(f"Link for {name}")
    url = str(attr(box, "value"))
    assert url.startswith(SITE + "#play/")
    return url


def copy(b: Browser) -> Page:
    """Copy pressed, and the browser copied the link (it says so back)."""
    b.send(ev.Command("relay-copy"))
    assert [e.how for e in b.of(ev.SendLink)] == ["copy"]
    return b.send(ev.Command("relay-sent:copied"))


def arrive(b: Browser, url: str) -> Page:
    """``url`` opened on device ``b`` (the page opens, then takes in the link)."""
    visit(b)
    b.state = replace(b.state, site=SITE)
    return b.send(ev.Navigate(url[len(SITE) :]))


def saves(b: Browser) -> dict[str, dict[str, object]]:
    return {k: json.loads(v) for k, v in b.store.data.items() if k.startswith(KEY_PREFIX)}


def test_setup_offers_a_friend_by_link_and_says_the_link_trusts_its_players() -> None:
    b = device()
    shown = b.send(ev.Command("new:shifting-stones"))
    seat = select(shown, ".seat-row")[1]
    assert "A friend (by link)" in text(seat)
    assert "A person here" in text(seat)
    assert "Friendly play: the link trusts its players" not in text(shown)
    form = {"players": "2", "name0": "Ann", "kind0": "human", "name1": "Bob", "kind1": "link"}
    shown = b.send(ev.Change("setup-option", "link", form))
    assert "Friendly play: the link trusts its players" in text(shown, ".relay-trust")


def test_a_seat_called_you_is_refused_in_a_game_by_link() -> None:
    b = device()
    b.send(ev.Command("new:shifting-stones"))
    form = {"players": "2", "name0": "You", "kind0": "human", "name1": "Bob", "kind1": "link"}
    shown = b.send(ev.Command("start:shifting-stones", form))
    assert b.state.screen == "setup" and "Give every person a name" in text(shown, ".form-error")


def test_a_stones_game_travels_both_ways_to_the_end() -> None:
    ann, bob = device(), device()
    pick = random.Random(3)
    link_game(ann, "shifting-stones", ["human", "link"])
    session = ann.state.session
    assert session is not None and session.link_id and session.away == (1,)
    shown = play_here(ann, pick)
    url = sent_link(shown, "Bob")
    key = KEY_PREFIX + f"link-{session.link_id}"
    assert saves(ann)[key]["link"] == {"id": session.link_id, "away": [1], "relayed": 0}
    sender, receiver = ann, bob
    for _ in range(300):
        copy(sender)
        assert saves(sender)[key]["link"]["relayed"] == len(sender.state.game.session.match.actions)  # type: ignore[index]
        shown = arrive(receiver, url)
        arrived = receiver.state.session
        assert arrived is not None
        if arrived.step() == "over":
            break
        name = arrived.seats[arrived.actor()].name
        # whose move it is, and nothing private until they say it is them
        assert f"it is the move of {name}" in plain(text(shown, ".relay-arrival h2"))
        assert select(shown, ".hand .pattern") == [] and select(shown, ".board-area") == []
        shown = receiver.send(ev.Command("relay-play-as"))
        assert len(select(shown, ".hand .pattern")) >= 1
        shown = play_here(receiver, pick)
        other = "Ann" if receiver is bob else "Bob"
        url = sent_link(shown, other)  # after the last move too: the end reaches the other device
        sender, receiver = receiver, sender
    else:
        raise AssertionError("the game did not end")
    # both devices hold the finished game, and open on its end screen with replay and review
    for b in (ann, bob):
        assert saves(b)[key]["link"] is not None
        assert select(b.send(ev.Refresh()), ".end-screen [data-cmd='review']")
    assert text(shown, ".end-screen h2")


def test_versions_are_named() -> None:
    assert site_version("tranquility").count(".") == 2
