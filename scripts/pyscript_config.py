"""Bundle our Python into two zips and write pyscript.toml pointing at them (generated, not committed).

Every module under game/ but the command lines (``COMMAND_LINES``) goes, compiled, into one of
two archives (with its JSON message catalogues as they are). ``static/py/game-<hash>.zip``
(``python_archive`` in ``pyscript.toml``, beside the vendored interpreter) holds what the first
screen imports: the browser shell (game/web/), the modules it imports and those the home screen
imports as it opens (``home_imports``, found by opening home in a CPython subprocess), the
catalogues and the tables below. The interpreter module
(static/js/python-start.mjs) downloads it while Python starts and puts it on Python's import path
as it is: ``import game`` finds the modules inside it (zipimport), with nothing unpacked.
``static/py/game-<hash>-later.zip`` (``python_archive_later``) holds the rest (the games' rules,
bots and screens, the replay, the review), which the page fetches while home opens and adds
behind the first (game/web/start/later.py): the first visit downloads and unpacks a third of our code
before the game is on screen. Two requests instead of one per module.

The modules are compiled by the interpreter the site runs, the vendored Pyodide run by Node
(scripts/bytecode.mjs), into ``.pyc`` files that stand in for the sources: the browser imports
them without compiling anything (compiling was most of our start-up's import time). A traceback
still names each frame's file, line and function; it only lacks the source text and the column
marks, which would have doubled what is downloaded, and the docstrings of modules and functions
(an eighth of it; nothing in the browser reads them, and classes keep theirs). Beside them the
same run records, compiled, the methods that importing the modules makes dataclasses and named
tuples generate (``game/web/start/classcode.bin``, used by game/web/start/classcode.py), which the first screen
would otherwise compile as it opens, and PyScript's own Python package compiled
(``game/web/start/pyscript.bin``, used by game/web/start/pyscript_code.py), which PyScript would otherwise
compile on every start. So the archive needs the runtime vendored first (``make vendor`` does
both).

Each archive is sent as ``<name>.zip.zst``: its entries stored, the whole compressed with
Zstandard (scripts/packing.py), which the page undoes as the bytes arrive; that is what
pyscript.toml names. The plain zip stays beside it for the tools that run our Python in Node.

The archive is deterministic (sorted entries, fixed timestamps and permissions), so the same
sources give the same bytes; its name carries a hash of the sources, so no cache can ever serve
a stale one (the host sends it as immutable, the service worker serves it cache-first).

``python3 scripts/pyscript_config.py`` writes both (and removes older archives); ``--check``
exits 1 when either is missing or does not match the sources. The vendoring step, the local
server and the site build all run it, so a fresh clone and an edited module are always current.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import io
import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import swbuild
from packing import PACKED, packed, write_packed
from sitefiles import write_atomically

ROOT = Path(__file__).resolve().parent.parent
CONFIG_NAME = "pyscript.toml"
#: PyScript's interpreter module: starts the vendored Pyodide (from a memory snapshot when the
#: browser kept one), see static/js/python-start.mjs.
INTERPRETER = "./static/js/python-start.mjs"
#: PyScript's plugins (its chunks of the same names) that nothing of ours uses; its error plugin,
#: which shows a Python error on the page, stays.
UNUSED_PLUGINS = ("deprecations-manager", "donkey", "py-editor", "py-game", "py-terminal")
#: The key of pyscript.toml that names the archive (read by static/js/python-start.mjs and sw.js;
#: PyScript itself ignores it).
ARCHIVE_KEY = "python_archive"
#: The key that names the archive of the modules the first screen does not import (read by the same).
LATER_KEY = "python_archive_later"
#: What the later archive's name adds to the first's, before ".zip".
LATER_SUFFIX = "-later"
#: Where the archives live, relative to the site root.
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
    "; generated class code in game/web/start/classcode.bin; PyScript's package compiled in game/web/start/pyscript.bin"
    "; split in two: what the first screen imports, and the rest (game/web/start/later.py)"
    "; entries stored, each archive sent compressed whole with Zstandard (scripts/packing.py)"
)
#: the archive's table of the code dataclasses and named tuples generate (game/web/start/classcode.py)
CLASS_CODE = "game/web/start/classcode.bin"
#: The first archive's note of the build (the archives' name): its bytes then change with any module
#: of either archive (game/ui/storage/saves.py's ``reader`` is a digest of them).
BUILD_FILE = "game/build.txt"
#: PyScript's own Python package compiled, for its __pycache__ (game/web/start/pyscript_code.py)
PYSCRIPT_CODE = "game/web/start/pyscript.bin"
#: the module of the pinned PyScript that holds its Python package's files, as it writes them
PYSCRIPT_FILES = Path("node_modules") / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"


def game_modules(root: Path = ROOT) -> list[str]:
    """Every Python module and data file of the game, as sorted project-relative POSIX paths."""
    return sorted(
        path.relative_to(root).as_posix()
        for path in (root / "game").rglob("*")
        if path.suffix in BUNDLED_SUFFIXES and "__pycache__" not in path.parts
    )


#: The command lines, which no page imports: the simulations (``python -m game.sim``) and every
#: package's ``__main__`` (``python -m game.review``). Not sent, nor the standard library's
#: modules only they import (argparse: scripts/stdlib_probe.mjs leaves them out the same way).
COMMAND_LINES = ("game/sim/",)


def is_shipped(path: str) -> bool:
    """A file of game/ that the browser gets: all but the command lines."""
    return not path.startswith(COMMAND_LINES) and not path.endswith("/__main__.py")


#: where scripts/vendor.py unpacks the pinned pure-Python packages the game imports (fsrs)
PYTHON_VENDOR = Path("static") / "vendor" / ".python"


def vendored_modules(root: Path = ROOT) -> list[tuple[str, bytes]]:
    """(path at the archive's root, content) of every module of the vendored Python packages:
    they go into the later archive, where game/web/start/later.py finds them by their package's name."""
    folder = root / PYTHON_VENDOR
    if not folder.is_dir():
        folder = ROOT / PYTHON_VENDOR
    out = [
        (path.relative_to(package).as_posix(), path.read_bytes())
        for package in sorted(p for p in folder.glob("*") if p.is_dir() and not p.name.startswith("."))
        for path in sorted(package.rglob("*.py"))
    ]
    if not out:
        raise SystemExit(f"{PYTHON_VENDOR} is missing: vendor the runtime first (make vendor)")
    return out


def sources(root: Path = ROOT) -> list[tuple[str, bytes]]:
    """(path, content) of every module the browser gets, in archive order: ours, then the
    vendored packages'."""
    ours = [(module, (root / module).read_bytes()) for module in game_modules(root) if is_shipped(module)]
    return ours + vendored_modules(root)


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
    """A zip of ``files``: entries sorted, stored (the archive is compressed whole:
    scripts/packing.py), with fixed timestamps and permissions."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path, content in sorted(files):
            info = zipfile.ZipInfo(path, date_time=ZIP_EPOCH)
            info.compress_type = zipfile.ZIP_STORED
            info.external_attr = 0o644 << 16
            info.create_system = 3  # Unix, whatever the build machine
            archive.writestr(info, content)
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


#: Opens home as the browser shell does (game/web/), without the browser, after importing what
#: the shell imports (argv[2:]), on each storage of the JSON list argv[1]; prints the modules of ours
#: then imported.
HOME_SCRIPT = """
import json, sys
from importlib import import_module
for name in sys.argv[2:]:
    import_module(name)
from game.ui.app.controller import initial
from game.ui.app.runner import Runner
from game.ui.app.state import AppState, Env
from game.ui.storage.backend import MemoryStore
from game.ui.storage.kept import housekeeping

for stored in json.loads(sys.argv[1]):
    store = MemoryStore(stored)
    env = lambda: Env(store, "2026-12-03", "2026-12-03T10:00:00Z", lambda: 1)
    runner = Runner(AppState(lang="ru"), env, store.data.__setitem__, store.data.pop)
    for effect in housekeeping(store):
        runner.store(effect)
    runner.state = initial(store, "ru", "", "2026-12-03")
    page = runner.page()
    assert page.screen == "home", page.screen
print(json.dumps(sorted(name for name in sys.modules if name.startswith(("game", "hashlib")))))
"""
#: the storages home is opened on to find what it imports: empty, and with preferences
HOME_STORAGES: tuple[dict[str, str], ...] = ({}, {"sea-stones/prefs": '{"lang": "ru"}'})
#: the browser shell, which static/js/python-start.mjs and game/web/main.py run before home
SHELL_PACKAGE = "game/web/"
#: always in the first archive: what puts the later one behind it
LATER_FINDER = "game/web/start/later.py"


def shell_imports(root: Path = ROOT) -> list[str]:
    """The modules of ours (outside the shell) that the shell's modules import as they load."""
    names: set[str] = set()
    for path in sorted((root / SHELL_PACKAGE).rglob("*.py")):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                # ``from game.ui.app import events`` imports the module game.ui.app.events
                for alias in node.names:
                    child = f"{node.module}.{alias.name}"
                    is_module = any(
                        (root / f"{child.replace('.', '/')}{end}").is_file()
                        for end in (".py", "/__init__.py")
                    )
                    names.add(child if is_module else node.module)
    return sorted(name for name in names if name.startswith("game.") and not name.startswith("game.web"))


def home_imports(root: Path = ROOT, storages: tuple[dict[str, str], ...] = HOME_STORAGES) -> list[str]:
    """The modules (ours, and hashlib) imported once the shell's imports are done and home is
    open on each of ``storages``, in CPython."""
    out = subprocess.run(
        [sys.executable, "-c", HOME_SCRIPT, json.dumps(list(storages)), *shell_imports(root)],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    )
    modules: list[str] = json.loads(out.stdout)
    return modules


def module_file(name: str, root: Path = ROOT) -> str:
    """The source file of module ``name``, project-relative."""
    path = name.replace(".", "/")
    return f"{path}/__init__.py" if (root / path).is_dir() else f"{path}.py"


_FIRST: dict[str, frozenset[str]] = {}


def first_files(name: str, files: list[tuple[str, bytes]], root: Path = ROOT) -> frozenset[str]:
    """Which of ``files`` (their archives named ``name``) go into the first archive: the shell,
    what it and home import, the later archive's finder and every file that is not a module
    (catalogues)."""
    if name not in _FIRST:
        opened = {module_file(module, root) for module in home_imports(root) if module.startswith("game")}
        _FIRST[name] = frozenset(
            path
            for path, _ in files
            if path in opened
            or path == LATER_FINDER
            or path.startswith(SHELL_PACKAGE)
            or not path.endswith(".py")
        )
    return _FIRST[name]


@functools.lru_cache(maxsize=4)
def _archives(
    name: str, files: tuple[tuple[str, bytes], ...], runtime: Path, first: frozenset[str]
) -> tuple[bytes, bytes]:
    # One compilation per archive name and runtime in a process (the name is a hash of the rest).
    made = compiled(list(files), runtime)
    early = {f"{path}c" if path.endswith(".py") else path for path in first} | {CLASS_CODE, PYSCRIPT_CODE}
    named = (BUILD_FILE, f"{name}\n".encode())
    return (
        zipped([named, *(file for file in made if file[0] in early)]),
        zipped([file for file in made if file[0] not in early]),
    )


def bundle_bytes(files: list[tuple[str, bytes]], root: Path = ROOT) -> tuple[bytes, bytes]:
    """The two archives of ``files`` (their bytecode and catalogues, reproducibly zipped): what
    the first screen needs, and the rest."""
    name = bundle_name(files, root)
    return _archives(name, tuple(files), runtime_dir(root), first_files(name, files, root))


def later_of(bundle: str) -> str:
    """The later archive's path beside the first one's (``bundle``)."""
    return f"{bundle.removesuffix('.zip')}{LATER_SUFFIX}.zip"


def render(bundle: str, root: Path = ROOT) -> str:
    """pyscript.toml for the archive at the site-relative path ``bundle``."""
    return "\n".join(
        [
            "# Generated by scripts/pyscript_config.py from package.json and game/: do not edit by hand.",
            'name = "Sea & Stones"',
            f'interpreter = "{INTERPRETER}"',
            'experimental_create_proxy = "auto"',
            "# PyScript's plugins the game has no use for (its editor, terminal, game canvas, worker",
            "# helper and deprecation notices), which it would otherwise import on every start.",
            f"plugins = {json.dumps([f'!{name}' for name in UNUSED_PLUGINS])}",
            "# Every module under game/, compiled, in two archives that static/js/python-start.mjs puts",
            "# on Python's import path (imported in place): what the first screen imports, before",
            "# PyScript runs anything, and the rest while home opens.",
            f'{ARCHIVE_KEY} = "./{bundle}{PACKED}"',
            f'{LATER_KEY} = "./{later_of(bundle)}{PACKED}"',
            "",
        ]
    )


def wanted(root: Path = ROOT) -> tuple[str, str, list[tuple[str, bytes]]]:
    """The archive's site-relative path, the config text, and the sources they come from."""
    files = sources(root)
    bundle = f"{BUNDLE_DIR}/{bundle_name(files, root)}"
    return bundle, render(bundle, root), files


def is_current(root: Path = ROOT) -> bool:
    """True if pyscript.toml and the archives it names match the sources, and sw-build.js the
    site's files."""
    bundle, text, files = wanted(root)
    config = root / CONFIG_NAME
    archives = (root / bundle, root / later_of(bundle))
    return (
        config.is_file()
        and config.read_text() == text
        and all(archive.is_file() and packed(archive).is_file() for archive in archives)
        and tuple(archive.read_bytes() for archive in archives) == bundle_bytes(files, root)
        and swbuild.is_current(root)
    )


def generate(root: Path = ROOT) -> Path:
    """Write the archives and pyscript.toml if they are out of date; returns the first archive's
    path (the later one is ``later_of`` it)."""
    bundle, text, files = wanted(root)
    archive, later = root / bundle, root / later_of(bundle)
    # The names are a hash of the sources, so archives of those names are already the right ones.
    if not all(path.is_file() and packed(path).is_file() for path in (archive, later)):
        first, rest = bundle_bytes(files, root)
        write_packed(later, rest)
        write_packed(archive, first)
    kept = (archive, later, packed(archive), packed(later))
    for older in archive.parent.glob(f"{BUNDLE_PREFIX}*.zip*"):
        if older not in kept:
            older.unlink(missing_ok=True)
    config = root / CONFIG_NAME
    if not config.is_file() or config.read_text() != text:
        write_atomically(config, text.encode())
    swbuild.write(root)  # the build the service worker keeps, pyscript.toml included
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
    later = ROOT / later_of(archive.relative_to(ROOT).as_posix())
    count = len(game_modules())
    print(
        f"{archive.relative_to(ROOT)} and {later.name}: {count} files, {archive.stat().st_size}"
        f" + {later.stat().st_size} bytes; pyscript.toml names them"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
