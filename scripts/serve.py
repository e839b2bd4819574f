"""Serve the site locally exactly as published: same files, same headers as netlify.toml.

Serving a checkout (not an assembled dist/), the generated Python archive, pyscript.toml and
sw-build.js are brought up to date at start and again whenever the browser asks for pyscript.toml
or sw-build.js (scripts/pyscript_config.py, scripts/swbuild.py). Once the service worker keeps the
site, it checks sw-build.js on every visit: an edited file installs a new build, which the reload
after that visit runs.

Usage: python3 scripts/serve.py [--port N] [--root DIR]   (port also from $PORT, default 8000)
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import functools
import gzip
import http.server
import io
import os
import sys
import threading
from functools import partial
from pathlib import Path
from typing import BinaryIO

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pyscript_config
import swbuild
from sitefiles import COMPRESSIBLE, ROOT, headers_for, is_published

#: One regeneration at a time: the page's requests arrive on several threads.
_GENERATING = threading.Lock()
#: per served checkout, the files the archive was last brought up to date from, as (path, mtime,
#: size): while none has changed, a request for a generated file reads no sources (a first visit
#: asks for pyscript.toml twice, on the start's critical path)
_GENERATED_FROM: dict[Path, tuple[tuple[str, int, int], ...]] = {}


def inputs(root: Path) -> tuple[tuple[str, int, int], ...]:
    """What the archive, pyscript.toml and sw-build.js are made from, and what they are, as they
    stand."""
    names = [
        *pyscript_config.game_modules(root),
        "package.json",
        pyscript_config.CONFIG_NAME,
        *swbuild.shell_files(root),
        swbuild.VENDORED_LIST,
        swbuild.STAMP,
    ]
    stats = ((name, root / name) for name in names)
    return tuple((name, st.st_mtime_ns, st.st_size) for name, path in stats if (st := _stat(path)))


def _stat(path: Path) -> os.stat_result | None:
    try:
        return path.stat()
    except OSError:
        return None


#: what a request brings up to date first: pyscript.toml, and sw-build.js, which the browser
#: compares on every visit (a later visit is served by the service worker, so an edit shows on the
#: visit after the one that finds it)
GENERATED = (pyscript_config.CONFIG_NAME, swbuild.STAMP)


def bring_up_to_date(root: Path) -> None:
    """Generate the archive, pyscript.toml and sw-build.js again if a file they come from has
    changed."""
    with _GENERATING:
        seen = inputs(root)
        if _GENERATED_FROM.get(root) != seen:
            pyscript_config.generate(root)
            _GENERATED_FROM[root] = inputs(root)


def is_project(root: Path) -> bool:
    """A checkout (sources to generate from), not an assembled site such as dist/."""
    return (root / "package.json").is_file() and (root / "game").is_dir()


@functools.lru_cache(maxsize=256)
def gzipped(path: str, mtime_ns: int) -> bytes:
    """A file gzipped once per version (the modification time is part of the cache key)."""
    del mtime_ns
    return gzip.compress(Path(path).read_bytes(), 6, mtime=0)


def not_modified_since(since: str | None, mtime: float) -> bool:
    """True when an ``If-Modified-Since`` date is at or after ``mtime`` (whole seconds)."""
    if not since:
        return False
    try:
        when = email.utils.parsedate_to_datetime(since)
    except (TypeError, ValueError):
        return False
    return when.timestamp() >= int(mtime)


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves only published files, with the deployed headers and content types."""

    extensions_map = {  # noqa: RUF012 (the base class defines it the same way)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".py": "text/plain",
        ".toml": "text/plain",
        ".webmanifest": "application/manifest+json",
        ".zip": "application/zip",
        ".svg": "image/svg+xml",
    }

    def send_head(self) -> io.BytesIO | BinaryIO | None:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        relative = path.lstrip("/") or "index.html"
        if relative.endswith("/"):
            relative += "index.html"
        if not is_published(relative):
            self.send_error(404, "Not part of the site")
            return None
        if relative in GENERATED and is_project(Path(self.directory)):
            bring_up_to_date(Path(self.directory))
        file = Path(self.translate_path(path))
        if (
            file.is_file()
            and file.name.endswith(COMPRESSIBLE)
            and "gzip" in self.headers.get("Accept-Encoding", "")
        ):
            return self.send_gzipped(file)
        return super().send_head()

    def send_gzipped(self, file: Path) -> io.BytesIO | None:
        """Text and WebAssembly go out gzipped, as the static host sends them."""
        stat = file.stat()
        if not_modified_since(self.headers.get("If-Modified-Since"), stat.st_mtime):
            self.send_response(304)
            self.end_headers()
            return None
        body = gzipped(str(file), stat.st_mtime_ns)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(file)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0]
        headers = headers_for(path if path != "/" else "/index.html")
        # Local edits show up at once; the service worker handles offline use.
        headers.setdefault("Cache-Control", "no-cache")
        for name, value in headers.items():
            if name.lower() != "content-type":
                self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if os.environ.get("SERVE_QUIET") != "1":
            super().log_message(format, *args)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--root", default=str(ROOT))
    args = parser.parse_args()
    if is_project(Path(args.root)):
        bring_up_to_date(Path(args.root))
    handler = partial(SiteHandler, directory=args.root)
    server = http.server.ThreadingHTTPServer((args.host, args.port), handler)
    print(f"Serving on http://{args.host}:{server.server_address[1]}/  (Ctrl+C stops)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
