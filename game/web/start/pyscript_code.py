"""PyScript's own Python package, ready-compiled (pure: files only).

Before any script of the page runs, PyScript writes the files of its ``pyscript`` package into the
working directory and imports it, which compiles them on every start. The archive the browser
runs carries them compiled (``pyscript.bin`` beside this module, made by scripts/bytecode.mjs
from the files of the pinned PyScript, under the names they are written to): ``place`` puts each
into the package's ``__pycache__`` before PyScript starts (static/js/python-start.mjs), where
Python's import finds it and compiles nothing. They are unchecked-hash pycs: taken as they are,
whatever the time PyScript wrote the sources (the archive's name follows PyScript's version).
"""

import importlib.util
import marshal
import os

#: the compiled package's file in the archive, beside this module
TABLE_NAME = "pyscript.bin"


def compiled_package() -> dict[str, bytes]:
    """The archive's compiled files of the package (file name -> pyc), empty where there are
    none (the modules run from their sources) or they cannot be read."""
    loader = getattr(__spec__, "loader", None)
    get_data = getattr(loader, "get_data", None)
    if get_data is None:
        return {}
    try:
        loaded = marshal.loads(get_data(os.path.join(os.path.dirname(__file__), TABLE_NAME)))
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(loaded, dict):
        return {}
    return {name: pyc for name, pyc in loaded.items() if isinstance(name, str) and isinstance(pyc, bytes)}


def place(files: dict[str, bytes], home: str) -> int:
    """Write ``files`` (a file of the package -> its pyc) where Python looks for the bytecode of
    ``home``/pyscript/<file>; how many were written."""
    for name, pyc in files.items():
        target = importlib.util.cache_from_source(os.path.join(home, "pyscript", os.path.basename(name)))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as out:
            out.write(pyc)
    return len(files)


def place_from_archive() -> int:
    """Place the archive's compiled package for PyScript, in the working directory it writes to."""
    return place(compiled_package(), os.getcwd())
