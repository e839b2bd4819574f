"""Copy the pinned runtime (Pyodide + PyScript, from node_modules) into static/vendor/.

Folders are named after the versions: static/vendor/pyodide-<v>/ and static/vendor/pyscript-<v>/,
and static/vendor/qrcode-generator-<v>/ (the QR encoder the page loads when it first draws the
QR code of a link).

Run after `npm ci`. Only what the site loads is copied: no source maps, no consoles. The copy is
skipped when static/vendor/ already matches the installed package versions. Beside Pyodide's
standard library (sources, 559 modules), the part of it the site uses (scripts/stdlib-keep.txt,
some 170 modules) is written compiled to bytecode into the same folder (``python_stdlib-<hash>.zip``,
scripts/stdlib.mjs; the hash is of that script and the list, so a new way of compiling or a new
list is a new name): the page starts Python with it (static/js/python-runtime.mjs's STDLIB), which
spares the browser downloading the rest and compiling some 120 modules while Python starts. Then
our own Python archive and pyscript.toml are generated (scripts/pyscript_config.py), so that
vendoring leaves a site that runs.

The service worker precaches the vendored files that ``files.json`` lists: all but Pyodide's
sources and PyScript's chunks that only its unused plugins and features load (``unused_chunks``).
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
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


#: what compiles the standard library (scripts/stdlib.mjs), and the modules it keeps
STDLIB_SCRIPT = Path(__file__).with_name("stdlib.mjs")
STDLIB_KEEP = Path(__file__).with_name("stdlib-keep.txt")


def stdlib_name() -> str:
    """The compiled standard library's file name: ``python_stdlib-<hash of the compiling script
    and of the list of modules kept>.zip``."""
    digest = hashlib.sha256(STDLIB_SCRIPT.read_bytes() + b"\0" + STDLIB_KEEP.read_bytes())
    return f"python_stdlib-{digest.hexdigest()[:12]}.zip"


def compile_stdlib(pyodide_dir: Path) -> Path:
    """The standard library compiled into ``pyodide_dir`` (made unless it is there; older ones go)."""
    target = pyodide_dir / stdlib_name()
    if not target.is_file():
        for older in pyodide_dir.glob("python_stdlib-*.zip"):
            older.unlink()
        made = target.with_suffix(".part")
        subprocess.run(
            ["node", str(STDLIB_SCRIPT), str(pyodide_dir), str(made), str(STDLIB_KEEP)], check=True
        )
        made.replace(target)
    return target


#: PyScript's chunks loaded only by what the site turns off or never uses, by the start of their
#: names: its plugins (pyscript_config.UNUSED_PLUGINS), the editor's CodeMirror, the unpacking of
#: `files` archives (zip), the graph of `packages`; and what only those load (terminals' xterm)
UNUSED_FEATURES = ("codemirror", "zip", "pyodide_graph")
#: how a chunk of PyScript names another it imports, at once or when asked
CHUNK_IMPORT = re.compile(r"""(?:from|import)\s*\(?\s*["']\./([\w.-]+\.js)["']""")


def pyscript_chunks_used(folder: Path) -> set[str]:
    """PyScript's files a page of the site can load: core.js, and every chunk it imports, at once
    or when asked, but for the chunks of unused plugins and features (their names' starts)."""
    unused = (*pyscript_config.UNUSED_PLUGINS, *UNUSED_FEATURES)
    used, todo = set(), ["core.js"]
    while todo:
        name = todo.pop()
        if name in used or not (folder / name).is_file() or name.startswith(unused):
            continue
        used.add(name)
        todo.extend(CHUNK_IMPORT.findall((folder / name).read_text()))
    return used


def unused_chunks() -> set[Path]:
    """The vendored files of PyScript no page of the site loads."""
    found: set[Path] = set()
    for folder in VENDOR.glob("pyscript-*"):
        used = pyscript_chunks_used(folder)
        found.update(path for path in folder.iterdir() if path.suffix == ".js" and path.name not in used)
        found.update(
            path for path in folder.iterdir() if path.suffix == ".css"
        )  # the terminal's, the editor's
    return found


def write_listing() -> None:
    """static/vendor/files.json: what the service worker precaches for offline play, every
    vendored file but Pyodide's standard library as sources (the page loads the compiled one),
    its lock file (the page gives Pyodide the lock's header: static/js/python-runtime.mjs's LOCK)
    and PyScript's files no page of the site loads."""
    unused = unused_chunks()
    listing = sorted(
        path.relative_to(ROOT).as_posix()
        for path in VENDOR.rglob("*")
        if path.is_file()
        and path.name not in ("files.json", "python_stdlib.zip", "versions.json", "pyodide-lock.json")
        and path not in unused
    )
    (VENDOR / "files.json").write_text(json.dumps(listing, indent=0) + "\n")


def package_version(name: str) -> str:
    return str(json.loads((MODULES / name / "package.json").read_text())["version"])


def wanted_stamp() -> dict[str, str]:
    return {name: package_version(name) for name in ("pyodide", "@pyscript/core", "qrcode-generator")}


def vendor() -> Path:
    if not all((MODULES / name).is_dir() for name in ("pyodide", "@pyscript/core", "qrcode-generator")):
        sys.exit("node_modules is missing pyodide, @pyscript/core or qrcode-generator: run `npm ci` first.")
    stamp_file = VENDOR / "versions.json"
    stamp = wanted_stamp()
    pyodide_dir = VENDOR / f"pyodide-{stamp['pyodide']}"
    if stamp_file.is_file() and json.loads(stamp_file.read_text()) == stamp:
        if not (pyodide_dir / stdlib_name()).is_file():
            compile_stdlib(pyodide_dir)
        write_listing()
        stamp_file.touch()  # up to date (make compares its time with the scripts')
        return VENDOR
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    # Versioned folder names let the host cache them forever (netlify.toml) and make an
    # upgrade change every URL.
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
    compile_stdlib(pyodide_dir)
    write_listing()
    stamp_file.write_text(json.dumps(stamp, indent=1) + "\n")
    return VENDOR


if __name__ == "__main__":
    print(f"runtime vendored into {vendor().relative_to(ROOT)}")
    print(f"our Python archived into {pyscript_config.generate().relative_to(ROOT)}")
