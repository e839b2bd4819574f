"""Serve the site locally exactly as published: same files, same headers as netlify.toml.

Serving a checkout (not an assembled dist/), the generated Python archive, pyscript.toml and
sw-build.js are brought up to date at start and again whenever the browser asks for pyscript.toml
or sw-build.js (scripts/pyscript_config.py, scripts/swbuild.py). Once the service worker keeps the
site, it checks sw-build.js on every visit: an edited file installs a new build, which the reload
after that visit runs.

Compression as the host sends it: text and WebAssembly go out Brotli-compressed to a browser that
accepts it (every current one does, over HTTP to this server too), gzipped to one that accepts
only gzip, and archives and images as they are. Python has no Brotli of its own: the vendored
runtime's Node, which the project needs anyway, compresses each file once per version
(``brotli_compressed``); every compressible file of the site is compressed before the server
starts serving (``warm``), so that no visit waits for it.

With ``SERVE_BYTES_LOG`` set to a file's path, each response appends a line to it: the path, the
status, the encoding and the bytes of the body sent (what bench/bytes.py sums).

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
import json
import os
import subprocess
import sys
import tempfile
import threading
from functools import partial
from pathlib import Path
from typing import BinaryIO

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pyscript_config
import swbuild
from sitefiles import BROTLI_QUALITY, COMPRESSIBLE, ROOT, headers_for, is_published, published_files

#: One regeneration at a time: the page's requests arrive on several threads.
_GENERATING = threading.Lock()
#: one line at a time into the log of bytes sent
_LOGGING = threading.Lock()
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


#: Node's zlib, Brotli-compressing stdin to stdout at the quality given
BROTLI_JS = """
const zlib = require("node:zlib");
const chunks = [];
process.stdin.on("data", (chunk) => chunks.push(chunk));
process.stdin.on("end", () => {
  const data = Buffer.concat(chunks);
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  const params = { [BROTLI_PARAM_QUALITY]: Number(process.argv[1]), [BROTLI_PARAM_SIZE_HINT]: data.length };
  process.stdout.write(zlib.brotliCompressSync(data, { params }));
});
"""


def brotli(data: bytes, quality: int | None = None) -> bytes:
    """``data`` Brotli-compressed by Node's zlib (at ``BROTLI_QUALITY``, or $SERVE_BROTLI_QUALITY:
    bench/bytes.py measures at another quality too)."""
    if quality is None:
        quality = int(os.environ.get("SERVE_BROTLI_QUALITY", BROTLI_QUALITY))
    done = subprocess.run(
        ["node", "-e", BROTLI_JS, str(quality)], input=data, capture_output=True, check=True
    )
    return done.stdout


#: Node's zlib, Brotli-compressing each file named (argv[2:]) at the quality given (argv[1]) into
#: a folder (argv[2]) under its index: one process for all the files of a site
BROTLI_FILES_JS = """
const { readFileSync, writeFileSync } = require("node:fs");
const zlib = require("node:zlib");
const [quality, folder, ...files] = process.argv.slice(1);
const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
files.forEach((file, index) => {
  const data = readFileSync(file);
  const params = { [BROTLI_PARAM_QUALITY]: Number(quality), [BROTLI_PARAM_SIZE_HINT]: data.length };
  writeFileSync(folder + "/" + index, zlib.brotliCompressSync(data, { params }));
});
"""

#: files Brotli-compressed ahead (``warm``), by path and modification time
_BROTLI: dict[tuple[str, int], bytes] = {}


@functools.lru_cache(maxsize=256)
def brotli_compressed(path: str, mtime_ns: int) -> bytes:
    """A file Brotli-compressed once per version (the modification time is part of the cache key)."""
    ready = _BROTLI.get((path, mtime_ns))
    return ready if ready is not None else brotli(Path(path).read_bytes())


def compressed(file: Path, encoding: str) -> bytes:
    """``file`` as sent with ``encoding`` ("br" or "gzip")."""
    mtime = file.stat().st_mtime_ns
    return brotli_compressed(str(file), mtime) if encoding == "br" else gzipped(str(file), mtime)


def accepted_encoding(accept: str, allowed: str = "br,gzip") -> str | None:
    """The encoding the host would pick for a browser's ``Accept-Encoding``: br, else gzip (of
    those ``allowed``, $SERVE_ENCODINGS: bench/bytes.py measures gzip only too)."""
    offered = {part.split(";")[0].strip() for part in accept.split(",")}
    return next((name for name in ("br", "gzip") if name in offered and name in allowed.split(",")), None)


def warm(root: Path) -> None:
    """Brotli-compress every compressible file of the site before serving it, in one Node process
    (a second or two for the runtime's 10 MB), so that no visit waits for its compression."""
    files = [root / name for name in published_files(root) if name.endswith(COMPRESSIBLE)]
    quality = os.environ.get("SERVE_BROTLI_QUALITY", str(BROTLI_QUALITY))
    stats = [(file, file.stat().st_mtime_ns) for file in files]
    with tempfile.TemporaryDirectory() as folder:
        try:
            subprocess.run(["node", "-e", BROTLI_FILES_JS, quality, folder, *map(str, files)], check=True)
        except (OSError, subprocess.CalledProcessError):
            return  # compressed when asked for
        for index, (file, mtime) in enumerate(stats):
            _BROTLI[(str(file), mtime)] = (Path(folder) / str(index)).read_bytes()


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
        ".zst": "application/zstd",
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
        file = Path(self.translate_path("/" + relative))  # the site's root is its index.html
        allowed = os.environ.get("SERVE_ENCODINGS", "br,gzip")
        encoding = accepted_encoding(self.headers.get("Accept-Encoding", ""), allowed)
        if file.is_file() and file.name.endswith(COMPRESSIBLE) and encoding:
            return self.send_compressed(file, encoding)
        return super().send_head()

    def send_compressed(self, file: Path, encoding: str) -> io.BytesIO | None:
        """Text and WebAssembly go out compressed, as the static host sends them."""
        stat = file.stat()
        if not_modified_since(self.headers.get("If-Modified-Since"), stat.st_mtime):
            self.send_response(304)
            self.end_headers()
            return None
        body = compressed(file, encoding)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(file)))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return io.BytesIO(body)

    def send_header(self, keyword: str, value: str) -> None:
        # noted for the log of bytes sent
        if keyword.lower() in ("content-length", "content-encoding"):
            self.__dict__.setdefault("_sent", {})[keyword.lower()] = value
        super().send_header(keyword, value)

    def send_response(self, code: int, message: str | None = None) -> None:
        self._status = code
        super().send_response(code, message)

    def do_GET(self) -> None:
        self._sent: dict[str, str] = {}
        self._status = 0
        super().do_GET()
        log = os.environ.get("SERVE_BYTES_LOG")
        if log:
            body = int(self._sent.get("content-length", 0)) if self._status == 200 else 0
            line = {
                "path": self.path.split("?", 1)[0].split("#", 1)[0],
                "status": self._status,
                "encoding": self._sent.get("content-encoding", ""),
                "bytes": body,
            }
            with _LOGGING, open(log, "a") as out:
                out.write(json.dumps(line) + "\n")

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
    warm(Path(args.root))
    handler = partial(SiteHandler, directory=args.root)
    server = http.server.ThreadingHTTPServer((args.host, args.port), handler)
    print(f"Serving on http://{args.host}:{server.server_address[1]}/  (Ctrl+C stops)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
