// Prints the WebAssembly tracker's refined calibration taps (see Sources/BowlerTraxVision/RefinedTap.swift) on one
// RGB frame, one line per tap: the result (1 snapped, 0 kept, -1 refused) and the point's x and y as JSON numbers.
// Used by the native/WebAssembly parity test.
//
// Usage: node scripts/wasm/refine-tap.mjs TRACKER.wasm FRAME.rgb WIDTH HEIGHT LANDMARK,X,Y [LANDMARK,X,Y ...]
import { readFileSync } from "node:fs";

const [wasmPath, framePath, width, height, ...taps] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const api = instance.exports;
const frame = readFileSync(framePath);
const framePointer = api.bowlertrax_allocate(frame.length);
new Uint8Array(api.memory.buffer, framePointer, frame.length).set(frame);
const output = api.bowlertrax_allocate(16);
for (const tap of taps) {
  const [landmark, x, y] = tap.split(",").map(Number);
  const result = api.bowlertrax_refine_tap(framePointer, Number(width), Number(height), 3, landmark, x, y, output);
  const [refinedX, refinedY] = new Float64Array(api.memory.buffer, output, 2);
  console.log(`${result} ${result < 0 ? "null null" : `${JSON.stringify(refinedX)} ${JSON.stringify(refinedY)}`}`);
}
