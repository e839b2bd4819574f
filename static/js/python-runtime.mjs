// What the page (python-start.mjs) and the snapshot's worker (python-snapshot.mjs) both do to the
// vendored Pyodide: put our Python archive on its import path, and make room for a memory snapshot.

// Pyodide's standard library compiled to bytecode (scripts/stdlib.mjs, written beside the runtime
// by scripts/vendor.py, which names it after the compiling script): Python starts from it instead
// of the runtime's sources, so the browser compiles none of the modules Python imports to start.
// Both interpreters, the page's and the snapshot's, start from it (a snapshot holds the directory
// of the library's archive, so its key names the library: python-start.mjs).
export const STDLIB = "python_stdlib-359fb283587f.zip";

// Our modules are imported from the archive in place (Python's zipimport): one file written, none
// unpacked. The path is fixed, so a memory snapshot, which holds Python's import path and the
// archive's directory, finds the archive where it was when the snapshot was made (a snapshot is only
// used with the archive it was made of).
export const ARCHIVE_PATH = "/home/pyodide/game.zip";

export function placeArchive(pyodide, bytes) {
  pyodide.FS.writeFile(ARCHIVE_PATH, bytes);
  const path = JSON.stringify(ARCHIVE_PATH);
  pyodide.runPython(`import sys\nif ${path} not in sys.path:\n    sys.path.insert(0, ${path})`);
}

// Room for a memory snapshot. Pyodide asks for a heap the size of the snapshot it restores
// (Emscripten's INITIAL_MEMORY), but the vendored runtime's WebAssembly module declares its own
// memory (30 MiB) and never reads that setting, so a snapshot of a larger heap fails to load
// ("offset is out of bounds") and every visit would start Python the slow way. While `start` runs,
// the module's memory is grown to the snapshot's heap the moment it is instantiated, before
// Pyodide builds its views of the heap and copies the snapshot in.

const PAGE = 65536;

// The heap a snapshot holds: what follows its header (the header's second word is its length).
export function heapBytes(snapshot) {
  const header = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2);
  return snapshot.byteLength - header[1];
}

function growMemory(instance, bytes) {
  for (const value of Object.values(instance.exports)) {
    if (value instanceof WebAssembly.Memory) {
      const missing = Math.ceil((bytes - value.buffer.byteLength) / PAGE);
      if (missing > 0) value.grow(missing);
    }
  }
}

// `start()`'s result, every WebAssembly instance made meanwhile given memory for `snapshot` (the
// snapshot's bytes, or a promise of them: Pyodide reads it while its own code loads).
export async function withRoomFor(snapshot, start) {
  const { instantiate, instantiateStreaming } = WebAssembly;
  const fit = async (result) => {
    growMemory(result instanceof WebAssembly.Instance ? result : result.instance, heapBytes(await snapshot));
    return result;
  };
  WebAssembly.instantiate = (...args) => instantiate.apply(WebAssembly, args).then(fit);
  if (instantiateStreaming) {
    WebAssembly.instantiateStreaming = (...args) => instantiateStreaming.apply(WebAssembly, args).then(fit);
  }
  try {
    return await start();
  } finally {
    WebAssembly.instantiate = instantiate;
    if (instantiateStreaming) WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}
