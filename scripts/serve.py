"""Serve the site locally exactly as published: same files, same headers as netlify.toml.

Serving a checkout (not an assembled dist/), the generated Python archive and pyscript.toml are
brought up to date at start and again whenever the page asks for pyscript.toml, so an edited
module shows up on the next reload (scripts/pyscript_config.py).

Usage: python3 scripts/serve.py [--port N] [--root DIR]   (port also from $PORT, default 8000)
"""

from __future__ import annotations

import argparse
import contextlib
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
from sitefiles import ROOT, headers_for, is_published

#: One regeneration at a time: the page's requests arrive on several threads.
_GENERATING = threading.Lock()


def is_project(root: Path) -> bool:
    """A checkout (sources to generate from), not an assembled site such as dist/."""
    return (root / "package.json").is_file() and (root / "game").is_dir()


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
        if relative == pyscript_config.CONFIG_NAME and is_project(Path(self.directory)):
            with _GENERATING:
                pyscript_config.generate(Path(self.directory))
        return super().send_head()

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
        pyscript_config.generate(Path(args.root))
    handler = partial(SiteHandler, directory=args.root)
    server = http.server.ThreadingHTTPServer((args.host, args.port), handler)
    print(f"Serving on http://{args.host}:{server.server_address[1]}/  (Ctrl+C stops)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
