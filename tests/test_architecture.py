"""Architecture rules (docs/ARCHITECTURE.md principles 1 and 8), checked on the source itself."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"

BROWSER_MODULES = {"js", "pyodide", "pyscript"}
IMPURE_MODULES = {"random", "time", "datetime", "secrets", "threading"}


def imported_names(path: Path, members: bool = False) -> set[str]:
    """Every module a file imports by absolute name; with ``members``, each ``from module import
    name`` also counts ``module.name`` (it may be a module)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            if members:
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def imported_roots(path: Path) -> set[str]:
    """Every module a file imports."""
    return imported_names(path)


def python_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("path", python_files(GAME), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_only_the_web_package_touches_the_browser(path: Path) -> None:
    inside_web = path.is_relative_to(GAME / "web")
    for name in imported_roots(path):
        root = name.split(".")[0]
        if not inside_web:
            assert root not in BROWSER_MODULES, f"{path.name} imports {name}: only game/web may"
            assert not name.startswith("game.web"), f"{path.name} imports {name}: game/web is a leaf"


@pytest.mark.parametrize(
    "path",
    [
        p
        for p in python_files(GAME)
        if not p.is_relative_to(GAME / "sim")
        and (
            not p.is_relative_to(GAME / "web") or (p.parent == GAME / "web" / "start" and p.name != "boot.py")
        )
    ],
    ids=lambda p: p.relative_to(ROOT).as_posix(),
)
def test_game_code_uses_only_our_seeded_randomness_and_no_clock(path: Path) -> None:
    # game/sim times whole runs for games_per_second; nothing else may read the clock (the
    # browser's shell, game/web, is the world's side: only the pure parts of its start are here).
    allowed = CALENDAR.get(path.relative_to(ROOT).as_posix(), set())
    for name in imported_roots(path):
        root = name.split(".")[0]
        assert root not in IMPURE_MODULES - allowed, f"{path.name} imports {name}"
    if allowed:
        source = path.read_text()
        assert ".now(" not in source and ".today(" not in source, f"{path.name} reads the clock"


#: the modules that hand dates to a library as values (FSRS takes datetimes), never reading the
#: clock: ``datetime`` is allowed there, ``now()`` and ``today()`` are not
CALENDAR = {"game/ui/practice/schedule.py": {"datetime"}}


@pytest.mark.parametrize(
    "path",
    [
        p
        for p in python_files(GAME)
        if not any(p.is_relative_to(GAME / package) for package in ("ui", "web", "sim"))
    ],
    ids=lambda p: p.relative_to(ROOT).as_posix(),
)
def test_rules_and_bots_know_nothing_of_the_ui(path: Path) -> None:
    for name in imported_roots(path):
        assert not name.startswith("game.ui"), f"{path.name} imports {name}"


def test_the_architecture_check_sees_violations(tmp_path: Path) -> None:
    sample = tmp_path / "bad.py"
    sample.write_text("import js\nfrom random import shuffle\nimport game.web.app\n")
    assert imported_roots(sample) == {"js", "random", "game.web.app"}


# ----- the views read nothing ------------------------------------------------------------------
VIEWS = [GAME / "ui" / "app" / "page.py", *sorted((GAME / "ui" / "pages").glob("*/view.py"))]


def module_path(name: str) -> Path | None:
    """The file of module ``name`` of this project (None: not ours, or not a module)."""
    base = ROOT.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def imported_modules(path: Path) -> set[str]:
    """Every module of ours a file imports (``from package import module`` counts the module)."""
    names = imported_names(path, members=True)
    return {name for name in names if name.startswith("game.") and module_path(name) is not None}


def reads_storage(path: Path) -> bool:
    """True when a file reaches into storage: ``env.store``, or ``get``/``keys``/``items`` asked
    of something named ``store``."""
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Attribute):
            if node.attr == "store":
                return True
            owner = node.value
            if node.attr in ("get", "keys", "items") and isinstance(owner, ast.Name) and owner.id == "store":
                return True
    return False


def imported_closure(path: Path) -> dict[str, Path]:
    """Every module of ours ``path`` imports, directly or through another."""
    seen: dict[str, Path] = {}
    todo = list(imported_modules(path))
    while todo:
        name = todo.pop()
        found = module_path(name)
        if name in seen or found is None:
            continue
        seen[name] = found
        todo.extend(imported_modules(found))
    return seen


