"""game/web/start/later.py: modules of a package split between two archives are found in the later one."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LATER = ROOT / "game" / "web" / "start" / "later.py"

#: Run in a fresh interpreter whose only ``game`` is the first archive's (and the finder's module).
SCRIPT = """
import sys
sys.path.insert(0, "first.zip")
import game.ui.pages
try:
    import game.ui.pages.play
except ModuleNotFoundError:
    print("not found before")
from game.web.start.later import add
add("later.zip")
add("later.zip")  # once is enough
import game.ui.pages.play.view
from game.ui.pages.play import view
import game.engine
print(view.WHERE, game.engine.WHERE, game.ui.pages.WHERE)
print(game.ui.pages.play.__file__.replace("\\\\", "/"))
print(sum(finder.__name__ == "Later" for finder in sys.meta_path if isinstance(finder, type)))
try:
    import game.nowhere
except ModuleNotFoundError as err:
    print("missing:", err.name)
"""


def archive(path: Path, files: dict[str, str]) -> None:
    with zipfile.ZipFile(path, "w") as bundle:
        for name, text in files.items():
            bundle.writestr(name, text)


def test_a_module_whose_package_came_from_the_first_archive_is_found_in_the_later_one(tmp_path: Path) -> None:
    archive(
        tmp_path / "first.zip",
        {
            "game/__init__.py": "",
            "game/web/__init__.py": "",
            "game/web/start/__init__.py": "",
            "game/web/start/later.py": LATER.read_text(),
            "game/ui/__init__.py": "",
            "game/ui/pages/__init__.py": "WHERE = 'first'",
        },
    )
    archive(
        tmp_path / "later.zip",
        {
            "game/engine.py": "WHERE = 'later'",
            "game/ui/pages/play/__init__.py": "",
            "game/ui/pages/play/view.py": "WHERE = 'later'",
        },
    )
    out = subprocess.run(
        [sys.executable, "-I", "-c", SCRIPT], cwd=tmp_path, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out[:4] == [
        "not found before",
        "later later first",
        "later.zip/game/ui/pages/play/__init__.py",
        "1",
    ]
    assert out[4] == "missing: game.nowhere"


#: The later archive named before it is written (a memory snapshot's interpreter on a later visit).
NOT_YET_WRITTEN = """
import shutil, sys
sys.path.insert(0, "first.zip")
from game.web.start.later import add, missing
add("written-later.zip")
try:
    import game.engine
except ModuleNotFoundError:
    print("missing", missing())
shutil.copy("later.zip", "written-later.zip")
add("written-later.zip")
print("missing", missing())
import game.engine
print(game.engine.WHERE)
"""


def test_modules_asked_for_before_the_later_archive_is_written_are_noted_then_found(tmp_path: Path) -> None:
    archive(
        tmp_path / "first.zip",
        {
            "game/__init__.py": "",
            "game/web/__init__.py": "",
            "game/web/start/__init__.py": "",
            "game/web/start/later.py": LATER.read_text(),
        },
    )
    archive(tmp_path / "later.zip", {"game/engine.py": "WHERE = 'later'"})
    out = subprocess.run(
        [sys.executable, "-I", "-c", NOT_YET_WRITTEN],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    assert out == ["missing True", "missing False", "later"]
