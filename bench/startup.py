"""Start-up benchmark in headless Chromium: prints figures, asserts nothing.

For our app and for a bare PyScript page on the same vendored runtime (the baseline), each in a
fresh browser context (empty caches) and repeated ``--runs`` times (medians printed):
- first paint of the loading screen (first-contentful-paint),
- cold time to ``data-ready``,
- warm reload time to ``data-ready`` once the service worker has cached everything,
- bytes transferred on a cold load, in total and for our own code (plus our code gzipped, as a
  static host would send it).

Usage: .venv/bin/python bench/startup.py [--runs 3]
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Browser, sync_playwright

from e2e.browser import READY, READY_TIMEOUT_MS, ROOT, launch, serve_site

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

RESOURCES_JS = """() => performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))
  .map(e => ({name: e.name, size: e.transferSize || 0}))"""


def own_code(url: str) -> bool:
    """Our files (page, config, scripts, styles, Python), not the runtime."""
    path = url.split("://", 1)[-1].split("/", 1)[-1]
    return "static/vendor/" not in path


def load(browser: Browser, url: str, ready_expr: str, warm_too: bool = True) -> dict[str, Any]:
    """Cold load (then a warm reload through the service worker) in one fresh context; in ms."""
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    cold = float(page.evaluate(ready_expr))
    paint = page.evaluate(
        "() => (performance.getEntriesByName('first-contentful-paint')[0] || {startTime: NaN}).startTime"
    )
    resources = page.evaluate(RESOURCES_JS)
    total = sum(int(r["size"]) for r in resources)
    ours = sum(int(r["size"]) for r in resources if own_code(r["name"]))
    warm = float("nan")
    if warm_too:
        page.evaluate("async () => { await navigator.serviceWorker.ready; }")
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        warm = float(page.evaluate(ready_expr))
    context.close()
    return {"paint": float(paint), "cold": cold, "warm": warm, "bytes": total, "own_bytes": ours}


def own_code_gzipped() -> tuple[int, int]:
    """Raw and gzip -9 sizes of everything of ours the site serves (not the runtime)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from sitefiles import published_files

    files = [ROOT / rel for rel in published_files() if not rel.startswith("static/vendor/")]
    raw = sum(f.stat().st_size for f in files)
    packed = sum(len(gzip.compress(f.read_bytes(), 9)) for f in files)
    return raw, packed


def bare_site(folder: Path) -> None:
    """A site with only the runtime and a one-line Python page, served by the same server."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from pyscript_config import pinned_version

    (folder / "index.html").write_text(BARE_PAGE.format(pyscript=pinned_version("@pyscript/core")))
    (folder / "pyscript.toml").write_text(BARE_CONFIG.format(pyodide=pinned_version("pyodide")))
    (folder / "favicon.ico").write_bytes((ROOT / "favicon.ico").read_bytes())
    (folder / "static").symlink_to(ROOT / "static")


def median(runs: list[dict[str, Any]], key: str) -> float:
    return float(statistics.median(run[key] for run in runs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        bare_root = Path(tmp)
        bare_site(bare_root)
        browser = launch(playwright)
        app_runs: list[dict[str, Any]] = []
        bare_runs: list[dict[str, Any]] = []
        with serve_site() as app_url, serve_site(bare_root) as bare_url:
            for _ in range(args.runs):  # interleaved, so machine load hits both alike
                app_runs.append(load(browser, app_url, "() => window.seaBoot.readyAt"))
                bare_runs.append(load(browser, bare_url, "() => window.readyAt", warm_too=False))
        browser.close()
    raw, packed = own_code_gzipped()
    cold, bare_cold, warm = median(app_runs, "cold"), median(bare_runs, "cold"), median(app_runs, "warm")
    print(f"runs (medians of {args.runs}, headless Chromium, local server)")
    print(f"loading screen first paint:   {median(app_runs, 'paint'):8.0f} ms   (target <= 300)")
    print(f"cold start, app:              {cold:8.0f} ms")
    print(f"cold start, bare PyScript:    {bare_cold:8.0f} ms")
    print(f"ratio app / bare:             {cold / bare_cold:8.2f}      (target <= 1.15)")
    print(f"warm reload (service worker): {warm:8.0f} ms")
    print(f"ratio warm / cold:            {warm / cold:8.2f}      (target <= 0.60)")
    print(f"bytes transferred, cold:      {median(app_runs, 'bytes') / 1e6:8.2f} MB")
    print(
        f"bytes of our own code, cold:  {median(app_runs, 'own_bytes') / 1e3:8.1f} KB (uncompressed server)"
    )
    print(f"our code raw / gzip -9:       {raw / 1e3:8.1f} KB / {packed / 1e3:.1f} KB")


if __name__ == "__main__":
    main()
