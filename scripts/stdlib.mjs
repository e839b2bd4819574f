// Compiles the runtime's standard library to bytecode with the interpreter the site runs: the
// vendored Pyodide, in Node. Usage: node scripts/stdlib.mjs <pyodide folder> <compiled.zip>
// Pyodide ships its standard library (python_stdlib.zip) as sources, so a browser compiles every
// module it imports while Python starts (asyncio, json, re, typing and some 120 more: most of the
// start's seconds on a slow machine). The copy written here holds each module x.py as x.pyc
// instead (an "unchecked hash" pyc, its code named by the path Python gives it in the archive, so
// a traceback names the same file and line; no column ranges), with every other file as it is;
// docstrings are kept. static/js/python-runtime.mjs names it (STDLIB); scripts/vendor.py runs this.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, target] = process.argv.slice(2);
const indexURL = resolve(runtime) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL, env: { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1" } });

pyodide.FS.writeFile("/tmp/stdlib.zip", readFileSync(indexURL + "python_stdlib.zip"));
pyodide.runPython(`
import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

# where Python puts the standard library's archive, which names every module compiled from it
home = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip/"
assert sys.modules["json"].__file__ == home + "json/__init__.py", sys.modules["json"].__file__
assert next(compile("x", "", "eval").co_positions())[2] is None, "column ranges still compiled"
with zipfile.ZipFile("/tmp/stdlib.zip") as given, zipfile.ZipFile("/tmp/compiled.zip", "w") as out:
    for info in sorted(given.infolist(), key=lambda info: info.filename):
        data = given.read(info.filename)
        entry = zipfile.ZipInfo(info.filename, date_time=(1980, 1, 1, 0, 0, 0))
        entry.compress_type = zipfile.ZIP_DEFLATED
        entry.external_attr = info.external_attr
        if info.filename.endswith(".py"):
            code = compile(data, home + info.filename, "exec", dont_inherit=True)
            entry.filename += "c"
            data = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
        out.writestr(entry, data, compresslevel=9)
`);
writeFileSync(target, pyodide.FS.readFile("/tmp/compiled.zip"));
