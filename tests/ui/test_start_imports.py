"""The first paint imports only what home shows (game/ui/warm.py): no screen's update or view but
home's and the error panel's, no engine, bot, replay, review or command decoding; everything else
is imported when first needed, or in the background by the list in game/ui/warm.py."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.ui.warm import later, warm, warm_fallback

ROOT = Path(__file__).resolve().parents[2]

#: the browser shell's start (game/web/app.py) without the browser: home painted on empty storage
#: and on storage holding a saved game
HOME = """
import json, sys
from game.ui.controller import initial
from game.ui.runner import Runner
from game.ui.state import AppState, Env
from game.ui.store import MemoryStore
from game.ui.stored import housekeeping

store = MemoryStore(json.loads(sys.argv[1]))
env = lambda: Env(store, "2026-12-03", "2026-12-03T10:00:00Z", lambda: 1)
runner = Runner(AppState(lang="ru"), env, store.data.__setitem__, store.data.pop)
for effect in housekeeping(store):
    runner.store(effect)
runner.state = initial(store, "ru", "", "2026-12-03")
page = runner.page()
assert page.screen == "home", page.screen
print(json.dumps(sorted(name for name in sys.modules if name.startswith(("game", "hashlib")))))
"""

#: what home must not import (prefixes)
NOT_FOR_HOME = (
    "game.tranquility",
    "game.shifting_stones",
    "game.ui.games.",
    "game.core.match",
    "game.ui.session",
    "game.replay",
    "game.review",
    "game.ui.decode",
    "game.ui.replay_view",
    "game.ui.review_view",
    "game.ui.ending",
    "game.ui.setup",
    "game.ui.links",
    # the other screens' packages (their models and messages): the screen on is known by name
    "game.ui.pages.play",
    "game.ui.pages.replay",
    "game.ui.pages.review",
    "game.ui.pages.rules",
    "game.ui.pages.setup",
    "game.ui.pages.shell",
    "game.ui.pages.stats",
    "hashlib",
)


def home_imports(stored: dict[str, str]) -> list[str]:
    out = subprocess.run(
        [sys.executable, "-c", HOME, json.dumps(stored)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    modules: list[str] = json.loads(out.stdout)
    return modules


@pytest.mark.parametrize("stored", [{}, {"sea-stones/prefs": '{"lang": "ru"}'}], ids=["empty", "prefs"])
def test_home_imports_only_what_it_shows(stored: dict[str, str]) -> None:
    modules = home_imports(stored)
    assert "game.ui.pages.home.view" in modules
    assert [name for name in modules if name.startswith(NOT_FOR_HOME)] == []
    assert [name for name in modules if name.endswith((".update", ".view"))] == [
        "game.ui.pages.error.view",
        "game.ui.pages.home.update",
        "game.ui.pages.home.view",
    ]


def test_what_home_leaves_is_warmed_afterwards() -> None:
    names = later()
    assert len(names) == len(set(names))
    assert names[:2] == ["game.ui.decode", "game.ui.pages.shell.update"]
    for name in names:
        warm(name)
        assert name in sys.modules
    for kind in ("rules", "bots", "review"):
        assert f"game.tranquility.{kind}" in names and f"game.shifting_stones.{kind}" in names
    assert "game.ui.pages.play.relay" in names
    warm_fallback("ru")


#: static/js/python-snapshot.mjs's worker: what ``prime`` imports, without the browser's shell
PRIME = """
import json, sys
from game.ui.warm import prime
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
    # nothing that reaches into the page: that is the shell's, imported in the page itself
    assert [
        name for name in primed if name.split(".")[:2] == ["game", "web"] or name in {"js", "pyodide"}
    ] == []
