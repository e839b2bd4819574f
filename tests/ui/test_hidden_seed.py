"""The seed and replay link of a game with hidden information a person must not see (bots' hands,
pass-and-play, the daily deal) appear only once it is over; exports say they hold the whole game."""

from __future__ import annotations

import json

import pytest

from game.ui.app import events as ev
from game.ui.app.page import Page
from game.ui.element import find_all
from game.ui.storage.saves import KEY_PREFIX, load_session_text
from tests.ui.test_controller import Browser, setup_form, text


def seed_links(p: Page) -> list[str]:
    found = [s for spec in p.specs for s in find_all(spec, lambda s: "seed=" in str(s[1].get("href", "")))]
    return [str(s[1]["href"]) for s in found]


@pytest.mark.parametrize(
    ("players", "bots"),
    [(2, (1,)), (2, ()), (3, (0, 2))],
    ids=["a bot's hand", "pass-and-play", "bots and a person"],
)
def test_the_seed_waits_for_the_end(players: int, bots: tuple[int, ...]) -> None:
    b = Browser()
    # (not 123456789: the stones are marked 1 to 9, which reads as that number on the page)
    shown = b.send(ev.Command("start:shifting-stones", setup_form(players, bots, seed="864213579")))
    if b.state.session is not None and b.state.session.step() == "handoff":
        shown = b.send(ev.Command("handoff"))
    assert seed_links(shown) == [] and "864213579" not in text(shown)
    b.play_out()
    end = b.send(ev.Command("help"))
    assert seed_links(end) and "864213579" in text(end)


def test_the_daily_deal_hides_its_seed_until_it_is_over() -> None:
    b = Browser()
    shown = b.send(ev.Command("daily:shifting-stones"))
    session = b.state.session
    assert session is not None and session.daily
    assert seed_links(shown) == [] and str(session.match.seed) not in text(shown)
    b.play_out()
    assert seed_links(b.send(ev.Command("help")))


def test_a_solo_game_keeps_its_link_to_share() -> None:
    b = Browser()
    shown = b.send(ev.Command("start:tranquility", setup_form(1, seed="123456789")))
    assert any("seed=123456789" in link for link in seed_links(shown))


def test_an_export_says_it_holds_the_whole_game() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(2, (1,))))
    session = b.state.session
    assert session is not None
    key = KEY_PREFIX + session.save_id
    b.send(ev.Play(session.rules.legal_actions(session.state)[0]))  # a deal with no move is not kept
    home = b.send(ev.Command("home"))
    note = [s for spec in home.specs for s in find_all(spec, lambda s: s[1].get("id") == "export-note")]
    assert len(note) == 1 and "whole game" in text(home)
    buttons = [
        s for spec in home.specs for s in find_all(spec, lambda s: s[1].get("data-cmd") == f"export:{key}")
    ]
    assert buttons[0][1]["aria-describedby"] == "export-note"
    b.send(ev.Command(f"export:{key}"))
    (download,) = b.of(ev.Download)
    data = json.loads(download.text)
    assert "whole game" in data["about"] and next(iter(data)) == "about"
    stored = json.loads(b.store.data[key])["actions"]
    assert list(load_session_text(download.text).match.actions) == stored
    b.state = b.state.__class__(lang="ru")
    b.send(ev.Command(f"export:{key}"))
    assert "всю игру" in json.loads(b.of(ev.Download)[0].text)["about"]
