// Service worker: the site works offline after its first load, and a later visit is served from
// the cache alone, never waiting on the network.
// - It keeps one build of the site. sw-build.js, generated beside it (scripts/swbuild.py), names
//   the build (a hash of the site's files) and the files of its shell: the page, its scripts,
//   styles and icons, pyscript.toml. The browser compares sw.js and the scripts it imports with
//   the server's copies on every visit, so a new build installs a new worker, which keeps the new
//   shell in a cache of its own and takes over once all of it is in; the visit after runs it (the
//   visit that found it runs the build it started with, whole).
// - The runtime (static/vendor/, versioned folders) and our Python archives (static/py/, named
//   after a hash of the sources) never change under one URL: one cache keeps them across builds,
//   each downloaded once.
// Only our own caches are touched. Of the archives, those of this build and of the build before
// are kept (a page of the build before may still ask for its later archive).
// - A kept copy is checked: sw-build.js gives the SHA-256 of every file of the build, and a copy
//   that is not what it claims (damaged, or another build's) is dropped and the file fetched again,
//   as is one that is gone. The page and boot.js are checked before they are served; the rest is
//   served at once and checked once the page is up (its start never shares the CPU with a check),
//   and a page that was served a damaged copy loads again. Each copy is checked once in the
//   worker's life.
"use strict";

importScripts("./sw-build.js"); // self.SITE_BUILD, self.SITE_SHELL, self.SITE_SUMS

const APP_VERSION = "0.1.0";
const PYODIDE_VERSION = "314.0.7";
const CACHE_PREFIX = "sea-and-stones-";
const SHELL_PREFIX = CACHE_PREFIX + "shell-";
const SHELL_CACHE = SHELL_PREFIX + APP_VERSION + "-" + self.SITE_BUILD;
const FILES_CACHE = CACHE_PREFIX + "files";
const IMMUTABLE_PATHS = ["/static/vendor/", "/static/py/"];
const ARCHIVE_PATH = "/static/py/";
const RUNTIME_PATH = "/static/vendor/pyodide-" + PYODIDE_VERSION + "/";

// Our Python is two archives, which pyscript.toml names (`python_archive`: what the first screen
// imports, `python_archive_later`: the rest), each sent packed (`.zip.zst`, scripts/packing.py).
function filesOf(configText) {
  return [/^python_archive\s*=\s*"(\.\/[^"]+\.zip\.zst)"\s*$/m, /^python_archive_later\s*=\s*"(\.\/[^"]+\.zip\.zst)"\s*$/m]
    .map((pattern) => pattern.exec(configText))
    .filter((match) => match)
    .map((match) => match[1]);
}

// The build an archive belongs to: both of a build's archives are named after one hash.
function buildOf(path) {
  const match = /\/game-([0-9a-f]+)(-later)?\.zip\.zst$/.exec(path);
  return match ? match[1] : path;
}

function scopePath() {
  return new URL(self.registration.scope).pathname.replace(/\/$/, "");
}

// Each cache opened once for every request this worker serves: a page's start asks for some twenty
// files at once, and each opening of a cache waits its turn in the browser's Cache Storage, where
// the page's own read of its memory snapshot of Python waits too. A cache found wanting is opened
// again next time (it may have been deleted meanwhile: one kept open would then keep nothing).
const opened = new Map();
function cacheNamed(name) {
  if (!opened.has(name)) opened.set(name, caches.open(name));
  return opened.get(name);
}

// The SHA-256 each file of this build has, by its address relative to the worker.
const SUMS = self.SITE_SUMS || {};
const checked = new Map(); // address → a promise of whether its kept copy is sound

function relative(url) {
  return "." + new URL(url).pathname.slice(scopePath().length);
}

