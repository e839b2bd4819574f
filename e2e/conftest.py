"""Fixtures: one local server and one headless Chromium for the whole run. ``page`` is one booted
page per worker, opened afresh between tests through the app's test hook (``window.seaTest``:
storage and the address cleared, the app's state made anew, no second boot of Python); a test that
takes ``context``, or is marked ``fresh``, gets a new context and a page that boots by itself."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, ViewportSize, sync_playwright

from e2e.browser import READY, READY_TIMEOUT_MS, booted, launch, new_context, serve_site

#: The kinds of shared page whose tests load the page again (a reload, a link as the first address):
#: their pages keep a memory snapshot of Python, which such a load starts from. The others make none.
RELOADED = {"default"}

#: A player's preference for reduced motion, as Chromium emulates it.
ReducedMotion = Literal["no-preference", "reduce"]

#: The viewport of a new context (Playwright's default), restored on the shared page.
VIEWPORT: ViewportSize = {"width": 1280, "height": 720}

#: Opens the app afresh as a new visit would, on a page that has booted once.
RESET = """async (path) => {
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, "", path);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await window.seaTest.reset();
    window.scrollTo(0, 0);
}"""


class CrashWarning(UserWarning):
    """A page's renderer crashed during a test (a test that fails by a crash runs once more: see
    the Makefile's e2e target)."""


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "fresh: the test boots its own page in a new context")
    config.addinivalue_line("markers", "snapshot: the new context's pages keep a memory snapshot of Python")


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
def context(browser: Browser, request: pytest.FixtureRequest) -> Iterator[BrowserContext]:
    snapshot = request.node.get_closest_marker("snapshot") is not None
    context = new_context(browser, snapshot, service_workers="allow")
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
    """One booted page of a kind (its context's options) kept across tests, opened afresh for
    each; a new one only when the last test left it unable to answer."""

    browser: Browser
    base_url: str
    kind: str
    options: dict[str, Any] = field(default_factory=dict)
    #: run in every document of the context before the page's own scripts
    init_script: str | None = None
    context: BrowserContext | None = None
    page: Page | None = None
    #: the page's emulated preference for reduced motion
    motion: ReducedMotion = "no-preference"
    #: the page's renderer crashed: the next test gets a new context, not this dead page
    crashed: bool = False

    def open(
        self,
        address: str = "/",
        forget: str = "() => {}",
        viewport: ViewportSize | None = None,
        motion: ReducedMotion = "no-preference",
    ) -> Page:
        """The app as a first visit to ``address`` shows it (storage empty), at ``viewport`` (the
        kind's own by default), for a player whose preference for reduced motion is ``motion``;
        ``forget`` clears what the test's own scripts recorded on the page."""
        if self.crashed:
            self.close()
        if self.page is None or self.page.is_closed():
            if self.context is None:
                self.context = new_context(self.browser, self.kind in RELOADED, **self.options)
                if self.init_script:
                    self.context.add_init_script(self.init_script)
            self.page = self.context.new_page()
            self.page.on("crash", self.on_crash)
            self.motion = "no-preference"
        page = self.page
        viewport = viewport or self.options.get("viewport", VIEWPORT)
        if page.viewport_size != viewport:
            page.set_viewport_size(viewport)
        if motion != self.motion:
            page.emulate_media(reduced_motion=motion)
            self.motion = motion
        if booted(page, self.base_url):
            try:
                page.evaluate(forget)
                page.evaluate(RESET, address)
                page.wait_for_selector(READY, state="attached", timeout=10_000)
                return page
            except Exception:  # the last test left the page unable to answer: start again
                self.close()
                return self.open(address, forget, viewport, motion)
        if page.url.startswith(self.base_url):
            page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
        page.goto(self.base_url + address.removeprefix("/"))
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        return page

    def on_crash(self, page: Page) -> None:
        self.crashed = True
        warnings.warn(f"the {self.kind} page's renderer crashed at {page.url}", CrashWarning, stacklevel=1)

    def close(self) -> None:
        if self.context is not None:
            self.context.close()
        self.context = self.page = None
        self.crashed = False


class SharedPages:
    """The shared pages of a worker, one per kind of context."""

    def __init__(self, browser: Browser, base_url: str) -> None:
        self.browser, self.base_url = browser, base_url
        self.kinds: dict[str, SharedPage] = {}

    def __call__(self, kind: str, init_script: str | None = None, **options: Any) -> SharedPage:
        if kind not in self.kinds:
            self.kinds[kind] = SharedPage(self.browser, self.base_url, kind, options, init_script)
        return self.kinds[kind]

    def close(self) -> None:
        for shared in self.kinds.values():
            shared.close()


@pytest.fixture(scope="session")
def shared_pages(browser: Browser, base_url: str) -> Iterator[SharedPages]:
    pages = SharedPages(browser, base_url)
    yield pages
    pages.close()


@pytest.fixture
def page(request: pytest.FixtureRequest, shared_pages: SharedPages, console: ConsoleLog) -> Iterator[Page]:
    if request.node.get_closest_marker("fresh") or "context" in request.fixturenames:
        context: BrowserContext = request.getfixturevalue("context")
        page = context.new_page()
    else:
        page = shared_pages("default", service_workers="allow").open()
    page.on("console", console.on_console)
    page.on("pageerror", console.on_page_error)
    crashes: list[str] = []
    shared = shared_pages.kinds.get("default")
    if shared is None or page.context is not shared.context:  # (a shared page warns by itself)
        page.on("crash", lambda crashed: crashes.append(crashed.url))
    yield page
    for address in crashes:  # told in the run's summary, even when the test's second run passes
        warnings.warn(f"the page's renderer crashed at {address}", CrashWarning, stacklevel=1)
    if not page.is_closed():
        page.remove_listener("console", console.on_console)
        page.remove_listener("pageerror", console.on_page_error)
