"""Fixtures: one local server and one headless Chromium for the whole run. ``page`` is one booted
page per worker, opened afresh between tests through the app's test hook (``window.seaTest``:
storage and the address cleared, the app's state made anew, no second boot of Python); a test that
takes ``context``, or is marked ``fresh``, gets a new context and a page that boots by itself."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, ViewportSize, sync_playwright

from e2e.browser import READY, READY_TIMEOUT_MS, booted, launch, serve_site

#: The viewport of a new context (Playwright's default), restored on the shared page.
VIEWPORT: ViewportSize = {"width": 1280, "height": 720}

#: Opens the app afresh as a new visit would, on a page that has booted once.
RESET = """(path) => {
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, "", path);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.seaTest.reset();
}"""


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "fresh: the test boots its own page in a new context")


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


@dataclass
class SharedPage:
    """One booted page kept across tests; a new one only when the last test broke it."""

    browser: Browser
    base_url: str
    context: BrowserContext | None = None
    page: Page | None = None

    def fresh(self) -> Page:
        if self.page is None or self.page.is_closed():
            if self.context is None:
                self.context = self.browser.new_context(service_workers="allow")
            self.page = self.context.new_page()
        page = self.page
        if page.viewport_size != VIEWPORT:
            page.set_viewport_size(VIEWPORT)
        if booted(page, self.base_url):
            try:
                page.evaluate(RESET, "/")
                page.wait_for_selector("html[data-screen='home']", state="attached", timeout=10_000)
                return page
            except Exception:  # the last test left the page unable to answer: start again
                self.close()
                return self.fresh()
        page.evaluate("() => { try { localStorage.clear(); sessionStorage.clear(); } catch (e) {} }")
        page.goto(self.base_url)
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        return page

    def close(self) -> None:
        if self.context is not None:
            self.context.close()
        self.context = self.page = None


@pytest.fixture(scope="session")
def shared_page(browser: Browser, base_url: str) -> Iterator[SharedPage]:
    shared = SharedPage(browser, base_url)
    yield shared
    shared.close()


@pytest.fixture
def page(request: pytest.FixtureRequest, shared_page: SharedPage, console: ConsoleLog) -> Iterator[Page]:
    if request.node.get_closest_marker("fresh") or "context" in request.fixturenames:
        context: BrowserContext = request.getfixturevalue("context")
        page = context.new_page()
    else:
        page = shared_page.fresh()
    page.on("console", console.on_console)
    page.on("pageerror", console.on_page_error)
    yield page
    if not page.is_closed():
        page.remove_listener("console", console.on_console)
        page.remove_listener("pageerror", console.on_page_error)
