"""The seed waits for the end of a game with a bot's hand in it, and of the daily deal; the saved
games say next to Export that a file holds the whole game."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, open_app
from e2e.test_play import new_game


def test_a_bots_hand_and_the_daily_deal_keep_their_seed_until_the_end(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    new_game(page, "shifting-stones", 2, ["human", "bot"])
    page.select_option("[data-change='pace']", "instant")
    page.wait_for_selector(".controls")
    expect(page.locator(".share-link")).to_have_count(0)
    expect(page.locator("a[href*='seed=']")).to_have_count(0)
    for _ in range(200):
        page.wait_for_selector(".controls [data-action='end'], .end-screen", timeout=60_000)
        if page.locator(".end-screen").count():
            break
        page.click(".controls [data-action='end']")
    expect(page.locator(".end-screen")).to_be_visible()
    expect(page.locator(".share-link a[href*='seed=7']")).to_be_visible()
    page.click("[data-cmd='home']")
    expect(page.locator("#export-note")).to_contain_text("whole game")
    assert page.get_attribute(".save [data-cmd^='export:']", "aria-describedby") == "export-note"
    page.click("[data-cmd='daily:shifting-stones']")
    page.wait_for_selector(".daily-badge")
    expect(page.locator(".share-link")).to_have_count(0)
    # A deal with no move is not kept: play one so there is a game to continue.
    page.locator(".controls [data-action='skip'], .controls [data-action='end']").first.click()
    page.wait_for_selector(".daily-badge")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    page.click(".continue [data-cmd^='open:']")
    page.wait_for_selector(".daily-badge")
    expect(page.locator("a[href*='seed=']")).to_have_count(0)
