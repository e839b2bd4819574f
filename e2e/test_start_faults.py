"""The start trusts nothing it kept: whatever a browser kept between visits is missing, damaged or
another build's, the site starts, twice running, and every save is kept byte for byte.

What the start keeps (static/js/python-start.mjs, python-runtime.mjs, sw.js) and what a browser may
do to it: the unpacked archives of Python and the memory snapshot of Python (Cache Storage, each
with a note in localStorage), the service worker's copies of the site, and Chromium's cache of
compiled code (on disk in the profile). One profile is made once (a first visit that keeps all of
them, with saves of real games); each case starts from a copy of it, does the harm, and loads the
site twice. A start must come up by itself, without falling back on the start's last resort (a
failed start tried once more from a clean slate, static/js/boot.js): each fault is caught where
the thing is read; the one load more allowed is for a damaged copy of a file which the service
worker serves at once and checks once the page is up (any but the page and boot.js: a start waits
on no check of them): the page loads once more by itself, told by the worker, or by the start's
retry when the copy broke the start; the test waits until the copies the last load was served are
checked (the root's data-kept-checked).
"""

from __future__ import annotations

import random
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, BrowserType, Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, SNAPSHOT_DONE, SW_READY, launch_with_profile
from game.ui.storage.saves import save_key, save_text
from game.ui.table.session import Seat, new_session

pytestmark = pytest.mark.fresh

#: A start that does not come up within this long has hung (a healthy one takes a few seconds).
START_BOUND_MS = 60_000


def saves() -> dict[str, str]:
    """Saves of games under way, as the site writes them: each must come out of every case unchanged."""
    kept: dict[str, str] = {}
    for index, (game, seats) in enumerate(
        [
            ("tranquility", [Seat("Ann"), Seat("Bob", "bot", "normal")]),
            ("shifting-stones", [Seat("Cal"), Seat("Dan")]),
        ]
    ):
        session = new_session(game, {}, seats, 11 + index, f"kept-{index}")
        for _ in range(3):
            session = session.play(session.rules.legal_actions(session.state)[0])
        kept[save_key(f"kept-{index}")] = save_text(session, "2026-12-01T10:00:00")
    return kept


#: Everything the start kept is in place: the service worker serves the site, the memory snapshot
#: and the unpacked archives are kept and noted, and the compiled code of the page's modules too.
KEPT_ALL = """async () => {
    const unpacked = JSON.parse(localStorage.getItem("sea-stones-unpacked") || "{}");
    return document.documentElement.dataset.pythonSnapshot === "stored"
        && document.documentElement.dataset.codeCache === "kept"
        && Object.keys(unpacked.files || {}).length === 3
        && !!navigator.serviceWorker.controller;
}"""


def start(page: Page, base_url: str, again: bool = False) -> None:
    """The site loaded and up, by itself: one load of the page, no retry from a clean slate; or,
    ``again``, one more load, which the page makes by itself (a damaged copy of a file the service
    worker serves at once and checks once the page is up: the page up and every copy it was served
    checked sound)."""
    loads: list[str] = []
    page.on("framenavigated", lambda frame: loads.append(frame.url) if frame == page.main_frame else None)
    page.goto(base_url)
    up = f"{READY}[data-kept-checked]" if again else READY
    page.wait_for_selector(up, state="attached", timeout=START_BOUND_MS)
    assert page.get_attribute("html", "data-load-error") is None
    assert 1 <= len(loads) <= (2 if again else 1), loads
    page.wait_for_selector("[data-cmd='new:tranquility']")


def stored(page: Page, keys: list[str]) -> dict[str, str | None]:
    found: dict[str, str | None] = page.evaluate(
        "(keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)]))", keys
    )
    return found


