"""The first paint imports only what home shows (game/web/start/warm.py): no screen's update or view but
home's and the error panel's, no engine, bot, replay, review or command decoding; everything else
is imported when first needed, or in the background by the list in game/web/start/warm.py."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.ui.app.registry import SCREENS
from game.web.start.warm import later, warm, warm_fallback

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import pyscript_config  # noqa: E402

#: what home must not import (prefixes)
NOT_FOR_HOME = (
    "game.tranquility",
    "game.shifting_stones",
    "game.ui.games.",
    "game.core.match",
    "game.ui.table.session",
    "game.replay",
    "game.review",
    "game.ui.app.decode",
    "game.ui.pages.replay.steps",
    "game.ui.table.reviewing",
    "game.ui.table.ending",
    "game.ui.widgets.form",
    "game.ui.link.share",
    # the other screens' packages (their models and messages): the screen on is known by name
    "game.ui.pages.play",
    "game.ui.pages.replay",
    "game.ui.pages.review",
    "game.ui.pages.rules",
    "game.ui.pages.setup",
    "game.ui.app.nav",
    "game.ui.pages.stats",
    "hashlib",
)


def home_imports(stored: dict[str, str]) -> list[str]:
    """What the shell's imports and home opened on ``stored`` import (as the build finds the
    first archive's modules, scripts/pyscript_config.py)."""
    return pyscript_config.home_imports(ROOT, (stored,))


@pytest.mark.parametrize("stored", [{}, {"sea-stones/prefs": '{"lang": "ru"}'}], ids=["empty", "prefs"])
def test_home_imports_only_what_it_shows(stored: dict[str, str]) -> None:
    modules = home_imports(stored)
    assert "game.ui.pages.home.view" in modules
    assert [name for name in modules if name.startswith(NOT_FOR_HOME)] == []
    assert [name for name in modules if name.endswith((".update", ".view"))] == [
        "game.ui.pages.error.update",
        "game.ui.pages.error.view",
        "game.ui.pages.home.update",
        "game.ui.pages.home.view",
    ]


def test_what_home_leaves_is_warmed_afterwards() -> None:
    names = later()
    assert len(names) == len(set(names))
    assert names[:2] == ["game.ui.app.decode", "game.ui.app.nav"]
    for name in names:
        warm(name)
        assert name in sys.modules
    # every screen's modules but those of the first paint, the likeliest first
    views = [name for name in names if name.startswith("game.ui.pages.") and name.endswith(".view")]
    assert views[:2] == ["game.ui.pages.setup.view", "game.ui.pages.play.view"]
    assert len(views) == len(SCREENS) - 2
    for kind in ("rules", "bots", "review"):
        assert f"game.tranquility.{kind}" in names and f"game.shifting_stones.{kind}" in names
    assert "game.ui.pages.play.relay" in names
    warm_fallback("ru")


#: static/js/python-snapshot.mjs's worker: what ``prime`` imports, without the browser's shell
PRIME = """
import json, sys
from game.web.start.later import add
from game.web.start.classcode import install_from_archive
from game.web.start.warm import prime
prime()
print(json.dumps(sorted(name for name in sys.modules if name.split(".")[0] in {"game", "js", "pyodide"})))
"""


def test_the_snapshot_holds_every_module_the_browser_imports_but_its_shell() -> None:
    out = subprocess.run([sys.executable, "-c", PRIME], cwd=ROOT, capture_output=True, text=True, check=True)
    primed = set(json.loads(out.stdout))
    # the first paint, on either storage, imports nothing the snapshot lacks
    for stored in ({}, {"sea-stones/prefs": '{"lang": "ru"}'}):
        assert set(home_imports(stored)) <= primed
    assert set(later()) <= primed
    # nothing that reaches into the page: that is the shell's, imported in the page itself (the
    # pure parts of the start, which made the snapshot, are in it)
    pure_start = {
        "game.web",
        "game.web.start",
        *(f"game.web.start.{n}" for n in ("later", "classcode", "warm")),
    }
    assert [
        name
        for name in primed - pure_start
        if name.split(".")[:2] == ["game", "web"] or name in {"js", "pyodide"}
    ] == []


#: home opened as the browser does before the later archive is in: a module not in the first
#: archive (argv[1], JSON) cannot be imported, and game/web/start/later.py's finder notes that it was asked for
BEFORE_LATER = """
import json, sys
first = set(json.loads(sys.argv[1]))
from game.web.start.later import Later, expect, missing

class NotYet:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name.startswith("game.") and name not in first:
            Later.missed.append(name)
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, NotYet)
expect()
from game.ui.app.controller import initial
from game.ui.app.page import page
from game.ui.storage.backend import MemoryStore
from game.ui.storage.kept import housekeeping
store = MemoryStore(json.loads(sys.argv[2]))
before = dict(store.data)
try:
    effects = housekeeping(store)
    shown = page(initial(store, "en", ""))
except ModuleNotFoundError as err:
    effects = None
print(json.dumps({"missing": missing(), "opened": effects == [] and shown.screen == "home", "same": store.data == before}))
"""

FINISHED = (ROOT / "tests" / "saves" / "format2-2026-12-stones-finished.json").read_text()


@pytest.mark.parametrize(
    "stored",
    [
        {"sea-stones/save/a": FINISHED},
        {"sea-stones/save/fuzz": "{}", "sea-stones/index": "{}"},
        {"sea-stones/save/a": FINISHED, "sea-stones/save/b": "{", "sea-stones/index": "[]"},
    ],
    ids=["no index", "damaged", "a damaged save"],
)
def test_home_opens_before_the_later_archive_on_saves_its_index_does_not_know(
    stored: dict[str, str],
) -> None:
    """A save index made again replays the saves, which takes the engines (in the later archive):
    home opens without them, listing such saves from their headers, and writes nothing; the saves
    are replayed in the steps that follow, once the later archive is in (the shell's events wait
    for it), so no save is taken for damaged for want of a module."""
    first = sorted(pyscript_config.home_imports())
    out = subprocess.run(
        [sys.executable, "-c", BEFORE_LATER, json.dumps(first), json.dumps(stored)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout) == {"missing": False, "opened": True, "same": True}


def test_home_on_an_agreeing_index_needs_nothing_later() -> None:
    first = sorted(pyscript_config.home_imports())
    out = subprocess.run(
        [sys.executable, "-c", BEFORE_LATER, json.dumps(first), json.dumps({})],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout) == {"missing": False, "opened": True, "same": True}
