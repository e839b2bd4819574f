// Compresses stdin to stdout with Zstandard at its level 19 (the archives of Python the site sends:
// scripts/packing.py). Usage: node scripts/zstd.mjs < archive.zip > archive.zip.zst
// The pinned @bokuweb/zstd-wasm (package.json) compresses; the page decompresses with the vendored
// fzstd (static/js/python-runtime.mjs). The same input gives the same bytes on every machine.
import { readFileSync, writeSync } from "node:fs";
import { compress, init } from "@bokuweb/zstd-wasm";

const LEVEL = 19;

await init();
const packed = compress(new Uint8Array(readFileSync(0)), LEVEL);
let written = 0;
while (written < packed.length) written += writeSync(1, packed, written, packed.length - written);
