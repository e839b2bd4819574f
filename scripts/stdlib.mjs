// Compiles the part of the runtime's standard library the site uses to bytecode, with the
// interpreter the site runs: the vendored Pyodide, in Node.
// Usage: node scripts/stdlib.mjs <pyodide folder> <compiled.zip> <list of modules kept>
// Pyodide ships its whole standard library (python_stdlib.zip, 559 modules, 2.5 MB) as sources,
// so a browser downloads it all and compiles every module it imports while Python starts
// (asyncio, json, re, typing and some 120 more: most of the start's seconds on a slow machine).
// The copy written here holds only the modules the list names (scripts/stdlib-keep.txt, made by
// scripts/stdlib_keep.py: what Pyodide, PyScript and every path of the game import, with what
// those import), each x.py as x.pyc (an "unchecked hash" pyc, its code named by the path Python
// gives it in the archive, so a traceback names the same file and line; no column ranges, and, as
// `python -OO` would, no docstrings, but in Pyodide's own packages, which it reads). The other
// files are left out. Beside them, sitecustomize.pyc, which Python's `site` imports as it starts:
// it tells a module left out by name, "...is left out of the site's standard library", as a
// ModuleNotFoundError, so that code trying an optional module goes on as it would without it.
// Its entries are stored: scripts/vendor.py, which runs this, sends the archive compressed whole
// (scripts/packing.py), and static/js/python-runtime.mjs names that copy (STDLIB).
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, target, keepList] = process.argv.slice(2);
const indexURL = resolve(runtime) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL, env: { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1" } });

const kept = readFileSync(keepList, "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));
pyodide.globals.set("kept", pyodide.toPy(kept));
pyodide.FS.writeFile("/tmp/stdlib.zip", readFileSync(indexURL + "python_stdlib.zip"));
pyodide.runPython(`
import ast
import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

# where Python puts the standard library's archive, which names every module compiled from it
home = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip/"
assert sys.modules["json"].__file__ == home + "json/__init__.py", sys.modules["json"].__file__
assert next(compile("x", "", "eval").co_positions())[2] is None, "column ranges still compiled"

SITECUSTOMIZE = '''
import sys

#: the modules of the runtime's standard library that the site does not send (scripts/stdlib.mjs)
LEFT_OUT = frozenset(%r)


class LeftOut:
    """Last on the import path: a module of the standard library the site left out, by name."""

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name in LEFT_OUT:
            raise ModuleNotFoundError(
                f"No module named {name!r}: it is left out of the site's standard library "
                "(scripts/stdlib-keep.txt lists what is sent; add it there and vendor again)",
                name=name,
            )
        return None


sys.meta_path.append(LeftOut)
'''


#: Pyodide's own packages, whose docstrings Pyodide reads (it gives them to its JavaScript types)
KEEP_DOCSTRINGS = ("_pyodide/", "pyodide/")


def without_docstrings(tree):
    # every docstring, as \`python -OO\` leaves them out (a body left empty gets a pass)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree


def module_of(filename):
    return filename[:-3].removesuffix("/__init__").replace("/", ".")


def compiled(filename, source):
    tree = ast.parse(source)
    if not filename.startswith(KEEP_DOCSTRINGS):
        tree = without_docstrings(tree)
    code = compile(tree, home + filename, "exec", dont_inherit=True)
    return _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)


wanted = set(kept)
with zipfile.ZipFile("/tmp/stdlib.zip") as given:
    modules = {module_of(info.filename): info for info in given.infolist() if info.filename.endswith(".py")}
    unknown = wanted - set(modules)
    assert not unknown, f"kept but not in the standard library: {sorted(unknown)}"
    left_out = sorted(set(modules) - wanted)
    files = [(info, given.read(info.filename)) for name, info in modules.items() if name in wanted]
files.append((zipfile.ZipInfo("sitecustomize.py"), (SITECUSTOMIZE % (left_out,)).encode()))
with zipfile.ZipFile("/tmp/compiled.zip", "w") as out:
    for info, data in sorted(files, key=lambda item: item[0].filename):
        entry = zipfile.ZipInfo(info.filename + "c", date_time=(1980, 1, 1, 0, 0, 0))
        entry.compress_type = zipfile.ZIP_STORED  # sent compressed whole (scripts/packing.py)
        entry.external_attr = info.external_attr or 0o644 << 16
        out.writestr(entry, compiled(info.filename, data))
`);
writeFileSync(target, pyodide.FS.readFile("/tmp/compiled.zip"));
