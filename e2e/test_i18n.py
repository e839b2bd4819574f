"""The site speaks the player's language: chosen in the picker, remembered, and told to the browser."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, new_context, open_app


def test_the_picker_switches_to_kazakh_and_a_reload_keeps_it(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.click("[data-cmd='new:tranquility']")
    page.select_option("#language", "kk")
    expect(page.locator("html")).to_have_attribute("lang", "kk")
    expect(page.locator("#setup-form h2")).to_have_text("Жаңа ойын: Tranquility")
    page.click("[data-cmd='home']")
    expect(page.locator("[data-cmd='new:tranquility']")).to_have_text("Жаңа ойын")
    prefs = page.evaluate("() => JSON.parse(localStorage.getItem('sea-stones/prefs'))")
    assert prefs["lang"] == "kk" and prefs["pace"] == "normal"
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(page.locator("html")).to_have_attribute("lang", "kk")
    expect(page.locator("[data-cmd='new:shifting-stones']")).to_have_text("Жаңа ойын")
    expect(page.locator("#language")).to_have_value("kk")


def test_a_first_visit_follows_the_browsers_language(browser: Browser, base_url: str) -> None:
    context = new_context(browser, locale="ru-RU")
    try:
        page = context.new_page()
        open_app(page, base_url)
        expect(page.locator("html")).to_have_attribute("lang", "ru")
        expect(page.locator(".saves h2")).to_have_text("Сохранённые игры")
    finally:
        context.close()


def test_the_loading_screen_and_its_errors_speak_the_stored_language(browser: Browser, base_url: str) -> None:
    context = new_context(browser, locale="en-US")
    try:
        page = context.new_page()
        page.goto(base_url, wait_until="domcontentloaded")
        page.evaluate("() => localStorage.setItem('sea-stones/prefs', JSON.stringify({lang: 'kk'}))")
        page.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=404, body="missing"))
        page.reload()
        error = page.locator("#load-error")
        expect(error).to_be_visible(timeout=READY_TIMEOUT_MS)
        expect(error.locator("h1")).to_have_text("Ойын қозғалтқышы жүктелмеді")
        expect(page.locator("#load-error-reload")).to_have_text("Қайта жүктеу")
        expect(page.locator("html")).to_have_attribute("lang", "kk")
    finally:
        context.close()
