// A throwaway worker: starts the vendored Pyodide with snapshots enabled, puts our Python archives
// on its import path as the page does and imports our modules (game/web/start/warm.py's `prime`), keeps
// a memory snapshot of that interpreter (packed: python-runtime.mjs) in Cache Storage for
// python-start.mjs (in place of any older one), and reports "stored" or why not.
import { loadPyodide } from "../vendor/pyodide-314.0.7/pyodide.mjs";
import { LOCK, STDLIB, downloadBytes, packSnapshot, placeArchive, placeLater, withLibrary } from "./python-runtime.mjs";

const INDEX_URL = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;

addEventListener("message", async (event) => {
  const { cache: name, key, archive, later } = event.data;
  try {
    const library = downloadBytes(INDEX_URL + STDLIB);
    const pyodide = await withLibrary(library, () =>
      loadPyodide({
        indexURL: INDEX_URL,
        stdLibURL: INDEX_URL + STDLIB,
        lockFileContents: LOCK,
        _makeSnapshot: true,
      }),
    );
    // Put where the page puts them; no JavaScript object is lent to Python, so the snapshot holds none.
    const [first, rest] = await Promise.all([downloadBytes(archive), downloadBytes(later)]);
    placeArchive(pyodide, first);
    placeLater(pyodide, rest);
    // As the page does (game/web/main.py): the generated code of classes comes ready-compiled.
    pyodide.runPython("from game.web.start.classcode import install_from_archive\ninstall_from_archive()");
    pyodide.runPython("from game.web.start.warm import prime\nprime()");
    const snapshot = packSnapshot(pyodide.makeMemorySnapshot());
    const cache = await caches.open(name);
    for (const request of await cache.keys()) if (request.url !== key) await cache.delete(request);
    await cache.put(key, new Response(snapshot, { headers: { "Content-Type": "application/octet-stream" } }));
    postMessage("stored");
  } catch (error) {
    postMessage("failed: " + (error && error.message ? error.message : String(error)));
  }
});
