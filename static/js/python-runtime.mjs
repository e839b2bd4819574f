// What the page (python-start.mjs) and the snapshot's worker (python-snapshot.mjs) both do to the
// vendored Pyodide: unpack the archives of Python as they arrive, put ours on its import path,
// keep a memory snapshot small, and make room for one.

// The Zstandard decoder, loaded where packed bytes are unpacked (the unpacking worker, on a page).
export const DECODER = new URL("../vendor/fzstd-0.1.1/index.mjs", import.meta.url).href;
const decoder = () => import(DECODER);

// The browser's own fetch, taken as this module is first evaluated: while Python starts,
// `withLibrary` and `withRoomFor` stand in for the global fetch (to answer Pyodide's download of
// the standard library with the bytes this module is downloading, and to skip its download of the
// runtime's module). Our own downloads must never go through those stand-ins: a download of the
// standard library started late (after a kept copy turned out to be missing) would otherwise be
// answered with itself and wait for ever.
export const network = globalThis.fetch.bind(globalThis);

// The part of Pyodide's standard library the site imports (scripts/stdlib-keep.txt), compiled to
// bytecode (scripts/stdlib.mjs, written beside the runtime by scripts/vendor.py, which names it
// after the compiling script and the list): Python starts from it instead
// of the runtime's sources, so the browser compiles none of the modules Python imports to start.
// Both interpreters, the page's and the snapshot's, start from it (a snapshot holds the directory
// of the library's archive, so its key names the library: python-start.mjs).
// It is sent packed, as our archives are (`downloadBytes`).
export const STDLIB = "python_stdlib-4dcdb48942eb.zip.zst";

// Pyodide's lock file lists the 357 packages it could load (pyodide-lock.json, 119 KB, 25 KB
// compressed); the site loads none, so Pyodide is given the lock's header and no packages instead
// of fetching it while Python starts. The header is the vendored lock's (tests/test_site_config.py).
export const LOCK = JSON.stringify({ info: {"abi_version": "2026_0", "arch": "wasm32", "platform": "emscripten_5_0_3", "python": "3.14.2"}, packages: {} });

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

// The bytes at `url` (a promise; it rejects on a refused or failed download, or on a packed file
// that cannot be unpacked). A packed archive (`.zst`: the zip compressed whole with Zstandard,
// scripts/packing.py) is unpacked as its bytes arrive; on a page, by a worker of its own
// (unpack-worker.mjs), so that the unpacking (some 30–100 ms of the standard library's 3.2 MB on
// a desktop, more on a phone) never holds the page's thread while Python starts on it. In a
// worker already (the snapshot's), or where there are no workers, it is unpacked here.
//
// A page keeps what it unpacked for later visits (Cache Storage, `UNPACKED`, written once the page
// is up and idle, with a note in localStorage under the same name of what is kept: each copy's
// size and checksum, so that a first visit never opens Cache Storage): a later visit reads the
// archives as they are, with nothing to unpack on its way to Python (the root's `data-unpacked`
// says "kept" then). A kept copy is a cache and nothing more: one the note does not name, one that
// is gone, or one whose size or checksum is not the note's is dropped and the archive downloaded
// and unpacked afresh (and kept again).
export function downloadBytes(url) {
  if (!PACKED_FILE.test(url) || typeof document === "undefined" || typeof Worker === "undefined") {
    return fetchUnpacked(url);
  }
  // kept under the archive's own name, without the packing's (an address no server answers)
  const address = new URL(url, location.href).href.replace(PACKED_FILE, "");
  const fresh = () =>
    viaUnpacker(url).then((bytes) => {
      keepUnpacked(address, bytes);
      return bytes;
    });
  const expected = noted()[address];
  if (!expected) return fresh();
  return keptUnpacked(address, expected).catch((error) => {
    console.warn("A kept copy of an archive of Python was not used; unpacking it afresh.", error.message);
    dropUnpacked(address);
    return fresh();
  });
}

export const UNPACKED = "sea-stones-unpacked";
const NOTE_FORMAT = 2; // the note's shape: { v, files: { address: [size, checksum] } }
const ours = new Set(); // the archives this page runs (any others kept are another build's)
const keeping = new Map(); // what this page unpacked, to keep once it is up
const known = new Map(); // the size and checksum of each copy this page read or kept, by address
let writing = false;

