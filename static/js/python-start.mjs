// PyScript's interpreter module (pyscript.toml's `interpreter` points here): it starts the
// vendored Pyodide, and from the second visit on it starts it from a memory snapshot of a freshly
// started interpreter that has imported our modules, which skips Python's own start-up (about
// 2–3 s of WebAssembly work on a slow machine; restoring takes a few hundred ms) and our imports.
//
// The snapshot is made in a throwaway worker (python-snapshot.mjs) once the game is up, so the
// page's own interpreter is never the one snapshotted, and kept in Cache Storage under the
// runtime's version and the name of our Python archive (a new build is a new name: its snapshot
// is made anew). A snapshot that does not fit the runtime or fails to load is deleted and Python
// starts the ordinary way; nothing else depends on it.
//
// The runtime starts as soon as this module runs: index.html loads it before PyScript, which
// only asks for the runtime once its own code, its config and its storage are ready (a few
// hundred ms later); PyScript's call then takes the runtime already started, or being started.
// While the runtime downloads, the archive pyscript.toml names is fetched too: PyScript asks for
// it only once Python is up, and then finds it in the cache.
import { loadPyodide as startRuntime, version } from "../vendor/pyodide-314.0.7/pyodide.mjs";
import { withRoomFor } from "./python-memory.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;
const CACHE = "sea-stones-python-snapshot";
const root = document.documentElement;
const archive = ourArchive();

// A Cache Storage key only: nothing is served at this address.
function snapshotKey(archiveURL) {
  return INDEX_URL + "memory-snapshot-" + version + "/" + archiveURL.split("/").pop();
}

// The URL of the archive of our Python (the [files] of pyscript.toml), fetched at once so that it
// downloads alongside the runtime; null if the config cannot be read (PyScript then says why).
async function ourArchive() {
  try {
    const script = document.querySelector("script[type=py][config]");
    const config = new URL(script ? script.getAttribute("config") : "./pyscript.toml", document.baseURI);
    const text = await (await fetch(config)).text();
    const files = text.split(/^\[files\]\s*$/m)[1] || "";
    const match = /^"(\.\/[^"]+\.zip)"\s*=/m.exec(files);
    if (!match) return null;
    const url = new URL(match[1], config).href;
    fetch(url).then((response) => response.arrayBuffer()).catch(() => { /* PyScript fetches it again */ });
    return url;
  } catch (error) {
    return null;
  }
}

// The snapshot kept (there is one at most), its key and a way to read it; null if none.
async function storedSnapshot() {
  if (!("caches" in self)) return null;
  try {
    const cache = await caches.open(CACHE);
    const [request] = await cache.keys();
    if (!request) return null;
    const read = async () => {
      try {
        const response = await cache.match(request);
        return response ? new Uint8Array(await response.arrayBuffer()) : null;
      } catch (error) {
        return null;
      }
    };
    return { key: request.url, read };
  } catch (error) {
    return null;
  }
}

async function forgetSnapshots() {
  try {
    await caches.delete(CACHE);
  } catch (error) {
    /* nothing stored */
  }
}

function mark(state) {
  root.setAttribute("data-python-snapshot", state);
}

// Once the game is up: start a second interpreter in a worker, import our modules there and keep
// its snapshot.
// A browser test that is not about the snapshot asks for none (`seaSkipSnapshot`, set before the
// page's scripts run): making one is seconds of background work that such a test only waits behind.
function snapshotWhenIdle() {
  if (self.seaSkipSnapshot === true) return mark("skipped");
  if (!("caches" in self) || typeof Worker === "undefined") return mark("unavailable");
  const start = async () => {
    const archiveURL = await archive;
    if (!archiveURL) return mark("unavailable");
    let worker;
    try {
      worker = new Worker(new URL("./python-snapshot.mjs", import.meta.url), { type: "module" });
    } catch (error) {
      return mark("failed");
    }
    worker.onmessage = (event) => {
      mark(event.data === "stored" ? "stored" : "failed");
      worker.terminate();
    };
    worker.onerror = () => {
      mark("failed");
      worker.terminate();
    };
    worker.postMessage({ cache: CACHE, key: snapshotKey(archiveURL), archive: archiveURL });
  };
  mark("pending");
  if (root.getAttribute("data-ready") === "true") start();
  else addEventListener("sea:ready", start, { once: true });
}

// From the snapshot if there is one that fits this build, else afresh. PyScript's own options
// (its stdout and stderr) are applied when it asks (`loadPyodide`).
async function startPython() {
  const settings = { indexURL: INDEX_URL };
  // A first visit has no snapshot and starts the runtime at once; a later one reads its snapshot
  // while the config says which archive the page runs (the snapshot must be of that archive).
  const stored = await storedSnapshot();
  if (stored) {
    const [archiveURL, snapshot] = await Promise.all([archive, stored.read()]);
    if (snapshot && archiveURL && stored.key === snapshotKey(archiveURL)) {
      try {
        const pyodide = await withRoomFor(snapshot, () => startRuntime({ ...settings, _loadSnapshot: snapshot }));
        // The snapshot froze the seed of Python's `random`: every visit gets a fresh one.
        pyodide.runPython("import random; random.seed()");
        mark("restored");
        return pyodide;
      } catch (error) {
        console.warn("Starting Python from its snapshot failed; starting it afresh.", error);
      }
    }
    await forgetSnapshots(); // refused, or made for another build
  }
  snapshotWhenIdle();
  return startRuntime(settings);
}

const started = startPython();
// A failure is reported where PyScript awaits it (its error screen), not as an unhandled rejection.
started.catch(() => {});

// PyScript's interpreter hook: the runtime this module started, with PyScript's output streams.
export async function loadPyodide(options = {}) {
  const pyodide = await started;
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}
