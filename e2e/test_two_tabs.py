"""Two tabs of one browser on one save: the moves of neither are lost. A tab whose game was saved
from the other is told at once, its moves are refused, and it is offered the newer game."""

from __future__ import annotations

import json

from playwright.sync_api import BrowserContext, Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, open_app
from e2e.conftest import ConsoleLog
from e2e.test_play import new_game, tranquility_turn


def stored_actions(page: Page) -> list[str]:
    text: str = page.evaluate(
        "() => { const k = Object.keys(localStorage).find((k) => k.startsWith('sea-stones/save/'));"
        " return localStorage.getItem(k); }"
    )
    actions: list[str] = json.loads(text)["actions"]
    return actions


def turn(page: Page) -> None:
    page.wait_for_selector(".controls")
    tranquility_turn(page)
    page.wait_for_selector(".controls")


def test_the_reported_sequence_in_two_tabs_loses_no_move(
    page: Page, context: BrowserContext, base_url: str, console: ConsoleLog
) -> None:
    a = page
    open_app(a, base_url)
    new_game(a, "tranquility", 1, ["human"])
    turn(a)  # a deal with no move is not kept: the first move saves the game
    key = a.evaluate("() => Object.keys(localStorage).find((k) => k.startsWith('sea-stones/save/'))")
    b = context.new_page()
    open_app(b, base_url)
    b.click(f"[data-cmd='open:{key}']")
    b.wait_for_selector(".controls")
    for _ in range(3):
        turn(a)
    after_a = stored_actions(a)
    assert len(after_a) >= 3
    # B, still at A's first move, is told by the storage event; its move is refused and nothing is written.
    expect(b.locator(".stale-banner")).to_be_visible()
    b.locator(".hand .tcard").first.click()
    expect(b.locator(".message")).to_contain_text("another tab")
    assert stored_actions(a) == after_a
    turn(a)
    after_a4 = stored_actions(a)
    assert len(after_a4) > len(after_a) and after_a4[: len(after_a)] == after_a
    b.locator(".hand .tcard").first.click()
    b.locator("[data-cmd='discard-two']").click()
    assert stored_actions(a) == after_a4
    # Reload both: nothing is lost, each opens the game with every move of A.
    for tab in (a, b):
        tab.reload()
        tab.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        tab.click(f"[data-cmd='open:{key}']")
        tab.wait_for_selector(".controls")
        expect(tab.locator(".log li")).to_have_count(len(after_a4))
    assert stored_actions(a) == after_a4
    # B takes up the game and plays on; now A is the stale tab and is offered B's game.
    turn(b)
    expect(a.locator(".stale-banner")).to_be_visible()
    a.click(".stale-banner [data-cmd^='open:']")
    expect(a.locator(".stale-banner")).to_have_count(0)
    expect(a.locator(".log li")).to_have_count(len(stored_actions(a)))
    assert console.errors == []
