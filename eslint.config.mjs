// The static check of the site's JavaScript (`make lint`): ESLint's recommended rules, with each
// file's globals named, so that a name misspelt, a variable never used or a statement never
// reached fails the lint step.
import js from "@eslint/js";
import globals from "globals";

const strict = {
  "no-unused-vars": ["error", { args: "after-used", caughtErrors: "none" }],
  eqeqeq: ["error", "smart"],
  "no-var": "off",
  "prefer-const": "error",
  "no-implicit-globals": "error",
};

export default [
  { ignores: ["node_modules/", "static/vendor/", "static/py/", "dist/", ".venv/", "sw-build.js"] },
  js.configs.recommended,
  {
    // the page's classic scripts, loaded before the modules
    files: ["static/js/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: { ...globals.browser } },
    rules: strict,
  },
  {
    // the page's modules and its workers
    files: ["static/js/*.mjs"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.browser, ...globals.worker } },
    rules: strict,
  },
  {
    // (a service worker's top level is its own scope: no page shares it)
    files: ["sw.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: { ...globals.serviceworker } },
    rules: { ...strict, "no-implicit-globals": "off" },
  },
  {
    // the build's and the tests' scripts, run by Node
    files: ["scripts/*.mjs", "e2e/*.mjs", "eslint.config.mjs"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.node } },
    rules: strict,
  },
];
