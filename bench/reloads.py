"""Reloads after a visit, for copies of the site compared in one run: prints figures, asserts
nothing.

For each round and each site (their loads interleaved, so machine load hits every site alike), a
fresh browser profile (kept on disk, as a real browser keeps it) makes a first visit and waits until
its background work is done (the service worker has cached everything and a memory snapshot of a
fresh interpreter is kept), then reloads the page three times. The first reload after a visit is
the one a returning player usually meets (a new service worker's first serving); the later ones
show the worker's own state kept. Medians in ms to ``data-ready``, and each first reload.

Usage: .venv/bin/python bench/reloads.py [--rounds 6] ROOT [ROOT ...]
(each ROOT a checkout or a copy of the site, served by its own scripts/serve.py)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Page, sync_playwright

from e2e.browser import READY, READY_TIMEOUT_MS, SNAPSHOT_DONE, SW_READY, launch_with_profile, serve_site

#: reloads after the first visit
RELOADS = 3


def ready_at(page: Page) -> float:
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    return float(page.evaluate("() => window.seaBoot.readyAt"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("roots", type=Path, nargs="+")
    args = parser.parse_args()
    roots = [root.resolve() for root in args.roots]
    found: dict[Path, dict[str, list[float]]] = {
        root: {"cold": [], "first": [], "later": []} for root in roots
    }
    with sync_playwright() as playwright, ExitStack() as servers:
        urls = {
            root: servers.enter_context(serve_site(root, root / "scripts" / "serve.py")) for root in roots
        }
        for _ in range(args.rounds):
            for root in roots:
                with tempfile.TemporaryDirectory() as profile:
                    context = launch_with_profile(playwright.chromium, profile)
                    page = context.new_page()
                    page.goto(urls[root])
                    found[root]["cold"].append(ready_at(page))
                    page.evaluate(SW_READY)
                    page.wait_for_selector(SNAPSHOT_DONE, state="attached", timeout=READY_TIMEOUT_MS)
                    page.wait_for_function("() => document.documentElement.dataset.codeCache !== 'pending'")
                    for reload in range(RELOADS):
                        page.reload()
                        found[root]["first" if reload == 0 else "later"].append(ready_at(page))
                        page.wait_for_function("() => window.seaTest === undefined || window.seaTest.idle()")
                    context.close()
    print(f"reloads after a first visit, {args.rounds} rounds, headless Chromium, ms to data-ready (medians)")
    for root, times in found.items():
        medians = "  ".join(f"{kind} {statistics.median(values):6.0f}" for kind, values in times.items())
        print(f"  {root}: {medians}")
        print("    each first reload: " + " ".join(f"{value:.0f}" for value in times["first"]))


if __name__ == "__main__":
    main()
