"""The delivery plumbing stays consistent: pinned runtime, config, service worker, headers."""

from __future__ import annotations

import gzip
import hashlib
import json
import marshal
import re
import subprocess
import sys
import textwrap
import tomllib
import urllib.error
import urllib.request
import zipfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import packing  # noqa: E402
import pyscript_config  # noqa: E402
import sitefiles  # noqa: E402
import stdlib_keep  # noqa: E402
import swbuild  # noqa: E402
import vendor  # noqa: E402

from e2e.browser import serve_site  # noqa: E402
from game import __version__  # noqa: E402

PACKAGE = json.loads((ROOT / "package.json").read_text())
LOCK = json.loads((ROOT / "package-lock.json").read_text())


def pinned(name: str) -> str:
    return str(PACKAGE["dependencies"][name])


def test_runtime_versions_are_pinned_exactly_and_locked() -> None:
    assert re.fullmatch(r"314\.0\.\d+", pinned("pyodide"))
    assert re.fullmatch(r"0\.7\.\d+", pinned("@pyscript/core"))
    for name in ("pyodide", "@pyscript/core"):
        assert LOCK["packages"][f"node_modules/{name}"]["version"] == pinned(name)


def test_app_version_is_the_same_everywhere() -> None:
    assert PACKAGE["version"] == __version__
    sw = (ROOT / "sw.js").read_text()
    assert f'const APP_VERSION = "{__version__}";' in sw
    assert f'const PYODIDE_VERSION = "{pinned("pyodide")}";' in sw


def test_the_interpreter_modules_start_the_pinned_runtime() -> None:
    runtime = f"../vendor/pyodide-{pinned('pyodide')}/"
    for name in ("python-start.mjs", "python-snapshot.mjs"):
        source = (ROOT / "static" / "js" / name).read_text()
        assert f'from "{runtime}pyodide.mjs";' in source, name
        assert f'new URL("{runtime}", import.meta.url)' in source, name
        assert "vendor/pyodide-" not in source.replace(runtime, ""), f"{name} names another runtime"


def site_copy(tmp_path: Path) -> Path:
    """A copy of what the generator reads (package.json and game/), to generate into."""
    root = tmp_path / "site"
    root.mkdir(parents=True)
    (root / "package.json").write_bytes((ROOT / "package.json").read_bytes())
    for module in pyscript_config.game_modules():
        target = root / module
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((ROOT / module).read_bytes())
    return root


