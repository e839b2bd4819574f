// Compiles our Python to bytecode with the interpreter the site runs: the vendored Pyodide, in Node.
// Usage: node scripts/bytecode.mjs <pyodide folder> <sources.zip> <bytecode.zip> <PyScript's Python>
// For every module x.py of sources.zip, writes x.pyc into bytecode.zip: a module without its
// source, which the browser's import system loads as it is (an "unchecked hash" pyc, so nothing
// is compared with a source). Column ranges are left out (as `python -X no_debug_ranges` does):
// tracebacks keep their files, lines and functions. Docstrings of modules and functions are left
// out too (nothing in the browser reads them; a class keeps its own, which a dataclass would
// otherwise work out at import). Beside them, game/web/start/classcode.bin: the code that dataclasses and
// named tuples generate, ready-compiled (game/web/start/classcode.py), and game/web/start/pyscript.bin: PyScript's
// own Python package (the module of its pinned npm package that holds its files, as PyScript writes
// them where the page runs), compiled (game/web/start/pyscript_code.py). scripts/pyscript_config.py runs this.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, sources, target, pyscriptFiles] = process.argv.slice(2);
const indexURL = resolve(runtime) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL, env: { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1" } });

pyodide.FS.writeFile("/tmp/sources.zip", readFileSync(sources));
pyodide.runPython(`
import ast
import importlib.util
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc


def without_docstrings(tree):
    # a module's and each function's docstring, dropped (a body left empty gets a pass)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree


# the column ranges are left out (PYTHONNODEBUGRANGES), so a code object's positions have none
assert next(compile("x", "", "eval").co_positions())[2] is None, "column ranges still compiled"
with zipfile.ZipFile("/tmp/sources.zip") as given, zipfile.ZipFile("/tmp/bytecode.zip", "w") as out:
    for name in sorted(given.namelist()):
        source = given.read(name)
        # where the module would be in the working directory, as a traceback names it
        tree = without_docstrings(ast.parse(source, name))
        code = compile(tree, "/home/pyodide/" + name, "exec", dont_inherit=True)
        out.writestr(name + "c", _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))
`);
// The table of game/web/start/classcode.py: what the first screen imports (game/web/start/warm.py's START),
// imported from the bytecode just written, each source a dataclass or a named tuple generates
// recorded with its code, compiled as the standard library compiles it (no future flags
// inherited, file "<string>"). The modules imported later, in idle time, compile their own.
pyodide.runPython(`
import builtins
import collections
import dataclasses
import importlib
import marshal
import sys
import zipfile

recorded = {}


def recorder(mode, run):
    def compiled(source, globals=None, locals=None):
        if isinstance(source, str):
            source = recorded.setdefault(source, compile(source, "<string>", mode, dont_inherit=True))
        return run(source, globals, locals)

    return compiled


dataclasses.exec = recorder("exec", builtins.exec)
collections.eval = recorder("eval", builtins.eval)
sys.path.insert(0, "/tmp/bytecode.zip")
from game.web.start.warm import START

for module in START:
    importlib.import_module(module)
with zipfile.ZipFile("/tmp/bytecode.zip", "a") as out:
    out.writestr("game/web/start/classcode.bin", marshal.dumps(dict(sorted(recorded.items()))))
`);
// PyScript writes its package's files into the working directory (/home/pyodide/pyscript/) and
// imports it before any script of the page runs; each file that import reaches, compiled here
// under that name, keyed by its name in the package, for game/web/start/pyscript_code.py to put in the
// package's __pycache__ (the others, which a page imports only if it uses them, compile then).
const { default: pyscriptPackage } = await import(pathToFileURL(resolve(pyscriptFiles)).href);
pyodide.globals.set("package_files", pyodide.toPy(pyscriptPackage.pyscript));
pyodide.runPython(`
import importlib.util
import marshal
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

import ast


def imported(name):
    # the package's own modules that the file imports when it is imported (from pyscript.x import
    # ... at module level, conditions included; not what a function imports when it is called)
    found, todo = set(), list(ast.parse(package_files[name]).body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            todo.extend(ast.iter_child_nodes(node))
    return sorted(f"{module.split('.', 1)[1]}.py" for module in found if module.startswith("pyscript."))


# what PyScript's start imports: the package and, file by file, what it imports of the package
needed, todo = set(), ["__init__.py"]
while todo:
    name = todo.pop()
    if name in package_files and name not in needed:
        needed.add(name)
        todo.extend(imported(name))
compiled = {}
for name in sorted(needed):
    source = package_files[name].encode("utf-8")  # as PyScript writes it (write_text, UTF-8)
    code = compile(source, "/home/pyodide/pyscript/" + name, "exec", dont_inherit=True)
    compiled[name] = _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
with zipfile.ZipFile("/tmp/bytecode.zip", "a") as out:
    out.writestr("game/web/start/pyscript.bin", marshal.dumps(compiled))
`);
writeFileSync(target, pyodide.FS.readFile("/tmp/bytecode.zip"));
