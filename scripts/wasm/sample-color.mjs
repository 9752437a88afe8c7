// Prints the WebAssembly tracker's tapped colour (see Sources/BowlerTraxVision/SampledColor.swift) of one RGB frame at
// each pixel given, one 0xRRGGBB value (or -1) a line. Used by the native/WebAssembly parity test.
//
// Usage: node scripts/wasm/sample-color.mjs TRACKER.wasm FRAME.rgb WIDTH HEIGHT X,Y [X,Y ...]
import { readFileSync } from "node:fs";

const [wasmPath, framePath, width, height, ...taps] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const api = instance.exports;
const frame = readFileSync(framePath);
const framePointer = api.bowlertrax_allocate(frame.length);
new Uint8Array(api.memory.buffer, framePointer, frame.length).set(frame);
for (const tap of taps) {
  const [x, y] = tap.split(",").map(Number);
  console.log(api.bowlertrax_sample_color(framePointer, Number(width), Number(height), 3, x, y));
}
