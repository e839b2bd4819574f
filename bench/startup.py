"""Start-up benchmark in headless Chromium: prints figures, asserts nothing.

For our app and for a bare PyScript page on the same vendored runtime as Pyodide ships it (the
baseline: its standard library as sources, where our page starts from it compiled,
scripts/stdlib.mjs, so the ratios count that gain too; what our own code adds is the "our
Python" figure below and the first paint), each in a
fresh browser profile (empty caches, kept on disk as a real browser keeps them) and repeated
``--runs`` times (medians printed), over two connections: the local server as it is (no network
cost, so start-up is all CPU) and an emulated broadband link (``BROADBAND``):
- first paint of the loading screen (first-contentful-paint),
- cold time to ``data-ready``, and its ratio to the bare page's (every bare load of the run over the
  connection pooled), and the median of each load's ratio to the bare load made right after it,
- warm reloads to ``data-ready`` once the first visit's background work is done (the service
  worker has cached everything, and a memory snapshot of a freshly started interpreter has been
  kept, static/js/python-start.mjs): the first reload and the one after it,
- our Python's share of each: from PyScript's ``py:ready`` (runtime up, our archive on its import
  path) to ``data-ready`` (PyScript's own setup, our imports and the first screen painted),
- bytes over the wire on a first visit, for our own code and for the runtime separately: what
  the page fetches to reach ``data-ready`` (the requests it starts before then), and everything
  including what it fetches after (the later archive of our Python) and the service worker's
  precache. Each file counts once, raw and as a static host sends it (Brotli for text types and
  WebAssembly; archives and images as they are).

Usage: .venv/bin/python bench/startup.py [--runs 3] [--root DIR]...
(``--root`` serves another copy of the site, such as an older ``make build`` output, to compare;
given more than once, every site is measured in the same run, their loads interleaved. A checkout
is served by its own scripts/serve.py, which packs its Python its own way.)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Playwright, sync_playwright

from e2e.browser import (
    READY,
    READY_TIMEOUT_MS,
    ROOT,
    SNAPSHOT_DONE,
    SW_READY,
    launch_with_profile,
    serve_site,
)

sys.path.insert(0, str(ROOT / "scripts"))
from pyscript_config import pinned_version
from serve import brotli_compressed
from sitefiles import BROTLI_QUALITY, COMPRESSIBLE

BARE_PAGE = """<!doctype html>
<html lang="en" data-ready="false"><head><meta charset="utf-8"><title>bare</title>
<link rel="icon" href="./favicon.ico">
<script type="module" src="./static/vendor/pyscript-{pyscript}/core.js"></script></head>
<body><script type="py" config="./pyscript.toml">
import js
js.window.readyAt = js.performance.now()
js.document.documentElement.setAttribute("data-ready", "true")
</script></body></html>
"""

BARE_CONFIG = 'interpreter = "./static/vendor/pyodide-{pyodide}/pyodide.mjs"\n'

#: The bare page again, its Python started from the compiled standard library as our page's is
#: (like for like: what our own page adds to the start, library aside).
BARE_COMPILED_CONFIG = 'interpreter = "./static/bench/bare-start.mjs"\n'
BARE_START = """import {{ loadPyodide as start, version }} from "../vendor/pyodide-{pyodide}/pyodide.mjs";
import {{ STDLIB, downloadBytes, withLibrary }} from "../js/python-runtime.mjs";
export {{ version }};
const indexURL = new URL("../vendor/pyodide-{pyodide}/", import.meta.url).href;
const library = downloadBytes(indexURL + STDLIB); // packed, as the site sends it
export const loadPyodide = (options = {{}}) =>
  withLibrary(library, () => start({{ ...options, indexURL, stdLibURL: indexURL + STDLIB }}));
