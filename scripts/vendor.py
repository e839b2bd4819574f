"""Copy the pinned runtime (Pyodide + PyScript, from node_modules) into static/vendor/.

Folders are named after the versions: static/vendor/pyodide-<v>/ and static/vendor/pyscript-<v>/,
and static/vendor/qrcode-generator-<v>/ (the QR encoder the page loads when it first draws the
QR code of a link).

Run after `npm ci`. Only what the site loads is copied: no source maps, no consoles. The copy is
skipped when static/vendor/ already matches the installed package versions. Then our own Python
archive and pyscript.toml are generated (scripts/pyscript_config.py), so that vendoring leaves a
site that runs.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pyscript_config

ROOT = Path(__file__).resolve().parent.parent
MODULES = ROOT / "node_modules"
VENDOR = ROOT / "static" / "vendor"

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)


def package_version(name: str) -> str:
    return str(json.loads((MODULES / name / "package.json").read_text())["version"])


def wanted_stamp() -> dict[str, str]:
    return {name: package_version(name) for name in ("pyodide", "@pyscript/core", "qrcode-generator")}


def vendor() -> Path:
    if not all((MODULES / name).is_dir() for name in ("pyodide", "@pyscript/core", "qrcode-generator")):
        sys.exit("node_modules is missing pyodide, @pyscript/core or qrcode-generator: run `npm ci` first.")
    stamp_file = VENDOR / "versions.json"
    stamp = wanted_stamp()
    if stamp_file.is_file() and json.loads(stamp_file.read_text()) == stamp:
        return VENDOR
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    # Versioned folder names let the host cache them forever (netlify.toml) and make an
    # upgrade change every URL.
    pyodide_dir = VENDOR / f"pyodide-{stamp['pyodide']}"
    pyodide_dir.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(MODULES / "pyodide" / name, pyodide_dir / name)
    qr_dir = VENDOR / f"qrcode-generator-{stamp['qrcode-generator']}"
    qr_dir.mkdir()
    shutil.copy2(MODULES / "qrcode-generator" / "dist" / "qrcode.js", qr_dir / "qrcode.js")
    shutil.copytree(
        MODULES / "@pyscript" / "core" / "dist",
        VENDOR / f"pyscript-{stamp['@pyscript/core']}",
        ignore=shutil.ignore_patterns("*.map"),
    )
    # The service worker precaches exactly these files for offline play.
    listing = sorted(
        path.relative_to(ROOT).as_posix()
        for path in VENDOR.rglob("*")
        if path.is_file() and path.name != "files.json"
    )
    (VENDOR / "files.json").write_text(json.dumps(listing, indent=0) + "\n")
    stamp_file.write_text(json.dumps(stamp, indent=1) + "\n")
    return VENDOR


if __name__ == "__main__":
    print(f"runtime vendored into {vendor().relative_to(ROOT)}")
    print(f"our Python archived into {pyscript_config.generate().relative_to(ROOT)}")
