"""Sound is optional: off by default, a toggle remembered with the preferences, and cues made by
the page itself (WebAudio) once it is on."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS
from e2e.conftest import ConsoleLog


def played(page: Page) -> dict[str, int]:
    counts: dict[str, int] = page.evaluate("() => ({ ...window.seaSound.played })")
    return counts


def open_stones(page: Page, base_url: str) -> None:
    """A game's link opened as the first address of the page (a new visit, from its snapshot)."""
    page.goto("about:blank")
    page.goto(base_url + "#shifting-stones?seed=7&players=1&options={}")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    page.click("[data-cmd='start:shifting-stones']")
    page.wait_for_selector("[data-screen='game'] [role=grid]")


def swap(page: Page) -> None:
    page.click("[data-cmd='tile:4']")
    page.click("[data-cmd='tile:5']")
    page.locator(".hand .pattern").first.click()
    expect(page.locator(".stone.recent")).to_have_count(2)


def test_sound_is_off_by_default_and_the_toggle_is_remembered(
    page: Page, base_url: str, console: ConsoleLog
) -> None:
    open_stones(page, base_url)
    toggle = page.get_by_role("button", name="Sound")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    swap(page)
    assert played(page) == {"place": 0, "swap": 0, "win": 0, "lose": 0}
    toggle.click()
    expect(page.get_by_role("button", name="Sound")).to_have_attribute("aria-pressed", "true")
    prefs = json.loads(page.evaluate("() => localStorage.getItem('sea-stones/prefs')"))
    assert prefs["sound"] is True
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(page.get_by_role("button", name="Sound")).to_have_attribute("aria-pressed", "true")
    open_stones(page, base_url)
    swap(page)
    assert played(page)["swap"] == 1
    page.get_by_role("button", name="Sound").click()
    expect(page.get_by_role("button", name="Sound")).to_have_attribute("aria-pressed", "false")
    page.click("[data-cmd='tile:0']")
    page.click("[data-cmd='flip']")
    page.locator(".hand .pattern").first.click()
    expect(page.locator(".stone.recent")).to_have_count(1)
    assert played(page)["swap"] == 1
    assert console.errors == []
