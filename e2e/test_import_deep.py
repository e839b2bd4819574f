"""Importing a file nested 200,000 levels deep is refused with a message; the site goes on."""

from __future__ import annotations

from playwright.sync_api import FilePayload, Page, expect

from e2e.browser import open_app
from e2e.conftest import ConsoleLog


def test_a_deeply_nested_file_is_refused_with_a_message(
    page: Page, base_url: str, console: ConsoleLog
) -> None:
    open_app(page, base_url)
    deep = ("[" * 200_000 + "]" * 200_000).encode()
    payload: FilePayload = {"name": "deep.json", "mimeType": "application/json", "buffer": deep}
    page.set_input_files("[data-change='import']", files=[payload])
    expect(page.locator("#app .notice")).to_contain_text("can't be imported")
    expect(page.locator("#app .notice")).to_contain_text("far too large or deep")
    expect(page.locator("#load-error")).to_be_hidden()
    page.click("[data-cmd='new:tranquility']")
    expect(page.locator("html")).to_have_attribute("data-screen", "setup")
    assert not any("fatal" in error.lower() for error in console.errors)
