"""Watching a table of bots, in both games: Pause stops the bots, Step plays one move, Take a seat
hands a seat to the person at the device."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from e2e.browser import open_app
from e2e.conftest import ConsoleLog
from e2e.test_play import new_game


@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
def test_pause_step_and_take_a_seat(page: Page, base_url: str, console: ConsoleLog, game: str) -> None:
    open_app(page, base_url)
    new_game(page, game, 2, ["bot", "bot"])
    expect(page.locator(".watch-controls")).to_be_visible()
    page.select_option("[data-change='pace']", "slow")
    page.click("[data-cmd='watch-pause']")
    expect(page.locator("[data-cmd='watch-pause']")).to_have_attribute("aria-pressed", "true")
    # A bot's wait (1.2 s at this pace) may end meanwhile, with no move; then nothing is scheduled
    # any more, so no bot can move until the next click.
    page.wait_for_function("() => window.seaTest.idle()", timeout=30_000)
    moves = page.locator(".log li").count()
    page.click("[data-cmd='watch-step']")
    expect(page.locator(".log li")).to_have_count(moves + 1)
    page.click("[data-cmd='watch-step']")
    expect(page.locator(".log li")).to_have_count(moves + 2)
    page.click("[data-cmd='watch-seat:0']")
    expect(page.locator(".watch-controls")).to_have_count(0)
    # The seat is the viewer's now: their hand is on the table and the game goes on.
    expect(page.locator(".hand")).to_be_visible(timeout=30_000)
    assert console.errors == []