function hex(buffer) {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

// Whether `response`, a kept copy of `url`, is what this build has at that address; a file the
// build does not name (an earlier build's archive) is taken as it is.
function sound(url, response) {
  const address = relative(url);
  const sum = SUMS[address];
  if (!sum || !self.crypto || !crypto.subtle) return Promise.resolve(true);
  if (!checked.has(address)) {
    const check = response
      .clone()
      .arrayBuffer()
      .then((bytes) => crypto.subtle.digest("SHA-256", bytes))
      .then((digest) => hex(digest) === sum)
      .catch(() => false);
    checked.set(address, check);
  }
  return checked.get(address);
}

// The checks of copies served at once wait until the page that asked for them is up (boot.js says
// so: `sea:up`), or CHECK_AFTER_MS at most (a worker of the page, or a start that never comes up):
// hashing megabytes on a small machine would slow the start it serves, and a damaged copy that
// breaks the start is dropped all the same.
const CHECK_AFTER_MS = 4000;
// client id → { up: a promise that the page is up, say: its resolve, checks: the checks it waits }
const pagesUp = new Map();

function pageUp(client) {
  let page = pagesUp.get(client);
  if (!page) {
    if (pagesUp.size > 20) for (const [id, known] of pagesUp) if (known.said) pagesUp.delete(id);
    page = { said: false, checks: [] };
    page.up = new Promise((done) => {
      page.say = () => {
        page.said = true;
        done();
      };
      setTimeout(page.say, CHECK_AFTER_MS);
    });
    pagesUp.set(client, page);
  }
  return page;
}

// The page up: the checks of the copies it was served run, and once they are done it is told
// (`sea:checked`, after any `sea:damaged`).
self.addEventListener("message", (event) => {
  if (!event.data || event.data.type !== "sea:up" || !event.source) return;
  const source = event.source;
  const page = pageUp(source.id);
  page.say();
  event.waitUntil(Promise.allSettled(page.checks).then(() => source.postMessage({ type: "sea:checked" })));
});

// A copy found wanting: dropped (the next request fetches the file again).
async function drop(name, request, url) {
  checked.delete(relative(url));
  await (await cacheNamed(name)).delete(request).catch(() => {});
}

// The copy `cache` (named `name`) keeps of `request`, if it is sound; one that is not is dropped.
// Given `checking` (the work to wait for), the copy is served at once and checked once the page is
// up: waiting for the check would hold the start (the runtime's compiling starts as its bytes
// arrive), and making it meanwhile would take the CPU the start needs. A copy found wanting is
// dropped, and the page that asked is told (`sea:damaged`): it loads itself again.
async function keptCopy(name, request, url, checking = null) {
  const cache = await cacheNamed(name);
  const found = await cache.match(request);
  if (!found) {
    opened.delete(name);
    return null;
  }
  if (checking) {
    // read again once the page is up: the copy served is the page's to read
    const check = async () => {
      await pageUp(checking.client || "").up;
      const kept = await cache.match(request);
      if (!kept || (await sound(url, kept))) return;
      await drop(name, request, url);
      const client = checking.client && (await self.clients.get(checking.client));
      if (client) client.postMessage({ type: "sea:damaged", url });
    };
    const checked = check();
    pageUp(checking.client || "").checks.push(checked);
    checking.keep(checked);
    return found;
  }
  if (await sound(url, found)) return found;
  await drop(name, request, url);
  return null;
}

// The files that never change under one URL which this build needs: its archives and the vendored
// files (scripts/vendor.py lists them).
async function immutableFiles(shell) {
  const config = await (await shell.match("./pyscript.toml")).text();
  const listing = await fetch("./static/vendor/files.json", { cache: "no-cache" });
  if (!listing.ok) throw new Error("static/vendor/files.json: HTTP " + listing.status);
  const vendored = await listing.json();
  return [...filesOf(config), ...vendored.map((path) => "./" + path)];
}

// A copy of `url` in any other cache of ours (an earlier build's), or undefined; the page's own
// caches (its memory snapshot, its unpacked archives) are not ours.
async function earlierCopy(url) {
  for (const key of await caches.keys()) {
    if (!key.startsWith(CACHE_PREFIX)) continue;
    const found = await (await cacheNamed(key)).match(url);
    if (found) return found;
  }
  return undefined;
}

// Keeps what is missing of the immutable files: from any cache of ours that has it (an earlier
// build's), else from the network.
async function keepImmutable(urls) {
  const files = await cacheNamed(FILES_CACHE);
  const missing = [];
  for (const url of urls) {
    if (await files.match(url)) continue;
    const earlier = await earlierCopy(url);
    if (earlier && earlier.ok) await files.put(url, earlier);
    else missing.push(url);
  }
  await files.addAll(missing);
}

async function precache() {
  const shell = await cacheNamed(SHELL_CACHE);
  await shell.addAll(self.SITE_SHELL);
  await keepImmutable(await immutableFiles(shell));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

// The archives' builds named by the pyscript.toml of a shell cache (none if it has none).
async function archiveBuildsOf(name) {
  const config = await (await caches.open(name)).match("./pyscript.toml");
  return config ? filesOf(await config.text()).map(buildOf) : [];
}

// Drops our other caches (earlier builds' shells, and caches of earlier versions of this worker),
// the archives of builds other than this one and the one before (`before`: the shell cache that
// was in use), and vendored files of another runtime.
async function prune(before) {
  const keep = new Set(await archiveBuildsOf(SHELL_CACHE));
  if (before) for (const build of await archiveBuildsOf(before)) keep.add(build);
  for (const key of await caches.keys()) {
    if (key.startsWith(CACHE_PREFIX) && key !== SHELL_CACHE && key !== FILES_CACHE) await caches.delete(key);
  }
  const files = await cacheNamed(FILES_CACHE);
  const base = scopePath();
  for (const request of await files.keys()) {
    const path = new URL(request.url).pathname;
    const oldArchive = path.startsWith(base + ARCHIVE_PATH) && !keep.has(buildOf(path));
    const otherRuntime = path.startsWith(base + "/static/vendor/pyodide-") && !path.startsWith(base + RUNTIME_PATH);
    if (oldArchive || otherRuntime) await files.delete(request);
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => keys.filter((key) => key.startsWith(SHELL_PREFIX) && key !== SHELL_CACHE).pop())
      .then(prune)
      .then(() => self.clients.claim()),
  );
});

