// Service worker: the site works offline after its first load.
// - the vendored runtime (static/vendor/, versioned folders) is served cache-first;
// - our own files are served network-first, falling back to the cache when offline.
// The cache name carries the app and Pyodide versions; only our own older caches are deleted.
"use strict";

const APP_VERSION = "0.1.0";
const PYODIDE_VERSION = "314.0.7";
const CACHE_PREFIX = "sea-and-stones-";
const CACHE = CACHE_PREFIX + APP_VERSION + "-pyodide-" + PYODIDE_VERSION;
const VENDOR_PATH = "/static/vendor/";

const SHELL = [
  "./",
  "./index.html",
  "./pyscript.toml",
  "./manifest.webmanifest",
  "./favicon.ico",
  "./static/css/app.css",
  "./static/js/boot.js",
  "./static/js/render.js",
  "./static/icons/icon.svg",
  "./static/icons/icon-192.png",
  "./static/icons/icon-512.png",
];

// Our Python modules are exactly the [files] of pyscript.toml.
function modulesOf(configText) {
  const files = [];
  const section = configText.split(/^\[files\]\s*$/m)[1] || "";
  for (const line of section.split("\n")) {
    const match = /^"(\.\/[^"]+)"\s*=/.exec(line.trim());
    if (match) files.push(match[1]);
  }
  return files;
}

async function precache() {
  const cache = await caches.open(CACHE);
  await cache.addAll(SHELL);
  const config = await (await cache.match("./pyscript.toml")).text();
  await cache.addAll(modulesOf(config));
  // The build writes the list of vendored files (hashed PyScript chunks included).
  const listing = await fetch("./static/vendor/files.json", { cache: "no-cache" });
  const vendored = await listing.json();
  await cache.addAll(vendored.map((path) => "./" + path));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cached = await caches.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(CACHE);
      await cache.put(request, response.clone());
    }
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
  const scopePath = new URL(self.registration.scope).pathname;
  const vendored = url.pathname.startsWith(scopePath.replace(/\/$/, "") + VENDOR_PATH);
  event.respondWith(vendored ? cacheFirst(request) : networkFirst(request));
});
