"""Bundle our Python into one zip and write pyscript.toml pointing at it (both generated, not committed).

Every module under game/ goes into ``static/py/game-<hash>.zip`` compiled (with its JSON message
catalogues as they are); ``pyscript.toml`` names the vendored interpreter and that single archive
(``python_archive``), which the interpreter module (static/js/python-start.mjs) downloads while
Python starts and puts on Python's import path as it is: ``import game`` finds the modules inside
it (zipimport), with nothing unpacked. One request instead of one per module.

The modules are compiled by the interpreter the site runs, the vendored Pyodide run by Node
(scripts/bytecode.mjs), into ``.pyc`` files that stand in for the sources: the browser imports
them without compiling anything (compiling was most of our start-up's import time). A traceback
still names each frame's file, line and function; it only lacks the source text and the column
marks, which would have doubled what is downloaded, and the docstrings of modules and functions
(an eighth of it; nothing in the browser reads them, and classes keep theirs). Beside them the
same run records, compiled, the methods that importing the modules makes dataclasses and named
tuples generate (``game/ui/classcode.bin``, used by game/ui/classcode.py), which the first screen
would otherwise compile as it opens, and PyScript's own Python package compiled
(``game/web/pyscript.bin``, used by game/web/pyscript_code.py), which PyScript would otherwise
compile on every start. So the archive needs the runtime vendored first (``make vendor`` does
both).

The archive is deterministic (sorted entries, fixed timestamps and permissions), so the same
sources give the same bytes; its name carries a hash of the sources, so no cache can ever serve
a stale one (the host sends it as immutable, the service worker serves it cache-first).

``python3 scripts/pyscript_config.py`` writes both (and removes older archives); ``--check``
exits 1 when either is missing or does not match the sources. The vendoring step, the local
server and the site build all run it, so a fresh clone and an edited module are always current.
"""

from __future__ import annotations

import functools
import hashlib
import io
import json
import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG_NAME = "pyscript.toml"
#: PyScript's interpreter module: starts the vendored Pyodide (from a memory snapshot when the
#: browser kept one), see static/js/python-start.mjs.
INTERPRETER = "./static/js/python-start.mjs"
#: The key of pyscript.toml that names the archive (read by static/js/python-start.mjs and sw.js;
#: PyScript itself ignores it).
ARCHIVE_KEY = "python_archive"
#: Where the archive lives, relative to the site root.
BUNDLE_DIR = "static/py"
BUNDLE_PREFIX = "game-"
#: 1980-01-01, the earliest time a zip entry can record: fixed so builds are reproducible.
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)
#: Hash characters in the archive's name: plenty to tell builds apart.
HASH_LENGTH = 16


def pinned_version(package: str, root: Path = ROOT) -> str:
    """The exact version package.json pins for an npm package."""
    return str(json.loads((root / "package.json").read_text())["dependencies"][package])


#: what the game reads at run time: its modules and its message catalogues
BUNDLED_SUFFIXES = (".py", ".json")
#: What the archive holds for a module: the bytecode Pyodide's Python imports (its version is part
#: of every archive's name, with this layout, so a new runtime or layout renames the archive).
LAYOUT = (
    "pyc without sources or docstrings but classes', unchecked hash, no column ranges, imported from the zip"
    "; generated class code in game/ui/classcode.bin; PyScript's package compiled in game/web/pyscript.bin"
)
#: the archive's table of the code dataclasses and named tuples generate (game/ui/classcode.py)
CLASS_CODE = "game/ui/classcode.bin"
#: PyScript's own Python package compiled, for its __pycache__ (game/web/pyscript_code.py)
PYSCRIPT_CODE = "game/web/pyscript.bin"
#: the module of the pinned PyScript that holds its Python package's files, as it writes them
PYSCRIPT_FILES = Path("node_modules") / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"


def game_modules(root: Path = ROOT) -> list[str]:
    """Every Python module and data file of the game, as sorted project-relative POSIX paths."""
    return sorted(
        path.relative_to(root).as_posix()
        for path in (root / "game").rglob("*")
        if path.suffix in BUNDLED_SUFFIXES and "__pycache__" not in path.parts
    )


def sources(root: Path = ROOT) -> list[tuple[str, bytes]]:
    """(path, content) of every module, in archive order."""
    return [(module, (root / module).read_bytes()) for module in game_modules(root)]


def runtime_dir(root: Path = ROOT) -> Path:
    """The vendored Pyodide that compiles the modules: the site's own, else the project's."""
    name = f"pyodide-{pinned_version('pyodide', root)}"
    for base in (root, ROOT):
        if (base / "static" / "vendor" / name / "pyodide.mjs").is_file():
            return base / "static" / "vendor" / name
    raise SystemExit(f"static/vendor/{name} is missing: vendor the runtime first (make vendor)")


def bundle_name(files: list[tuple[str, bytes]], root: Path = ROOT) -> str:
    """``game-<hash>.zip``: the hash covers every path and content, the runtime's version, the
    layout and the script that compiles the modules, so any edit renames it."""
    digest = hashlib.sha256(
        f"{LAYOUT}\0{pinned_version('pyodide', root)}\0{pinned_version('@pyscript/core', root)}\0".encode()
    )
    digest.update(hashlib.sha256(Path(__file__).with_name("bytecode.mjs").read_bytes()).digest())
    for path, content in files:
        digest.update(path.encode() + b"\0" + hashlib.sha256(content).digest())
    return f"{BUNDLE_PREFIX}{digest.hexdigest()[:HASH_LENGTH]}.zip"


