// Runs a Python snippet against our game package inside the vendored Pyodide, in Node, started from
// the part of the standard library the site sends (static/js/python-runtime.mjs's STDLIB), as the
// page starts it. Usage: node e2e/pyodide_run.mjs <project root> <python file>   (prints what Python prints)
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

const [root, script] = process.argv.slice(2);
const versions = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).dependencies;
const indexURL = join(root, "static", "vendor", `pyodide-${versions.pyodide}`) + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const runtimeModule = readFileSync(join(root, "static", "js", "python-runtime.mjs"), "utf8");
// the page loads it packed (scripts/packing.py); the plain archive lies beside the packed copy
const stdLibURL = indexURL + /export const STDLIB = "([^"]+)\.zst";/.exec(runtimeModule)[1];
const pyodide = await loadPyodide({ indexURL, stdLibURL, stdout: (line) => console.log(line), stderr: (line) => console.error(line) });

function copyTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "__pycache__") continue;
    if (statSync(path).isDirectory()) copyTree(path);
    else if (name.endsWith(".py")) {
      const target = "/home/pyodide/" + relative(root, path);
      pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
      pyodide.FS.writeFile(target, readFileSync(path));
    }
  }
}
copyTree(join(root, "game"));
await pyodide.runPythonAsync(readFileSync(script, "utf8"));
