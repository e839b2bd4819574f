"""Measure which modules of the runtime's standard library the site uses: scripts/stdlib-keep.txt.

The site sends only the standard library's modules that the list names, compiled
(scripts/stdlib.mjs). The list is the union, closed under the imports the modules make as they
are imported (scripts/stdlib_probe.mjs, run by the vendored Pyodide in Node), of:

- what Pyodide imports as it starts, and what importing every module of game/ imports there;
- every module an import statement of game/ or of PyScript's Python package names, anywhere (a
  function's too, so a path no test takes is covered all the same);
- what the unit tests saw our code import, lazily too (``--trace``: the whole suite runs under
  CPython with scripts/stdlib_trace.py noting each module of the standard library first imported
  while a frame of game/ was on the stack, such as ``_strptime`` behind ``datetime.strptime``);
- ``EXTRA`` below: the text codecs a page may name.

Usage: python3 scripts/stdlib_keep.py [--trace | --traced PREFIX]   (without them, the traced modules
the list already holds are kept as they are; ``--traced`` reads the files of a trace made by
``STDLIB_TRACE=PREFIX PYTHONPATH=scripts python -m pytest tests -p stdlib_trace``)
``--check`` exits 1 if the list lacks a module the probe finds (tests/test_site_config.py runs it).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KEEP = Path(__file__).with_name("stdlib-keep.txt")
PROBE = Path(__file__).with_name("stdlib_probe.mjs")
PYSCRIPT_FILES = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"
#: codecs a page or a file may name (Python looks a codec up as a module of ``encodings``)
EXTRA = (
    "encodings.ascii",
    "encodings.latin_1",
    "encodings.utf_8_sig",
    "encodings.utf_16",
    "encodings.utf_16_le",
    "encodings.utf_16_be",
    "encodings.utf_32",
    "encodings.raw_unicode_escape",
    "encodings.unicode_escape",
    "encodings.idna",
    "encodings.punycode",
    "encodings.base64_codec",
    "encodings.hex_codec",
)
HEADER = """\
# The modules of the runtime's standard library the site sends, compiled (scripts/stdlib.mjs):
# what Pyodide, PyScript and every path of the game import, with what those import as they are
# imported. Measured by scripts/stdlib_keep.py (--trace also runs the unit tests to see what our
# code imports lazily); a module not listed is told as left out (ModuleNotFoundError) if imported.
"""
TRACED = "# traced:"


def runtime_dir() -> Path:
    version = json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    return ROOT / "static" / "vendor" / f"pyodide-{version}"


def listed(path: Path = KEEP) -> tuple[list[str], list[str]]:
    """The modules the list names, and those of them the tests' trace added."""
    modules, traced = [], []
    for line in path.read_text().splitlines() if path.is_file() else []:
        if line.startswith(TRACED):
            traced = line.removeprefix(TRACED).split()
        elif line.strip() and not line.startswith("#"):
            modules.append(line.strip())
    return modules, traced


def read_trace(prefix: Path) -> list[str]:
    """The modules noted in the trace's files ``<prefix>.<pid>`` (scripts/stdlib_trace.py)."""
    found: set[str] = set()
    for part in prefix.parent.glob(f"{prefix.name}.*"):
        if part.name.removeprefix(f"{prefix.name}.").isdigit():
            found.update(json.loads(part.read_text()))
    return sorted(found)


def traced_by_tests() -> list[str]:
    """The standard library's modules the unit tests saw our code import (CPython's names)."""
    with tempfile.TemporaryDirectory() as folder:
        prefix = Path(folder) / "trace"
        env = {**os.environ, "STDLIB_TRACE": str(prefix), "PYTHONPATH": str(Path(__file__).parent)}
        subprocess.run(
            [sys.executable, "-m", "pytest", "tests", "-q", "-p", "stdlib_trace", "-n", "2", "-x"],
            cwd=ROOT,
            env=env,
            check=True,
            stdout=subprocess.DEVNULL,
        )
        return read_trace(prefix)


def probe(seeds: list[str]) -> dict[str, list[str]]:
    """The probe's findings (scripts/stdlib_probe.mjs) for ``seeds``."""
    with tempfile.TemporaryDirectory() as folder:
        given, out = Path(folder) / "seeds.json", Path(folder) / "out.json"
        given.write_text(json.dumps(seeds))
        subprocess.run(
            ["node", str(PROBE), str(runtime_dir()), str(ROOT), str(PYSCRIPT_FILES), str(given), str(out)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        found: dict[str, list[str]] = json.loads(out.read_text())
    return found


def render(kept: list[str], traced: list[str]) -> str:
    return HEADER + f"{TRACED} {' '.join(traced)}\n" + "".join(f"{name}\n" for name in kept)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--trace", action="store_true", help="run the unit tests to see what our code imports"
    )
    parser.add_argument("--check", action="store_true", help="exit 1 if the list lacks a module found")
    parser.add_argument("--traced", type=Path, help="read a trace made already (its files' prefix)")
    args = parser.parse_args()
    modules, traced = listed()
    if args.trace:
        traced = traced_by_tests()
    elif args.traced:
        traced = read_trace(args.traced)
    found = probe([*traced, *EXTRA])
    library = set(found["all"])
    traced = sorted(name for name in traced if name in library)
    if args.check:
        missing = sorted(set(found["kept"]) - set(modules))
        if missing:
            sys.exit(f"scripts/stdlib-keep.txt lacks {missing}: run python3 scripts/stdlib_keep.py")
        print(f"scripts/stdlib-keep.txt holds every module found ({len(modules)} of {len(library)})")
        return
    KEEP.write_text(render(found["kept"], traced))
    print(f"{len(found['kept'])} of {len(library)} modules kept into {KEEP.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
