"""A pytest plugin: the standard library's modules imported while our code runs (scripts/stdlib_keep.py).

Loaded with ``-p stdlib_trace`` (scripts/ on the path) and ``STDLIB_TRACE`` set to a file's path
prefix, each test process writes ``<prefix>.<pid>``: the names of the standard library's modules
asked for by an import (an import statement, or ``__import__`` from C, such as ``_strptime``
behind ``datetime.strptime``) while a frame of game/ was on the stack (the innermost of ours not a
command line's), whether or not the module was already imported (pytest imports most of the
library itself before any test runs).
"""

from __future__ import annotations

import atexit
import builtins
import json
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import FrameType, ModuleType
from typing import Any

GAME = str(Path(__file__).resolve().parent.parent / "game") + os.sep
SEEN: set[str] = set()
#: frames looked at above an import for one of ours
DEPTH = 40
_import = builtins.__import__


#: our command lines, which the browser never gets (scripts/pyscript_config.py's COMMAND_LINES)
COMMAND_LINES = (GAME + "sim" + os.sep,)


def from_ours() -> bool:
    """Whether the innermost of our frames above the import is one the browser runs."""
    frame: FrameType | None = sys._getframe(2)
    for _ in range(DEPTH):
        if frame is None:
            return False
        name = frame.f_code.co_filename
        if name.startswith(GAME):
            return not name.startswith(COMMAND_LINES) and not name.endswith("__main__.py")
        frame = frame.f_back
    return False


def traced_import(
    name: str,
    globals: Mapping[str, Any] | None = None,
    locals: Mapping[str, Any] | None = None,
    fromlist: Sequence[str] | None = (),
    level: int = 0,
) -> ModuleType:
    module = _import(name, globals, locals, fromlist, level)
    if level == 0 and name.partition(".")[0] in sys.stdlib_module_names and from_ours():
        SEEN.add(name)
        for item in fromlist or ():
            if f"{name}.{item}" in sys.modules:
                SEEN.add(f"{name}.{item}")
    return module


def write() -> None:
    prefix = os.environ.get("STDLIB_TRACE")
    if prefix:
        Path(f"{prefix}.{os.getpid()}").write_text(json.dumps(sorted(SEEN)))


builtins.__import__ = traced_import
atexit.register(write)
