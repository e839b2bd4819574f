// The page's unpacking worker (python-runtime.mjs's `downloadBytes`): the page hands it a packed
// archive of Python chunk by chunk as it downloads; it unpacks them as they come, off the page's
// thread, and hands the whole back (moved, not copied).
import { DECODER } from "./python-runtime.mjs";

const decoding = import(DECODER); // (messages wait for it in order: one promise)
const under = new Map(); // by download: [stream, parts, size]

function finish(id, entry) {
  const [stream, parts] = entry;
  stream.push(new Uint8Array(0), true);
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  const bytes = parts.length === 1 ? parts[0].slice() : new Uint8Array(size);
  let at = 0;
  for (const part of parts.length === 1 ? [] : parts) {
    bytes.set(part, at);
    at += part.length;
  }
  postMessage({ id, bytes }, [bytes.buffer]);
}

addEventListener("message", async ({ data: { id, chunk, done } }) => {
  let entry;
  try {
    const { Decompress } = await decoding;
    entry = under.get(id); // (after the wait: the messages before it have made it)
    if (!entry) {
      const parts = [];
      entry = [new Decompress((part) => parts.push(part)), parts];
      under.set(id, entry);
    }
    if (chunk) entry[0].push(chunk);
    if (done) {
      under.delete(id);
      finish(id, entry);
    }
  } catch (error) {
    under.delete(id);
    postMessage({ id, error: `packed bytes that cannot be unpacked: ${error && error.message ? error.message : error}` });
  }
});
