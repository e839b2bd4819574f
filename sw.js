// Service worker: the site works offline after its first load.
// - the vendored runtime (static/vendor/, versioned folders) and our Python archives
//   (static/py/, named after a hash of the sources) never change under one URL: cache-first;
// - our other files are served network-first, falling back to the cache when offline.
// The cache name carries the app and Pyodide versions; only our own older caches are deleted,
// and within the cache only the archives the current pyscript.toml names are kept.
"use strict";

const APP_VERSION = "0.1.0";
const PYODIDE_VERSION = "314.0.7";
const CACHE_PREFIX = "sea-and-stones-";
const CACHE = CACHE_PREFIX + APP_VERSION + "-pyodide-" + PYODIDE_VERSION;
const IMMUTABLE_PATHS = ["/static/vendor/", "/static/py/"];
const ARCHIVE_PATH = "/static/py/";

const SHELL = [
  "./",
  "./index.html",
  "./pyscript.toml",
  "./manifest.webmanifest",
  "./favicon.ico",
  "./static/css/app.css",
  "./static/js/boot.js",
  "./static/js/render.js",
  "./static/js/motion.js",
  "./static/js/sound.js",
  "./static/js/python-start.mjs",
  "./static/js/python-snapshot.mjs",
  "./static/js/python-runtime.mjs",
  "./static/icons/icon.svg",
  "./static/icons/icon-192.png",
  "./static/icons/icon-512.png",
  "./static/icons/icon-maskable-512.png",
];

// Our Python is two archives, which pyscript.toml names (`python_archive`: what the first screen
// imports, `python_archive_later`: the rest).
function filesOf(configText) {
  return [/^python_archive\s*=\s*"(\.\/[^"]+\.zip)"\s*$/m, /^python_archive_later\s*=\s*"(\.\/[^"]+\.zip)"\s*$/m]
    .map((pattern) => pattern.exec(configText))
    .filter((match) => match)
    .map((match) => match[1]);
}

// The build an archive belongs to: both of a build's archives are named after one hash.
function buildOf(path) {
  const match = /\/game-([0-9a-f]+)(-later)?\.zip$/.exec(path);
  return match ? match[1] : path;
}

// Our cache, opened once for every request this worker serves: a page's start asks for some twenty
// files at once, and each opening of a cache waits its turn in the browser's Cache Storage, where
// the page's own read of its memory snapshot of Python waits too.
let opened = null;
function ourCache() {
  opened ??= caches.open(CACHE);
  return opened;
}

async function precache() {
  const cache = await ourCache();
  await cache.addAll(SHELL);
  const config = await (await cache.match("./pyscript.toml")).text();
  await cache.addAll(filesOf(config));
  // The build writes the list of vendored files (hashed PyScript chunks included).
  const listing = await fetch("./static/vendor/files.json", { cache: "no-cache" });
  const vendored = await listing.json();
  await cache.addAll(vendored.map((path) => "./" + path));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

function scopePath() {
  return new URL(self.registration.scope).pathname.replace(/\/$/, "");
}

// Drops what no page needs any more: archives of another build than `keep`'s (a URL path) and the
// single module files earlier versions cached.
async function pruneArchives(keep) {
  const cache = await ourCache();
  const base = scopePath();
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    const oldArchive = path.startsWith(base + ARCHIVE_PATH) && buildOf(path) !== buildOf(keep);
    if (oldArchive || path.startsWith(base + "/game/")) await cache.delete(request);
  }
}

async function pruneToConfig() {
  const config = await caches.match("./pyscript.toml");
  if (!config) return;
  const [archive] = filesOf(await config.text());
  if (archive) await pruneArchives(new URL(archive, self.registration.scope).pathname);
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(pruneToConfig)
      .then(() => self.clients.claim()),
  );
});

// A fresh copy of a file is written to the cache a while after it is given to the page (`keep`,
// which the fetch event waits for): the page is starting then, and reads the runtime and its
// snapshot from Cache Storage, which writes would slow down.
const WRITE_AFTER_MS = 2000;

async function store(request, response) {
  await new Promise((done) => setTimeout(done, WRITE_AFTER_MS));
  const cache = await ourCache();
  await cache.put(request, response);
  // A new build's archives replace the previous ones (the page fetched them from a new pyscript.toml).
  const path = new URL(request.url).pathname;
  if (path.startsWith(scopePath() + ARCHIVE_PATH)) await pruneArchives(path);
}

// Looked up by its exact address in our own cache (the runtime's files and the archive are never
// asked for with a query): Cache Storage then finds it by its key, instead of comparing it with
// every entry of every cache, the memory snapshot's included.
async function cacheFirst(request, keep) {
  const cached = await (await ourCache()).match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) keep(store(request, response.clone()));
  return response;
}

async function networkFirst(request, keep) {
  try {
    const response = await fetch(request);
    if (response.ok) keep(store(request, response.clone()));
    return response;
  } catch (offline) {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    if (request.mode === "navigate") {
      const shell = await caches.match("./index.html");
      if (shell) return shell;
    }
    throw offline;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const base = scopePath();
  const immutable = IMMUTABLE_PATHS.some((prefix) => url.pathname.startsWith(base + prefix));
  const keep = (work) => event.waitUntil(work.catch(() => {}));
  event.respondWith((immutable ? cacheFirst : networkFirst)(request, keep));
});
