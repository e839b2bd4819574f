"""Presets and the difficulty meter, the daily deal, and stats that survive a reload."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, open_app
from e2e.test_play import open_modules


def test_a_preset_changes_the_difficulty_meter(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    page.click("[data-cmd='new:tranquility']")
    page.check("input[name=players][value='3']")
    meter = page.locator(".meter")
    expect(meter).to_have_attribute("data-estimate", "false")
    calm = meter.get_attribute("data-meter")
    page.check("input[name=preset][value=storm]")
    expect(page.locator("select[name=sea_monsters]")).to_have_value("3")
    expect(meter).not_to_have_attribute("data-meter", calm or "")
    expect(meter).to_have_attribute("data-estimate", "false")
    assert int(meter.get_attribute("data-meter") or 100) < int(calm or 0)
    # Editing a module of the preset turns it into an estimate, and the preset into "Custom".
    open_modules(page)
    page.select_option("select[name=wild_cards]", "1")
    expect(meter).to_have_attribute("data-estimate", "true")
    expect(page.locator("input[name=preset][value=custom]")).to_be_checked()
    expect(page.locator("input[name=preset]:checked")).to_have_count(1)
    expect(meter).to_contain_text("estimate")


def test_the_daily_deal_goes_on_the_record_once_and_the_record_survives_a_reload(
    page: Page, base_url: str
) -> None:
    open_app(page, base_url)
    page.click("[data-cmd='daily:shifting-stones']")
    expect(page.locator(".daily-badge")).to_contain_text("Daily deal")
    expect(page.locator(".daily-badge")).not_to_contain_text("replay")
    for _ in range(40):  # ending turns without scoring: four strikes end the solo game
        if page.locator(".end-screen").count():
            break
        page.keyboard.press("e")
    expect(page.locator(".end-screen")).to_be_visible()
    share = page.locator(".end-screen .share-text")
    expect(share).to_contain_text("Shifting Stones daily")
    expect(share).not_to_contain_text("replay")
    page.click("[data-cmd='home']")
    expect(page.locator("[data-daily='shifting-stones'] .share-text")).to_contain_text(
        "Shifting Stones daily"
    )
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    page.click("[data-cmd='stats']")
    row = page.locator("[data-record='shifting-stones/daily']")
    expect(row).to_contain_text("Daily deal")
    expect(row.locator("td").first).to_have_text("1")
    page.click("[data-cmd='home']")
    page.click("[data-cmd='daily:shifting-stones']")
    expect(page.locator(".daily-badge")).to_contain_text("replay")
    for _ in range(40):
        if page.locator(".end-screen").count():
            break
        page.keyboard.press("e")
    expect(page.locator(".end-screen .share-text")).to_contain_text("(replay)")
    page.click(".end-screen [data-cmd='home']")
    page.click("[data-cmd='stats']")
    expect(page.locator("[data-record='shifting-stones/daily'] td").first).to_have_text("1")


def test_damaged_stats_are_reported_kept_and_can_be_reset(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    page.evaluate("() => localStorage.setItem('sea-stones/stats', '{broken')")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(page.locator(".notice").first).to_contain_text("stats")
    page.click("[data-cmd='stats']")
    page.click("[data-cmd='stats-reset']")
    assert page.evaluate("() => localStorage.getItem('sea-stones/stats')") == "{broken"
    page.click("[data-cmd='stats-reset:yes']")
    expect(page.locator(".stats-page")).to_contain_text("No finished games yet.")
    assert page.evaluate("() => JSON.parse(localStorage.getItem('sea-stones/stats')).format") == 1