def zipped(files: list[tuple[str, bytes]]) -> bytes:
    """A zip of ``files``: entries sorted, deflated, with fixed timestamps and permissions."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path, content in sorted(files):
            info = zipfile.ZipInfo(path, date_time=ZIP_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3  # Unix, whatever the build machine
            archive.writestr(info, content, compresslevel=9)
    return buffer.getvalue()


def compiled(files: list[tuple[str, bytes]], runtime: Path) -> list[tuple[str, bytes]]:
    """``files`` with every module replaced by its bytecode (``x.py`` by ``x.pyc``), compiled by
    the vendored Pyodide in Node; other files as they are."""
    modules = [(path, content) for path, content in files if path.endswith(".py")]
    with tempfile.TemporaryDirectory() as folder:
        given, made = Path(folder) / "sources.zip", Path(folder) / "bytecode.zip"
        given.write_bytes(zipped(modules))
        script = Path(__file__).with_name("bytecode.mjs")
        package = ROOT / PYSCRIPT_FILES
        subprocess.run(["node", str(script), str(runtime), str(given), str(made), str(package)], check=True)
        with zipfile.ZipFile(made) as bytecode:
            pyc = {name: bytecode.read(name) for name in bytecode.namelist()}
    table = pyc.pop(CLASS_CODE, None)
    pyscript = pyc.pop(PYSCRIPT_CODE, None)
    if sorted(pyc) != sorted(f"{path}c" for path, _ in modules) or table is None or pyscript is None:
        raise RuntimeError("the bytecode does not match the modules")
    return [
        (f"{path}c", pyc[f"{path}c"]) if path.endswith(".py") else (path, content) for path, content in files
    ] + [(CLASS_CODE, table), (PYSCRIPT_CODE, pyscript)]


@functools.lru_cache(maxsize=4)
def _archive(name: str, files: tuple[tuple[str, bytes], ...], runtime: Path) -> bytes:
    # One compilation per archive name and runtime in a process (the name is a hash of the rest).
    del name
    return zipped(compiled(list(files), runtime))


def bundle_bytes(files: list[tuple[str, bytes]], root: Path = ROOT) -> bytes:
    """The archive of ``files``: their bytecode and catalogues, reproducibly zipped."""
    return _archive(bundle_name(files, root), tuple(files), runtime_dir(root))


def render(bundle: str, root: Path = ROOT) -> str:
    """pyscript.toml for the archive at the site-relative path ``bundle``."""
    return "\n".join(
        [
            "# Generated by scripts/pyscript_config.py from package.json and game/: do not edit by hand.",
            'name = "Sea & Stones"',
            f'interpreter = "{INTERPRETER}"',
            'experimental_create_proxy = "auto"',
            "# Every module under game/, compiled, in one archive that static/js/python-start.mjs puts",
            "# on Python's import path (imported in place) before PyScript runs anything.",
            f'{ARCHIVE_KEY} = "./{bundle}"',
            "",
        ]
    )


def wanted(root: Path = ROOT) -> tuple[str, str, list[tuple[str, bytes]]]:
    """The archive's site-relative path, the config text, and the sources they come from."""
    files = sources(root)
    bundle = f"{BUNDLE_DIR}/{bundle_name(files, root)}"
    return bundle, render(bundle, root), files


def is_current(root: Path = ROOT) -> bool:
    """True if pyscript.toml and the archive it names match the sources."""
    bundle, text, files = wanted(root)
    config = root / CONFIG_NAME
    archive = root / bundle
    return (
        config.is_file()
        and config.read_text() == text
        and archive.is_file()
        and archive.read_bytes() == bundle_bytes(files, root)
    )


def _write_atomically(path: Path, data: bytes) -> None:
    # A server may be reading the file while it is rewritten: readers see the old or the new one.
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
    partial.write_bytes(data)
    partial.replace(path)


def generate(root: Path = ROOT) -> Path:
    """Write the archive and pyscript.toml if they are out of date; returns the archive's path."""
    bundle, text, files = wanted(root)
    archive = root / bundle
    # The name is a hash of the sources, so an archive of that name is already the right one.
    if not archive.is_file():
        _write_atomically(archive, bundle_bytes(files, root))
    for older in archive.parent.glob(f"{BUNDLE_PREFIX}*.zip"):
        if older != archive:
            older.unlink(missing_ok=True)
    config = root / CONFIG_NAME
    if not config.is_file() or config.read_text() != text:
        _write_atomically(config, text.encode())
    return archive


def main(argv: list[str]) -> int:
    if "--check" in argv:
        if not is_current():
            print(
                "pyscript.toml or the Python archive is out of date: run python3 scripts/pyscript_config.py"
            )
            return 1
        return 0
    archive = generate()
    count = len(game_modules())
    print(
        f"{archive.relative_to(ROOT)}: {count} files, {archive.stat().st_size} bytes; pyscript.toml names it"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
