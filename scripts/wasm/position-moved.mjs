// Prints the WebAssembly module's verdict on pairs of camera-position fingerprints (see PositionFingerprint in
// Sources/BowlerTraxVision/PositionFingerprint.swift): 1 moved, 0 not, -1 cannot tell, one line a pair. Used by the
// native/WebAssembly parity test.
//
// Usage: node scripts/wasm/position-moved.mjs TRACKER.wasm PAIRS.json   (PAIRS.json: [["16:28:…", "16:28:…"], ...])
import { readFileSync } from "node:fs";

const [wasmPath, pairsPath] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const api = instance.exports;
const copyIn = (text) => {
  const bytes = new TextEncoder().encode(text);
  const pointer = api.bowlertrax_allocate(Math.max(bytes.length, 4));
  new Uint8Array(api.memory.buffer, pointer, bytes.length).set(bytes);
  return [pointer, bytes.length];
};
for (const [saved, now] of JSON.parse(readFileSync(pairsPath, "utf8"))) {
  const [a, aLength] = copyIn(saved);
  const [b, bLength] = copyIn(now);
  console.log(api.bowlertrax_position_moved(a, aLength, b, bLength));
  api.bowlertrax_free(a);
  api.bowlertrax_free(b);
}
