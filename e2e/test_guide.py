"""Guided first games, played with the keyboard only: the coach's move is read from the page and
carried out with keys (as in e2e/test_keyboard.py), its rule texts in the chosen language."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from e2e.browser import open_app
from e2e.test_keyboard import stones_keyboard_move, tab_to, tranquility_keyboard_move
from game.ui.app.frontends import ui_for
from game.ui.i18n import tr


@pytest.mark.parametrize(("game", "lang"), [("tranquility", "en"), ("shifting-stones", "ru")])
def test_a_guided_first_game_with_the_keyboard_only(page: Page, base_url: str, game: str, lang: str) -> None:
    open_app(page, base_url)
    if lang != "en":
        page.select_option("[data-change='language']", lang)
        expect(page.locator("html")).to_have_attribute("lang", lang)
    tab_to(page, f"[data-cmd='guide:{game}']")
    page.keyboard.press("Enter")
    coach = page.locator(".guide")
    steps = ui_for(game).guide.steps
    expect(coach).to_contain_text(tr(lang, "guide.progress", step=1, steps=len(steps)))
    move = stones_keyboard_move if game == "shifting-stones" else tranquility_keyboard_move
    for index, step in enumerate(steps):
        expect(coach).to_contain_text(
            tr(lang, "guide.progress", step=index + 1, steps=len(steps)), timeout=30_000
        )
        if step.lesson:
            expect(coach.locator(".guide-lesson")).to_have_text(tr(lang, step.lesson))
        if step.action is None:
            # The Continue button has the focus: Enter goes on.
            expect(coach.locator("[data-cmd='guide-next']")).to_be_focused()
            page.keyboard.press("Enter")
            continue
        asked = coach.locator("[data-guide-action]")
        expect(asked).to_have_attribute("data-guide-action", step.action, timeout=30_000)
        move(page, step.action)
    # The guide is over; the game goes on as any other.
    expect(coach).to_have_count(0)
    expect(page.locator("html")).to_have_attribute("data-screen", "game")
    assert page.locator(".side-panel .log li").count() >= sum(1 for s in steps if s.action)
