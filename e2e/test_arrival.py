"""A play link opened on a first visit names its game and players before Python is up, and its
table is playable once Python is."""

from __future__ import annotations

import base64
import hashlib
from contextlib import suppress

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, Route, expect

from e2e.browser import READY, READY_TIMEOUT_MS
from e2e.conftest import ConsoleLog
from game.ui.link.relay import new_game_id, session_link, turn_tag
from game.ui.table.session import Seat, new_session

#: Each test opens its link in a context of its own: a first visit is what is under test.
pytestmark = pytest.mark.fresh


def release(page: Page, held: list[Route]) -> None:
    """The runtime's WebAssembly let through: the requests held, then any later ones."""
    page.unroute("**/pyodide.asm.wasm")  # first: no request is held after this
    for route in held:
        with suppress(PlaywrightError):  # (let through by the unrouting already)
            route.continue_()


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
    expect(page.locator("#loading-ask")).to_be_hidden()  # nobody to ask for
    release(page, held)


def a_game_by_link() -> tuple[str, str]:
    """A new game of Shifting Stones between Bea and Cal by link, Bea to move: its address as
    sent (with whose turn it is) and its fragment."""
    game = new_session("shifting-stones", {}, [Seat("Bea"), Seat("Cal")], 7, "arrival")
    fragment = session_link(game, new_game_id(11))
    return hint(fragment, 0) + fragment, fragment


def hint(fragment: str, seat: int) -> str:
    """The address's hint that ``seat`` is to move in the game of ``fragment``, as a link sends it."""
    return f"?turn={seat}.{turn_tag(fragment, seat)}"


def test_play_as_is_answered_before_python_is_up_and_the_table_opens_with_that_hand(
    page: Page, base_url: str, console: ConsoleLog
) -> None:
    address, fragment = a_game_by_link()
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(base_url + address)
    # the arrival screen says whose turn it is and asks at once, while Python cannot be up
    expect(page.locator("#loading-arrival-game")).to_have_text("Shifting Stones")
    expect(page.locator("#loading-arrival-turn")).to_have_text("It's Bea's turn")
    play_as = page.get_by_role("button", name="Play as Bea")
    expect(play_as).to_be_visible()
    expect(page.get_by_role("button", name="Not me")).to_be_visible()
    play_as.click()
    expect(page.locator("html")).to_have_attribute("data-arrival-answer", "play")
    expect(page.locator("#loading-stage")).to_have_text("Setting the table for Bea…")
    assert page.get_attribute("html", "data-ready") != "true"
    release(page, held)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    # the table opens on Bea's hand: the question is not asked again
    expect(page.locator("html")).to_have_attribute("data-arrival-answer", "taken")
    expect(page.locator(".hand .pattern").first).to_be_visible()
    expect(page.locator(".relay-arrival")).to_have_count(0)
    # the address holds the game's link, the hint of whose turn it was gone
    assert page.evaluate("() => location.search") == ""
    assert page.evaluate("() => location.hash") == fragment
    assert console.errors == []


def test_not_me_before_python_opens_the_public_table_and_a_device_holding_the_game_is_not_asked(
    page: Page, base_url: str
) -> None:
    address, fragment = a_game_by_link()
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(base_url + address)
    page.get_by_role("button", name="Not me").click()
    release(page, held)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(page.locator("html")).to_have_attribute("data-arrival-answer", "taken")
    expect(page.locator("[data-screen='game'] .board-area")).to_be_visible()
    expect(page.locator(".hand [data-card]")).to_have_count(0)  # nobody's cards: the public table
    # the same link opened again: this device holds the game now, so nothing is asked early
    page.goto(base_url + hint(fragment, 0) + fragment)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("html", "data-arrival-turn") is None
    expect(page.locator("html")).to_have_attribute("data-screen", "game")


def test_an_answer_for_a_seat_that_is_not_to_move_is_dropped_and_the_game_asks_its_own(
    page: Page, base_url: str
) -> None:
    _, fragment = a_game_by_link()  # Bea is to move
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(base_url + hint(fragment, 1) + fragment)  # a hint made anew to name Cal
    page.get_by_role("button", name="Play as Cal").click()
    release(page, held)
    dropped_and_asked(page, "Bea")


def dropped_and_asked(page: Page, name: str) -> None:
    """Once Python is up, the early answer is dropped and the game asks its own question: "Play
    as ``name``", nobody's hand shown."""
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(page.locator("html")).to_have_attribute("data-arrival-answer", "dropped")
    expect(page.locator(".relay-arrival [data-cmd='relay-play-as']")).to_contain_text(name)
    expect(page.locator(".hand [data-card]")).to_have_count(0)


