"""With the site's storage blocked (as "block all cookies" does: localStorage, sessionStorage and
Cache Storage refuse every use), the site still starts, and a friend can play a game sent by link:
in the page, told that nothing is kept."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS
from e2e.conftest import ConsoleLog
from game.ui.link.relay import new_game_id, session_link
from game.ui.table.session import Seat, new_session

pytestmark = pytest.mark.fresh

BLOCKED = """(() => {
    const refuse = () => { throw new DOMException("The site may not keep anything.", "SecurityError"); };
    for (const name of ["localStorage", "sessionStorage"]) Object.defineProperty(window, name, { get: refuse });
    const refused = () => Promise.reject(new DOMException("The site may not keep anything.", "SecurityError"));
    Object.defineProperty(window, "caches", { get: () => ({ open: refused, keys: refused, delete: refused, has: refused, match: refused }) });
})();"""


def test_a_link_opens_and_plays_with_storage_blocked(page: Page, base_url: str, console: ConsoleLog) -> None:
    page.add_init_script(BLOCKED)
    game = new_session("shifting-stones", {}, [Seat("Bea"), Seat("Cal")], 7, "blocked")
    page.goto(base_url + session_link(game, new_game_id(5)))
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("html", "data-load-error") is None
    expect(page.get_by_text("nothing is kept once it is closed")).to_be_visible()
    page.locator("[data-cmd='relay-play-as']").click()
    expect(page.locator("[data-screen='game'] [role=grid]")).to_be_visible()
    expect(page.locator(".hand .pattern").first).to_be_visible()
    page.locator(".controls [data-action='skip']").click()  # Bea's turn: skip, and draw two
    # the move made, the game goes back by link: its link is there to send
    expect(page.locator("[data-cmd='relay-copy']")).to_be_visible()
    expect(page.get_by_text("Saving is not available")).to_have_count(0)  # nothing is tried
    assert not [error for error in console.errors if "Something went wrong" in error]
