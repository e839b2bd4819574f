"""The address bar and a game by link: while the game is on screen the address holds its link as it
stands, so a reload opens the game (nothing asked again); leaving it clears the address; a link
that fails to open is cleared, so a reload opens the site; when storage is full on arrival the
address keeps the link, so a reload can try again."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, open_app
from game.core.match import Match
from game.core.registry import SPECS
from game.ui.link.relay import encode_link
from game.ui.table.session import Seat


def a_link(seed: int) -> str:
    """The fragment of a new two-player Shifting Stones game by link, Ann to move."""
    entry = SPECS["shifting-stones"]
    match = Match.new(entry.rules, entry.parse_options({"players": 2}), seed)
    return encode_link(match, (Seat("Ann"), Seat("Bob")), f"addr{seed}")


def load(page: Page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    page.wait_for_function("() => window.seaTest.idle()")


def test_a_reload_after_play_as_shows_the_game_and_home_clears_the_address(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    fragment = a_link(41)
    load(page, base_url + fragment)
    expect(page.locator(".relay-arrival")).to_contain_text("trusts its players")
    page.get_by_role("button", name=re.compile("^Play as")).click()
    expect(page.locator(".hand .pattern").first).to_be_visible()
    assert page.evaluate("() => location.hash") == fragment
    page.wait_for_function("() => window.seaTest.idle()")  # "Ann plays here" is written
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    # the game, Ann's hand, nothing asked again
    expect(page.locator(".hand .pattern").first).to_be_visible()
    expect(page.locator(".relay-arrival")).to_have_count(0)
    page.click("[data-cmd='home']")
    expect(page.locator("html")).to_have_attribute("data-screen", "home")
    assert page.evaluate("() => location.hash") == ""
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(page.locator("html")).to_have_attribute("data-screen", "home")


def test_a_cut_play_fragment_is_told_and_cleared(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    load(page, base_url + "#pla")
    expect(page.locator(".notice")).to_contain_text("end of the link is missing")
    assert page.evaluate("() => location.hash") == ""


@pytest.mark.fresh  # (its storage refuses saves: a page of its own)
def test_storage_full_on_arrival_keeps_the_address_for_a_reload(page: Page, base_url: str) -> None:
    fragment = a_link(42)
    full = """() => {
        const put = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
            if (String(key).includes('/save/')) throw new DOMException('full', 'QuotaExceededError');
            return put.call(this, key, value);
        };
    }"""
    page.add_init_script(f"({full})()")
    load(page, base_url + fragment)  # a first visit, by the link
    page.get_by_role("button", name=re.compile("^Play as")).click()
    page.wait_for_function("() => window.seaTest.idle()")
    assert page.evaluate("() => Object.keys(localStorage).filter((k) => k.includes('/save/'))") == []
    expect(page.locator("#app")).to_contain_text(re.compile("storage|space|full", re.I))
    assert page.evaluate("() => location.hash") == fragment