// What the note says is kept: { address: [size, checksum] }; nothing for a note that is missing,
// unreadable or of another shape (its copies are then unpacked afresh, and the note written anew).
function noted() {
  try {
    const note = JSON.parse(localStorage.getItem(UNPACKED) || "null");
    if (!note || note.v !== NOTE_FORMAT || typeof note.files !== "object" || !note.files) return {};
    const files = {};
    for (const [address, entry] of Object.entries(note.files)) {
      if (Array.isArray(entry) && entry.length === 2 && entry.every((n) => Number.isInteger(n) && n >= 0)) {
        files[address] = entry;
      }
    }
    return files;
  } catch (error) {
    return {};
  }
}

// A checksum of `bytes` (32 bits, as a non-negative number): any one byte changed changes it. Some
// milliseconds for the few megabytes of an archive, or the tens of a memory snapshot.
export function checksum(bytes) {
  const aligned = bytes.byteOffset % 4 === 0;
  const count = aligned ? bytes.byteLength >>> 2 : 0;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, count);
  let sum = 0x811c9dc5 ^ bytes.byteLength;
  for (let i = 0; i < count; i++) sum = Math.imul(sum ^ words[i], 0x01000193);
  for (let i = 4 * count; i < bytes.byteLength; i++) sum = Math.imul(sum ^ bytes[i], 0x01000193);
  return sum >>> 0;
}

async function keptUnpacked(address, [size, sum]) {
  const response = await (await caches.open(UNPACKED)).match(address);
  if (!response) throw new Error("no unpacked copy kept");
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength !== size) throw new Error(`a kept copy of ${bytes.byteLength} bytes, not ${size}`);
  if (checksum(bytes) !== sum) throw new Error("a kept copy whose bytes are not the ones kept");
  ours.add(address);
  known.set(address, [size, sum]);
  document.documentElement.setAttribute("data-unpacked", "kept");
  return bytes;
}

// A kept copy found wanting: out of the note at once (should this page never be up, the next one
// does not read it again), and out of Cache Storage.
function dropUnpacked(address) {
  try {
    const note = JSON.parse(localStorage.getItem(UNPACKED) || "null");
    if (note && note.files && typeof note.files === "object") {
      delete note.files[address];
      localStorage.setItem(UNPACKED, JSON.stringify(note));
    } else localStorage.removeItem(UNPACKED);
  } catch (error) {
    /* the note cannot be read or written: nothing is read from it either */
  }
  if ("caches" in self) {
    caches
      .open(UNPACKED)
      .then((cache) => cache.delete(address))
      .catch(() => {});
  }
}

// Kept once the page is up and next idle, in place of any other build's; the note names what is.
// A browser test that is not about later visits keeps none (`seaSkipSnapshot`, as for the memory
// snapshot: python-start.mjs).
function keepUnpacked(address, bytes) {
  if (!("caches" in self) || self.seaSkipSnapshot === true) return;
  ours.add(address);
  keeping.set(address, bytes);
  if (!writing) whenIdle();
}

function whenIdle() {
  writing = true;
  const idle = () => (self.requestIdleCallback || ((then) => setTimeout(then, 1000)))(write, { timeout: 5000 });
  if (document.documentElement.getAttribute("data-ready") === "true") idle();
  else addEventListener("sea:ready", idle, { once: true });
}

async function write() {
  try {
    const cache = await caches.open(UNPACKED);
    while (keeping.size) {
      const [kept, body] = keeping.entries().next().value;
      keeping.delete(kept);
      known.set(kept, [body.byteLength, checksum(body)]);
      await cache.put(kept, new Response(body));
    }
    for (const request of await cache.keys()) if (!ours.has(request.url)) await cache.delete(request);
    const files = {};
    for (const request of await cache.keys()) if (known.has(request.url)) files[request.url] = known.get(request.url);
    localStorage.setItem(UNPACKED, JSON.stringify({ v: NOTE_FORMAT, files }));
  } catch (error) {
    keeping.clear(); // not kept: the next visit unpacks again
  }
  writing = false;
  if (keeping.size) whenIdle(); // (one that came while this was written)
}

// `url` downloaded, and unpacked as it arrives if it is packed.
export async function fetchUnpacked(url) {
  const response = await network(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  if (!PACKED_FILE.test(url) || !response.body) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    return PACKED_FILE.test(url) ? unpack([bytes]) : bytes;
  }
  const { Decompress } = await decoder();
  const reader = response.body.getReader();
  const parts = [];
  let size = 0;
  const stream = new Decompress((part) => {
    parts.push(part);
    size += part.length;
  });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    stream.push(value);
  }
  stream.push(new Uint8Array(0), true);
  return joined(parts, size);
}

