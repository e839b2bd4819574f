"""No link can freeze the site: a replay link claiming more moves than any game can have is refused
at once and cleared from the address, so a reload is safe, and the same link followed from an open
page answers at once. (An import of 300,000 moves refused before a move is replayed, and a save
under a key holding a line break listed and opened, are tested without a browser:
tests/ui/test_save_index.py.)"""

from __future__ import annotations

import time

from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, SNAPSHOT_DONE

#: the link that once hung the page for ever: "end" is always legal, so its walk never ended
HANGING = "#shifting-stones?seed=1&players=2&moves=10000000000.AAAAAAAAAA"
#: one that once took 36 s to be told apart
SLOW = "#shifting-stones?seed=1&players=2&moves=1000000.AAAAAAAAAA"
#: how long the page waits for a refusal from an open page (the refusal comes before any move
#: is replayed: a hang would be a wait of minutes)
READY_WITHIN_MS = 10_000


def warm(page: Page, base_url: str) -> None:
    """One visit first, until the page has kept its snapshot of a fresh interpreter: the timed
    loads are then the site's own (about 1.5 s), not the runtime's first start."""
    page.goto(base_url)
    page.wait_for_selector(SNAPSHOT_DONE, state="attached", timeout=READY_TIMEOUT_MS)
    page.goto("about:blank")


def seconds_to_ready(page: Page, url: str) -> float:
    """Seconds from opening ``url`` (a fresh load) until the page is ready."""
    page.goto("about:blank")
    started = time.monotonic()
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    return time.monotonic() - started


def test_a_link_claiming_endless_moves_is_refused_at_once_and_a_reload_is_safe(
    page: Page, base_url: str
) -> None:
    warm(page, base_url)
    for link in (HANGING, SLOW):
        plain = seconds_to_ready(page, base_url)
        spent = seconds_to_ready(page, base_url + link)
        # (a figure, not a test: that the refusal comes before any move is replayed is tested
        # without a browser, tests/ui/test_relay.py and tests/ui/test_save_index.py)
        print(f"ready in {spent:.2f} s with {link[:40]}..., {plain:.2f} s without")
        expect(page.locator("#app")).to_contain_text("This link could not be opened")
        expect(page.locator("#app")).to_contain_text("claims more moves than any game can have")
        assert page.evaluate("() => location.hash") == ""
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        expect(page.locator("[data-cmd='new:shifting-stones']")).to_be_visible()
        expect(page.locator("#app")).not_to_contain_text("This link could not be opened")


def test_the_same_link_followed_from_an_open_page_answers_at_once(page: Page, base_url: str) -> None:
    page.goto(base_url)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    page.evaluate("(link) => { location.hash = link; }", HANGING)
    expect(page.locator("#app")).to_contain_text("claims more moves", timeout=READY_WITHIN_MS)
    # The main thread is free: a script returns, and the address no longer holds the link.
    assert page.evaluate("() => location.hash") == ""
    page.click("[data-cmd='new:shifting-stones']")
    expect(page.locator("html")).to_have_attribute("data-screen", "setup")
