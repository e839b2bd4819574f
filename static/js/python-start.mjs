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
// While the runtime downloads, the archive of our Python that pyscript.toml names
// (`python_archive`: what the first screen imports) downloads too; it is put on Python's import
// path before PyScript runs anything (python-runtime.mjs). The archive of the rest
// (`python_archive_later`) downloads when the page asks for it (`window.seaLater()`, called by
// game/web/start/boot.py once home is up, or before it opens a link) and is put behind the first.
import { loadPyodide as startRuntime, version } from "../vendor/pyodide-314.0.7/pyodide.mjs";
import {
  DECODER,
  LOCK,
  STDLIB,
  downloadBytes,
  network,
  placeArchive,
  placeLater,
  readSnapshot,
  withLibrary,
  withRoomFor,
} from "./python-runtime.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;
const WASM = INDEX_URL + "pyodide.asm.wasm";
const RUNTIME = INDEX_URL + "pyodide.asm.mjs"; // which pyodide.mjs imports to start Python
const CACHE = "sea-stones-python-snapshot";
// A note in localStorage, kept beside the snapshot (the key of the one stored): a first visit
// finds none and starts at once, without opening Cache Storage, which on a fresh profile takes
// 50–200 ms of the start. Outside the game's own keys ("sea-stones/…"), which the game lists.
const NOTE = "sea-stones-python-snapshot";
const root = document.documentElement;
const archive = ourArchive();
// The standard library, packed (python-runtime.mjs): downloaded and unpacked from now on, and
// handed to Pyodide when it asks (withLibrary).
const library = downloadBytes(INDEX_URL + STDLIB);
library.catch(() => {}); // reported where Python starts

// A Cache Storage key only: nothing is served at this address. It names the way the snapshot is
// stored ("checked": packed with a checksum, python-runtime.mjs), so an entry stored another way is
// never read as one.
function snapshotKey(archiveURL) {
  return INDEX_URL + "memory-snapshot-checked-" + version + "-" + STDLIB + "/" + archiveURL.split("/").pop();
}

// The archives of our Python that pyscript.toml names: their URLs, and the first's bytes (a
// promise), fetched at once so that it downloads alongside the runtime; null if the config cannot
// be read.
async function ourArchive() {
  try {
    const config = new URL("./pyscript.toml", document.baseURI);
    const text = await (await network(config)).text();
    const match = /^python_archive\s*=\s*"(\.\/[^"]+\.zip\.zst)"\s*$/m.exec(text);
    const later = /^python_archive_later\s*=\s*"(\.\/[^"]+\.zip\.zst)"\s*$/m.exec(text);
    if (!match || !later) return null;
    const url = new URL(match[1], config).href;
    const laterURL = new URL(later[1], config).href;
    const bytes = downloadBytes(url);
    bytes.catch(() => {}); // reported when Python needs it (withArchive)
    return { url, bytes, laterURL };
  } catch (error) {
    return null;
  }
}

// `pyodide` with our Python on its import path: the first archive now, the later one when the page
// asks (`window.seaLater()`: a promise, the same on every call, that settles once the archive is
// on the path, and rejects if it cannot be had).
async function withArchive(pyodide) {
  const ours = await archive;
  if (!ours) throw new Error("pyscript.toml names no archives of the game's Python");
  placeArchive(pyodide, await ours.bytes);
  let placing = null;
  self.seaLater = () => {
    placing ??= downloadBytes(ours.laterURL).then((bytes) => placeLater(pyodide, bytes));
    return placing;
  };
  // PyScript's own package, compiled, where PyScript is about to write its sources
  pyodide.runPython("from game.web.start.pyscript_code import place_from_archive\nplace_from_archive()");
  return pyodide;
}

// The note of a stored snapshot: its key, null if there is none, or undefined where storage
// cannot be read (then Cache Storage is looked in all the same).
function note() {
  try {
    return localStorage.getItem(NOTE);
  } catch (error) {
    return undefined;
  }
}

function setNote(key) {
  try {
    if (key === null) localStorage.removeItem(NOTE);
    else localStorage.setItem(NOTE, key);
  } catch (error) {
    /* the next visit looks in Cache Storage, or starts afresh */
  }
}

// The snapshot kept (there is one at most): its key and the snapshot being read (readSnapshot:
// promises that reject if it cannot be read); null if none. The note names it, so it is read at
// once; where the note cannot be read, Cache Storage is searched.
async function storedSnapshot() {
  let key = note();
  if (!("caches" in self) || key === null) return null;
  const cache = caches.open(CACHE);
  if (typeof key !== "string") {
    try {
      const [request] = await (await cache).keys();
      if (!request) return null;
      key = request.url;
    } catch (error) {
      return null;
    }
  }
  const body = cache.then(async (opened) => {
    const response = await opened.match(key);
    if (!response || !response.body) throw new Error("the memory snapshot is gone");
    return response.body;
  });
  // a failed read fails the start from it, which then starts afresh
  return { key, snapshot: readSnapshot(body) };
}

