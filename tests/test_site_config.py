"""The delivery plumbing stays consistent: pinned runtime, config, service worker, headers."""

from __future__ import annotations

import json
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import pyscript_config  # noqa: E402
import sitefiles  # noqa: E402

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


def test_pyscript_config_lists_every_game_module_and_the_vendored_interpreter() -> None:
    text = (ROOT / "pyscript.toml").read_text()
    assert text == pyscript_config.render(), "run python3 scripts/pyscript_config.py"
    config = tomllib.loads(text)
    assert config["interpreter"] == f"./static/vendor/pyodide-{pinned('pyodide')}/pyodide.mjs"
    assert "packages" not in config
    modules = {
        p.relative_to(ROOT).as_posix() for p in (ROOT / "game").rglob("*.py") if "__pycache__" not in p.parts
    }
    assert isinstance(config["files"], dict)
    assert set(config["files"]) == {f"./{m}" for m in modules}
    assert all(key == value for key, value in config["files"].items())


def test_index_loads_only_local_vendored_files() -> None:
    html = (ROOT / "index.html").read_text()
    assert f"./static/vendor/pyscript-{pinned('@pyscript/core')}/core.js" in html
    assert f"./static/vendor/pyodide-{pinned('pyodide')}/pyodide.asm.wasm" in html
    assert 'config="./pyscript.toml"' in html
    assert not re.search(r"(src|href)=\"https?://", html), "nothing may load from another origin"


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
    assert "no-cache" in sitefiles.headers_for("/sw.js")["Cache-Control"]


def test_the_published_site_is_exactly_the_app() -> None:
    assert sitefiles.is_published("index.html")
    assert sitefiles.is_published("game/core/rng.py")
    assert sitefiles.is_published("static/css/app.css")
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


def test_service_worker_precaches_the_shell_it_names() -> None:
    sw = (ROOT / "sw.js").read_text()
    shell = re.findall(r'"\./([^"]*)"', sw.split("const SHELL = [", 1)[1].split("];", 1)[0])
    for path in shell:
        if path:
            assert sitefiles.is_published(path) and (ROOT / path).is_file(), path
