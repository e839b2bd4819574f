"""Fixtures: one local server and one headless Chromium for the whole run; a fresh context per test."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, sync_playwright

from e2e.browser import launch, serve_site


@pytest.fixture(scope="session")
def base_url() -> Iterator[str]:
    with serve_site() as url:
        yield url


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        browser = launch(playwright)
        yield browser
        browser.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context(service_workers="allow")
    yield context
    context.close()


@dataclass
class ConsoleLog:
    """Console errors and uncaught page errors seen during a test."""

    errors: list[str] = field(default_factory=list)

    def on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.errors.append(message.text)

    def on_page_error(self, error: Exception) -> None:
        self.errors.append(str(error))


@pytest.fixture
def console() -> ConsoleLog:
    return ConsoleLog()


@pytest.fixture
def page(context: BrowserContext, console: ConsoleLog) -> Page:
    page = context.new_page()
    page.on("console", console.on_console)
    page.on("pageerror", console.on_page_error)
    return page
