"""The compact setup: player count as segmented buttons, each seat a small card with a person/bot
toggle (the level only for a bot), presets as named cards with their difficulty, modules folded;
at the table (tests/ui/test_flows.py), bots carry a mark and "bot" in their seat's accessible name."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.browser import open_app
from e2e.conftest import ConsoleLog, SharedPages
from e2e.test_layout import VIEWPORTS
from e2e.test_nothing_covers import WHY_NOT


def test_setup_by_segmented_buttons_seat_cards_and_preset_cards(
    page: Page, base_url: str, console: ConsoleLog
) -> None:
    open_app(page, base_url)
    page.click("[data-cmd='new:tranquility']")
    players = page.get_by_role("group", name="Players")
    expect(players.get_by_role("radio")).to_have_count(5)
    players.get_by_role("radio", name="3").check()
    expect(page.locator(".seat-row")).to_have_count(3)
    # The keyboard moves along the buttons, and the focus stays with the chosen one.
    page.locator("input[name=players][value='3']").focus()
    page.keyboard.press("ArrowRight")
    expect(page.locator(".seat-row")).to_have_count(4)
    expect(page.locator("input[name=players][value='4']")).to_be_focused()
    expect(page.locator("input[name=players][value='4']")).to_be_checked()
    # A person is asked no bot level; a bot is.
    seat = page.get_by_role("group", name="Seat 2")
    seat.get_by_role("radio", name="A person").check()
    expect(seat.locator("select[name=level1]")).to_have_count(0)
    seat.get_by_role("radio", name="A bot").check()
    expect(page.get_by_role("group", name="Seat 2").locator("select[name=level1]")).to_be_visible()
    # Presets are cards with their difficulty; the modules stay folded until asked for.
    cards = page.locator(".preset-card")
    expect(cards).to_have_count(5)
    expect(cards.filter(has_text="Storm")).to_contain_text("hard bots win")
    modules = page.locator("#setup-modules")
    expect(modules.locator("select[name=sea_monsters]")).to_be_hidden()
    meter = page.locator(".meter")
    calm = meter.get_attribute("data-meter")
    page.get_by_role("radio", name="Storm").check()
    expect(page.locator("input[name=preset][value=storm]")).to_be_checked()
    expect(meter).not_to_have_attribute("data-meter", calm or "")
    page.click("#setup-modules > summary")
    expect(modules.locator("select[name=sea_monsters]")).to_have_value("3")
    # The section stays open as the form redraws.
    page.select_option("select[name=wild_cards]", "1")
    expect(page.locator("input[name=preset][value=custom]")).to_be_checked()
    expect(modules.locator("select[name=sea_monsters]")).to_be_visible()
    assert console.errors == []


def test_start_is_in_view_and_in_reach_at_every_size_we_design_for(
    shared_pages: SharedPages, base_url: str
) -> None:
    """However long the form (five seats, the modules open), Back and Start stay at the screen's
    foot, each the element hit at its centre."""
    page = shared_pages("default", service_workers="allow").open()
    page.click("[data-cmd='new:tranquility']")
    page.locator("input[name=players][value='5']").check()
    page.click("#setup-modules > summary")
    for size in VIEWPORTS:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.evaluate("() => window.scrollTo(0, 0)")
        for button in ("[data-cmd='start:tranquility']", ".setup > .buttons:last-child .btn:not(.primary)"):
            why = page.locator(button).evaluate(WHY_NOT)
            assert not why, (size, button, why)
