"""Bytes on the wire of a first visit and of a warm one, per file and in total: prints, asserts nothing.

Counted by the server itself (scripts/serve.py with ``SERVE_BYTES_LOG``): every response body it
sends, compressed as production sends it (Brotli for text and WebAssembly to a browser that accepts
it, as Netlify's edge does; archives as they are), whoever asked (the page, its workers, the
service worker's precache); what a browser's cache answered never reaches it. For the home page,
for a play link (a game of Shifting Stones between Ann and Bob, as a friend opens it) and for the
bare PyScript page on the same runtime, each in a fresh browser profile:

- first visit, up to interactive (``data-ready``): what was sent for the requests the page made
  before it said it was ready (by its own clock: Resource Timing);
- first visit, all: once the background work is done too (the later archive of our Python, the
  service worker's precache, the memory snapshot's worker);
- warm: a reload after that (the service worker serves the site; the browser checks sw.js).

Usage: .venv/bin/python bench/bytes.py [--root DIR] [--encodings br,gzip] [--quality Q]
(``--root`` serves another copy of the site, such as an older ``make build`` output, with this
project's server, so that both are compressed alike; ``--encodings gzip`` sends gzip only, as the
server did before it sent Brotli; ``--quality 11`` compresses with Brotli's best.)
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from playwright.sync_api import Playwright, sync_playwright
from startup import bare_site

from e2e.browser import (
    READY,
    READY_TIMEOUT_MS,
    ROOT,
    SNAPSHOT_DONE,
    SW_READY,
    launch_with_profile,
)

#: the page's own signal that the background work of a first visit is over
CODE_CACHE_DONE = "html[data-code-cache=kept], html[data-code-cache=failed]"
#: the paths the page asked for before it was ready (its own timeline, not when the test saw it)
ASKED_BEFORE_READY = """() => {
    const at = window.seaBoot ? window.seaBoot.readyAt : window.readyAt;
    return performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource"))
        .filter((entry) => entry.startTime <= at).map((entry) => new URL(entry.name).pathname);
}"""
#: settles once the page has our later archive (if it asks for one) and is next idle
SETTLED = """async () => {
    if (window.seaLater) await window.seaLater();
    await new Promise((done) => requestIdleCallback(done));
}"""


@contextmanager
def served(root: Path, log: Path, encodings: str, quality: int | None = None) -> Iterator[str]:
    """``root`` served by this project's scripts/serve.py on a free port, logging bytes to ``log``."""
    env = {**os.environ, "SERVE_QUIET": "1", "SERVE_BYTES_LOG": str(log), "SERVE_ENCODINGS": encodings}
    if quality is not None:
        env["SERVE_BROTLI_QUALITY"] = str(quality)
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", "0", "--root", str(root)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    try:
        assert process.stdout is not None
        match = re.search(r"http://[\d.]+:\d+/", process.stdout.readline())
        if not match:
            raise RuntimeError("the site server did not start")
        yield match.group(0)
    finally:
        process.terminate()
        process.wait(timeout=10)


def lines(log: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in log.read_text().splitlines()] if log.is_file() else []


def link_path() -> str:
    """A play link's address (after the site's root): Ann's turn in a game of Shifting Stones."""
    from game.ui.link.relay import new_game_id, session_link
    from game.ui.table.session import Seat, new_session

    game = new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bob")], 7, "bytes-bench")
    return session_link(game, new_game_id(7))


def visit(playwright: Playwright, url: str, log: Path, app: bool) -> dict[str, list[dict[str, Any]]]:
    """The responses of a first visit to ``url`` (to ready, and all) and of a warm reload."""
    with tempfile.TemporaryDirectory() as profile:
        context = launch_with_profile(playwright.chromium, profile)
        page = context.new_page()
        start = len(lines(log))
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        asked = set(page.evaluate(ASKED_BEFORE_READY))
        if app:
            page.evaluate(SW_READY)
            page.wait_for_selector(SNAPSHOT_DONE, state="attached", timeout=READY_TIMEOUT_MS)
            page.wait_for_selector(CODE_CACHE_DONE, state="attached", timeout=READY_TIMEOUT_MS)
        page.evaluate(SETTLED)
        first = len(lines(log))
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        page.evaluate(SETTLED)
        everything = lines(log)
        context.close()
    # what was sent for the requests the page made before it was ready: each path's first response
    ready, seen = [], set()
    for response in everything[start:first]:
        if response["path"] in asked and response["path"] not in seen:
            seen.add(response["path"])
            ready.append(response)
    return {"ready": ready, "first": everything[start:first], "warm": everything[first:]}


