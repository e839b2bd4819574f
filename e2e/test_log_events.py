"""The Stones discard pile opens from the keyboard as a list of drawn cards (the log of every module's
events and the solo Start split: tests/ui/test_flows.py)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.browser import open_app
from e2e.test_play import new_game


def test_the_stones_discard_pile_opens_from_the_keyboard_as_a_list_of_drawn_cards(
    page: Page, base_url: str
) -> None:
    open_app(page, base_url)
    new_game(page, "shifting-stones", 1, ["human"])
    toggle = page.locator(".pile-toggle")
    expect(toggle).to_be_disabled()  # nothing discarded yet
    page.click("[data-cell='0'] button")
    page.click(".controls [data-cmd='flip']")
    paid = page.locator(".hand .pattern").first
    label = paid.get_attribute("aria-label") or ""
    paid.click()
    expect(toggle).to_be_enabled()
    expect(toggle).to_have_attribute("aria-expanded", "false")
    toggle.focus()
    page.keyboard.press("Enter")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    items = page.locator("#discard-list li")
    expect(items).to_have_count(1)
    expect(items.first.locator(".chip.schip")).to_have_count(1)
    # The card is named by what it shows, as it was in the hand (its drawing's accessible name).
    words = items.first.locator(".card-inline[role=img]").get_attribute("aria-label") or ""
    assert words.split("“")[1].split("”")[0].replace(" / ", "; ") in label
    page.keyboard.press("Enter")
    expect(page.locator("#discard-list")).to_have_count(0)
