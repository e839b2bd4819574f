"""A play link opened on a first visit names its game and players before Python is up, and its
table is playable once Python is."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, Route, expect

from e2e.browser import READY, READY_TIMEOUT_MS
from e2e.conftest import ConsoleLog
from game.ui.relay import new_game_id, session_link
from game.ui.session import Seat, new_session

#: Each test opens its link in a context of its own: a first visit is what is under test.
pytestmark = pytest.mark.fresh


def release(page: Page, held: list[Route]) -> None:
    """The runtime's WebAssembly let through: the requests held, then any later ones."""
    for route in held:
        route.continue_()
    page.unroute("**/pyodide.asm.wasm")


def test_a_link_names_its_game_and_players_before_python_is_up_and_plays_after(
    page: Page, base_url: str, console: ConsoleLog
) -> None:
    game = new_session("shifting-stones", {}, [Seat("Bea"), Seat("Cal")], 7, "arrival")
    held: list[Route] = []
    # the runtime's WebAssembly is held back until the link's arrival is seen: Python cannot be up
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(base_url + session_link(game, new_game_id(7)))
    arrival = page.locator("#loading-arrival")
    expect(arrival).to_be_visible()
    expect(page.locator("#loading-arrival-game")).to_have_text("Shifting Stones")
    expect(page.locator("#loading-arrival-seats")).to_have_text("Bea \u00b7 Cal")
    assert page.get_attribute("html", "data-ready") != "true"
    assert page.get_attribute("html", "data-arrival") == "shifting-stones"
    release(page, held)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(page.locator("#loading")).to_be_hidden()
    play_as = page.locator("[data-cmd='relay-play-as']")
    expect(play_as).to_contain_text("Bea")
    play_as.click()
    expect(page.locator("[data-screen='game'] [role=grid]")).to_be_visible()
    assert console.errors == []


def test_a_fragment_that_is_no_link_of_ours_shows_the_plain_loading_screen(page: Page, base_url: str) -> None:
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(base_url + "#play/chess/1/2/3/pp/-/!!!/0/x")
    expect(page.locator("#loading-stage")).to_be_visible()
    assert page.locator("#loading-arrival").is_hidden()
    assert page.get_attribute("html", "data-arrival") is None
    release(page, held)
