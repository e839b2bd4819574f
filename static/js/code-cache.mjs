// The script of a hidden frame that python-start.mjs opens once the service worker serves the
// page: it imports the page's modules, which the frame's requests take from the worker's cache, so
// that Chromium keeps their compiled code beside the cached copies and the next visit does not
// compile them again. The modules are the frame element's `data-modules` (a JSON list of URLs):
// the runtime's only define what they export, and PyScript's finds no Python script in the frame
// to run (and, with the page's configs, no plugin to load: python-start.mjs).
//
// What Chromium keeps of a module is the code compiled by the time the module has run, and the
// runtime's module (`data-runtime`) is one function, which makes the runtime, around all of its
// code: it is called too, and made to wait for ever for its WebAssembly (Emscripten's
// `instantiateWasm`, asked to call back once it has instantiated it, never does), so that its code
// is compiled and nothing runs. The frame then says how it went with a `sea:compiled` event on its
// element, whose detail lists the URLs that failed to import.
const frame = window.frameElement;
if (frame) {
  const urls = JSON.parse(frame.dataset.modules || "[]");
  const results = await Promise.allSettled(
    urls.map(async (url) => {
      const module = await import(url);
      if (url === frame.dataset.runtime) module.default({ instantiateWasm: () => ({}) }).catch(() => {});
    }),
  );
  const failed = urls.filter((url, index) => results[index].status === "rejected");
  frame.dispatchEvent(new CustomEvent("sea:compiled", { detail: failed }));
}
