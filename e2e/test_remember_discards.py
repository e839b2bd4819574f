"""The "Remember my discards" aid in the page: off by default (discards stay face down, RULES.md
A3), a checkbox among the setup options that lists the player's own discards under the sea, kept
by the save when the game is opened again."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, open_app
from e2e.test_play import pick_until_confirm


def start_with_a_bot(page: Page, remember: bool) -> None:
    page.click("[data-cmd='new:tranquility']")
    page.check("input[name=players][value='2']")
    page.wait_for_selector("input[name=kind1]")
    page.check("input[name=kind0][value=human]")
    page.check("input[name=kind1][value=bot]")
    box = page.locator("input[name=remember_discards]")
    expect(box).not_to_be_checked()  # off unless chosen
    if remember:
        box.check()
        expect(page.locator("input[name=remember_discards]")).to_be_checked()
    page.fill("input[name=seed]", "7")
    page.click("[data-cmd='start:tranquility']")
    page.wait_for_selector("[data-screen='game']", state="attached")
    page.select_option("[data-change='pace']", "instant")


def hand(page: Page) -> list[str]:
    return page.locator(".hand .tcard .tcard-text").all_inner_texts()


@pytest.mark.parametrize("remember", [False, True])
def test_a_discard_is_listed_only_with_the_aid(page: Page, base_url: str, remember: bool) -> None:
    open_app(page, base_url)
    start_with_a_bot(page, remember)
    before = hand(page)
    page.click("[data-cmd='discard-two']")
    pick_until_confirm(page)
    expect(page.locator(".side-panel .log li")).to_have_count(2, timeout=60_000)  # ours and the bot's
    page.wait_for_selector(".controls")
    own = page.locator(".own-discards")
    if not remember:
        expect(own).to_have_count(0)
        assert "Your discards" not in page.content()
        return
    expect(own).to_contain_text("Your discards (2): ")
    listed = own.inner_text().split(": ", 1)[1].split(", ")
    assert len(listed) == 2 and all(card in before for card in listed)
    # The save keeps the aid: opened again after a reload, the list is still there.
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    page.click(".continue [data-cmd^='open:']")
    page.wait_for_selector(".tranquility-screen")
    expect(page.locator(".own-discards")).to_have_text(f"Your discards (2): {', '.join(listed)}")