def test_an_answer_given_to_one_link_is_not_taken_by_another_that_replaced_it_under_the_loading_screen(
    page: Page, base_url: str
) -> None:
    address, _ = a_game_by_link()  # Bea and Cal, Bea to move
    other = new_session("shifting-stones", {}, [Seat("Dan"), Seat("Eve")], 9, "another")
    replacing = session_link(other, new_game_id(12))
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(base_url + address)
    page.get_by_role("button", name="Play as Bea").click()
    expect(page.locator("html")).to_have_attribute("data-arrival-answer", "play")
    # before Python is up, the tab's fragment becomes another game's link (Dan to move)
    page.evaluate("(fragment) => { location.hash = fragment; }", replacing)
    # the loading screen names the game now in the address; the answer was Bea's, dropped, and the
    # address's hint of whose turn it is was the first link's: nobody is asked before Python is up
    expect(page.locator("#loading-arrival-seats")).to_have_text("Dan \u00b7 Eve")
    expect(page.locator("#loading-ask")).to_be_hidden()
    assert page.get_attribute("html", "data-arrival-answer") is None
    assert page.evaluate("() => window.seaArrival") is None
    release(page, held)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    # the game in the address asks its own question; no hand is shown, no seat taken
    expect(page.locator(".relay-arrival [data-cmd='relay-play-as']")).to_contain_text("Dan")
    expect(page.locator(".hand [data-card]")).to_have_count(0)


def test_an_answer_kept_for_another_link_is_dropped_by_python(page: Page, base_url: str) -> None:
    """Python takes an early answer only for the very link it was given to (its whole fragment)."""
    address, fragment = a_game_by_link()
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(base_url + address)
    page.get_by_role("button", name="Play as Bea").click()
    # the answer, as the loading screen keeps it, made to name another link (one move further on)
    page.evaluate("(link) => { window.seaArrival.link = link; }", fragment + "x")
    release(page, held)
    dropped_and_asked(page, "Bea")


def forged(
    fragment: str, names: list[str] | None = None, version: str | None = None, check: bool = True
) -> str:
    """``fragment`` with its names or version changed, its check made anew (``check``) or left."""
    parts = fragment.removeprefix("#").split("/")
    if names is not None:
        parts[7] = base64.urlsafe_b64encode("\n".join(names).encode()).decode().rstrip("=")
    if version is not None:
        parts[2] = version
    body = "/".join(parts[:-1])
    sum_ = base64.urlsafe_b64encode(hashlib.sha256(body.encode()).digest()).decode()[:8]
    return "#" + body + "/" + (sum_ if check else parts[-1])


@pytest.mark.parametrize(
    "harm",
    ["right-to-left", "zero-width", "three-names-two-seats", "bad-check", "other-version", "long-name"],
)
def test_the_loading_screen_shows_and_asks_nothing_of_a_link_python_would_refuse(
    harm: str, page: Page, base_url: str
) -> None:
    _, fragment = a_game_by_link()  # Bea and Cal, Bea to move
    link = {
        "right-to-left": forged(fragment, ["\u202ebeB", "Cal"]),
        "zero-width": forged(fragment, ["Be\u200ba", "Cal"]),
        "three-names-two-seats": forged(fragment, ["Bea", "Cal", "Dan"]),
        "bad-check": forged(fragment, ["Bob", "Cal"], check=False),
        "other-version": forged(fragment, version="1.1.9"),
        "long-name": forged(fragment, ["B" * 2900, "Cal"]),
    }[harm]
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(base_url + hint(link, 0) + link)
    expect(page.locator("#loading-stage")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-arrival-checked", "refused")
    assert page.locator("#loading-arrival").is_hidden()
    expect(page.locator("#loading-ask")).to_be_hidden()
    assert page.get_attribute("html", "data-arrival-turn") is None
    release(page, held)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(page.get_by_role("status").filter(has_text="link")).to_be_visible()  # Python says why


def test_a_sound_link_is_still_asked_after_its_check(page: Page, base_url: str) -> None:
    address, _ = a_game_by_link()
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(base_url + address)
    expect(page.get_by_role("button", name="Play as Bea")).to_be_visible()
    assert len(page.locator("#loading-arrival-seats").inner_text()) < 40
    release(page, held)


@pytest.mark.parametrize("query", ["edited", "of-another-link", "untagged"])
def test_a_hint_of_whose_turn_that_is_not_the_links_own_asks_nobody_early(
    query: str, page: Page, base_url: str
) -> None:
    _, fragment = a_game_by_link()  # Bea to move
    other = session_link(
        new_session("shifting-stones", {}, [Seat("Dan"), Seat("Eve")], 9, "x"), new_game_id(3)
    )
    search = {
        "edited": "?turn=1." + turn_tag(fragment, 0),  # the seat changed, the tag left
        "of-another-link": hint(other, 0),
        "untagged": "?turn=0",
    }[query]
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(base_url + search + fragment)
    # the game and its players are named (the link itself is sound), but nobody is asked
    expect(page.locator("#loading-arrival-seats")).to_have_text("Bea \u00b7 Cal")
    expect(page.locator("#loading-ask")).to_be_hidden()
    assert page.get_attribute("html", "data-arrival-turn") is None
    release(page, held)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(page.locator(".relay-arrival [data-cmd='relay-play-as']")).to_contain_text("Bea")  # Python asks
