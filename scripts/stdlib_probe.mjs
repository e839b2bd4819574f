// What of the standard library the site needs, seen by the interpreter the site runs (the vendored
// Pyodide, in Node, on its whole standard library as sources). scripts/stdlib_keep.py runs this.
// Usage: node scripts/stdlib_probe.mjs <pyodide folder> <project root> <PyScript's Python> <seeds.json> <out.json>
// It writes to out.json: `start`, the modules Python has imported once Pyodide is up; `imported`,
// those imported once every module of game/ and PyScript's package have been imported too (a
// module that cannot be imported here, such as the browser shell's, is listed in `failed`);
// `named`, every module that an import statement of game/ (its command lines aside) or of PyScript's package names,
// anywhere (a function's too); and `kept`, the closure of all these and of the seeds (seeds.json:
// names, such as the modules our tests saw our code import): every module the imports at the top
// level of a kept module name (its conditions and try blocks included, not its functions' bodies
// nor what it runs as a script, nor what it imports on Windows only),
// with each kept module's packages.
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, root, pyscriptFiles, seeds, target] = process.argv.slice(2);
const indexURL = resolve(runtime) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL, env: { HOME: "/home/pyodide" } });
const start = pyodide.runPython("import json, sys\njson.dumps(sorted(sys.modules))");

// the command lines, which no page imports (scripts/pyscript_config.py's COMMAND_LINES), are not sent
const COMMAND_LINE = /^game\/sim\/|\/__main__\.py$/;

function copyTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "__pycache__" || COMMAND_LINE.test(relative(root, path))) continue;
    if (statSync(path).isDirectory()) copyTree(path);
    else if (name.endsWith(".py") || name.endsWith(".json")) {
      const file = "/home/pyodide/" + relative(root, path);
      pyodide.FS.mkdirTree(file.slice(0, file.lastIndexOf("/")));
      pyodide.FS.writeFile(file, readFileSync(path));
    }
  }
}
copyTree(join(root, "game"));
const { default: pyscriptPackage } = await import(pathToFileURL(resolve(pyscriptFiles)).href);
pyodide.globals.set("package_files", pyodide.toPy(pyscriptPackage.pyscript));
pyodide.globals.set("seeds", pyodide.toPy(JSON.parse(readFileSync(seeds, "utf8"))));
pyodide.globals.set("start", start);
const out = pyodide.runPython(`
import ast
import importlib
import json
import os
import re
import sys
import zipfile

#: a condition that holds on Windows only (the runtime is never there)
WINDOWS = r"""^(sys\\.platform == 'win32'|os\\.name == 'nt'|_os\\.name == 'nt'|sys\\.platform\\.startswith\\('win'\\)|_sys\\.platform == 'win32')$"""
os.chdir("/home/pyodide")
sys.path.insert(0, "/home/pyodide")
for name, text in package_files.items():
    path = "/home/pyodide/pyscript/" + name
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)

LIBRARY = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"
with zipfile.ZipFile(LIBRARY) as library:
    sources = {}
    for name in library.namelist():
        if name.endswith(".py"):
            module = name[:-3].removesuffix("/__init__").replace("/", ".")
            sources[module] = (library.read(name), name.endswith("/__init__.py"))


def names_in(tree, module, is_package, top_level_only):
    """The modules an import statement of tree names (relative ones resolved)."""
    found = set()
    todo = list(tree.body) if top_level_only else [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module if is_package else module.rpartition(".")[0]
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                origin = f"{base}.{node.module}" if node.module else base
            else:
                origin = node.module
            found.add(origin)
            found.update(f"{origin}.{alias.name}" for alias in node.names)
        if top_level_only and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if top_level_only and isinstance(node, ast.If) and "__main__" in ast.unparse(node.test):
            continue  # what the module runs as a script
        if top_level_only and isinstance(node, ast.If) and re.search(WINDOWS, ast.unparse(node.test)):
            todo.extend(node.orelse)  # what it imports on Windows only
            continue
        todo.extend(ast.iter_child_nodes(node))
    return found


named = set()
for folder, _, files in os.walk("/home/pyodide/game"):
    for file in files:
        if file.endswith(".py"):
            with open(os.path.join(folder, file), "rb") as handle:
                named |= names_in(ast.parse(handle.read()), "", False, False)
for name, text in package_files.items():
    if name.endswith(".py"):
        module = "pyscript." + name[:-3].removesuffix("/__init__").replace("/", ".")
        named |= names_in(ast.parse(text), module, name.endswith("__init__.py"), False)

failed = {}
modules = []
for folder, _, files in os.walk("/home/pyodide/game"):
    for file in files:
        if file.endswith(".py"):
            path = os.path.relpath(os.path.join(folder, file), "/home/pyodide")
            modules.append(path[:-3].removesuffix("/__init__").replace("/", "."))
for module in sorted(modules) + ["pyscript"]:
    try:
        importlib.import_module(module)
    except BaseException as error:
        failed[module] = f"{type(error).__name__}: {error}"
imported = sorted(sys.modules)

kept = set()
todo = [name for name in {*json.loads(start), *imported, *named, *seeds} if name in sources]
while todo:
    module = todo.pop()
    if module in kept:
        continue
    kept.add(module)
    parts = module.split(".")
    todo.extend(".".join(parts[:i]) for i in range(1, len(parts)) if ".".join(parts[:i]) in sources)
    source, is_package = sources[module]
    try:
        tree = ast.parse(source)
    except SyntaxError:  # a test's deliberately broken file
        continue
    todo.extend(name for name in names_in(tree, module, is_package, True) if name in sources)

json.dumps({
    "start": json.loads(start),
    "imported": imported,
    "named": sorted(named),
    "failed": failed,
    "kept": sorted(kept),
    "all": sorted(sources),
})
`);
writeFileSync(target, out);