def node_result(tmp_path: Path, name: str, script: str, *args: str) -> Any:
    """Run ``script`` (an ES module, written to ``tmp_path``/``name``) in Node with ``args``; the
    JSON of the last line it prints."""
    runner = tmp_path / name
    runner.write_text(script)
    out = subprocess.run(
        ["node", str(runner), *args], capture_output=True, text=True, check=True, cwd=tmp_path
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def archive_of(root: Path) -> tuple[str, dict[str, object]]:
    config = tomllib.loads((root / "pyscript.toml").read_text())
    source = config[pyscript_config.ARCHIVE_KEY]
    assert isinstance(source, str)
    return source, config


#: The vendored runtime compiles the archive's modules (scripts/bytecode.mjs).
needs_runtime = pytest.mark.skipif(
    not (ROOT / "static" / "vendor" / f"pyodide-{pinned('pyodide')}" / "pyodide.mjs").is_file(),
    reason="the runtime is not vendored (make vendor)",
)

#: Runs a script in the vendored Pyodide under Node, the archive given in its working directory.
RUN_IN_PYODIDE = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [runtime, archive, script] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(runtime + "/pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: runtime + "/", stdout: (line) => console.log(line) });
pyodide.FS.writeFile("/home/pyodide/archive.zip", readFileSync(archive));
pyodide.FS.writeFile("/home/pyodide/archive-later.zip", readFileSync(archive.replace(/\\.zip$/, "-later.zip")));
pyodide.runPython(readFileSync(script, "utf8"));
"""

#: The first bytes of a pyc compiled by Python 3.14 (3.14's magic number ends ``\r\n``) with an
#: unchecked hash: the flags word says hash-based, not checked against a source.
PYC_FLAGS_UNCHECKED_HASH = (1).to_bytes(4, "little")


def test_the_page_starts_python_from_the_compiled_standard_library() -> None:
    name = vendor.stdlib_name()
    assert re.fullmatch(r"python_stdlib-[0-9a-f]{12}\.zip", name)
    runtime = (ROOT / "static" / "js" / "python-runtime.mjs").read_text()
    assert f'export const STDLIB = "{name}.zst";' in runtime, "python-runtime.mjs names the packed library"
    for page in ("python-start.mjs", "python-snapshot.mjs"):
        source = (ROOT / "static" / "js" / page).read_text()
        assert "stdLibURL: INDEX_URL + STDLIB" in source, page
        assert "withLibrary(library," in source, f"{page} hands Pyodide the library unpacked"
    # index.html preloads the library the page starts from, not the runtime's sources
    index = (ROOT / "index.html").read_text()
    assert f'href="./static/vendor/pyodide-{pinned("pyodide")}/{name}.zst" as="fetch"' in index
    assert "python_stdlib.zip" not in index


@needs_runtime
def test_pyodide_is_given_the_lock_files_header_and_no_packages() -> None:
    """The site loads no package: Pyodide gets the vendored lock's header instead of fetching the
    lock (a request and 25 KB on the start's way), and the lock is not precached."""
    folder = ROOT / "static" / "vendor" / f"pyodide-{pinned('pyodide')}"
    runtime = (ROOT / "static" / "js" / "python-runtime.mjs").read_text()
    match = re.search(
        r"export const LOCK = JSON\.stringify\(\{ info: (\{.*?\}), packages: \{\} \}\);", runtime
    )
    assert match, "python-runtime.mjs gives Pyodide a lock of no packages"
    assert json.loads(match.group(1)) == json.loads((folder / "pyodide-lock.json").read_text())["info"]
    for page in ("python-start.mjs", "python-snapshot.mjs"):
        assert "lockFileContents: LOCK" in (ROOT / "static" / "js" / page).read_text(), page
    listing = json.loads((ROOT / "static" / "vendor" / "files.json").read_text())
    assert f"static/vendor/{folder.name}/pyodide-lock.json" not in listing


@needs_runtime
def test_the_compiled_standard_library_holds_the_modules_kept_compiled_and_nothing_else() -> None:
    folder = ROOT / "static" / "vendor" / f"pyodide-{pinned('pyodide')}"
    listing = json.loads((ROOT / "static" / "vendor" / "files.json").read_text())
    rel = f"static/vendor/{folder.name}/"
    assert rel + vendor.stdlib_name() + ".zst" in listing, "precached for offline play, packed"
    assert rel + vendor.stdlib_name() not in listing, "the plain copy is for Node only"
    assert rel + "python_stdlib.zip" not in listing, "the sources are never loaded: not precached"
    kept, _ = stdlib_keep.listed()
    with (
        zipfile.ZipFile(folder / "python_stdlib.zip") as given,
        zipfile.ZipFile(folder / vendor.stdlib_name()) as made,
    ):
        sources = [name for name in given.namelist() if name.endswith(".py")]
        compiled = {name: made.read(name) for name in made.namelist()}
    assert len(sources) > 500 and 100 < len(kept) < len(sources) / 2
    modules = {name[:-3].removesuffix("/__init__").replace("/", "."): f"{name}c" for name in sources}
    assert sorted(compiled) == sorted([modules[name] for name in kept] + ["sitecustomize.pyc"])
    for name, content in compiled.items():
        assert content[4:8] == PYC_FLAGS_UNCHECKED_HASH, name
    # what is left out: the mail, XML, test, process and REPL packages, among others
    for left_out in (
        "email",
        "xml",
        "unittest",
        "multiprocessing",
        "_pyrepl",
        "wsgiref",
        "ctypes",
        "sqlite3",
    ):
        assert left_out not in kept


@needs_runtime
def test_the_list_of_modules_kept_holds_what_pyodide_pyscript_and_the_game_import() -> None:
    """scripts/stdlib_keep.py --check: the list holds every module the probe finds (what Pyodide
    imports to start, what every module of game/ and of PyScript's package names or imports,
    closed under the library's own imports)."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "stdlib_keep.py"), "--check"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


#: Starts the vendored Pyodide from the compiled standard library, as the page does, and reports
#: where a module came from and what a traceback through the library says.
START_FROM_THE_COMPILED_LIBRARY = """
import { pathToFileURL } from "node:url";
const [runtime, name] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(runtime + "/pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: runtime + "/", stdLibURL: runtime + "/" + name });
console.log(pyodide.runPython(`
import asyncio, json, sys, traceback
try:
    json.loads("{")
except ValueError as err:
    frame = traceback.extract_tb(err.__traceback__)[-1]
compiled = sorted(m.__spec__.origin.rsplit(".", 1)[-1] for m in list(sys.modules.values())
                  if getattr(m, "__spec__", None) and (m.__spec__.origin or "").startswith("/lib/python"))
json.dumps([json.__file__, frame.filename, frame.lineno > 0, sorted(set(compiled)), len(compiled)])
`));
"""


@needs_runtime
def test_python_starts_from_the_compiled_library_and_tracebacks_still_name_its_files(tmp_path: Path) -> None:
    module, filename, has_line, kinds, count = node_result(
        tmp_path,
        "start.mjs",
        START_FROM_THE_COMPILED_LIBRARY,
        str(pyscript_config.runtime_dir()),
        vendor.stdlib_name(),
    )
    assert module.endswith(".zip/json/__init__.pyc"), module
    assert filename.endswith(".zip/json/decoder.py") and has_line, filename
    # every module Python imported to start came compiled from the library
    assert kinds == ["pyc"] and count > 100, (kinds, count)


@needs_runtime
def test_pyscript_config_names_the_vendored_interpreter_and_two_archives_of_every_module(
    tmp_path: Path,
) -> None:
    root = site_copy(tmp_path)
    archive = pyscript_config.generate(root)
    source, config = archive_of(root)
    assert config["interpreter"] == pyscript_config.INTERPRETER == "./static/js/python-start.mjs"
    assert "packages" not in config
    # archives, not one file per module; PyScript fetches nothing of ours (python-start.mjs puts
    # the archives on Python's import path, and sw.js precaches them)
    assert "files" not in config and "fetch" not in config
    for reader in ("static/js/python-start.mjs", "sw.js"):
        for key in (pyscript_config.ARCHIVE_KEY, pyscript_config.LATER_KEY):
            assert f"^{key}\\s*=" in (ROOT / reader).read_text(), (reader, key)
    assert re.fullmatch(r"\./static/py/game-[0-9a-f]{16}\.zip\.zst", source)
    later_source = str(config[pyscript_config.LATER_KEY])
    assert later_source == source.replace(".zip.zst", "-later.zip.zst")
    # the page loads the packed copies; the plain archives beside them are never published
    later = root / later_source.removesuffix(".zst")
    assert archive == root / source.removesuffix(".zst") and archive.is_file() and later.is_file()
    assert (root / source).is_file() and (root / later_source).is_file()
    assert sitefiles.is_published(source.removeprefix("./"))
    assert sitefiles.is_published(later_source.removeprefix("./"))
    assert not sitefiles.is_published(source.removeprefix("./").removesuffix(".zst"))
    assert not sitefiles.is_published(later_source.removeprefix("./").removesuffix(".zst"))
    modules = [name for name in pyscript_config.game_modules() if pyscript_config.is_shipped(name)]
    assert "game/sim/__init__.py" not in modules and "game/review/__main__.py" not in modules
    with zipfile.ZipFile(archive) as first, zipfile.ZipFile(later) as rest:
        names, rest_names = first.namelist(), rest.namelist()
        # every module as its bytecode, in place of its source, in one archive or the other; the
        # catalogues as they are; the table of generated class code (game/web/start/classcode.py);
        # PyScript's package compiled (game/web/start/pyscript_code.py); the build's name
        made = [f"{name}c" if name.endswith(".py") else name for name in modules]
        tables = [pyscript_config.CLASS_CODE, pyscript_config.PYSCRIPT_CODE, pyscript_config.BUILD_FILE]
        # and the vendored pure-Python packages (fsrs), compiled, in the later archive at its root
        vendored = [f"{path}c" for path, _ in pyscript_config.vendored_modules()]
        assert vendored and all(name in rest_names for name in vendored)
        assert sorted(names + rest_names) == sorted([*made, *tables, *vendored])
        assert not set(names) & set(rest_names)
        assert first.read(pyscript_config.BUILD_FILE).decode().strip() == archive.name
        for bundle in (first, rest):
            for name in bundle.namelist():
                content = bundle.read(name)
                if name in (pyscript_config.CLASS_CODE, pyscript_config.PYSCRIPT_CODE):
                    assert content.startswith(b"\xfb") or content[:1] == b"{", "a marshalled dict"
                elif name.endswith(".pyc"):
                    assert content[2:4] == b"\r\n" and content[4:8] == PYC_FLAGS_UNCHECKED_HASH, name
                elif name != pyscript_config.BUILD_FILE:
                    assert content == (ROOT / name).read_bytes(), name
    # the first holds the shell, what home imports and every catalogue; the rest comes later
    opened = pyscript_config.home_imports()
    for name in opened:
        if name.startswith("game"):
            assert f"{pyscript_config.module_file(name)}c" in names, name
    assert (
        "game/web/main.pyc" in names and "game/web/app.pyc" in names and "game/web/start/later.pyc" in names
    )
    assert {f"game/ui/locales/{code}.json" for code in ("en", "ru", "it", "cs", "kk")} <= set(names)
    for later_module in (
        "game/tranquility/rules.pyc",
        "game/ui/pages/play/view.pyc",
        "game/review/__init__.pyc",
    ):
        assert later_module in rest_names
    assert len(rest_names) > len(names), "most of the code comes later"
    assert not [name for name in names + rest_names if name.endswith(".py")], "no source ships"
    assert pyscript_config.is_current(root)


@needs_runtime
def test_the_archive_is_reproducible(tmp_path: Path) -> None:
    first = pyscript_config.generate(site_copy(tmp_path / "a"))
    pyscript_config._archives.cache_clear()  # compiled again, by another Node process
    second = pyscript_config.generate(site_copy(tmp_path / "b"))  # other files, other mtimes
    assert first.name == second.name
    assert first.read_bytes() == second.read_bytes()
    with zipfile.ZipFile(first) as bundle:
        assert {info.date_time for info in bundle.infolist()} == {(1980, 1, 1, 0, 0, 0)}
        assert {info.compress_type for info in bundle.infolist()} == {zipfile.ZIP_STORED}
    assert packing.packed(first).read_bytes() == packing.packed(second).read_bytes()


#: Unpacks each packed file given with the vendored fzstd, as the page does, both whole and as a
#: stream of small chunks (python-runtime.mjs's `downloadBytes`), and prints the sizes and
#: whether each matches the plain file beside it.
UNPACK = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [runtimeModule, ...files] = process.argv.slice(2);
const { unpack } = await import(pathToFileURL(runtimeModule).href);
const out = [];
for (const file of files) {
  const packed = new Uint8Array(readFileSync(file));
  const plain = readFileSync(file.replace(/\\.zst$/, ""));
  const chunks = [];
  for (let at = 0; at < packed.length; at += 4096) chunks.push(packed.subarray(at, at + 4096));
  const whole = await unpack([packed]);
  const streamed = await unpack(chunks);
  out.push([packed.length, plain.length, Buffer.from(whole).equals(plain), Buffer.from(streamed).equals(plain)]);
}
console.log(JSON.stringify(out));
"""


@needs_runtime
def test_the_packed_archives_unpack_in_the_page_to_the_archives_byte_for_byte(tmp_path: Path) -> None:
    """The page loads the standard library and our two archives packed (scripts/packing.py):
    the vendored decoder gives back the archive exactly, and the packed copy is much smaller than
    the archive's modules deflated one by one would be."""
    folder = pyscript_config.runtime_dir()
    source, config = archive_of(ROOT)
    files = [
        folder / f"{vendor.stdlib_name()}.zst",
        ROOT / source,
        ROOT / str(config[pyscript_config.LATER_KEY]),
    ]
    results = node_result(
        tmp_path, "unpack.mjs", UNPACK, str(ROOT / "static" / "js" / "python-runtime.mjs"), *map(str, files)
    )
    for file, (packed_size, plain_size, whole, streamed) in zip(files, results, strict=True):
        assert whole and streamed, file
        assert packed_size < plain_size / 3, (file, packed_size, plain_size)
        with zipfile.ZipFile(file.with_name(file.name.removesuffix(".zst"))) as plain:
            assert {info.compress_type for info in plain.infolist()} == {zipfile.ZIP_STORED}, file
            deflated = sum(len(gzip.compress(plain.read(info), 9)) for info in plain.infolist())
        assert packed_size < deflated * 0.85, (file, packed_size, deflated)


@needs_runtime
def test_an_edited_module_gets_a_new_archive_name_and_the_old_one_goes(tmp_path: Path) -> None:
    root = site_copy(tmp_path)
    old = pyscript_config.generate(root)
    module = root / "game" / "core" / "rng.py"
    module.write_text(module.read_text() + "\n# edited\n")
    assert not pyscript_config.is_current(root), "--check must notice an edited module"
    new = pyscript_config.generate(root)
    assert new.name != old.name
    assert not old.exists()
    assert archive_of(root)[0] == f"./{new.relative_to(root).as_posix()}.zst"
    assert not packing.packed(old).exists()
    assert pyscript_config.is_current(root)


@needs_runtime
def test_check_notices_a_missing_or_altered_archive(tmp_path: Path) -> None:
    root = site_copy(tmp_path)
    assert not pyscript_config.is_current(root)  # nothing generated yet
    archive = pyscript_config.generate(root)
    archive.write_bytes(archive.read_bytes() + b"\0")
    assert not pyscript_config.is_current(root)
    archive.unlink()
    assert not pyscript_config.is_current(root)
    pyscript_config.generate(root)
    assert pyscript_config.is_current(root)


def test_the_archive_name_follows_the_runtime_and_the_layout(monkeypatch: pytest.MonkeyPatch) -> None:
    files = pyscript_config.sources()
    name = pyscript_config.bundle_name(files)
    monkeypatch.setattr(pyscript_config, "LAYOUT", "sources")
    assert pyscript_config.bundle_name(files) != name
    monkeypatch.undo()
    monkeypatch.setattr(pyscript_config, "pinned_version", lambda package, root=ROOT: "314.0.99")
    assert pyscript_config.bundle_name(files) != name


@needs_runtime
def test_pyodide_imports_the_archive_without_compiling_and_tracebacks_name_the_lines(
    tmp_path: Path,
) -> None:
    archive = pyscript_config.generate(site_copy(tmp_path))
    script = tmp_path / "check.py"
    script.write_text(
        textwrap.dedent(
            """
            import sys, traceback
            from zipimport import zipimporter
            sys.path.insert(0, "/home/pyodide/archive.zip")  # as static/js/python-runtime.mjs does
            from game.web.start.later import add
            add("/home/pyodide/archive-later.zip")
            # as game/web/main.py does: every class the first screen makes takes its generated
            # code from the archive's table, none is compiled (and each works)
            from game.web.start import classcode
            compiled = []
            classcode.compile = lambda *args, **kwargs: compiled.append(args[0]) or compile(*args, **kwargs)
            assert classcode.install_from_archive() > 20
            from importlib import import_module
            from game.web.start.warm import START
            for name in START:
                import_module(name)
            assert compiled == [], compiled
            from game.ui.app.state import AppState
            from game.ui.app.events import Command
            state = AppState(lang="en")
            assert state == AppState(lang="en") and repr(state).startswith("AppState(lang='en'")
            assert Command("x").cmd == "x" and Command("x") == Command("x")
            try:
                state.lang = "ru"
            except AttributeError:
                pass
            else:
                raise AssertionError("AppState is frozen")
            import game.ui.pages.setup.update  # a module imported later compiles its own
            # found in the later archive, though its package came from the first
            assert game.ui.pages.setup.update.__file__.startswith("/home/pyodide/archive-later.zip/")
            assert game.ui.pages.__file__.startswith("/home/pyodide/archive.zip/")
            assert compiled, "a source not in the table is compiled"
            del classcode.compile
            from game.ui.app.controller import initial
            from game.ui.i18n import catalogue
            from game.core import rng
            module = sys.modules["game.ui.app.controller"]
            assert isinstance(module.__loader__, zipimporter), module.__loader__
            assert module.__file__.endswith("archive.zip/game/ui/app/controller.pyc"), module.__file__
            assert catalogue("kk")["seat.you"], "a catalogue is read from the archive"
            from game.ui.app.state import AppState
            assert module.__doc__ is None and rng.seed_from_text.__doc__ is None, "docstrings left out"
            assert AppState.__doc__.startswith("The shell"), "a class keeps its docstring"
            import hashlib
            from game.ui.storage.saves import reader
            with open("/home/pyodide/archive.zip", "rb") as code:
                built = hashlib.sha256(code.read()).hexdigest()[:16]
            assert reader().endswith("/" + built), "a reader of saves is told by the archive it runs"
            try:
                rng.seed_from_text(None)
            except Exception as err:
                frame = traceback.extract_tb(err.__traceback__)[-1]
                print(frame.filename, frame.lineno > 0, frame.name)
            """
        )
    )
    runner = tmp_path / "run.mjs"
    runner.write_text(RUN_IN_PYODIDE)
    out = subprocess.run(
        ["node", str(runner), str(pyscript_config.runtime_dir()), str(archive), str(script)],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
    ).stdout
    assert out.split()[-3:] == ["/home/pyodide/game/core/rng.py", "True", "seed_from_text"], out


#: Starts the vendored Pyodide from the site's standard library (the part of it sent, compiled), as
#: the page does, with both archives of our Python on its path as the page puts them, and runs a
#: script.
RUN_ON_THE_SITES_LIBRARY = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [runtime, library, archive, script] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(runtime + "/pyodide.mjs").href);
const pyodide = await loadPyodide({
  indexURL: runtime + "/", stdLibURL: runtime + "/" + library, stdout: (line) => console.log(line),
});
pyodide.FS.writeFile("/home/pyodide/game.zip", readFileSync(archive));
pyodide.FS.writeFile("/home/pyodide/game-later.zip", readFileSync(archive.replace(/\\.zip$/, "-later.zip")));
pyodide.runPython(readFileSync(script, "utf8"));
"""

#: Every module of both archives imported, and the game's flows run: a game of each kind played by
#: each level of bot, replayed from its code, reviewed, sent as a link and read back, saved and
#: loaded; every language's messages; then a module the site left out, asked for.
EVERY_MODULE_AND_FLOW = """
import json, sys, zipfile
sys.path.insert(0, "/home/pyodide/game.zip")
from game.web.start.later import add
add("/home/pyodide/game-later.zip")
from importlib import import_module
names = []
for archive in ("/home/pyodide/game.zip", "/home/pyodide/game-later.zip"):
    with zipfile.ZipFile(archive) as opened:
        names += [n[:-4].removesuffix("/__init__").replace("/", ".") for n in opened.namelist() if n.endswith(".pyc")]
browser_only = []
for name in sorted(names):
    if name.startswith("game.web"):
        browser_only.append(name)  # PyScript's and the page's (imported by the browser tests)
        continue
    if name.endswith(".__main__"):
        continue  # a command line, which runs as it is imported
    if not name.startswith("game"):
        continue  # a vendored package (fsrs): imported whole by the module of ours that uses it
    import_module(name)

from game.core.registry import GAMES, get_rules, make_bot
from game.core.table import play_bots
from game.replay import decode, encode
from game.review import plan_review, rate
from game.ui import i18n
from game.ui.link.relay import decode_link, new_game_id, session_link
from game.ui.table.session import Seat, new_session

flows = []
for game in GAMES:
    rules = get_rules(game.id)
    options = rules.options_from_json({"players": 2})
    for level in game.bot_levels:
        played = play_bots(rules, options, 11, [make_bot(game.id, level), make_bot(game.id, level)], max_actions=60)
        actions = list(played.actions)
        code = encode(rules, options, 11, actions)
        assert decode(rules, options, 11, code) == actions
        flows.append((game.id, level, len(actions)))
    plan = plan_review(game, options, 11, actions[:6], 0)
    [rate(plan, index) for index in range(min(2, len(plan.spans)))]
    session = new_session(game.id, {"players": 2}, [Seat("Ann"), Seat("Bob")], 7, "flow")
    link = session_link(session, new_game_id(7))
    decode_link(link)
for code in i18n.CODES:
    i18n.catalogue(code)
    i18n.tr(code, next(iter(i18n.catalogue("en"))))
try:
    import xml.dom
except ModuleNotFoundError as error:
    told = str(error)
print(json.dumps([len(names), browser_only, flows, told, "sitecustomize" in sys.modules]))
"""


@needs_runtime
def test_every_module_shipped_and_every_flow_runs_on_the_sites_standard_library(tmp_path: Path) -> None:
    """The part of the standard library the site sends holds what the game imports: every module
    of both archives, and the flows of play, replay, review and links, in every language."""
    archive = tmp_path / "game.zip"
    first, later = pyscript_config.bundle_bytes(pyscript_config.sources())
    archive.write_bytes(first)
    (tmp_path / "game-later.zip").write_bytes(later)
    script = tmp_path / "flows.py"
    script.write_text(EVERY_MODULE_AND_FLOW)
    count, browser_only, flows, told, customized = node_result(
        tmp_path,
        "run.mjs",
        RUN_ON_THE_SITES_LIBRARY,
        str(pyscript_config.runtime_dir()),
        vendor.stdlib_name(),
        str(archive),
        str(script),
    )
    # only the browser shell needs the page (``js``) to import
    assert count > 150 and browser_only and all(name.startswith("game.web") for name in browser_only), (
        count,
        browser_only,
    )
    assert {game for game, _, _ in flows} == {"tranquility", "shifting-stones"}, flows
    assert all(length > 0 for _, _, length in flows), flows
    assert customized
    assert "No module named 'xml'" in told and "left out of the site's standard library" in told, told


#: What PyScript does before the page's scripts run, as far as Node can: its package's files
#: written into the working directory (from the pinned PyScript's module of them), after
#: static/js/python-start.mjs has placed the archive's compiled package; then the package's modules
#: that import nothing of the browser loaded by Python's import system, which must compile nothing.
PYSCRIPT_PACKAGE_FROM_BYTECODE = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [runtime, stdlib, archive, files] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(runtime + "/pyodide.mjs").href);
const { default: written } = await import(pathToFileURL(files).href);
const pyodide = await loadPyodide({ indexURL: runtime + "/", stdLibURL: runtime + "/" + stdlib });
pyodide.FS.writeFile("/home/pyodide/game.zip", readFileSync(archive));
pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/game.zip')");
pyodide.runPython("from game.web.start.pyscript_code import place_from_archive\\nplaced = place_from_archive()");
pyodide.globals.set("written", pyodide.toPy(written.pyscript));
console.log(pyodide.runPython(`
import json, os
from importlib.machinery import SourceFileLoader
from importlib.util import module_from_spec, spec_from_file_location
os.makedirs("pyscript", exist_ok=True)
for name, text in written.items():
    with open("pyscript/" + name, "w", encoding="utf-8") as out:
        out.write(text)
compiled = []
def source_to_code(self, data, path, **kwargs):
    compiled.append(path)
    return compile(data, path, "exec", dont_inherit=True)
SourceFileLoader.source_to_code = source_to_code
modules = {}
for name in ("flatted", "ffi"):
    spec = spec_from_file_location("pyscript_" + name, os.path.join(os.getcwd(), "pyscript", name + ".py"))
    modules[name] = module_from_spec(spec)
    spec.loader.exec_module(modules[name])
json.dumps({
    "placed": placed,
    "compiled": compiled,
    "flatted": modules["flatted"].parse(modules["flatted"].stringify([1, {"a": "b"}])),
    "file": modules["flatted"].stringify.__code__.co_filename,
})
`));
"""


@needs_runtime
def test_pyscripts_own_package_is_imported_from_its_compiled_files_as_pyscript_writes_them(
    tmp_path: Path,
) -> None:
    archive = pyscript_config.generate(site_copy(tmp_path))
    files = ROOT / pyscript_config.PYSCRIPT_FILES
    result = node_result(
        tmp_path,
        "package.mjs",
        PYSCRIPT_PACKAGE_FROM_BYTECODE,
        str(pyscript_config.runtime_dir()),
        vendor.stdlib_name(),
        str(archive),
        str(files),
    )
    assert result["placed"] >= 8  # the package and what `import pyscript` reaches of it
    assert result["compiled"] == [], "taken from the placed bytecode, not compiled"
    assert result["flatted"] == [1, {"a": "b"}]
    assert result["file"] == "/home/pyodide/pyscript/flatted.py"


@needs_runtime
def test_pyscripts_package_is_compiled_from_the_very_files_the_vendored_pyscript_writes() -> None:
    # an unchecked pyc is taken as it is: its source must be what this PyScript writes
    listing = subprocess.run(
        [
            "node",
            "--input-type=module",
            "-e",
            f"const m = await import({json.dumps((ROOT / pyscript_config.PYSCRIPT_FILES).as_uri())});"
            "console.log(JSON.stringify(m.default.pyscript));",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    written: dict[str, str] = json.loads(listing)
    folder = ROOT / "static" / "vendor" / f"pyscript-{pinned('@pyscript/core')}"
    chunks = "".join(path.read_text() for path in folder.glob("core-*.js"))
    with zipfile.ZipFile(pyscript_config.generate(ROOT)) as bundle:
        compiled = marshal.loads(bundle.read(pyscript_config.PYSCRIPT_CODE))
    assert {"__init__.py", "context.py", "display.py"} <= set(compiled) <= set(written)
    for name in compiled:
        assert (
            json.dumps(written[name], ensure_ascii=False) in chunks or json.dumps(written[name]) in chunks
        ), name


#: Makes a memory snapshot of a heap grown past the runtime's own first memory (30 MiB), packs it as
#: the snapshot's worker stores it, reads it back in chunks as Cache Storage gives it and starts
#: Python from it through static/js/python-runtime.mjs, as static/js/python-start.mjs does. Then,
#: with a stand-in for Pyodide that copies the heap in as Pyodide does, checks the heap written is the
#: very heap made, whatever the chunks.
RESTORE_A_LARGE_SNAPSHOT = """
import { pathToFileURL } from "node:url";
const [runtime, helper] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(runtime + "/pyodide.mjs").href);
const { packSnapshot, readSnapshot, withRoomFor } = await import(pathToFileURL(helper).href);
const indexURL = runtime + "/";
const asm = pathToFileURL(runtime + "/pyodide.asm.mjs").href;
const maker = await loadPyodide({ indexURL, _makeSnapshot: true });
maker.runPython("kept = bytes(range(256)) * 160_000");
const made = maker.makeMemorySnapshot();
const packed = packSnapshot(made);
// the entry as a stream: its first KB in `first`-byte chunks, the rest in 64 KB ones
const stream = (bytes, first = 65536) => new ReadableStream({
  start(controller) {
    let at = 0;
    while (at < bytes.length) {
      const size = at < 1024 ? first : 65536;
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    }
    controller.close();
  },
});
const read = (bytes, first) => readSnapshot(Promise.resolve(stream(bytes, first)));
const settles = (promise) => promise.then(() => "read", (error) => "refused");
const outcome = async (bytes) => {
  const snapshot = read(bytes, 5);
  return [await settles(snapshot.head), await settles(snapshot.whole)];
};
const { instantiate, Module } = WebAssembly;
const { set } = Int8Array.prototype;
const restored = await withRoomFor(read(packed), (options) => loadPyodide({ indexURL, ...options }), { runtime: asm });

// A stand-in for Pyodide: its runtime module makes nothing; it copies the heap in as Pyodide does.
const STAND_IN = "data:text/javascript,export default async () => ({ made: true });";
const heapStart = (before) => new Uint32Array(before.slice(0, 8).buffer)[1];
const tiny = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]); // an empty module
const modules = {};
const copied = async (first) => {
  const snapshot = read(packed, first);
  let memory = null;
  let before = null;
  await withRoomFor(snapshot, async ({ _loadSnapshot, createPyodideModule }) => {
    before = await _loadSnapshot;
    modules.shared = new WebAssembly.Module(tiny) === new WebAssembly.Module(tiny);
    modules.module = new WebAssembly.Module(tiny) instanceof Module;
    await createPyodideModule({});
    memory = new Int8Array((await snapshot.head).heap).fill(9); // not zeros, as a runtime's may be
    memory.set(before.subarray(heapStart(before)));
  }, { runtime: STAND_IN });
  const heap = made.subarray(heapStart(before));
  return {
    before: before.length === heapStart(before) && before.every((byte, i) => byte === made[i]),
    heap: memory.length === heap.length && new Uint8Array(memory.buffer).every((byte, i) => byte === heap[i]),
  };
};
const inChunks = await copied(65536);
const inBits = await copied(5);
const uncopied = await withRoomFor(read(packed), async ({ createPyodideModule }) => createPyodideModule({}), {
  runtime: STAND_IN,
}).then(() => "started", (error) => error.message);
const unmade = await withRoomFor(read(packed), async () => "a runtime made some other way", {
  runtime: STAND_IN,
}).then(() => "started", (error) => error.message);

// A snapshot that cannot be read fails that start only: the next one, afresh, starts.
const unreadable = readSnapshot(Promise.reject(new Error("unreadable")));
const failed = await withRoomFor(unreadable, (options) => loadPyodide({ indexURL, ...options }), { runtime: asm }).then(
  () => "started",
  (error) => error.message,
);
const afresh = await loadPyodide({ indexURL });
console.log(JSON.stringify({
  failed,
  uncopied,
  unmade,
  afresh: afresh.runPython("6 * 7"),
  heap: (await read(packed).head).heap,
  made: made.length,
  packed: packed.length,
  inChunks,
  inBits,
  shared: modules.shared,
  module: modules.module,
  refused: [
    await outcome(made), // a snapshot stored as made, by an older page
    await outcome(packed.subarray(0, packed.length - 1)),
    await outcome(new Uint8Array([...packed.subarray(0, 4096), 0])),
    await outcome(new Uint8Array([...packed, 0])),
    await outcome(new Uint8Array(4096).fill(7)),
    await outcome(new Uint8Array(5)),
  ],
  kept: restored.runPython("[len(kept), kept[-1], sum(kept[:256])]").toJs(),
  unpatched: WebAssembly.instantiate === instantiate && WebAssembly.Module === Module && Int8Array.prototype.set === set,
}));
"""


@needs_runtime
def test_python_starts_from_a_packed_snapshot_larger_than_the_runtimes_first_memory(tmp_path: Path) -> None:
    helper = ROOT / "static" / "js" / "python-runtime.mjs"
    result = node_result(
        tmp_path, "restore.mjs", RESTORE_A_LARGE_SNAPSHOT, str(pyscript_config.runtime_dir()), str(helper)
    )
    assert result["heap"] > 40_960_000 > 30 * 2**20  # the module declares 30 MiB
    # the zero blocks left out when packed; the very bytes made once copied in, however read
    assert result["made"] - result["packed"] > 8_000_000, (result["packed"], result["made"])
    assert result["inChunks"] == result["inBits"] == {"before": True, "heap": True}
    # one compiled module for every tiny module of the same bytes, a WebAssembly.Module all the same
    assert (result["shared"], result["module"]) == (True, True)
    # refused: head and all where its first bytes are not a packed snapshot's, else once all is in
    assert (
        result["refused"]
        == [["refused", "refused"]] + [["read", "refused"]] * 3 + [["refused", "refused"]] * 2
    )
    assert result["uncopied"] == result["unmade"] == "the memory snapshot's heap was not copied in"
    assert (result["failed"], result["afresh"]) == ("unreadable", 42)
    assert result["kept"] == [40_960_000, 255, sum(range(256))]
    assert result["unpatched"] is True


#: static/js/python-runtime.mjs's ``withRoomFor`` given the runtime's module compiled: a start that
#: downloads the module (as Pyodide does) gets an empty response and no download is made; where the
#: module given fails, the start downloads it after all. ``fetch`` is a stand-in that counts.
SKIPS_THE_SECOND_DOWNLOAD = """
import { pathToFileURL } from "node:url";
const [helper] = process.argv.slice(2);
const { withRoomFor } = await import(pathToFileURL(helper).href);
// (module (memory (export "memory") 1))
const wasm = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 5, 3, 1, 0, 1, 7, 10, 1, 6, 109, 101, 109, 111, 114, 121, 2, 0]);
const made = [];
const counting = async (input) => {
  made.push(String(input));
  return new Response(wasm, { headers: { "Content-Type": "application/wasm" } });
};
globalThis.fetch = counting;
// a snapshot of an 8-byte heap of zeros, and a runtime module that makes nothing
const before = new Uint8Array(new Uint32Array([0, 8]).buffer);
const snapshot = {
  head: Promise.resolve({ heap: 8, before }),
  whole: Promise.resolve({ heap: 8, before, start: 8, runs: [], packed: new Uint8Array(0) }),
};
const runtime = "data:text/javascript,export default async () => ({});";
// as Pyodide starts: its runtime module made, the module downloaded and instantiated, the heap copied in
const start = async ({ createPyodideModule }) => {
  await createPyodideModule({});
  new Int8Array(8).set(before.subarray(8));
  const other = await fetch("http://site/static/pyodide.asm.js");
  const response = fetch(new URL("http://site/static/vendor/pyodide.asm.wasm"));
  const { instance } = await WebAssembly.instantiateStreaming(response, {});
  return { body: (await response).body, memory: instance.exports.memory instanceof WebAssembly.Memory, other: other.ok };
};
const given = await withRoomFor(snapshot, start, { runtime, compiled: WebAssembly.compile(wasm) });
const afterGiven = made.splice(0);
const fallback = await withRoomFor(snapshot, start, { runtime, compiled: Promise.reject(new Error("not compiled")) });
console.log(JSON.stringify({
  given: { ...given, made: afterGiven },
  fallback: { memory: fallback.memory, made },
  restored: globalThis.fetch === counting,
}));
"""


@needs_runtime
def test_a_start_from_a_snapshot_downloads_the_runtimes_module_once(tmp_path: Path) -> None:
    helper = ROOT / "static" / "js" / "python-runtime.mjs"
    result = node_result(tmp_path, "skip.mjs", SKIPS_THE_SECOND_DOWNLOAD, str(helper))
    # made of the module given: the start's own download of it is not made
    assert result["given"] == {
        "body": None,
        "memory": True,
        "other": True,
        "made": ["http://site/static/pyodide.asm.js"],
    }
    # the module given failed: the start downloads it and is made of that
    assert result["fallback"] == {
        "memory": True,
        "made": ["http://site/static/pyodide.asm.js", "http://site/static/vendor/pyodide.asm.wasm"],
    }
    assert result["restored"] is True


def fetch(url: str) -> bytes:
    # generous: a request for pyscript.toml after an edit waits for the modules to be compiled
    with urllib.request.urlopen(url, timeout=180) as response:
        return bytes(response.read())


@needs_runtime
def test_the_local_server_serves_an_edited_module_on_the_next_reload(tmp_path: Path) -> None:
    root = site_copy(tmp_path)  # a checkout that has never been generated
    with serve_site(root) as url:
        first = tomllib.loads(fetch(url + "pyscript.toml").decode())
        archive = first[pyscript_config.ARCHIVE_KEY]
        stamp = fetch(url + swbuild.STAMP)
        module = root / "game" / "core" / "rng.py"
        module.write_text(module.read_text() + '\nEDITED = "an edit of the module"\n')
        # the service worker's check on the next visit finds a new build, pyscript.toml and all
        new_stamp = fetch(url + swbuild.STAMP)
        assert new_stamp != stamp and new_stamp.decode() == swbuild.wanted(root)
        second = tomllib.loads(fetch(url + "pyscript.toml").decode())
        new_archive = second[pyscript_config.ARCHIVE_KEY]
        assert new_archive != archive
        served = fetch(url + new_archive.removeprefix("./"))
        assert served == (root / new_archive).read_bytes(), "the packed copy, as it is"
        with zipfile.ZipFile(root / new_archive.removesuffix(".zst")) as bundle:
            assert b"an edit of the module" in bundle.read("game/core/rng.pyc")
        with pytest.raises(urllib.error.HTTPError):
            fetch(url + new_archive.removeprefix("./").removesuffix(".zst"))  # the plain one is not sent
        with pytest.raises(urllib.error.HTTPError):
            fetch(url + "game/core/rng.py")  # modules are served inside the archive only


def fetched(url: str, accept: str) -> tuple[str, str, bytes]:
    """Content-Type, Content-Encoding and body of ``url`` asked for with ``accept`` as its
    Accept-Encoding."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": accept})
    with urllib.request.urlopen(request, timeout=60) as response:
        headers = response.headers
        return headers.get("Content-Type", ""), headers.get("Content-Encoding", ""), bytes(response.read())


@needs_runtime
def test_the_local_server_compresses_as_the_host_does() -> None:
    """Brotli to a browser that takes it, else gzip, for text and WebAssembly; archives as they are."""
    wasm = f"static/vendor/pyodide-{pinned('pyodide')}/pyodide.asm.wasm"
    with serve_site(ROOT) as url:
        kind, encoding, body = fetched(url + "index.html", "gzip, deflate, br, zstd")
        assert (kind, encoding) == ("text/html", "br")
        unpack = "process.stdout.write(require('node:zlib').brotliDecompressSync(require('node:fs').readFileSync(0)))"
        done = subprocess.run(["node", "-e", unpack], input=body, capture_output=True, check=True)
        assert done.stdout == (ROOT / "index.html").read_bytes()
        kind, encoding, body = fetched(url, "gzip")  # the site's root, which is its index.html
        assert (kind, encoding) == ("text/html", "gzip")
        assert gzip.decompress(body) == (ROOT / "index.html").read_bytes()
        kind, encoding, body = fetched(url + wasm, "gzip, br")
        assert (kind, encoding) == ("application/wasm", "br")
        assert len(body) < 0.4 * (ROOT / wasm).stat().st_size
        bundle = tomllib.loads((ROOT / "pyscript.toml").read_text())[pyscript_config.ARCHIVE_KEY]
        kind, encoding, body = fetched(url + bundle.removeprefix("./"), "gzip, br")
        assert (kind, encoding) == ("application/zstd", ""), "packed already: sent as it is"
        assert body == (ROOT / bundle).read_bytes()


def test_the_generated_files_are_not_committed() -> None:
    ignored = (ROOT / ".gitignore").read_text().splitlines()
    assert "/pyscript.toml" in ignored
    assert "/static/py/" in ignored


def test_index_loads_only_local_vendored_files() -> None:
    html = (ROOT / "index.html").read_text()
    assert f"./static/vendor/pyscript-{pinned('@pyscript/core')}/core.js" in html
    assert f"./static/vendor/pyodide-{pinned('pyodide')}/pyodide.asm.wasm" in html
    assert 'config="./pyscript.toml"' in html
    # The entry module comes out of the archive; no module is fetched on its own.
    assert '<script type="py" config="./pyscript.toml">import game.web.main</script>' in html
    assert 'src="./game/' not in html
    assert not re.search(r"(src|href)=\"https?://", html), "nothing may load from another origin"


@needs_runtime
def test_every_vendored_file_index_html_names_is_vendored() -> None:
    # PyScript's chunks are preloaded by their hashed names: a new PyScript renames them.
    html = (ROOT / "index.html").read_text()
    named = re.findall(r'(?:src|href)="\./(static/vendor/[^"]+)"', html)
    assert any("/core-" in path for path in named) and any("/toml-" in path for path in named)
    missing = [path for path in named if not (ROOT / path).is_file()]
    assert missing == [], missing


def test_the_qr_encoder_is_the_pinned_vendored_one() -> None:
    render = (ROOT / "static" / "js" / "render.js").read_text()
    assert f'"./static/vendor/qrcode-generator-{pinned("qrcode-generator")}/qrcode.js"' in render
    assert "qrcode-generator" in vendor.wanted_stamp()


def test_netlify_builds_vendors_and_sends_the_headers() -> None:
    config = tomllib.loads((ROOT / "netlify.toml").read_text())
    assert "npm ci" in config["build"]["command"]
    assert "npm run vendor" in config["build"]["command"]
    assert config["build"]["publish"] == "dist"
    top = sitefiles.headers_for("/index.html")
    csp = top["Content-Security-Policy"]
    assert "default-src 'self'" in csp and "'wasm-unsafe-eval'" in csp
    assert "https:" not in csp and "*" not in csp
    assert top["X-Content-Type-Options"] == "nosniff"
    assert "Referrer-Policy" in top
    vendor = sitefiles.headers_for("/static/vendor/pyodide-314.0.7/pyodide.asm.wasm")
    assert "immutable" in vendor["Cache-Control"] and "max-age=31536000" in vendor["Cache-Control"]
    assert vendor["Content-Type"] == "application/wasm"
    archive = sitefiles.headers_for("/static/py/game-0123456789abcdef.zip.zst")
    assert "immutable" in archive["Cache-Control"] and "max-age=31536000" in archive["Cache-Control"]
    assert archive["Content-Type"] == "application/zstd"
    assert "no-cache" in sitefiles.headers_for("/sw.js")["Cache-Control"]


def test_the_published_site_is_exactly_the_app() -> None:
    assert sitefiles.is_published("index.html")
    assert sitefiles.is_published("pyscript.toml")
    assert sitefiles.is_published("static/py/game-0123456789abcdef.zip.zst")
    assert not sitefiles.is_published("static/py/game-0123456789abcdef.zip"), "sent packed only"
    assert not sitefiles.is_published("static/vendor/pyodide-314.0.7/python_stdlib-0123456789ab.zip")
    assert sitefiles.is_published("static/vendor/pyodide-314.0.7/python_stdlib-0123456789ab.zip.zst")
    assert sitefiles.is_published("static/css/app.css")
    assert not sitefiles.is_published("game/core/rng.py"), "modules ship inside the archive only"
    for private in (
        "package.json",
        "README.md",
        "tests/test_site_config.py",
        ".git/config",
        "scripts/serve.py",
    ):
        assert not sitefiles.is_published(private), private
    assert not sitefiles.is_published("game/core/__pycache__/rng.cpython-311.pyc")


def test_manifest_makes_the_site_installable() -> None:
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text())
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        assert (ROOT / icon["src"]).is_file(), icon["src"]
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "./"


def test_service_worker_keeps_the_build_sw_build_js_names() -> None:
    sw = (ROOT / "sw.js").read_text()
    assert 'importScripts("./sw-build.js");' in sw
    assert "self.SITE_SHELL" in sw and "self.SITE_BUILD" in sw
    # The archives come through pyscript.toml and the runtime through its listing; they are kept
    # across builds, looked up by their exact address.
    assert "filesOf(config)" in sw and "static/vendor/files.json" in sw
    assert '"/static/py/"' in sw.split("const IMMUTABLE_PATHS", 1)[1].split(";", 1)[0]
    # no file is asked of the network while the cache has it
    assert "networkFirst" not in sw


def test_sw_build_names_every_file_of_the_shell_and_a_hash_of_them(tmp_path: Path) -> None:
    stamp = swbuild.write(ROOT)  # as make vendor wrote it
    assert stamp == ROOT / "sw-build.js" and swbuild.is_current(ROOT)
    text = stamp.read_text()
    shell = json.loads(text.split("self.SITE_SHELL = ", 1)[1].split(";\n", 1)[0])
    for path in ("./index.html", "./pyscript.toml", "./static/js/python-start.mjs", "./static/css/app.css"):
        assert path in shell, path
    for path in shell:
        assert sitefiles.is_published(path.removeprefix("./")) and (ROOT / path).is_file(), path
        assert not path.startswith(("./static/vendor/", "./static/py/", "./sw")), path
    # the SHA-256 of every file the worker keeps of this build, which it checks a kept copy against
    sums = json.loads(text.split("self.SITE_SUMS = ", 1)[1].rstrip().removesuffix(";"))
    config = (ROOT / "pyscript.toml").read_text()
    archives = [
        "./" + name for name in re.findall(r'^python_archive(?:_later)? = "\./([^"]+)"', config, re.M)
    ]
    vendored = ["./" + name for name in json.loads((ROOT / "static/vendor/files.json").read_text())]
    assert len(archives) == 2
    assert sorted(sums) == sorted({*shell, *archives, *vendored})
    for path, sum_ in sums.items():
        assert hashlib.sha256((ROOT / path).read_bytes()).hexdigest() == sum_, path
    # a copy of the shell: any edit of one of its files is a new build
    site = tmp_path / "site"
    for path in shell:
        (site / path).parent.mkdir(parents=True, exist_ok=True)
        (site / path).write_bytes((ROOT / path).read_bytes())
    build = re.compile(r'self.SITE_BUILD = "([0-9a-f]{16})";')
    first = build.search(swbuild.write(site).read_text())
    assert first is not None
    css = site / "static" / "css" / "app.css"
    css.write_text(css.read_text() + "\n/* edited */\n")
    assert not swbuild.is_current(site)
    second = build.search(swbuild.write(site).read_text())
    assert second is not None and second.group(1) != first.group(1)
    assert swbuild.is_current(site)


def test_pyscript_imports_none_of_the_plugins_the_game_has_no_use_for() -> None:
    config = tomllib.loads(pyscript_config.render("static/py/game-0123456789abcdef.zip"))
    assert config["plugins"] == [f"!{name}" for name in pyscript_config.UNUSED_PLUGINS]
    core = next((ROOT / "static" / "vendor").glob("pyscript-*/core-*.js")).read_text()
    for name in pyscript_config.UNUSED_PLUGINS:
        # a plugin of this PyScript, by that name
        assert re.search(rf'[{{,]("{re.escape(name)}"|{re.escape(name)}):\(\)=>import\(', core), name
    assert "error" not in pyscript_config.UNUSED_PLUGINS  # a Python error still shows on the page
    # PyScript imports the plugins a type's config does not turn off for each type, MicroPython's
    # too, which the page never runs: index.html turns the same ones off for it
    mpy = re.search(r"<mpy-config hidden>(.*?)</mpy-config>", (ROOT / "index.html").read_text(), re.S)
    assert mpy is not None
    assert json.loads(mpy.group(1)) == {"plugins": config["plugins"]}