"""

PY_READY_JS = "addEventListener('py:ready', () => { window.benchPyReadyAt = performance.now(); });"

#: the addresses the page asked for before ``at`` (ms): what it fetched to get there
RESOURCES_JS = """(at) => performance.getEntriesByType('navigation')
  .concat(performance.getEntriesByType('resource')).filter(e => e.startTime <= at).map(e => e.name)"""

#: An emulated connection for the second set of runs (Chrome DevTools' network conditions).
BROADBAND = {"offline": False, "latency": 20, "downloadThroughput": 50e6 / 8, "uploadThroughput": 10e6 / 8}
NETWORKS: dict[str, dict[str, Any] | None] = {"local server": None, "broadband, 50 Mbit/s, 20 ms": BROADBAND}


def served_file(root: Path, url: str) -> Path | None:
    """The file on disk behind a URL of the served site (None if there is none)."""
    path = urlsplit(url).path.lstrip("/") or "index.html"
    candidate = root / path
    return candidate if candidate.is_file() else None


def wire_bytes(file: Path) -> tuple[int, int]:
    """Raw size, and the size a static host sends (Brotli, as the local server compresses, for
    compressible types; bench/bytes.py counts what the server sends)."""
    data = file.read_bytes()
    if file.name.endswith(COMPRESSIBLE):
        return len(data), min(len(data), len(brotli_compressed(str(file), file.stat().st_mtime_ns)))
    return len(data), len(data)


def tally(root: Path, urls: set[str]) -> dict[str, int]:
    """Raw and host-compressed bytes of the distinct files behind ``urls``: ours vs the runtime."""
    vendor = (root / "static" / "vendor").resolve()
    sums = {"own_raw": 0, "own_gz": 0, "own_files": 0, "runtime_raw": 0, "runtime_gz": 0}
    files = {file.resolve() for file in (served_file(root, url) for url in urls) if file is not None}
    for file in files:
        raw, packed = wire_bytes(file)
        kind = "runtime" if file.is_relative_to(vendor) else "own"
        sums[f"{kind}_raw"] += raw
        sums[f"{kind}_gz"] += packed
        sums["own_files"] += kind == "own"
    return sums


def load(
    playwright: Playwright,
    root: Path,
    url: str,
    ready_expr: str,
    network: dict[str, Any] | None,
    warm_too: bool = True,
) -> dict[str, Any]:
    """Cold load, then two warm reloads through the service worker, in a fresh profile; in ms."""
    nan = float("nan")
    with tempfile.TemporaryDirectory() as profile:
        context = launch_with_profile(playwright.chromium, profile)
        requested: set[str] = set()  # the page's and (in Chromium) the service worker's requests
        context.on("request", lambda request: requested.add(request.url))
        page = context.new_page()
        if network is not None:
            session = context.new_cdp_session(page)
            session.send("Network.enable")
            session.send("Network.emulateNetworkConditions", network)
        page.add_init_script(PY_READY_JS)

        def ready() -> tuple[float, float]:
            page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
            at = float(page.evaluate(ready_expr))
            return at, at - float(page.evaluate("() => window.benchPyReadyAt"))

        page.goto(url)
        cold, cold_ours = ready()
        paint = page.evaluate(
            "() => (performance.getEntriesByName('first-contentful-paint')[0] || {startTime: NaN}).startTime"
        )
        to_ready = tally(root, set(page.evaluate(RESOURCES_JS, cold)))
        first_visit = to_ready
        warm = warm_ours = again = nan
        snapshot, restored = "", False
        if warm_too:
            page.evaluate(SW_READY)
            page.wait_for_selector(SNAPSHOT_DONE, state="attached", timeout=READY_TIMEOUT_MS)
            snapshot = page.get_attribute("html", "data-python-snapshot") or ""
            first_visit = tally(root, requested)
            page.reload()
            warm, warm_ours = ready()
            restored = page.get_attribute("html", "data-python-snapshot") == "restored"
            page.reload()
            again, _ = ready()
        context.close()
    return {
        "paint": float(paint),
        "cold": cold,
        "warm": warm,
        "again": again,
        "cold_ours": cold_ours,
        "warm_ours": warm_ours,
        "to_ready": to_ready,
        "first_visit": first_visit,
        "snapshot": snapshot,
        "restored": restored,
    }


def bare_site(folder: Path, compiled: bool = False) -> None:
    """A site with only the runtime and a one-line Python page, served by the same server (its
    Python started from the compiled standard library if ``compiled``)."""
    pyodide = pinned_version("pyodide")
    (folder / "index.html").write_text(BARE_PAGE.format(pyscript=pinned_version("@pyscript/core")))
    config = BARE_COMPILED_CONFIG if compiled else BARE_CONFIG.format(pyodide=pyodide)
    (folder / "pyscript.toml").write_text(config)
    if compiled:
        (folder / "static" / "bench").mkdir(parents=True)
        (folder / "static" / "vendor").symlink_to(ROOT / "static" / "vendor")
        (folder / "static" / "js").symlink_to(ROOT / "static" / "js")
        start = BARE_START.format(pyodide=pyodide)
        (folder / "static" / "bench" / "bare-start.mjs").write_text(start)
    else:
        (folder / "static").symlink_to(ROOT / "static")
    (folder / "favicon.ico").write_bytes((ROOT / "favicon.ico").read_bytes())


@contextmanager
def serve_own(root: Path) -> Iterator[str]:
    """``root`` served by its own scripts/serve.py if it has one (an older checkout packs its
    archive as it did then), else by this project's."""
    server = root / "scripts" / "serve.py"
    with serve_site(root, server) if server.is_file() else serve_site(root) as url:
        yield url


def median(runs: list[dict[str, Any]], key: str) -> float:
    return float(statistics.median(run[key] for run in runs))


def sizes(label: str, raw: int, sent: int, note: str = "") -> str:
    return f"  {label:<26}{raw / 1e3:9.1f} KB raw {sent / 1e3:9.1f} KB sent{note}"


