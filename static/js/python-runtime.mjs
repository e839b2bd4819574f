// What the page (python-start.mjs) and the snapshot's worker (python-snapshot.mjs) both do to the
// vendored Pyodide: put our Python archives on its import path, keep a memory snapshot small, and
// make room for one.

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

// The bytes at `url` (a promise; it rejects on a refused or failed download).
export async function downloadBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

// The modules the first screen does not import come in a second archive (`python_archive_later`),
// looked in behind the first (game/later.py), at a fixed path too.
export const LATER_PATH = "/home/pyodide/game-later.zip";

export function placeLater(pyodide, bytes) {
  pyodide.FS.writeFile(LATER_PATH, bytes);
  pyodide.runPython(`from game.later import add\nadd(${JSON.stringify(LATER_PATH)})`);
}

// A memory snapshot is kept without its zero blocks: about half of the heap it holds is zeros (a
// 31 MB snapshot keeps 16 MB), so the next visit reads half as much from Cache Storage before
// Python can start. Packed, it is three words (a mark, the snapshot's length, the number of runs),
// then an offset and a length for each run of blocks that are not all zeros, then those runs' bytes
// in order; unpacking puts them back into zeros.
const PACKED = 0x70736e73; // "snsp", little-endian
const BLOCK = 4096;

function zeroBlock(words, bytes, start, end) {
  // whole words where the block is word-aligned in an aligned array, bytes for a ragged end
  let i = start;
  if (words && start % 4 === 0) {
    const last = Math.floor(end / 4);
    for (let w = start / 4; w < last; w++) if (words[w] !== 0) return false;
    i = last * 4;
  }
  for (; i < end; i++) if (bytes[i] !== 0) return false;
  return true;
}

export function packSnapshot(snapshot) {
  const bytes = snapshot.byteOffset % 4 === 0 ? snapshot : snapshot.slice();
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.byteLength / 4));
  const runs = [];
  for (let start = 0; start < bytes.length; start += BLOCK) {
    const end = Math.min(start + BLOCK, bytes.length);
    if (zeroBlock(words, bytes, start, end)) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === start) last[1] += end - start;
    else runs.push([start, end - start]);
  }
  const head = 3 + 2 * runs.length;
  const kept = runs.reduce((sum, run) => sum + run[1], 0);
  const packed = new Uint8Array(4 * head + kept);
  const header = new Uint32Array(packed.buffer, 0, head);
  header.set([PACKED, bytes.length, runs.length]);
  let at = 4 * head;
  runs.forEach(([offset, length], i) => {
    header.set([offset, length], 3 + 2 * i);
    packed.set(bytes.subarray(offset, offset + length), at);
    at += length;
  });
  return packed;
}

// The snapshot `packSnapshot` packed; throws on anything else (a damaged or foreign entry).
export function unpackSnapshot(packed) {
  const words = (count) => new Uint32Array(packed.buffer.slice(packed.byteOffset, packed.byteOffset + 4 * count));
  if (packed.byteLength < 12) throw new Error("not a packed memory snapshot");
  const [mark, length, count] = words(3);
  const head = 3 + 2 * count;
  if (mark !== PACKED || packed.byteLength < 4 * head) throw new Error("not a packed memory snapshot");
  const header = words(head);
  const snapshot = new Uint8Array(length);
  let at = 4 * head;
  for (let i = 0; i < count; i++) {
    const offset = header[3 + 2 * i];
    const size = header[4 + 2 * i];
    if (offset + size > length || at + size > packed.byteLength) throw new Error("a damaged memory snapshot");
    snapshot.set(packed.subarray(at, at + size), offset);
    at += size;
  }
  if (at !== packed.byteLength) throw new Error("a damaged memory snapshot");
  return snapshot;
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
//
// Pyodide compiles its WebAssembly only once it holds the snapshot's bytes, so reading the
// snapshot and compiling would follow each other. `compiled`, where given, is the runtime's module
// compiled meanwhile (a promise): the runtime is then made of it, and Pyodide's own download of
// the module is not made (its fetch gets an empty response, which nothing reads: the page would
// otherwise read the 9.6 MB twice, from the service worker's cache, while the snapshot is read).
// Should that module fail to compile or to link, Pyodide's own way is taken, download and all.
const WASM_FILE = "/pyodide.asm.wasm";

export async function withRoomFor(snapshot, start, compiled = null) {
  const { instantiate, instantiateStreaming } = WebAssembly;
  const download = globalThis.fetch;
  let skipped = null; // the address of the download not made
  const fit = async (result) => {
    let heap;
    try {
      heap = heapBytes(await snapshot);
    } catch (error) {
      return result; // a snapshot that cannot be read fails Pyodide's start, not this instance
    }
    growMemory(result instanceof WebAssembly.Instance ? result : result.instance, heap);
    return result;
  };
  let ready = compiled;
  const fromCompiled = async (source, imports) => {
    const module = await ready;
    ready = null; // the runtime is one module, made once
    const instance = await instantiate.call(WebAssembly, module, imports);
    Promise.resolve(source)
      .then((response) => response.body && response.body.cancel())
      .catch(() => {});
    return { module, instance };
  };
  WebAssembly.instantiate = (...args) => instantiate.apply(WebAssembly, args).then(fit);
  if (instantiateStreaming) {
    WebAssembly.instantiateStreaming = (source, imports) => {
      const streamed = () =>
        instantiateStreaming.call(WebAssembly, skipped ? download.call(globalThis, skipped) : source, imports);
      return (ready ? fromCompiled(source, imports).catch(streamed) : streamed()).then(fit);
    };
    if (ready && download) {
      globalThis.fetch = (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (skipped === null && url.split(/[?#]/)[0].endsWith(WASM_FILE)) {
          skipped = url;
          return Promise.resolve(new Response(null, { headers: { "Content-Type": "application/wasm" } }));
        }
        return download.call(globalThis, input, init);
      };
    }
  }
  try {
    return await start();
  } finally {
    WebAssembly.instantiate = instantiate;
    if (instantiateStreaming) WebAssembly.instantiateStreaming = instantiateStreaming;
    globalThis.fetch = download;
  }
}
