"""The site is an installable web app (as Chromium judges it) and plays offline after one visit."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from e2e.browser import (
    READY,
    READY_TIMEOUT_MS,
    ROOT,
    SNAPSHOT_DONE,
    SW_READY,
    launch_with_profile,
    open_app,
    serve_site,
)
from e2e.conftest import ConsoleLog
from e2e.test_play import new_game
from e2e.test_start_faults import OLDER_SNAPSHOT
from game.ui.link.relay import new_game_id, session_link
from game.ui.table.session import Seat, new_session

sys.path.insert(0, str(ROOT / "scripts"))
import build_site
import swbuild


def test_chromium_finds_the_site_installable(browser: Browser, base_url: str, tmp_path: Path) -> None:
    # A profile on disk: Chromium never offers to install from a private (incognito) context,
    # which is what an ordinary test context is.
    context = launch_with_profile(browser.browser_type, str(tmp_path / "profile"))
    try:
        page = context.pages[0] if context.pages else context.new_page()
        open_app(page, base_url)
        assert page.evaluate(SW_READY) == "activated"
        # Once installed, the service worker controls the page and answers its requests.
        response = page.reload()
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        assert response is not None and response.from_service_worker
        assert page.evaluate("() => navigator.serviceWorker.controller.scriptURL") == f"{base_url}sw.js"

        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        app_manifest = cdp.send("Page.getAppManifest")
        assert app_manifest["url"] == f"{base_url}manifest.webmanifest"
        assert app_manifest["errors"] == []
        manifest: dict[str, Any] = app_manifest["manifest"]
        assert manifest["name"] and manifest["startUrl"] == base_url
        assert manifest["display"] == "kStandalone"
        icons = {icon["sizes"]: icon["url"] for icon in manifest["icons"] if icon["type"] == "image/png"}
        for size in (192, 512):
            url = icons[f"{size}x{size}"]
            natural = page.evaluate(
                """async (url) => {
                    const image = new Image();
                    image.src = url;
                    await image.decode();
                    return [image.naturalWidth, image.naturalHeight];
                }""",
                url,
            )
            assert natural == [size, size], url
    finally:
        context.close()


def vendored_size(url: str) -> int:
    """The size of the vendored file at ``url`` (0 if it is not one)."""
    path = url.split("/static/vendor/", 1)
    return (ROOT / "static" / "vendor" / path[1]).stat().st_size if len(path) == 2 else 0


def module_compiles(context: BrowserContext, page: Page) -> dict[str, bool]:
    """Reloads ``page`` until it is interactive, traced: each module that V8 compiled, and
    whether it had compiled code kept from before (a code cache)."""
    browser = context.browser
    assert browser is not None
    browser.start_tracing(page=page, categories=["v8", "devtools.timeline"])
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    trace = json.loads(browser.stop_tracing())
    compiled: dict[str, bool] = {}
    for event in trace["traceEvents"]:
        data = (event.get("args") or {}).get("data") or {}
        if event.get("name") == "v8.compileModule" and data.get("url"):
            url = str(data["url"])
            compiled[url] = compiled.get(url, True) and int(data.get("consumedCacheSize", 0)) > 0
    return compiled


@pytest.mark.snapshot
def test_offline_reload_and_a_new_game_after_a_first_load(
    context: BrowserContext, page: Page, base_url: str, console: ConsoleLog
) -> None:
    open_app(page, base_url)
    assert page.evaluate(SW_READY) == "activated"
    # The archives pyscript.toml names were precached: our Python needs nothing from the network.
    cached = page.evaluate(
        """async () => {
            const keys = (await caches.keys()).filter((key) => key.startsWith("sea-and-stones-"));
            const urls = [];
            for (const key of keys) for (const request of await (await caches.open(key)).keys()) urls.push(request.url);
            return urls;
        }"""
    )
    archives = sorted((url for url in cached if "/static/py/" in url), key=len)
    assert len(archives) == 2 and archives[1] == archives[0].replace(".zip.zst", "-later.zip.zst"), archives
    assert not [url for url in cached if "/game/" in url], "modules are not fetched one by one"

    page.wait_for_selector(SNAPSHOT_DONE, state="attached", timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("html", "data-python-snapshot") == "stored"
    # Then a hidden frame ran the page's modules from the worker's cache (their compiled code is
    # kept for the next visit), and is gone.
    page.wait_for_selector("html[data-code-cache=kept]", state="attached", timeout=READY_TIMEOUT_MS)
    assert page.locator("iframe").count() == 0
    # Noted beside the game's own keys, so that a first visit, which has no note, starts at once.
    note = page.evaluate("() => localStorage.getItem('sea-stones-python-snapshot')")
    assert note is not None and note.endswith(archives[0].rsplit("/", 1)[-1]), note

    # The archives it unpacked are kept, for a later visit to read as they are.
    page.wait_for_function(
        "() => Object.keys((JSON.parse(localStorage.getItem('sea-stones-unpacked') || '{}').files) || {}).length === 3"
    )

    context.set_offline(True)
    # the page has no network from here on (asked before the reload: a reloaded page's
    # navigator.onLine says online under Chromium's offline emulation, which still holds)
    assert page.evaluate("() => navigator.onLine") is False
    compiled = module_compiles(context, page)
    # The runtime's and PyScript's modules came with the compiled code the frame had kept, where
    # Chromium keeps any (not for a script of a few hundred bytes): none was compiled afresh.
    large = {url: cached for url, cached in compiled.items() if vendored_size(url) > 4096}
    assert {url.rsplit("/", 1)[-1] for url in large} >= {"pyodide.asm.mjs", "pyodide.mjs"}, compiled
    assert len(large) >= 3, compiled  # and PyScript's own code
    assert all(large.values()), compiled
    assert page.evaluate("() => navigator.serviceWorker.controller !== null")
    # Python started from the snapshot, offline, on the archives kept unpacked.
    assert page.get_attribute("html", "data-python-snapshot") == "restored"
    assert page.get_attribute("html", "data-unpacked") == "kept"

    new_game(page, "tranquility", 1, ["human"])
    expect(page.locator(".sea [role=gridcell]").first).to_be_visible()
    expect(page.locator(".hand")).not_to_be_empty()

    # A game link from a friend, opened in a new tab with no network, as a messenger would open it.
    game = new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bob")], 7, "offline-link")
    link = context.new_page()
    link.goto(base_url + session_link(game, new_game_id(7)))
    link.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    play_as = link.locator("[data-cmd='relay-play-as']")
    expect(play_as).to_contain_text("Ann")
    play_as.click()
    expect(link.locator("[data-screen='game'] [role=grid]")).to_be_visible()
    assert console.errors == []


def starts_afresh(page: Page) -> None:
    """Reloaded, Python starts without a snapshot and a new one is made; the game plays as ever."""
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("html", "data-python-snapshot") in {"pending", "stored"}
    new_game(page, "tranquility", 1, ["human"])
    expect(page.locator(".sea [role=gridcell]").first).to_be_visible()
    page.wait_for_selector(SNAPSHOT_DONE, state="attached", timeout=READY_TIMEOUT_MS)


def restores(page: Page) -> None:
    """Reloaded, Python starts from the snapshot."""
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("html", "data-python-snapshot") == "restored"


@pytest.mark.fresh  # the memory snapshot of its own context, damaged
@pytest.mark.snapshot
def test_a_damaged_python_snapshot_is_dropped_and_python_starts_afresh(
    page: Page, base_url: str, console: ConsoleLog
) -> None:
    open_app(page, base_url)
    page.wait_for_selector(SNAPSHOT_DONE, state="attached", timeout=READY_TIMEOUT_MS)
    damaged = page.evaluate(
        """async () => {
            const cache = await caches.open("sea-stones-python-snapshot");
            const [key] = await cache.keys();
            await cache.put(key, new Response(new Uint8Array(4096).fill(7)));
            return key.url;
        }"""
    )
    assert "/static/vendor/pyodide-" in damaged
    # Refused, deleted, and a new snapshot is on its way; the game plays as ever.
    starts_afresh(page)
    restores(page)
    assert console.errors == []


@pytest.mark.fresh  # the memory snapshot of its own context, made to look like another build's
@pytest.mark.snapshot
def test_a_python_snapshot_of_another_build_is_put_aside_and_python_starts_afresh(
    page: Page, base_url: str, console: ConsoleLog
) -> None:
    open_app(page, base_url)
    page.wait_for_selector(SNAPSHOT_DONE, state="attached", timeout=READY_TIMEOUT_MS)
    # the same runtime's snapshot, kept (and noted) as if made of an older archive of our Python
    older = page.evaluate(OLDER_SNAPSHOT)
    assert older.endswith("/game-0000000000000000.zip.zst")
    # not restored: the older snapshot is deleted and one of this build is on its way
    starts_afresh(page)
    kept = page.evaluate(
        """async () => (await (await caches.open("sea-stones-python-snapshot")).keys()).map((r) => r.url)"""
    )
    assert len(kept) == 1 and not kept[0].endswith("/game-0000000000000000.zip.zst"), kept
    assert page.evaluate("() => localStorage.getItem('sea-stones-python-snapshot')") == kept[0]
    restores(page)
    assert console.errors == []


#: Resolves once the service worker of the build whose shell cache is ``name`` has taken over and
#: its activation is done (rejects after ``bound`` ms: an upper bound only).
KEPT = """async ([name, bound]) => {
    const registration = await navigator.serviceWorker.getRegistration();
    const late = new Promise((_, fail) => setTimeout(() => fail(new Error("no new build kept")), bound));
    for (;;) {
        const changed = new Promise((done) => {
            registration.addEventListener("updatefound", done, { once: true });
            for (const worker of [registration.installing, registration.waiting, registration.active]) {
                if (worker) worker.addEventListener("statechange", done, { once: true });
            }
        });
        const settled = !registration.installing && !registration.waiting && registration.active.state === "activated";
        if (settled && (await caches.keys()).includes(name)) return true;
        await Promise.race([changed, late]);
    }
}"""


def shell_cache(page: Page) -> list[str]:
    return [
        key
        for key in page.evaluate("async () => await caches.keys()")
        if key.startswith("sea-and-stones-shell-")
    ]


@pytest.mark.fresh  # a site of its own, served from a copy that the test changes
def test_a_later_visit_runs_the_kept_build_and_a_new_build_arrives_on_the_visit_after(
    context: BrowserContext, tmp_path: Path, console: ConsoleLog
) -> None:
    site = tmp_path / "site"
    build_site.build(site)
    with serve_site(site) as url:
        page = context.new_page()
        page.on("console", console.on_console)
        page.on("pageerror", console.on_page_error)
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        assert page.evaluate(SW_READY) == "activated"
        [first] = shell_cache(page)
        old_title = page.title()

        # A new build: the page's title changes, and with it the build sw-build.js names.
        index = site / "index.html"
        index.write_text(index.read_text().replace("<title>", "<title>New build: ", 1))
        stamp = swbuild.write(site)
        for changed in (index, stamp):  # a later time than the first visit saw, to the second
            later = changed.stat().st_mtime + 5
            os.utime(changed, (later, later))
        build = re.search(r'SITE_BUILD = "([0-9a-f]+)"', stamp.read_text())
        assert build is not None and not first.endswith(build.group(1))

        # The visit that finds it runs the build kept, whole, from the cache, network or not...
        response = page.reload()
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        assert response is not None and response.from_service_worker
        assert page.title() == old_title
        # ...while the new build is kept in a cache of its own, which takes over once it is whole
        new_cache = first.rsplit("-", 1)[0] + "-" + build.group(1)
        page.evaluate(KEPT, [new_cache, READY_TIMEOUT_MS])
        assert shell_cache(page) == [new_cache]  # the earlier build's shell is dropped

        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        assert page.title() == "New build: " + old_title
        new_game(page, "tranquility", 1, ["human"])
        expect(page.locator(".sea [role=gridcell]").first).to_be_visible()
    assert console.errors == []