def report(
    network: str,
    app_runs: list[dict[str, Any]],
    bare_runs: list[dict[str, Any]],
    all_bare: list[dict[str, Any]],
) -> None:
    """The figures of one site over one connection. ``bare_runs`` are the bare page's loads made
    right after each of the site's (paired), ``all_bare`` every bare load of the run over this
    connection (the baseline: the more loads, the less one slow load moves it)."""
    cold, bare_cold = median(app_runs, "cold"), median(all_bare, "cold")
    warm, again = median(app_runs, "warm"), median(app_runs, "again")
    paired = statistics.median(
        app["cold"] / bare["cold"] for app, bare in zip(app_runs, bare_runs, strict=True)
    )
    print(f"{network} (medians of {len(app_runs)} runs, headless Chromium):")
    print(f"  loading screen first paint:   {median(app_runs, 'paint'):8.0f} ms   (target <= 300)")
    print(f"  cold start, app:              {cold:8.0f} ms")
    print(f"  cold start, bare PyScript:    {bare_cold:8.0f} ms   ({len(all_bare)} loads)")
    print(f"  ratio app / bare:             {cold / bare_cold:8.2f}      (target <= 1.05)")
    print(f"  each load / the bare one after it: {paired:5.2f} (median)")
    restored = sum(run["restored"] for run in app_runs)
    states = ", ".join(sorted({run["snapshot"] for run in app_runs}))
    print(
        f"  warm reload:                  {warm:8.0f} ms   ratio warm / cold {warm / cold:5.2f} (target <= 0.30)"
    )
    print(f"  warm, the reload after:       {again:8.0f} ms   ratio warm / cold {again / cold:5.2f}")
    print(
        f"  Python from its snapshot on {restored} of {len(app_runs)} first reloads (after the first visit: {states})"
    )
    print(
        f"  our Python, py:ready -> data-ready: cold {median(app_runs, 'cold_ours'):6.0f} ms,"
        f" warm {median(app_runs, 'warm_ours'):6.0f} ms (bare page: {median(bare_runs, 'cold_ours'):4.0f} ms)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--root",
        type=Path,
        action="append",
        help="site folder to serve (default: the project); repeat to compare sites in one run",
    )
    args = parser.parse_args()
    roots = [root.resolve() for root in args.root or [ROOT]]
    Runs = dict[str, tuple[list[dict[str, Any]], list[dict[str, Any]]]]
    runs: dict[Path, Runs] = {root: {name: ([], []) for name in NETWORKS} for root in roots}
    like: dict[str, list[dict[str, Any]]] = {name: [] for name in NETWORKS}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright, ExitStack() as servers:
        bare_root, like_root = Path(tmp) / "bare", Path(tmp) / "compiled"
        for folder, compiled in ((bare_root, False), (like_root, True)):
            folder.mkdir()
            bare_site(folder, compiled)
        urls = {root: servers.enter_context(serve_own(root)) for root in roots}
        bare_url = servers.enter_context(serve_site(bare_root))
        like_url = servers.enter_context(serve_site(like_root))
        for _ in range(args.runs):  # interleaved, so machine load hits every site alike
            for name, network in NETWORKS.items():
                for root in roots:
                    app_runs, bare_runs = runs[root][name]
                    app_runs.append(
                        load(playwright, root, urls[root], "() => window.seaBoot.readyAt", network)
                    )
                    bare_runs.append(
                        load(playwright, bare_root, bare_url, "() => window.readyAt", network, warm_too=False)
                    )
                like[name].append(
                    load(playwright, like_root, like_url, "() => window.readyAt", network, warm_too=False)
                )
    bare_loads = {name: [load for root in roots for load in runs[root][name][1]] for name in NETWORKS}
    for root in roots:
        summary(root, runs[root], bare_loads, like)


def summary(
    root: Path,
    runs: dict[str, tuple[list[dict[str, Any]], list[dict[str, Any]]]],
    bare_loads: dict[str, list[dict[str, Any]]],
    like: dict[str, list[dict[str, Any]]],
) -> None:
    """The figures of one site, against the bare page's loads made alongside (``like``: the bare
    page on the compiled standard library)."""
    print(f"site: {root}")
    for name, (app_runs, bare_runs) in runs.items():
        report(name, app_runs, bare_runs, bare_loads[name])
        like_cold = median(like[name], "cold")
        print(
            f"  bare page, compiled library:  {like_cold:8.0f} ms   ({len(like[name])} loads;"
            f" app / it {median(app_runs, 'cold') / like_cold:5.2f}, like for like)"
        )
    app_runs, bare_runs = runs[next(iter(NETWORKS))]
    ready, visit, bare = app_runs[-1]["to_ready"], app_runs[-1]["first_visit"], bare_runs[-1]["to_ready"]
    print(
        f"bytes over the wire, first visit (each file once; sent = Brotli {BROTLI_QUALITY} for text and wasm):"
    )
    files = f"   {ready['own_files']} files (target <= 300 KB sent)"
    print(sizes("our code, to data-ready", ready["own_raw"], ready["own_gz"], files))
    print(sizes("runtime, to data-ready", ready["runtime_raw"], ready["runtime_gz"]))
    print(sizes("runtime, bare page", bare["runtime_raw"], bare["runtime_gz"]))
    print(
        sizes("our code, with precache", visit["own_raw"], visit["own_gz"], f"   {visit['own_files']} files")
    )
    print(sizes("runtime, with precache", visit["runtime_raw"], visit["runtime_gz"]))


if __name__ == "__main__":
    main()
