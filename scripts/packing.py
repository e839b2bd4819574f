"""Our Python archives (and the standard library's) as the site sends them: a zip of stored
entries, compressed whole with Zstandard (``<name>.zip.zst``).

A static host compresses text and WebAssembly on the fly but sends archives as they are, so a zip
sent as it is carries each module deflated on its own; compressed whole, the modules share one
context and the same archives send 30–40% fewer bytes than deflated entries (the standard library
800 KB against 1,110 KB). The page decompresses them with the vendored fzstd as they arrive
(static/js/python-runtime.mjs) and puts the zip itself on Python's import path, where its stored
entries are read without inflating.

The plain ``.zip`` stays beside its packed copy for the tools that run the site's Python in Node
(tests, probes); it is not published (scripts/sitefiles.py).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from sitefiles import ROOT, write_atomically

#: what the packed copy's name adds to the archive's
PACKED = ".zst"
COMPRESSOR = Path(__file__).with_name("zstd.mjs")


def pack(data: bytes) -> bytes:
    """``data`` compressed with Zstandard (scripts/zstd.mjs, in Node)."""
    done = subprocess.run(["node", str(COMPRESSOR)], input=data, capture_output=True, cwd=ROOT)
    if done.returncode != 0 or not done.stdout:
        raise RuntimeError(
            f"compressing with {COMPRESSOR.name} failed: {done.stderr.decode(errors='replace')}"
        )
    return done.stdout


def packed(path: Path) -> Path:
    """The packed copy's path beside the archive at ``path``."""
    return path.with_name(path.name + PACKED)


def write_packed(path: Path, data: bytes) -> None:
    """The archive ``data`` written at ``path`` and, compressed, beside it (the copy first: a
    reader that finds the archive finds its copy)."""
    write_atomically(packed(path), pack(data))
    write_atomically(path, data)