// The page's unpacking worker (one, started at the first packed download) and the downloads it
// has under way, by number. The page downloads (so that the page's preload of the standard
// library is what arrives) and hands each chunk over as it comes; the worker unpacks and hands
// the whole back (moved, not copied).
let unpacker = null;
const asked = new Map();
let asking = 0;

function startUnpacker() {
  unpacker = new Worker(new URL("./unpack-worker.mjs", import.meta.url), { type: "module" });
  unpacker.addEventListener("message", ({ data }) => {
    const waiting = asked.get(data.id);
    asked.delete(data.id);
    if (!waiting) return;
    if (data.bytes) waiting.resolve(data.bytes);
    else waiting.reject(new Error(data.error));
  });
  unpacker.addEventListener("error", () => {
    for (const waiting of asked.values()) waiting.reject(new Error("the unpacking worker failed"));
    asked.clear();
  });
}

function moved(chunk) {
  return chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength ? chunk : chunk.slice();
}

async function viaUnpacker(url) {
  const response = await network(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  if (!unpacker) startUnpacker();
  const id = ++asking;
  const unpacked = new Promise((resolve, reject) => asked.set(id, { resolve, reject }));
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const chunk = moved(value);
    unpacker.postMessage({ id, chunk }, [chunk.buffer]);
  }
  unpacker.postMessage({ id, done: true });
  return unpacked;
}

