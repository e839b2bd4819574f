"""Devices passing links as people do: in any order, old links opened again, links cut or edited
by messengers, a device reloaded mid-way, a device that takes whatever seat it is offered (so
that games fork), and now and then a device whose browser blocks storage. Seeded: a few hundred
runs in ``make test``, thousands under ``make explore``.

What must hold after every step: no exception reaches the player (no error screen, nothing
reported); a refused link is told and changes nothing stored, and a link cut short is told as
cut; a fork is told and keeps both games; no stored game ever loses a move it had (nothing is
lost silently); a device shows the hand of a seat it plays and no other; a device that keeps
nothing still plays the link it opens, and says so."""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass, field, replace

import pytest

from game.ui.app import events as ev
from game.ui.app.page import Page, safe_page
from game.ui.link.relay import decode_link
from game.ui.pages.play import LinkSent
from game.ui.pages.play.relay_view import game_fragment
from game.ui.storage.backend import MemoryStore
from game.ui.storage.saves import KEY_PREFIX
from tests.ui.test_controller import Browser
from tests.ui.test_flows import visit
from tests.ui.test_relay_flow import SITE, link_game

RUNS = int(os.environ.get("RELAY_FUZZ_RUNS", "3000" if os.environ.get("EXPLORE") else "200"))
#: steps of one run
STEPS = 30
#: what a link did on a device, by the words it says
WORDS = {
    "new": "A new game",
    "newer": "goes on",
    "same": "already holds",
    "older": "older than",
    "other": "another deal",
    "kept nowhere": "nothing is kept",
}


class Quiet(Browser):
    """A browser that paints only when asked (:meth:`look`): the runs take thousands of steps."""

    def send(self, event: ev.Event) -> Page:
        self.run(event)
        return Page([], self.state.screen, "standard", self.state.lang, None)

    def look(self) -> Page:
        """The page as painted now (a view that breaks shows the error panel)."""
        self.state, shown = safe_page(self.state)
        return shown


@dataclass
class Device:
    """A device of the run: its browser, the seat its owner plays (None: a device that takes
    whatever it is offered), and the seats it has taken."""

    browser: Quiet
    owner: int | None
    taken: set[int] = field(default_factory=set)
    #: the moves of every save it holds, as last seen
    held: dict[str, list[str]] = field(default_factory=dict)


@dataclass
class Told:
    """What the run saw happen, over all runs."""

    counts: dict[str, int] = field(default_factory=dict)

    def add(self, what: str) -> None:
        self.counts[what] = self.counts.get(what, 0) + 1


def stored_games(b: Browser) -> dict[str, list[str]]:
    games = {}
    for key, text in b.store.data.items():
        if key.startswith(KEY_PREFIX):
            try:
                data = json.loads(text)
            except ValueError:
                continue
            if isinstance(data, dict) and isinstance(data.get("actions"), list):
                games[key] = [str(a) for a in data["actions"]]
    return games


def damaged(link: str, pick: random.Random) -> tuple[str, str]:
    """``link`` as a messenger may pass it on: whole, cut short, or with a character changed."""
    roll = pick.random()
    if roll < 0.15:
        return link[: pick.randrange(len(SITE) + 2, len(link) - 1)], "cut"
    if roll < 0.3:
        at = pick.randrange(len(SITE) + 6, len(link))
        char = "A" if link[at] != "A" else "B"
        return link[:at] + char + link[at + 1 :], "edited"
    return link, "whole"


def check(device: Device, *, look: bool = True) -> None:
    """What must hold on a device after any step (``look``: its page is painted too)."""
    b = device.browser
    assert b.state.screen != "error" and not b.of(ev.Report), b.state.model
    assert not look or b.look().screen != "error"
    session = b.state.session
    if session is not None and session.viewer is not None:
        assert session.viewer in device.taken, (session.viewer, device.taken)
        assert session.viewer in session.here
    now = stored_games(b)
    for key, moves in device.held.items():
        after = now.get(key)
        assert after is not None and after[: len(moves)] == moves, (key, moves, after)
    device.held = now