def per_file(responses: list[dict[str, Any]]) -> dict[str, tuple[int, int]]:
    """Bytes sent and responses with a body, per path."""
    files: dict[str, tuple[int, int]] = {}
    for response in responses:
        sent, count = files.get(response["path"], (0, 0))
        files[response["path"]] = (sent + response["bytes"], count + (response["bytes"] > 0))
    return files


def short(path: str) -> str:
    return re.sub(r"-[0-9a-f]{12,}", "-<hash>", path.rsplit("/", 1)[-1] or "index.html")


def report(label: str, visits: dict[str, list[dict[str, Any]]]) -> dict[str, int]:
    """Prints the table of one page's visits; returns the totals."""
    files = per_file(visits["first"])
    ready = per_file(visits["ready"])
    warm = per_file(visits["warm"])
    print(f"\n{label}")
    print(f"  {'file':<44}{'to ready':>12}{'first visit':>14}{'warm':>10}")
    for path, (sent, count) in sorted(files.items(), key=lambda item: -item[1][0]):
        if not sent:
            continue
        times = f" ×{count}" if count > 1 else ""
        print(
            f"  {short(path) + times:<44}{ready.get(path, (0, 0))[0] / 1e3:10.1f}KB"
            f"{sent / 1e3:12.1f}KB{warm.get(path, (0, 0))[0] / 1e3:8.1f}KB"
        )
    totals = {
        "ready": sum(sent for sent, _ in ready.values()),
        "first": sum(sent for sent, _ in files.values()),
        "warm": sum(sent for sent, _ in warm.values()),
    }
    requests = {key: len(visits[key]) for key in ("ready", "first", "warm")}
    print(
        f"  {'total':<44}{totals['ready'] / 1e3:10.1f}KB{totals['first'] / 1e3:12.1f}KB{totals['warm'] / 1e3:8.1f}KB"
    )
    print(f"  {'requests':<44}{requests['ready']:12d}{requests['first']:14d}{requests['warm']:10d}")
    return totals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--root", type=Path, default=ROOT, help="the site folder to serve (default: the project)"
    )
    parser.add_argument("--encodings", default="br,gzip", help="what the server may send (default: br,gzip)")
    parser.add_argument(
        "--quality", type=int, help="the server's Brotli quality (default: scripts/sitefiles.py's)"
    )
    args = parser.parse_args()
    root = args.root.resolve()
    summary: dict[str, dict[str, int]] = {}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        bare_root = Path(tmp) / "bare"
        bare_root.mkdir()
        bare_site(bare_root)
        site_log, bare_log = Path(tmp) / "site.log", Path(tmp) / "bare.log"
        with (
            served(root, site_log, args.encodings, args.quality) as url,
            served(bare_root, bare_log, args.encodings, args.quality) as bare,
        ):
            quality = args.quality or "as served"
            print(f"site: {root} (encodings: {args.encodings}, Brotli quality {quality})")
            summary["home"] = report("home page", visit(playwright, url, site_log, app=True))
            summary["link"] = report("a play link", visit(playwright, url + link_path(), site_log, app=True))
            summary["bare"] = report("bare PyScript page", visit(playwright, bare, bare_log, app=False))
    print("\ntotals (KB sent):     to ready   first visit    warm")
    for name, totals in summary.items():
        print(
            f"  {name:<18}{totals['ready'] / 1e3:10.1f}{totals['first'] / 1e3:14.1f}{totals['warm'] / 1e3:8.1f}"
        )


if __name__ == "__main__":
    main()
