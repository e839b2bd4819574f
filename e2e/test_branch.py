"""Play from here in the browser: the seat chosen in the panel's selects is the seat played (the
page reads them with the click on Start), and a person taking a bot's seat starts behind a
hand-off."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from e2e.browser import open_app
from e2e.test_replay import finished
from game.ui.storage.saves import save_text


def test_a_bots_seat_chosen_for_a_person_starts_behind_a_handoff(
    page: Page, base_url: str, tmp_path: Path
) -> None:
    session = finished("shifting-stones", 2, 6)  # Seat1 a person, Seat2 the bot
    open_app(page, base_url)
    path = tmp_path / "game.json"
    path.write_text(save_text(session, "2026-12-01T10:00:00.000Z"), encoding="utf-8")
    page.set_input_files("input[data-change='import']", str(path))
    page.locator(".end-screen [data-cmd=replay]").click()
    page.locator(".replay-slider").fill("4")
    expect(page.locator(".replay-status")).to_contain_text("Move 4 of")
    page.click("[data-cmd=rp-branch]")
    page.select_option("select[name=seat-0]", "easy")
    page.select_option("select[name=seat-1]", "human")
    page.click("[data-cmd=rp-play]")
    expect(page.locator("html")).to_have_attribute("data-screen", "game")
    # Whatever the bot now in the first seat plays first, the device goes to Seat2 before any hand.
    expect(page.locator(".handoff")).to_contain_text("Seat2")
    expect(page.locator(".hand [data-card]")).to_have_count(0)
    page.locator(".handoff [data-cmd=handoff]").click()
    expect(page.locator(".hand .pattern").first).to_be_visible()