def open_on(device: Device, url: str, told: Told, how: str = "whole") -> None:
    """``url`` opened on the device: whose move it is is answered as its owner would."""
    b = device.browser
    before = dict(b.store.data)
    b.send(ev.Navigate(url[len(SITE) :]))  # (in the page open on the device)
    if b.state.notice:
        told.add("refused")
        assert b.store.data == before  # a refused link stores nothing
        if how == "cut":  # told as what happened to it, never as damage
            assert "end of the link is missing" in b.state.notice, b.state.notice
            told.add("told cut")
        return
    message = str(b.state.message or "")
    for what, words in WORDS.items():
        if words in message:
            told.add(what)
    if "part at move" in message:
        told.add("fork")
        assert len(stored_games(b)) > len([k for k in before if k.startswith(KEY_PREFIX)])
    game = b.state.game
    session = game.session
    if game.arrived:
        seat = session.actor()
        assert not session.here  # a device that plays a seat is never asked for another
        if device.owner in (None, seat):
            b.send(ev.Command("relay-play-as"))
            device.taken.add(seat)
            told.add("play as")
        else:
            b.send(ev.Command("relay-not-me"))
            told.add("not me")


def play_turns(device: Device, pick: random.Random, pool: list[str], told: Told) -> None:
    """The device plays its seats' moves (and the bots') until the game waits for another device
    or ends; the link it would send joins the pool."""
    b = device.browser
    for _ in range(200):
        session = b.state.session
        if session is None:
            return
        step = session.step()
        if step == "over":
            told.add("over")
            return
        if step == "away":
            url = SITE + (game_fragment(session) or "")
            pool.append(url)
            if pick.random() < 0.8:
                b.send(ev.Message(LinkSent("copied")))
            return
        if step == "bot":
            b.send(ev.BotTurn())
        elif step == "handoff":
            b.send(ev.Command("handoff"))
        else:
            legal = session.legal_for_viewer()
            assert legal
            b.send(ev.Play(pick.choice(legal)))
        check(device, look=False)


def reload(device: Device) -> None:
    """The device's page loaded again at its address (the link of the game on screen)."""
    b = device.browser
    session = b.state.session
    fragment = (game_fragment(session) or "") if session is not None else ""
    again = Quiet(store=b.store, seeds=b.seeds, refuse=b.refuse)
    visit(again, fragment)
    again.state = replace(again.state, site=SITE)
    if fragment:
        again.send(ev.Navigate(fragment))
    device.browser = again


def one_run(seed: int, told: Told) -> None:
    pick = random.Random(seed)
    game = pick.choice(["shifting-stones", "shifting-stones", "tranquility"])
    players = pick.randint(2, 4)
    kinds = ["human"] + [pick.choice(["link", "link", "bot"]) for _ in range(players - 1)]
    if "link" not in kinds:
        kinds[1] = "link"
    creator = Device(Quiet(), 0, {0})
    visit(creator.browser)
    creator.browser.state = replace(creator.browser.state, site=SITE)
    link_game(creator.browser, game, kinds, seed=str(seed))
    devices = [creator] + [Device(Quiet(), seat) for seat in range(1, players) if kinds[seat] == "link"]
    devices.append(Device(Quiet(), None))  # takes whatever it is offered: games fork
    if pick.random() < 0.25:  # storage blocked: it keeps nothing, and still plays what it opens
        devices.append(
            Device(Quiet(store=MemoryStore(failing="unavailable"), refuse=("", "unavailable")), None)
        )
    for device in devices[1:]:
        visit(device.browser)
        device.browser.state = replace(device.browser.state, site=SITE)
    pool: list[str] = []
    play_turns(creator, pick, pool, told)
    for _ in range(STEPS):
        if not pool:
            break
        device = pick.choice(devices)
        roll = pick.random()
        if roll < 0.1:
            reload(device)
            told.add("reload")
            check(device)
            continue
        url = pool[-1] if roll < 0.7 else pick.choice(pool)
        sent, how = damaged(url, pick)
        if how != "whole":
            told.add(how)
        open_on(device, sent, told, how)
        check(device, look=False)
        if how != "whole" and not device.browser.state.notice:
            assert decode_link(sent[len(SITE) :])  # only a link that still reads was opened
        play_turns(device, pick, pool, told)
        check(device, look=pick.random() < 0.3)  # (painting is most of a step's work)
    for device in devices:
        check(device)


@pytest.mark.parametrize("chunk", range(4))
def test_devices_passing_links_lose_nothing_and_tell_everything(chunk: int) -> None:
    told = Told()
    for run in range(chunk, RUNS, 4):
        one_run(9000 + run, told)
    counts = told.counts
    # the runs met what they are for
    for what in ("refused", "play as", "not me", "reload", "cut", "told cut", "edited", "kept nowhere"):
        assert counts.get(what, 0) > 0, counts
    print(f"relay fuzz, chunk {chunk}: {json.dumps(counts, sort_keys=True)}")
