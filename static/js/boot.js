// Start-up glue that must work before Python runs: loading stages, load errors, service worker.
(function () {
  "use strict";
  var root = document.documentElement;
  var failed = false;

  function byId(id) { return document.getElementById(id); }

  function stage(text, fraction) {
    var label = byId("loading-stage");
    var bar = byId("loading-bar-fill");
    if (label && text) label.textContent = text;
    if (bar && typeof fraction === "number") bar.style.width = Math.round(fraction * 100) + "%";
  }

  function fail(detail) {
    if (failed || root.getAttribute("data-ready") === "true") return;
    failed = true;
    root.setAttribute("data-load-error", "true");
    var loading = byId("loading");
    if (loading) loading.hidden = true;
    var box = byId("load-error");
    var text = byId("load-error-text");
    if (text && detail) text.textContent = "Something went wrong while starting Python in your browser: " + detail;
    if (box) box.hidden = false;
  }

  function ready() {
    if (failed) return;
    var loading = byId("loading");
    if (loading) loading.hidden = true;
    var app = byId("app");
    if (app) app.hidden = false;
    window.seaBoot.readyAt = performance.now();
    root.setAttribute("data-ready", "true");
  }

  function describe(reason) {
    if (!reason) return "unknown error";
    var message = reason.message || String(reason);
    return message.length > 300 ? message.slice(0, 300) + "…" : message;
  }

  window.seaBoot = { stage: stage, fail: fail, ready: ready };

  // Runtime problems before the app is ready (a missing wasm, a broken download) surface as
  // uncaught errors or rejected promises: tell the player instead of leaving a blank page.
  window.addEventListener("error", function (event) { fail(describe(event.error || event.message)); });
  window.addEventListener("unhandledrejection", function (event) { fail(describe(event.reason)); });
  window.addEventListener("py:ready", function () { stage("Starting the games…", 0.85); });
  // Emscripten reports a runtime that cannot start with a console warning only.
  var warn = console.warn;
  console.warn = function () {
    var text = Array.prototype.join.call(arguments, " ");
    if (/wasm instantiation failed|failed to asynchronously prepare wasm/i.test(text)) fail("the Python runtime could not start.");
    return warn.apply(console, arguments);
  };

  document.addEventListener("DOMContentLoaded", function () {
    stage("Loading the game engine…", 0.15);
    var reload = byId("load-error-reload");
    if (reload) reload.addEventListener("click", function () { location.reload(); });
    // Stages from the network, so a slow first download shows movement.
    if ("PerformanceObserver" in window) {
      try {
        new PerformanceObserver(function (list) {
          list.getEntries().forEach(function (entry) {
            // Pyodide only warns when its files are missing and then waits forever: a failed
            // download of the runtime or of our modules is a load failure.
            if (entry.responseStatus >= 400 && /\/(static\/vendor|game)\//.test(entry.name)) {
              fail("a file could not be downloaded (" + entry.name.split("/").pop() + ", HTTP " + entry.responseStatus + ").");
            } else if (/pyodide\.asm\.wasm$/.test(entry.name)) stage("Starting Python…", 0.55);
            else if (/python_stdlib\.zip$/.test(entry.name)) stage("Loading the Python library…", 0.7);
            else if (/\/game\/.*\.py$/.test(entry.name)) stage("Loading the games…", 0.8);
          });
        }).observe({ type: "resource", buffered: true });
      } catch (e) { /* older browsers: stages stay coarse */ }
    }
  });

  if ("serviceWorker" in navigator) {
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("./sw.js").catch(function () { /* offline play unavailable */ });
    });
  }
})();