// The page, as this build keeps it.
function thePage() {
  return keptCopy(SHELL_CACHE, "./index.html", new URL("./index.html", self.registration.scope).href);
}

// The files of the shell checked before they are served: the page, and the script that tells it a
// copy was found damaged (and loads it again). The others are served at once and checked once the
// page is up, as the runtime's large files are: a start waits on none of their checks.
const CHECKED_FIRST = new Set(["./index.html", "./static/js/boot.js"]);

// What this build's caches have for `request`: an immutable file, a file of the shell, or the page
// for a visit to the site's address (with any query: a game's link); null if they have nothing.
async function fromCache(request, url, immutable, checking) {
  if (immutable) return keptCopy(FILES_CACHE, request, url.href, checking);
  if (request.mode === "navigate") {
    const base = scopePath();
    return url.pathname === base + "/" || url.pathname === base + "/index.html" ? thePage() : null;
  }
  return keptCopy(SHELL_CACHE, request, url.href, CHECKED_FIRST.has(relative(url.href)) ? null : checking);
}

// What the cache has, else the network. An immutable file fetched (one this build did not
// precache) is kept for next time; a write waits until the page is up, as the page reads the
// runtime and its snapshot from Cache Storage while it starts.
const WRITE_AFTER_MS = 2000;

async function keepLater(name, request, response) {
  await new Promise((done) => setTimeout(done, WRITE_AFTER_MS));
  await (await cacheNamed(name)).put(request, response);
}

// Whether a file fetched is kept: an immutable one whenever it came whole, a file of the shell
// (one whose kept copy was gone or dropped) only if it is this build's.
async function worthKeeping(url, immutable, response) {
  if (!response.ok) return false;
  if (immutable) return true;
  const sum = SUMS[relative(url.href)];
  if (!sum || !self.crypto || !crypto.subtle) return false;
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return hex(digest) === sum;
}

async function respond(request, url, immutable, keep, client) {
  const cached = await fromCache(request, url, immutable, { keep, client });
  if (cached) return cached;
  let response;
  try {
    response = await fetch(request);
  } catch (offline) {
    // another address of the site, visited with no network: the page
    const page = request.mode === "navigate" ? await thePage() : null;
    if (page) return page;
    throw offline;
  }
  const copy = response.clone();
  keep(
    worthKeeping(url, immutable, response).then((worth) =>
      worth ? keepLater(immutable ? FILES_CACHE : SHELL_CACHE, request, copy) : undefined,
    ),
  );
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const base = scopePath();
  const immutable = IMMUTABLE_PATHS.some((prefix) => url.pathname.startsWith(base + prefix));
  const keep = (work) => event.waitUntil(work.catch(() => {}));
  event.respondWith(respond(request, url, immutable, keep, event.clientId));
});