@pytest.fixture(scope="module")
def kept_profile(browser: Browser, base_url: str, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A profile after a first visit that kept everything, with saves of two games."""
    profile = tmp_path_factory.mktemp("kept") / "profile"
    context = launch_with_profile(browser.browser_type, profile)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(base_url)
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        page.evaluate(
            "(saves) => { for (const [k, v] of Object.entries(saves)) localStorage.setItem(k, v); }", saves()
        )
        assert page.evaluate(SW_READY) == "activated"
        page.wait_for_selector(SNAPSHOT_DONE, state="attached", timeout=READY_TIMEOUT_MS)
        page.wait_for_function(KEPT_ALL, timeout=READY_TIMEOUT_MS)
    finally:
        context.close()
    return profile


def copy_of(profile: Path, to: Path) -> Path:
    shutil.copytree(profile, to, ignore=shutil.ignore_patterns("Singleton*", "*.lock", "lockfile"))
    return to


#: The snapshot kept, and noted, as if made of an older archive of our Python (resolves to its key).
OLDER_SNAPSHOT = """async () => {
    const cache = await caches.open("sea-stones-python-snapshot");
    const [key] = await cache.keys();
    const older = key.url.replace(/game-[0-9a-f]+\\.zip\\.zst$/, "game-0000000000000000.zip.zst");
    await cache.put(older, await cache.match(key));
    await cache.delete(key);
    localStorage.setItem("sea-stones-python-snapshot", older);
    return older;
}"""

# Harm done in a page of the site that starts nothing (the manifest), before the site is loaded.

HARM_IN_PAGE: dict[str, str] = {
    # the unpacked archives of Python
    "unpacked/missing": """async () => { await caches.delete("sea-stones-unpacked"); }""",
    "unpacked/garbage": """async () => {
        const cache = await caches.open("sea-stones-unpacked");
        for (const request of await cache.keys()) {
            const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
            bytes[bytes.length >> 1] ^= 0x5a;  // one byte changed, the size as noted
            await cache.put(request, new Response(bytes));
        }
    }""",
    "unpacked/another-build": """async () => {
        // each archive's place holds another archive (the note's size and sum are its own)
        const cache = await caches.open("sea-stones-unpacked");
        const requests = await cache.keys();
        const bodies = await Promise.all(requests.map(async (r) => (await cache.match(r)).arrayBuffer()));
        for (let i = 0; i < requests.length; i++) {
            await cache.put(requests[i], new Response(bodies[(i + 1) % requests.length]));
        }
    }""",
    "unpacked/note-garbage": """async () => {
        localStorage.setItem("sea-stones-unpacked", '{"v": 2, "files": {"x": [1, ');
    }""",
    # the memory snapshot of Python
    "snapshot/missing": """async () => { await caches.delete("sea-stones-python-snapshot"); }""",
    "snapshot/garbage": """async () => {
        const cache = await caches.open("sea-stones-python-snapshot");
        const [key] = await cache.keys();
        const bytes = new Uint8Array(await (await cache.match(key)).arrayBuffer());
        bytes[Math.floor(bytes.length * 0.6)] ^= 0x5a;  // one byte of the heap changed
        await cache.put(key, new Response(bytes));
    }""",
    "snapshot/another-build": OLDER_SNAPSHOT,
    "snapshot/note-garbage": """async () => {
        localStorage.setItem("sea-stones-python-snapshot", "\\u0000 not a key {");
    }""",
    # the service worker's copies of the site
    "service-worker/missing": """async () => {
        for (const key of await caches.keys()) if (key.startsWith("sea-and-stones-")) await caches.delete(key);
    }""",
    "service-worker/garbage": """async () => {
        for (const key of await caches.keys()) {
            if (!key.startsWith("sea-and-stones-")) continue;
            const cache = await caches.open(key);
            for (const request of await cache.keys()) {
                if (!/(index\\.html|boot\\.js|pyodide\\.asm\\.wasm|python-start\\.mjs|\\.zip\\.zst)$/.test(request.url)) continue;
                const response = await cache.match(request);
                const bytes = new Uint8Array(await response.arrayBuffer());
                bytes[bytes.length >> 1] ^= 0x5a;
                await cache.put(request, new Response(bytes, { headers: response.headers }));
            }
        }
    }""",
    "service-worker/another-build": """async () => {
        // another build's page and start-up script, and an archive in the place of another
        for (const key of await caches.keys()) {
            if (!key.startsWith("sea-and-stones-")) continue;
            const cache = await caches.open(key);
            const requests = await cache.keys();
            for (const request of requests) {
                const response = await cache.match(request);
                if (/(index\\.html|python-start\\.mjs)$/.test(request.url)) {
                    const text = (await response.text()).replace("Sea &amp; Stones", "Sea &amp; Stones (an older build)") + "\\n// an older build\\n";
                    await cache.put(request, new Response(text, { headers: response.headers }));
                }
            }
            const [first, later] = ["game-", "-later.zip.zst"].map((part) => requests.find((r) => r.url.includes("/static/py/") && r.url.includes(part) && (part !== "game-" || !r.url.includes("-later"))));
            if (first && later) await cache.put(first, await cache.match(later));
        }
    }""",
    "service-worker/note-garbage": """async () => {
        // a shell of a build that never was, half kept, beside the real one
        const junk = await caches.open("sea-and-stones-shell-0.1.0-0000000000000000");
        await junk.put("./index.html", new Response("<p>not the page</p>", { headers: { "Content-Type": "text/html" } }));
        await junk.put("./pyscript.toml", new Response("python_archive = 7"));
    }""",
}


def code_cache_files(profile: Path) -> list[Path]:
    folder = profile / "Default" / "Code Cache"
    return sorted(path for path in folder.rglob("*") if path.is_file()) if folder.is_dir() else []


def harm_code_cache(kind: str) -> Callable[[Path], None]:
    """Harm to Chromium's cache of compiled code, done on disk with the browser closed."""

    def harm(profile: Path) -> None:
        files = code_cache_files(profile)
        assert files, "the first visit kept compiled code"
        rng = random.Random(kind)
        if kind == "missing":
            shutil.rmtree(profile / "Default" / "Code Cache")
        elif kind == "garbage":
            for path in files:
                size = path.stat().st_size
                path.write_bytes(rng.randbytes(size))
        elif kind == "another-build":
            bodies = [path.read_bytes() for path in files]
            for path, body in zip(files, bodies[1:] + bodies[:1], strict=True):
                path.write_bytes(body)
        else:  # its index: the note of what it holds
            for path in files:
                if "index" in path.name:
                    path.write_bytes(b"\x00garbage" * 8)

    return harm


#: The cases whose harm reaches a file the service worker serves before its check: the page loads
#: once more, by itself (the page and boot.js are checked before they are served).
SERVED_THEN_CHECKED = {"service-worker/garbage", "service-worker/another-build"}

CASES = [
    *HARM_IN_PAGE,
    *(f"code-cache/{kind}" for kind in ("missing", "garbage", "another-build", "note-garbage")),
]


@pytest.mark.parametrize("case", CASES)
def test_the_site_starts_twice_and_keeps_every_save_whatever_was_kept(
    case: str, kept_profile: Path, browser: Browser, base_url: str, tmp_path: Path
) -> None:
    profile = copy_of(kept_profile, tmp_path / "profile")
    artefact, kind = case.split("/")
    if artefact == "code-cache":
        harm_code_cache(kind)(profile)
    chromium: BrowserType = browser.browser_type
    context: BrowserContext = launch_with_profile(chromium, profile)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        keys = sorted(saves())
        if artefact != "code-cache":
            page.goto(base_url + "manifest.webmanifest")
            page.evaluate(HARM_IN_PAGE[case])
        start(page, base_url, again=case in SERVED_THEN_CHECKED)
        assert stored(page, keys) == saves(), case
        page.goto(base_url + "manifest.webmanifest")  # between the two starts: away from the site
        start(page, base_url)
        assert stored(page, keys) == saves(), case
        # home lists both games, and one opens as it was left
        page.wait_for_function("() => window.seaTest.idle()")  # home reads the saves in idle time
        for key in keys:
            expect(page.locator(f"[data-save='{key}'] [data-cmd='open:{key}']")).to_be_visible()
        page.click(f"[data-cmd='open:{keys[1]}']")
        expect(page.get_by_role("dialog", name="Pass to \u2068Dan\u2069")).to_be_visible()
    finally:
        context.close()


#: How much slower than this machine the page's CPU runs in the starved starts (DevTools' throttling).
STARVED = 4


@pytest.mark.parametrize("visit", ["first", "later-1", "later-2"])
def test_a_start_on_a_starved_cpu_comes_up(
    visit: str, kept_profile: Path, browser: Browser, base_url: str, tmp_path: Path
) -> None:
    """A first visit, and a later one on everything kept, with the page's CPU a fraction of this
    (already busy) machine's, and a worker of its own kept busy beside it: each comes up."""
    profile = tmp_path / "profile"
    if visit != "first":
        copy_of(kept_profile, profile)
    context = launch_with_profile(browser.browser_type, profile)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": STARVED})
        # a busy worker of the page's own, started before anything of the site
        page.add_init_script(
            """(() => { try {
                const spin = "for (;;) { let x = 0; for (let i = 0; i < 1e7; i++) x += i; }";
                new Worker(URL.createObjectURL(new Blob([spin], { type: "text/javascript" })));
            } catch (e) {} })();"""
        )
        start(page, base_url)
    finally:
        context.close()


def test_a_start_that_waits_too_long_says_for_what_and_starts_afresh_keeping_the_saves(
    browser: Browser, base_url: str, tmp_path: Path
) -> None:
    context = launch_with_profile(browser.browser_type, tmp_path / "profile")
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.add_init_script("window.seaWatchdogMs = 1500;")
        page.goto(base_url + "manifest.webmanifest")
        page.evaluate(
            """(saves) => {
                for (const [k, v] of Object.entries(saves)) localStorage.setItem(k, v);
                localStorage.setItem("sea-stones-python-snapshot", "a note of a snapshot that is not there");
            }""",
            saves(),
        )
        # the archive of the games' code never arrives: the runtime does, and the watchdog starts
        holding = [True]
        page.route(
            "**/static/py/game-*.zip.zst",
            lambda route: None if holding[0] else route.continue_(),  # held for ever, or let through
        )
        page.goto(base_url, wait_until="domcontentloaded")
        stuck = page.locator("#loading-stuck")
        expect(stuck).to_be_visible(timeout=30_000)
        expect(stuck).to_contain_text("Waiting for: the games' code to download.")
        expect(stuck).to_contain_text("Your saved games stay.")
        assert page.get_attribute("html", "data-ready") == "false"
        holding[0] = False  # (the load after lets it through; this one's stays held)
        page.click("#loading-afresh")
        page.wait_for_selector(READY, state="attached", timeout=START_BOUND_MS)
        assert stored(page, sorted(saves())) == saves()
        assert page.evaluate("() => localStorage.getItem('sea-stones-python-snapshot')") is None
    finally:
        context.close()
