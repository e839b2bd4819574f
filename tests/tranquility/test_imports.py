"""The game packages import each other in one direction: no circle among their modules, and no
import inside a function (the usual way to hide one)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[2] / "game"
PACKAGES = ("tranquility", "shifting_stones", "core", "sim")


def module_name(path: Path) -> str:
    parts = path.relative_to(GAME.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, modules: set[str]) -> tuple[set[str], list[int]]:
    """The modules of ``modules`` that ``path`` imports at its top level, and the lines of any
    import made inside a function or class."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom) and node.module:
            # ``from package import module`` names a module; ``from module import name`` does not.
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                found.add(sub if sub in modules else node.module)
    found &= modules
    nested = [
        inner.lineno
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
        for inner in ast.walk(node)
        if isinstance(inner, (ast.Import, ast.ImportFrom))
    ]
    return found, nested


def graph() -> tuple[dict[str, set[str]], dict[str, list[int]]]:
    paths = [p for package in PACKAGES for p in (GAME / package).rglob("*.py")]
    modules = {module_name(p) for p in paths}
    edges: dict[str, set[str]] = {}
    nested: dict[str, list[int]] = {}
    for path in paths:
        name = module_name(path)
        edges[name], lines = imports_of(path, modules)
        edges[name].discard(name)
        if lines:
            nested[name] = lines
    return edges, nested


def circle(edges: dict[str, set[str]]) -> list[str]:
    """One circle of imports (its modules in order, the first repeated last), or []."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return []

    for node in sorted(edges):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return []


def test_no_module_of_the_game_packages_imports_in_a_circle() -> None:
    edges, _ = graph()
    assert "game.tranquility.fast_bots" in edges["game.sim.tranquility"]
    assert circle(edges) == []


def test_no_import_hides_inside_a_function() -> None:
    _, nested = graph()
    assert nested == {}


@pytest.mark.parametrize(
    ("edges", "expected"),
    [
        ({"a": {"b"}, "b": {"c"}, "c": {"a"}}, ["a", "b", "c", "a"]),
        ({"a": {"b", "c"}, "b": {"c"}, "c": set()}, []),
    ],
)
def test_the_circle_check_sees_a_circle(edges: dict[str, set[str]], expected: list[str]) -> None:
    assert circle(edges) == expected
