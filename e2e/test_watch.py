"""A table of bots only is a game to watch: the bots play at the chosen pace, one save is kept,
and it opens again after a reload."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, open_app
from e2e.conftest import ConsoleLog
from e2e.test_play import new_game


def saves(page: Page) -> list[str]:
    keys: list[str] = page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('sea-stones/save/'))"
    )
    return keys


@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
def test_a_table_of_bots_plays_itself_to_the_end(
    page: Page, base_url: str, console: ConsoleLog, game: str
) -> None:
    open_app(page, base_url)
    page.select_option("[data-change='pace']", "instant") if page.locator(
        "[data-change='pace']"
    ).count() else None
    new_game(page, game, 2, ["bot", "bot"])
    expect(page.locator("html")).to_have_attribute("data-screen", "game")
    page.select_option("[data-change='pace']", "instant")
    expect(page.locator(".end-screen")).to_be_visible(timeout=120_000)
    assert page.locator(".log li").count() > 5
    assert len(saves(page)) == 1
    assert console.errors == []
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    (key,) = saves(page)
    page.click(f"[data-cmd='open:{key}']")
    expect(page.locator(".end-screen")).to_be_visible()
