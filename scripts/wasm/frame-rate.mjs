// Prints the WebAssembly module's frame rate (see Sources/BowlerTraxVision/FrameRate.swift) of each list of media
// times given, one rate a line (0 for too few times). Used by the native/WebAssembly parity test.
//
// Usage: node scripts/wasm/frame-rate.mjs TRACKER.wasm TIMES.json   (TIMES.json: [[seconds, ...], ...])
import { readFileSync } from "node:fs";

const [wasmPath, timesPath] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const api = instance.exports;
for (const times of JSON.parse(readFileSync(timesPath, "utf8"))) {
  const bytes = Math.max(times.length * 8, 8);
  const pointer = api.bowlertrax_allocate(bytes);
  new Float64Array(api.memory.buffer, pointer, times.length).set(times);
  console.log(api.bowlertrax_frame_rate(pointer, times.length));
  api.bowlertrax_free(pointer);
}