async function forgetSnapshots() {
  setNote(null);
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
    const ours = await archive;
    if (!ours) return mark("unavailable");
    const key = snapshotKey(ours.url);
    let worker;
    try {
      worker = new Worker(new URL("./python-snapshot.mjs", import.meta.url), { type: "module" });
    } catch (error) {
      return mark("failed");
    }
    const finish = (stored) => {
      if (stored) setNote(key);
      mark(stored ? "stored" : "failed");
      worker.terminate();
      keepCompiledCode();
    };
    worker.onmessage = (event) => finish(event.data === "stored");
    worker.onerror = () => finish(false);
    worker.postMessage({ cache: CACHE, key, archive: ours.url, later: ours.laterURL });
  };
  mark("pending");
  if (root.getAttribute("data-ready") === "true") start();
  else addEventListener("sea:ready", start, { once: true });
}

// Once the service worker serves the page, a later visit takes the page's modules from its cache,
// where Chromium keeps a module's compiled code only once a page has run it from there: the first
// visit after this one would compile them all again (some 50 ms of its start on a slow machine).
// So a hidden frame, which the worker serves too, imports them now, after the snapshot's work
// (code-cache.mjs). Its state is the root's `data-code-cache`: "pending", then "kept" or "failed".
function keepCompiledCode() {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  if (!workers.controller) {
    workers.addEventListener("controllerchange", keepCompiledCode, { once: true });
    return;
  }
  const modules = [...document.querySelectorAll("script[type=module][src], link[rel=modulepreload][href]")]
    .map((element) => element.src || element.href)
    .filter((url) => url !== import.meta.url); // this module starts Python
  modules.push(RUNTIME, DECODER); // and the unpacking worker's decoder
  const frame = document.createElement("iframe");
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute("aria-hidden", "true");
  frame.dataset.modules = JSON.stringify(modules);
  frame.dataset.runtime = RUNTIME;
  frame.addEventListener("sea:compiled", (event) => {
    if (event.detail.length) console.warn("Modules not kept compiled:", event.detail);
    // Chromium stores a module's compiled code in a task of its own after the module ran: the
    // frame stays until the page is next idle, so that nothing it runs is cut short.
    const idle = self.requestIdleCallback || ((then) => setTimeout(then, 1000));
    idle(() => {
      frame.remove();
      root.setAttribute("data-code-cache", event.detail.length ? "failed" : "kept");
    });
  });
  const script = document.createElement("script");
  script.type = "module";
  script.src = new URL("./code-cache.mjs", import.meta.url).href;
  // PyScript, imported, reads a config for each of its script types and imports the plugins they
  // do not turn off: the page's list (index.html's <mpy-config>) turns them all off for both.
  const plugins = document.querySelector("mpy-config");
  const configs = plugins ? plugins.outerHTML + plugins.outerHTML.replaceAll("mpy-config", "py-config") : "";
  frame.srcdoc = configs + script.outerHTML;
  root.setAttribute("data-code-cache", "pending");
  document.body.append(frame);
}

// From the snapshot if there is one that fits this build, else afresh. PyScript's own options
// (its stdout and stderr) are applied when it asks (`loadPyodide`).
async function startPython() {
  const settings = { indexURL: INDEX_URL, stdLibURL: INDEX_URL + STDLIB, lockFileContents: LOCK };
  // A first visit has no snapshot and starts the runtime at once. A later one starts it from its
  // snapshot at once too, if the snapshot is of this runtime and library, while the config says
  // which archive the page runs: a snapshot of another archive (a new build) is then put aside
  // and Python starts afresh.
  const stored = await storedSnapshot();
  if (stored) {
    let pyodide = null;
    if (stored.key.startsWith(snapshotKey(""))) {
      // compiled while the snapshot is read (python-runtime.mjs)
      const compiled = WebAssembly.compileStreaming ? WebAssembly.compileStreaming(network(WASM)) : null;
      if (compiled) compiled.catch(() => {});
      const restoring = withRoomFor(stored.snapshot, (options) => startRuntime({ ...settings, ...options }), {
        runtime: RUNTIME,
        compiled,
      });
      restoring.catch(() => {});
      const ours = await archive;
      try {
        pyodide = await restoring;
      } catch (error) {
        console.warn("Starting Python from its snapshot failed; starting it afresh.", error);
      }
      if (pyodide && ours && stored.key === snapshotKey(ours.url)) {
        // The snapshot froze the seed of Python's `random`: every visit gets a fresh one.
        pyodide.runPython("import random; random.seed()");
        mark("restored");
        return withArchive(pyodide);
      }
    }
    await forgetSnapshots(); // refused, or made for another build
  }
  snapshotWhenIdle();
  return withArchive(await startRuntime(settings));
}

const started = withLibrary(library, startPython);
// A failure is reported where PyScript awaits it (its error screen), not as an unhandled rejection.
started.catch(() => {});

// PyScript's interpreter hook: the runtime this module started, with PyScript's output streams.
export async function loadPyodide(options = {}) {
  const pyodide = await started;
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}
