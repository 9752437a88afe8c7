// Prints the WebAssembly tracker's camera-position fingerprint of one RGB frame (see
// Sources/BowlerTraxVision/PositionFingerprint.swift). Used by the native/WebAssembly parity test.
//
// Usage: node scripts/wasm/position-hash.mjs TRACKER.wasm FRAME.rgb WIDTH HEIGHT
import { readFileSync } from "node:fs";

const [wasmPath, framePath, width, height] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const api = instance.exports;
const frame = readFileSync(framePath);
const framePointer = api.bowlertrax_allocate(frame.length);
new Uint8Array(api.memory.buffer, framePointer, frame.length).set(frame);
const capacity = 16384;
const output = api.bowlertrax_allocate(capacity);
const length = api.bowlertrax_position_hash(framePointer, Number(width), Number(height), 3, output, capacity);
if (!length) throw new Error("bowlertrax_position_hash refused the frame");
console.log(new TextDecoder().decode(new Uint8Array(api.memory.buffer, output, length)));
