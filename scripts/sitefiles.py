"""What the published site consists of, and the HTTP headers it is served with.

Shared by the local server (scripts/serve.py), the Netlify build (scripts/build_site.py) and the
tests, so that what runs locally is exactly what is deployed.
"""

from __future__ import annotations

import fnmatch
import functools
import os
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Files and folders (relative to the project root) that make up the site. Our Python is not
#: served module by module: it ships as two archives in static/py/ (scripts/pyscript_config.py).
SITE_FILES = ("index.html", "pyscript.toml", "sw.js", "sw-build.js", "manifest.webmanifest", "favicon.ico")
SITE_DIRS = ("static",)
#: Types a static host compresses on the fly (Netlify does); archives and images go out as they are.
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".toml", ".py", ".svg", ".webmanifest", ".wasm")
#: The Brotli quality the local server compresses with (scripts/serve.py): Netlify's edge sends
#: Brotli to a browser that accepts it at a quality it does not publish; 5 is the middle of what
#: servers use on the fly, so a local measurement does not flatter the site.
BROTLI_QUALITY = 5
#: Never published even inside SITE_DIRS.
EXCLUDED_PARTS = ("__pycache__",)
#: Archives the site sends packed (``<name>.zip.zst``, scripts/packing.py): the plain zip beside
#: each is for the tools that run the site's Python in Node, never sent.
UNPACKED_ARCHIVES = ("game-*.zip", "python_stdlib-*.zip")


def is_published(relative: str) -> bool:
    """True if the file at this project-relative path is part of the site."""
    parts = Path(relative).parts
    if not parts or any(part in EXCLUDED_PARTS or part.startswith(".") for part in parts):
        return False
    if any(fnmatch.fnmatchcase(parts[-1], pattern) for pattern in UNPACKED_ARCHIVES):
        return False
    if len(parts) == 1:
        return parts[0] in SITE_FILES
    return parts[0] in SITE_DIRS


def published_files(root: Path = ROOT) -> list[str]:
    """Every published file of ``root`` (the project), as sorted project-relative POSIX paths."""
    found = [name for name in SITE_FILES if (root / name).is_file()]
    for folder in SITE_DIRS:
        for path in (root / folder).rglob("*"):
            rel = path.relative_to(root).as_posix()
            if path.is_file() and is_published(rel):
                found.append(rel)
    return sorted(found)


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``path`` whole: a server reading it meanwhile sees the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
    partial.write_bytes(data)
    partial.replace(path)


def header_rules() -> list[tuple[str, dict[str, str]]]:
    """The ``[[headers]]`` rules of netlify.toml as (pattern, headers) in file order (read again
    only when the file changes: the local server asks on every request)."""
    return list(_rules((ROOT / "netlify.toml").stat().st_mtime_ns))


@functools.lru_cache(maxsize=2)
def _rules(mtime_ns: int) -> tuple[tuple[str, dict[str, str]], ...]:
    del mtime_ns  # the key: an edited netlify.toml is read again
    config = tomllib.loads((ROOT / "netlify.toml").read_text())
    return tuple((rule["for"], dict(rule["values"])) for rule in config.get("headers", []))


def headers_for(url_path: str) -> dict[str, str]:
    """The headers Netlify would send for ``url_path`` (later rules override earlier ones)."""
    merged: dict[str, str] = {}
    for pattern, values in header_rules():
        if fnmatch.fnmatchcase(url_path, pattern):
            merged.update(values)
    return merged
