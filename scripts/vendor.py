"""Copy the pinned runtime (Pyodide + PyScript, from node_modules) into static/vendor/.

Folders are named after the versions: static/vendor/pyodide-<v>/ and static/vendor/pyscript-<v>/,
static/vendor/qrcode-generator-<v>/ (the QR encoder the page loads when it first draws the
QR code of a link) and static/vendor/fzstd-<v>/ (the Zstandard decoder that unpacks the archives
of Python as they arrive: scripts/packing.py).

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
import tempfile
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import packing
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
    """The standard library compiled into ``pyodide_dir``, with its packed copy, the one the page
    loads (scripts/packing.py; made unless they are there; older ones go)."""
    target = pyodide_dir / stdlib_name()
    if not (target.is_file() and packing.packed(target).is_file()):
        for older in pyodide_dir.glob("python_stdlib-*.zip*"):
            older.unlink()
        made = target.with_suffix(".part")
        subprocess.run(
            ["node", str(STDLIB_SCRIPT), str(pyodide_dir), str(made), str(STDLIB_KEEP)], check=True
        )
        packing.write_packed(target, made.read_bytes())
        made.unlink()
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
        and path.name
        not in ("files.json", "python_stdlib.zip", "versions.json", "pyodide-lock.json", "LICENSE")
        and not packing.packed(path).is_file()  # the page loads the packed copy
        and path not in unused
        and not path.is_relative_to(PYTHON_VENDOR)
    )
    (VENDOR / "files.json").write_text(json.dumps(listing, indent=0) + "\n")


#: The pure-Python packages the game runs in the browser, pinned to a version and the sha256 of
#: its wheel (requirements-dev.txt pins the same version for the tests): name -> (version, digest).
#: fsrs (py-fsrs, MIT): the spaced repetition scheduler of practice (game/ui/practice/schedule.py).
PYTHON_PACKAGES = {
    "fsrs": ("6.3.2", "bc55066c821164b1cff6d75b17a3ed8e86cfd45789e3d775cfcb895319ce9ba4"),
}
#: modules of those packages the site never imports (fsrs's optimizer needs PyTorch)
PYTHON_LEFT_OUT = ("fsrs/optimizer.py",)
#: where their modules are unpacked: not published (a part starting with a dot), not precached;
#: scripts/pyscript_config.py puts them into the later archive of our Python, at its root
PYTHON_VENDOR = VENDOR / ".python"


def pip() -> list[str]:
    """A pip to download with (it reads the machine's package index settings): this Python's,
    else the project's virtual environment's, else one of a small environment made for it
    (``node_modules/.vendor-pip``, with the pip Python bundles)."""
    own = ROOT / "node_modules" / ".vendor-pip" / "bin" / "python"
    for python in (sys.executable, str(ROOT / ".venv" / "bin" / "python"), str(own)):
        found = Path(python).is_file() or python == sys.executable
        if found and subprocess.run([python, "-m", "pip", "--version"], capture_output=True).returncode == 0:
            return [python, "-m", "pip"]
    made = subprocess.run([sys.executable, "-m", "venv", str(own.parent.parent)], capture_output=True)
    if made.returncode == 0 and own.is_file():
        return [str(own), "-m", "pip"]
    sys.exit("pip is needed to vendor the pinned Python packages (apt-get install python3-venv).")


def vendor_python() -> None:
    """Each pinned package's wheel downloaded from the package index, checked against its digest,
    and its modules and licence unpacked into ``PYTHON_VENDOR/<name>-<version>/`` (once)."""
    for name, (version, digest) in PYTHON_PACKAGES.items():
        target = PYTHON_VENDOR / f"{name}-{version}"
        if (target / name / "__init__.py").is_file():
            continue
        with tempfile.TemporaryDirectory() as folder:
            subprocess.run(
                [
                    *pip(),
                    "download",
                    "--quiet",
                    "--no-deps",
                    "--only-binary=:all:",
                    "--dest",
                    folder,
                    f"{name}=={version}",
                ],
                check=True,
            )
            (wheel,) = Path(folder).glob("*.whl")
            if hashlib.sha256(wheel.read_bytes()).hexdigest() != digest:
                sys.exit(f"{wheel.name} is not the pinned wheel (its sha256 differs)")
            partial = target.with_name(f".{target.name}.partial")
            shutil.rmtree(partial, ignore_errors=True)
            with zipfile.ZipFile(wheel) as archive:
                for member in archive.namelist():
                    keep = member.startswith(f"{name}/") and member.endswith((".py", "py.typed"))
                    if keep and member not in PYTHON_LEFT_OUT:
                        archive.extract(member, partial)
                    elif member.endswith("/LICENSE"):
                        (partial / "LICENSE").parent.mkdir(parents=True, exist_ok=True)
                        (partial / "LICENSE").write_bytes(archive.read(member))
            partial.replace(target)


#: the npm packages copied into static/vendor/ (package.json pins them)
VENDORED_NPM = ("pyodide", "@pyscript/core", "qrcode-generator", "fzstd")


def package_version(name: str) -> str:
    return str(json.loads((MODULES / name / "package.json").read_text())["version"])


def wanted_stamp() -> dict[str, str]:
    stamp = {name: package_version(name) for name in VENDORED_NPM}
    return {**stamp, **{f"python:{name}": version for name, (version, _) in PYTHON_PACKAGES.items()}}


def vendor() -> Path:
    if not all((MODULES / name).is_dir() for name in VENDORED_NPM):
        sys.exit(f"node_modules is missing one of {', '.join(VENDORED_NPM)}: run `npm ci` first.")
    stamp_file = VENDOR / "versions.json"
    stamp = wanted_stamp()
    pyodide_dir = VENDOR / f"pyodide-{stamp['pyodide']}"
    if stamp_file.is_file() and json.loads(stamp_file.read_text()) == stamp:
        if not packing.packed(pyodide_dir / stdlib_name()).is_file():
            compile_stdlib(pyodide_dir)
        vendor_python()
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
    unpacker_dir = VENDOR / f"fzstd-{stamp['fzstd']}"
    unpacker_dir.mkdir()
    shutil.copy2(MODULES / "fzstd" / "esm" / "index.mjs", unpacker_dir / "index.mjs")
    shutil.copy2(MODULES / "fzstd" / "LICENSE", unpacker_dir / "LICENSE")
    shutil.copytree(
        MODULES / "@pyscript" / "core" / "dist",
        VENDOR / f"pyscript-{stamp['@pyscript/core']}",
        ignore=shutil.ignore_patterns("*.map"),
    )
    compile_stdlib(pyodide_dir)
    vendor_python()
    write_listing()
    stamp_file.write_text(json.dumps(stamp, indent=1) + "\n")
    return VENDOR


if __name__ == "__main__":
    print(f"runtime vendored into {vendor().relative_to(ROOT)}")
    print(f"our Python archived into {pyscript_config.generate().relative_to(ROOT)}")
