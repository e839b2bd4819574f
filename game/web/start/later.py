"""Our modules that the first screen does not import come in a second archive (pure: imports only).

The browser gets our Python as two archives (scripts/pyscript_config.py): the first, on Python's
import path before anything runs, holds the browser shell and what home imports; the second,
fetched while home opens, holds the rest (the games' rules, bots and screens, the replay, the
review). A package is split between them (``game.ui.pages`` comes in the first, its
``game.ui.pages.play`` in the second), and Python looks for a package's modules only where the
package itself was found. So ``add`` puts a finder at the end of Python's import machinery that
looks for a module of ours in the later archives when nothing before it found the module.

Before the later archive is in (``expect``, or an archive added but not yet written, as in a
memory snapshot's interpreter on a later visit), the finder notes each module of ours it was asked
for and could not have: ``missing`` then tells the browser shell (game/web/start/boot.py) that what it
was opening needs the later archive, so it waits for it and opens again.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec, PathFinder
from types import ModuleType
from typing import ClassVar

#: the top package of what the finder looks for
PACKAGE = "game"
#: the pure-Python packages vendored into the later archive beside ours, found at its root
#: (scripts/vendor.py, scripts/pyscript_config.py): their modules import one another by these names
VENDORED = ("fsrs",)


class Later:
    """Finds a module of ours in the archives ``add`` was given, whatever its package's path."""

    archives: ClassVar[list[str]] = []
    #: modules asked for before any of the archives was there
    missed: ClassVar[list[str]] = []

    @classmethod
    def find_spec(
        cls, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        del path  # the package's own path is where the modules before this finder looked
        parent = fullname.rpartition(".")[0]
        if parent.split(".")[0] != PACKAGE and fullname not in VENDORED:
            return None
        present = [archive for archive in cls.archives if os.path.isfile(archive)]
        if not present:
            cls.missed.append(fullname)
            return None
        if not parent:  # a vendored package, at the archive's root (its modules follow its path)
            return PathFinder.find_spec(fullname, present, target)
        folder = parent.replace(".", "/")
        return PathFinder.find_spec(fullname, [f"{archive}/{folder}" for archive in present], target)


def expect() -> None:
    """Note the modules of ours asked for until a later archive is in (``missing``)."""
    if Later not in sys.meta_path:
        sys.meta_path.append(Later)


def add(archive: str) -> None:
    """Look for our modules in ``archive`` (a zip's path, written) too, behind everything else."""
    if archive not in Later.archives:
        Later.archives.append(archive)
    # a path looked at before the file was written may be remembered as no archive
    for path in [path for path in sys.path_importer_cache if path.startswith(f"{archive}/")]:
        del sys.path_importer_cache[path]
    Later.missed.clear()
    expect()


def missing() -> bool:
    """True if a module of ours was asked for that only a later archive not yet in can hold."""
    return bool(Later.missed)
