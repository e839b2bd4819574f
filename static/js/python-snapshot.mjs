// A throwaway worker: starts the vendored Pyodide with snapshots enabled, stores a memory snapshot
// of the fresh interpreter in Cache Storage for python-start.mjs, and reports "stored" or why not.
import { loadPyodide } from "../vendor/pyodide-314.0.7/pyodide.mjs";

const INDEX_URL = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;

addEventListener("message", async (event) => {
  try {
    const pyodide = await loadPyodide({ indexURL: INDEX_URL, _makeSnapshot: true });
    const snapshot = pyodide.makeMemorySnapshot();
    const cache = await caches.open(event.data.cache);
    await cache.put(
      event.data.key,
      new Response(snapshot, { headers: { "Content-Type": "application/octet-stream" } }),
    );
    postMessage("stored");
  } catch (error) {
    postMessage("failed: " + (error && error.message ? error.message : String(error)));
  }
});