@pytest.mark.parametrize("path", VIEWS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_the_views_import_nothing_that_reads_storage(path: Path) -> None:
    assert not reads_storage(path), f"{path.name} reads storage"
    for name, found in imported_closure(path).items():
        assert not reads_storage(found), f"{path.relative_to(ROOT)} imports {name}, which reads storage"


def test_the_storage_check_sees_a_view_that_reads(tmp_path: Path) -> None:
    sample = tmp_path / "view.py"
    sample.write_text("def view(env):\n    return env.store.get('k')\n")
    assert reads_storage(sample)
    sample.write_text("def view(store):\n    return store.keys('p')\n")
    assert reads_storage(sample)
    assert not reads_storage(GAME / "ui" / "app" / "page.py")
    assert reads_storage(GAME / "ui" / "storage" / "kept.py") and "game.ui.storage.kept" in imported_closure(
        GAME / "ui" / "app" / "controller.py"
    )


# ----- pages own their screens; nothing imports in a circle ------------------------------------
PAGES = GAME / "ui" / "pages"
#: the modules that know every screen: the router, the frame, the decoder, the shell's state, the
#: registry, the shell's update and what opens an address; every other module of game/ui outside
#: the pages is screen-free
KNOW_THE_SCREENS = {
    f"game.ui.app.{name}" for name in ("controller", "decode", "page", "state", "registry", "nav", "arrive")
}


def page_names() -> list[str]:
    return sorted(p.name for p in PAGES.iterdir() if (p / "__init__.py").is_file())


def modules_of(folder: Path) -> dict[str, Path]:
    """Module name -> file, for every module under ``folder`` (a package is its ``__init__``)."""
    found: dict[str, Path] = {}
    for path in python_files(folder):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def import_edges(path: Path, name: str, known: dict[str, Path]) -> set[str]:
    """The modules of ``known`` that module ``name`` (file ``path``) imports, wherever the import
    stands (inside a function, under TYPE_CHECKING): ``from package import module`` is an edge to
    the module only, ``from module import name`` to the module."""
    edges: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            edges.update(alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
                base = ".".join(
                    package[: len(package) - node.level + 1] + ([node.module] if node.module else [])
                )
            else:
                base = node.module or ""
            members = [f"{base}.{alias.name}" for alias in node.names]
            modules = [member for member in members if member in known]
            edges.update(modules)
            if len(modules) < len(members) and base in known:
                edges.add(base)
    edges.discard(name)
    return edges


def import_graph(folder: Path = GAME) -> dict[str, set[str]]:
    known = modules_of(folder)
    return {name: import_edges(path, name, known) for name, path in known.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import one another in a circle (strongly connected, 2 or more)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = [stack.pop()]
            while group[-1] != node:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_imports_in_a_circle() -> None:
    assert circles(import_graph()) == []


def test_the_circle_check_sees_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


@pytest.mark.parametrize("page", page_names())
def test_no_page_imports_another_page(page: str) -> None:
    graph = import_graph()
    prefix = f"game.ui.pages.{page}"
    for name, edges in graph.items():
        if name == prefix or name.startswith(prefix + "."):
            others = sorted(
                edge for edge in edges if edge.startswith("game.ui.pages.") and edge.split(".")[3] != page
            )
            assert others == [], f"{name} imports {others}: a page asks nav for another screen"


def test_the_screens_live_in_their_pages() -> None:
    """Outside the pages, only the router and the frame know a screen."""
    graph = import_graph()
    for name, edges in graph.items():
        if not name.startswith("game.ui.") or name.startswith("game.ui.pages") or name in KNOW_THE_SCREENS:
            continue
        assert not [edge for edge in edges if edge.startswith("game.ui.pages")], f"{name} imports a page"
    assert set(page_names()) >= {"home", "setup", "play", "replay", "review", "stats", "rules", "error"}


def test_every_screen_is_listed_once_with_its_model_messages_update_and_view() -> None:
    """The registry lists every page, each under the name its model gives; each has its update
    (``update(model, msg, ctx)``, giving a ``Updated``) when it answers messages, and its view
    (``screen(model, shown)``)."""
    import inspect
    from importlib import import_module

    from game.ui.app.registry import SCREENS, modules_of

    assert sorted(listed.package for listed in SCREENS.values()) == page_names()
    for name, listed in SCREENS.items():
        package = import_module(f"game.ui.pages.{listed.package}")
        models = [v for v in vars(package).values() if getattr(v, "SCREEN", None) == name]
        assert models or name == "review", name  # (the review's model is game.ui.table.reviewing's)
        assert listed.answers == hasattr(package, "Msg"), name
        found = [import_module(module) for module in modules_of(name)]
        if listed.answers:
            update = inspect.signature(found[1].update)
            assert list(update.parameters)[-1] == "ctx" and str(update.return_annotation).startswith(
                "Updated["
            )
        assert list(inspect.signature(found[-1].screen).parameters) == ["model", "shown"], name


def test_no_screen_module_is_left_beside_the_pages() -> None:
    """A screen's view is in its page: no ``*_view.py`` or ``screens.py`` elsewhere in game/ui."""
    flat = [
        path.relative_to(ROOT).as_posix()
        for path in python_files(GAME / "ui")
        if not path.is_relative_to(PAGES) and (path.name.endswith("_view.py") or path.name == "screens.py")
    ]
    assert flat == []


#: the most lines a module of the front end or the browser shell may have (read whole, alone)
MOST_LINES = 500

#: the rooms of game/ui (docs/ARCHITECTURE.md): at its top, only what every room uses
UI_ROOMS = {"app", "storage", "table", "link", "deals", "widgets", "games", "pages", "practice", "locales"}
UI_TOP = {"__init__.py", "element.py", "i18n.py"}


@pytest.mark.parametrize(
    "path",
    [GAME / "ui" / "app" / "page.py", *python_files(GAME / "web")],
    ids=lambda p: p.relative_to(ROOT).as_posix(),
)
def test_the_frame_and_the_browser_reach_the_screens_through_the_registry(path: Path) -> None:
    """The frame (page.py) and the browser's shell (game/web) import no page: what they take of
    the screen on comes through the registry (``Screen.frame``, ``Screen.address``), what they
    tell it comes as an event (``events.LinkSent``) or through the shell (``app.arrive``)."""
    pages = sorted(name for name in imported_names(path, members=True) if name.startswith("game.ui.pages"))
    assert pages == [], f"{path.name} imports {pages}"


def test_the_front_end_is_in_labelled_rooms() -> None:
    ui = GAME / "ui"
    folders = {path.name for path in ui.iterdir() if path.is_dir() and path.name != "__pycache__"}
    assert folders == UI_ROOMS
    assert {path.name for path in ui.glob("*.py")} == UI_TOP
    for room in UI_ROOMS - {"locales"}:
        doc = ast.get_docstring(ast.parse((ui / room / "__init__.py").read_text()))
        assert doc, f"game/ui/{room}/__init__.py says what the room holds"
    # no pair of modules named alike for two things, and no module named for a verb
    names = {path.stem for path in python_files(ui)}
    assert not names & {"store", "stored", "go", "stepped", "shelving"}


@pytest.mark.parametrize("folder", ["ui", "web"])
def test_front_end_modules_stay_short(folder: str) -> None:
    long = {
        path.relative_to(ROOT).as_posix(): lines
        for path in python_files(GAME / folder)
        if (lines := len(path.read_text().splitlines())) > MOST_LINES
    }
    assert long == {}
    assert len((GAME / "web" / "app.py").read_text().splitlines()) <= 200  # the DOM adapter alone


def test_the_router_stays_a_router() -> None:
    """The router routes: what a screen does with an event is the screen's (through the registry),
    what the shell does is nav's."""
    source = (GAME / "ui" / "app" / "controller.py").read_text()
    assert len(source.splitlines()) <= 200
    update = next(
        node for node in ast.parse(source).body if isinstance(node, ast.FunctionDef) and node.name == "update"
    )
    assert update.end_lineno is not None and update.end_lineno - update.lineno + 1 <= 40


#: the attributes through which the page talks to Python: a command, an action, a change
WIRE_ATTRIBUTES = ("data-cmd", "data-action", "data-change")


def writes_a_command(path: Path, attribute: str = "data-cmd") -> bool:
    """True when a file builds an element attribute ``attribute`` itself (a dict key)."""
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Dict) and any(
            isinstance(key, ast.Constant) and key.value == attribute for key in node.keys
        ):
            return True
    return False


@pytest.mark.parametrize("attribute", WIRE_ATTRIBUTES)
def test_one_encoder_writes_the_pages_commands(attribute: str) -> None:
    """Views send typed messages (``wire.on(Msg(...))``), actions (``wire.plays``) and changes
    (``wire.changes``); only the encoder writes the attributes."""
    writers = [
        path.relative_to(ROOT).as_posix()
        for path in python_files(GAME / "ui")
        if writes_a_command(path, attribute)
    ]
    assert writers == ["game/ui/app/wire.py"]


def test_the_command_check_sees_a_view_that_writes_one(tmp_path: Path) -> None:
    sample = tmp_path / "view.py"
    sample.write_text('h("button", {"class": "btn", "data-cmd": "home"})\n')
    assert writes_a_command(sample)
    sample.write_text('h("button", {"class": "btn", **on(GoHome())})\n')
    assert not writes_a_command(sample)


#: the screens whose update reads and gives back only its own model (``game.ui.app.screen``)
STEPPED_PAGES = ("error", "home", "play", "practice", "replay", "review", "setup", "stats")


@pytest.mark.parametrize("page", STEPPED_PAGES)
def test_a_stepped_screens_update_never_sees_the_apps_state(page: str) -> None:
    """Every module of the page (its update, its moves, its bots…) works on the screen's own model
    and the context (``Ctx``): none names the app's state."""
    for module in sorted((GAME / "ui" / "pages" / page).glob("*.py")):
        tree = ast.parse(module.read_text())
        names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
        names |= {
            alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) for alias in node.names
        }
        assert "AppState" not in names, module.name
    tree = ast.parse((GAME / "ui" / "pages" / page / "update.py").read_text())
    update = next(node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name == "update")
    assert [arg.arg for arg in update.args.args][-1] == "ctx"
    assert ast.unparse(update.returns or ast.Constant(None)).startswith("Updated[")
