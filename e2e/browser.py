"""Shared helpers for driving the site in headless Chromium (tests and benchmarks)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, BrowserType, Page, Playwright

ROOT = Path(__file__).resolve().parent.parent

#: Flags for a sandbox-less machine with a closed network (see docs/STARTUP.md, "The browser tests' start").
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
]

#: Waits for the app, never for a fixed time: the page sets this once Python is interactive.
READY = "html[data-ready='true']"
#: Cold start of Pyodide can be slow on a busy 2-core machine; this is an upper bound only.
READY_TIMEOUT_MS = 120_000

#: Set once the page has stored (or failed to store) a memory snapshot of a fresh interpreter.
SNAPSHOT_DONE = "html[data-python-snapshot=stored], html[data-python-snapshot=failed]"

#: Resolves once the service worker has precached the shell, our archive and the runtime and
#: taken over (it is registered once the game is up).
SW_READY = """async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker.state !== "activated") {
        await new Promise((done) => worker.addEventListener("statechange", () => {
            if (worker.state === "activated") done();
        }));
    }
    return worker.state;
}"""


#: Run before the page's scripts: the page makes no memory snapshot of its interpreter
#: (static/js/python-start.mjs) and keeps no unpacked archives (python-runtime.mjs): background
#: work for later visits, which only the tests of later visits need.
SKIP_SNAPSHOT = "window.seaSkipSnapshot = true;"


def new_context(browser: Browser, snapshot: bool = False, **options: Any) -> BrowserContext:
    """A new context (a new private profile) of ``browser``; its pages keep a memory snapshot of
    Python for later visits only if ``snapshot``."""
    context = browser.new_context(**options)
    if not snapshot:
        context.add_init_script(SKIP_SNAPSHOT)
    return context


def booted(page: Page, base_url: str) -> bool:
    """Whether the page shows the app, interactive, with its test hook (``window.seaTest``)."""
    try:
        return page.url.startswith(base_url) and bool(
            page.evaluate("() => document.documentElement.dataset.ready === 'true' && !!window.seaTest")
        )
    except Exception:  # a closed or crashed page
        return False


def open_app(page: Page, base_url: str) -> None:
    """The app at home on a first visit: the shared page is that already (e2e/conftest.py opens it
    afresh before each test); any other page loads the site and waits until Python is interactive."""
    if not booted(page, base_url):
        page.goto(base_url)
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)


def chromium_path() -> str | None:
    """The installed Chromium to use: $CHROMIUM, Debian's /usr/bin/chromium, or None (Playwright's own)."""
    for candidate in (os.environ.get("CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium")):
        if candidate and Path(candidate).is_file():
            return candidate
    return None


def launch(playwright: Playwright) -> Browser:
    """Headless Chromium with the flags this machine needs."""
    return playwright.chromium.launch(executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS)


def launch_with_profile(chromium: BrowserType, profile: str | Path) -> BrowserContext:
    """Headless Chromium with a profile on disk (``profile``), its service workers allowed: what a
    first visit and the visits after it need (a private context is never offered an install)."""
    return chromium.launch_persistent_context(
        str(profile),
        executable_path=chromium_path(),
        headless=True,
        args=CHROMIUM_ARGS,
        service_workers="allow",
    )


@contextmanager
def serve_site(root: Path = ROOT, server: Path = ROOT / "scripts" / "serve.py") -> Iterator[str]:
    """Run ``server`` (this project's scripts/serve.py) serving ``root`` on a free port for the
    duration; yields the base URL."""
    process = subprocess.Popen(
        [sys.executable, str(server), "--port", "0", "--root", str(root)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "SERVE_QUIET": "1"},
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        match = re.search(r"http://[\d.]+:\d+/", line)
        if not match:
            raise RuntimeError(f"the site server did not start: {line!r}")
        yield match.group(0)
    finally:
        process.terminate()
        process.wait(timeout=10)
