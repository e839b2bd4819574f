"""A pytest plugin: the standard library's modules imported while our code runs (scripts/stdlib_keep.py).

Loaded with ``-p stdlib_trace`` (scripts/ on the path) and ``STDLIB_TRACE`` set to a file's path
prefix, each test process writes ``<prefix>.<pid>``: the names of the standard library's modules
first imported while a frame of game/ was on the stack (what our code imports, at once or later).
"""

from __future__ import annotations

import atexit
import json
import os
import sys
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import FrameType, ModuleType

GAME = str(Path(__file__).resolve().parent.parent / "game") + os.sep
SEEN: set[str] = set()


class Tracer:
    """Notes a standard module's import from our code; finds nothing itself."""

    @classmethod
    def find_spec(cls, name: str, path: object = None, target: ModuleType | None = None) -> ModuleSpec | None:
        if name.partition(".")[0] in sys.stdlib_module_names:
            frame: FrameType | None = sys._getframe(1)
            while frame is not None:
                if frame.f_code.co_filename.startswith(GAME):
                    SEEN.add(name)
                    break
                frame = frame.f_back
        return None


def write() -> None:
    prefix = os.environ.get("STDLIB_TRACE")
    if prefix:
        Path(f"{prefix}.{os.getpid()}").write_text(json.dumps(sorted(SEEN)))


sys.meta_path.insert(0, Tracer)
atexit.register(write)