const PACKED_FILE = /\.zst(?:[?#]|$)/;

function joined(parts, size) {
  if (parts.length === 1) return parts[0];
  const whole = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

// Packed bytes, whole, unpacked (a promise).
export async function unpack(chunks) {
  const { Decompress } = await decoder();
  const parts = [];
  let size = 0;
  const stream = new Decompress((part) => {
    parts.push(part);
    size += part.length;
  });
  chunks.forEach((chunk, i) => stream.push(chunk, i === chunks.length - 1));
  return joined(parts, size);
}

// Pyodide downloads the standard library itself (its `stdLibURL`) and writes what it gets where
// Python finds it: while `start()` runs, its download of the packed library is answered with
// `library`, the library's bytes already being downloaded and unpacked (`downloadBytes`).
export async function withLibrary(library, start) {
  const download = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.split(/[?#]/)[0].endsWith("/" + STDLIB)) {
      return library.then((bytes) => new Response(bytes, { headers: { "Content-Type": "application/zip" } }));
    }
    return download.call(globalThis, input, init);
  };
  try {
    return await start();
  } finally {
    globalThis.fetch = download;
  }
}

// The modules the first screen does not import come in a second archive (`python_archive_later`),
// looked in behind the first (game/web/start/later.py), at a fixed path too.
export const LATER_PATH = "/home/pyodide/game-later.zip";

export function placeLater(pyodide, bytes) {
  pyodide.FS.writeFile(LATER_PATH, bytes);
  pyodide.runPython(`from game.web.start.later import add\nadd(${JSON.stringify(LATER_PATH)})`);
}

// A memory snapshot is kept without its zero blocks: about half of the heap it holds is zeros (a
// 31 MB snapshot keeps 16 MB), so the next visit reads half as much from Cache Storage before
// Python can start. Packed, it is four words (a mark, the snapshot's length, the number of runs,
// the checksum of the runs' bytes), then an offset and a length for each run of blocks that are not
// all zeros, then those runs' bytes in order. A snapshot whose bytes are not the ones kept (the
// checksum, checked once the last byte is in and before any is used) is refused. It is never unpacked whole: Pyodide is given the part before the heap (the snapshot's
// header and the state of its JavaScript side, a few hundred bytes), and the runs of the heap are
// written straight into the runtime's memory when Pyodide copies the heap in (withRoomFor).
const PACKED = 0x71736e73; // "snsq", little-endian
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
  const head = 4 + 2 * runs.length;
  const kept = runs.reduce((sum, run) => sum + run[1], 0);
  const packed = new Uint8Array(4 * head + kept);
  const header = new Uint32Array(packed.buffer, 0, head);
  header.set([PACKED, bytes.length, runs.length]);
  let at = 4 * head;
  runs.forEach(([offset, length], i) => {
    header.set([offset, length], 4 + 2 * i);
    packed.set(bytes.subarray(offset, offset + length), at);
    at += length;
  });
  header[3] = checksum(packed.subarray(4 * head));
  return packed;
}

// The layout of a packed snapshot from its first bytes (`prefix`): its size packed, the heap's
// size, the runs (offset and length in the snapshot, and where their bytes are in the entry) and
// the part before the heap, copied; null while `prefix` is too short to tell. Throws on anything
// that is not a packed snapshot (an entry stored another way, or damaged).
function layoutOf(prefix) {
  const word = (i) => prefix[4 * i] | (prefix[4 * i + 1] << 8) | (prefix[4 * i + 2] << 16) | (prefix[4 * i + 3] << 24);
  const damaged = () => new Error("not a packed memory snapshot, or a damaged one");
  if (prefix.length < 16) return null;
  if (word(0) >>> 0 !== PACKED) throw damaged();
  const length = word(1) >>> 0;
  const count = word(2) >>> 0;
  const sum = word(3) >>> 0;
  const table = 4 * (4 + 2 * count);
  if (prefix.length < table + 8) return null;
  const runs = [];
  let at = table;
  let end = 0;
  for (let i = 0; i < count; i++) {
    const offset = word(4 + 2 * i) >>> 0;
    const size = word(5 + 2 * i) >>> 0;
    if (offset < end || size === 0 || offset + size > length) throw damaged();
    runs.push([offset, size, at]);
    at += size;
    end = offset + size;
  }
  // the snapshot's own header, at the start of the first run: its second word is where the heap starts
  if (!runs.length || runs[0][0] !== 0 || runs[0][1] < 8) throw damaged();
  const start = word(table / 4 + 1) >>> 0;
  if (start < 8 || start > runs[0][1]) throw damaged();
  if (prefix.length < table + start) return null;
  return { size: at, heap: length - start, start, runs, table, sum, before: prefix.slice(table, table + start) };
}

// Reads a packed snapshot from `body` (a promise of a stream of the stored entry's bytes): `head`
// settles as soon as the first bytes are in, with the heap's size and the part before the heap,
// which is all Pyodide needs to set the runtime up; `whole` once the last byte is in, with the runs
// too. Both reject if the entry cannot be read or is not a packed snapshot.
export function readSnapshot(body) {
  let headed;
  let refused;
  const head = new Promise((resolve, reject) => {
    headed = resolve;
    refused = reject;
  });
  const whole = (async () => {
    const reader = (await body).getReader();
    let layout = null;
    let bytes = new Uint8Array(0); // what has come in: the entry itself once its size is known
    let have = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (layout) {
        if (have + value.length > bytes.length) throw new Error("a damaged memory snapshot");
        bytes.set(value, have);
        have += value.length;
        continue;
      }
      const more = new Uint8Array(have + value.length);
      more.set(bytes);
      more.set(value, have);
      bytes = more;
      have = more.length;
      layout = layoutOf(bytes);
      if (!layout) continue;
      if (have > layout.size) throw new Error("a damaged memory snapshot");
      const entry = new Uint8Array(layout.size);
      entry.set(bytes);
      bytes = entry;
      headed({ heap: layout.heap, before: layout.before });
    }
    if (!layout || have !== layout.size) throw new Error("a damaged memory snapshot");
    if (checksum(bytes.subarray(layout.table)) !== layout.sum) throw new Error("a memory snapshot whose bytes are not the ones kept");
    return { ...layout, packed: bytes };
  })();
  whole.catch(refused);
  head.catch(() => {}); // reported where it is awaited
  whole.catch(() => {});
  return { head, whole };
}

const setBytes = Int8Array.prototype.set;

// The heap of a snapshot read whole (`readSnapshot`) written into `memory` (the runtime's heap,
// Pyodide's HEAP8) as a full copy would leave it: the runs where they were, zeros between them.
function writeHeap(memory, { start, heap, runs, packed }) {
  let end = 0; // in the heap
  for (const [offset, size, at] of runs) {
    const from = Math.max(offset, start);
    if (offset + size <= from) continue; // all before the heap
    if (from - start > end) memory.fill(0, end, from - start);
    setBytes.call(memory, packed.subarray(at + (from - offset), at + size), from - start);
    end = offset + size - start;
  }
  if (heap > end) memory.fill(0, end, heap);
}

// Python started from a memory snapshot read by `readSnapshot`, through `start(options)`, which
// passes `options` on to Pyodide's loadPyodide.
//
// The runtime is set up while the snapshot is still being read: Pyodide is given the part before
// the heap as soon as the first bytes are in, makes the runtime (the module instantiated and
// linked, the standard library in place) and waits for the rest of the snapshot only before it
// copies the heap in (`createPyodideModule`, which makes the runtime from `runtime`, the URL of
// Pyodide's pyodide.asm.mjs). That copy writes the heap's runs in place (writeHeap).
//
// Room for the snapshot: Pyodide asks for a heap the size of the snapshot it restores
// (Emscripten's INITIAL_MEMORY), but the vendored runtime's WebAssembly module declares its own
// memory (30 MiB) and never reads that setting, so a snapshot of a larger heap would fail to load
// ("offset is out of bounds"). Every WebAssembly instance made while `start` runs has its memory
// grown to the snapshot's heap the moment it is instantiated, before Pyodide builds its views of
// the heap.
//
// `compiled`, where given, is the runtime's module compiled meanwhile (a promise): the runtime is
// then made of it, and Pyodide's own download of the module is not made (its fetch gets an empty
// response, which nothing reads: the page would otherwise read the 9.6 MB twice, from the service
// worker's cache, while the snapshot is read). Should that module fail to compile or to link,
// Pyodide's own way is taken, download and all.

const PAGE = 65536;
const WASM_FILE = "/pyodide.asm.wasm";

function growMemory(instance, bytes) {
  for (const value of Object.values(instance.exports)) {
    if (value instanceof WebAssembly.Memory) {
      const missing = Math.ceil((bytes - value.buffer.byteLength) / PAGE);
      if (missing > 0) value.grow(missing);
    }
  }
}

export async function withRoomFor(snapshot, start, { runtime, compiled = null }) {
  const { instantiate, instantiateStreaming } = WebAssembly;
  const download = globalThis.fetch;
  let skipped = null; // the address of the download not made
  const fit = async (result) => {
    let heap;
    try {
      ({ heap } = await snapshot.head);
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
  // Emscripten makes a table entry of each JavaScript function the runtime links to (some 260) by
  // compiling a tiny module that imports it: the same few bytes for every function of one
  // signature, compiled once each here.
  const { Module } = WebAssembly;
  const tiny = new Map();
  function SharedModule(bytes, ...rest) {
    if (!(bytes instanceof Uint8Array) || bytes.length > 64) return new Module(bytes, ...rest);
    const key = bytes.join();
    if (!tiny.has(key)) tiny.set(key, new Module(bytes, ...rest));
    return tiny.get(key);
  }
  SharedModule.prototype = Module.prototype; // `instanceof WebAssembly.Module` holds as before
  Object.assign(SharedModule, { exports: Module.exports, imports: Module.imports, customSections: Module.customSections });
  WebAssembly.Module = SharedModule;
  // Pyodide copies the heap in as `HEAP8.set(heap)`, the heap being what follows the part before
  // it in the snapshot it was given: nothing, here. That copy is the moment the runs are written.
  let whole = null;
  let placed = false;
  Int8Array.prototype.set = function (source, offset) {
    if (whole && !placed && source && source.buffer === whole.before.buffer && source.byteLength === 0) {
      writeHeap(this, whole);
      placed = true;
      return undefined;
    }
    return setBytes.call(this, source, offset);
  };
  const runtimeCode = import(runtime); // at once, as Pyodide itself would, while the snapshot is read
  runtimeCode.catch(() => {});
  const createPyodideModule = async (settings) => {
    const { default: create } = await runtimeCode;
    const made = await create(settings);
    whole = await snapshot.whole;
    return made;
  };
  try {
    const result = await start({ _loadSnapshot: snapshot.head.then(({ before }) => before), createPyodideModule });
    // a runtime made some other way, or a heap never copied in: no half-restored interpreter
    if (!placed) throw new Error("the memory snapshot's heap was not copied in");
    return result;
  } finally {
    WebAssembly.instantiate = instantiate;
    if (instantiateStreaming) WebAssembly.instantiateStreaming = instantiateStreaming;
    globalThis.fetch = download;
    Int8Array.prototype.set = setBytes;
    WebAssembly.Module = Module;
  }
}
