// PyScript's interpreter module (pyscript.toml's `interpreter` points here): it starts the
// vendored Pyodide, and from the second visit on it starts it from a memory snapshot of a freshly
// started interpreter, which skips Python's own start-up (about 2–3 s of WebAssembly work on a
// slow machine; restoring takes a few hundred ms).
//
// The snapshot is made in a throwaway worker (python-snapshot.mjs) once the game is up, so the
// page's own interpreter is never the one snapshotted, and kept in Cache Storage under the
// runtime's version. A snapshot that does not fit the runtime (another build) or fails to load
// is deleted and Python starts the ordinary way; nothing else depends on it.
import { loadPyodide as startRuntime, version } from "../vendor/pyodide-314.0.7/pyodide.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;
const CACHE = "sea-stones-python-snapshot";
// A Cache Storage key only: nothing is served at this address.
const KEY = INDEX_URL + "memory-snapshot-" + version;
const root = document.documentElement;

async function storedSnapshot() {
  if (!("caches" in self)) return null;
  try {
    const cache = await caches.open(CACHE);
    const response = await cache.match(KEY);
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
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

// Once the game is up: start a second interpreter in a worker and keep its snapshot.
function snapshotWhenIdle() {
  if (!("caches" in self) || typeof Worker === "undefined") return mark("unavailable");
  const start = () => {
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
    worker.postMessage({ cache: CACHE, key: KEY });
  };
  mark("pending");
  if (root.getAttribute("data-ready") === "true") start();
  else addEventListener("sea:ready", start, { once: true });
}

export async function loadPyodide(options) {
  const settings = { ...options, indexURL: INDEX_URL };
  const snapshot = await storedSnapshot();
  if (snapshot) {
    try {
      const pyodide = await startRuntime({ ...settings, _loadSnapshot: snapshot });
      // The snapshot froze the seed of Python's `random`: every visit gets a fresh one.
      pyodide.runPython("import random; random.seed()");
      mark("restored");
      return pyodide;
    } catch (error) {
      console.warn("Starting Python from its snapshot failed; starting it afresh.", error);
      await forgetSnapshots();
    }
  }
  snapshotWhenIdle();
  return startRuntime(settings);
}
