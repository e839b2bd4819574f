"""The site boots in Chromium and shows its loading screen first (offline play: test_install.py)."""

from __future__ import annotations

import sys

import pytest
from playwright.sync_api import Page, Route, expect

from e2e.browser import READY, READY_TIMEOUT_MS, ROOT
from e2e.conftest import ConsoleLog

sys.path.insert(0, str(ROOT / "scripts"))
from pyscript_config import UNUSED_PLUGINS
from vendor import stdlib_name

#: Each test boots its own page: the boot is what is under test.
pytestmark = pytest.mark.fresh


def test_the_app_boots_to_ready_without_console_errors(
    page: Page, base_url: str, console: ConsoleLog
) -> None:
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(base_url)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    # Our Python arrives as two packed archives, never module by module, each downloaded once: what home
    # imports while the runtime starts, the rest after it (static/js/python-start.mjs).
    first = {url for url in requested if "/static/py/" in url and not url.endswith("-later.zip.zst")}
    assert len(first) == 1
    page.wait_for_function("() => window.seaTest.idle()")  # the later archive is in
    asked = sorted((url for url in requested if "/static/py/" in url), key=len)
    assert len(asked) == 2 and asked[1] == asked[0].replace(".zip.zst", "-later.zip.zst"), asked
    # The first comes over the network (a first visit has no service worker yet); the later one
    # too, or from the service worker's cache if it has taken over by then: never twice.
    sizes = page.evaluate(
        """() => performance.getEntriesByType("resource")
            .filter((entry) => entry.name.includes("/static/py/")).map((entry) => [entry.name, entry.transferSize])"""
    )
    assert sorted((name for name, _ in sizes), key=len) == asked
    assert dict(sizes)[asked[0]] > 0
    assert not [url for url in requested if "/game/" in url]
    # none of PyScript's plugins but its error screen (pyscript.toml, index.html's mpy-config)
    chunks = [url.rsplit("/", 1)[-1] for url in requested if "/pyscript-" in url]
    assert not [name for name in chunks if name.startswith(tuple(f"{plugin}-" for plugin in UNUSED_PLUGINS))]
    assert any(name.startswith("error-") for name in chunks)
    # the standard library the site imports, compiled; not Pyodide's sources nor its lock file
    # (python-runtime.mjs's STDLIB and LOCK), nor a chunk of the editor's or the terminals'
    runtime = [url.rsplit("/", 1)[-1] for url in requested if "/pyodide-" in url]
    assert [name for name in runtime if name.startswith("python_stdlib")] == [stdlib_name() + ".zst"]
    assert "pyodide-lock.json" not in runtime
    assert not [name for name in chunks if name.startswith(("codemirror", "xterm", "zip-", "pyodide_graph"))]
    expect(page.locator("#loading")).to_be_hidden()
    expect(page.get_by_role("heading", name="Sea & Stones")).to_be_visible()
    expect(page.locator("[data-cmd='new:tranquility']")).to_be_visible()
    expect(page.locator("[data-cmd='new:shifting-stones']")).to_be_visible()
    expect(page.locator("#language")).to_be_visible()
    expect(page.locator("footer")).to_contain_text("Version 0.1.0")
    assert console.errors == []


def test_the_loading_screen_shows_before_python_starts(page: Page, base_url: str) -> None:
    held: list[Route] = []
    # Hold the Python runtime back until we have looked at the page.
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    with page.expect_request(lambda request: request.url.endswith("pyodide.asm.wasm")):
        page.goto(base_url, wait_until="domcontentloaded")
    expect(page.locator("#loading")).to_be_visible()
    expect(page.locator("#loading-stage")).not_to_be_empty()
    assert page.locator("html").get_attribute("data-ready") == "false"
    page.evaluate("() => 0")  # one round trip: the route event has been handled by now
    assert held, "the runtime request was not intercepted"
    for route in held:
        route.continue_()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(page.locator("#loading")).to_be_hidden()


def test_a_runtime_that_fails_to_load_shows_an_error(page: Page, base_url: str) -> None:
    page.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=404, body="missing"))
    page.goto(base_url)
    error = page.locator("#load-error")
    expect(error).to_be_visible(timeout=READY_TIMEOUT_MS)
    expect(error).to_contain_text("The game engine could not load")
    assert page.locator("html").get_attribute("data-ready") == "false"
