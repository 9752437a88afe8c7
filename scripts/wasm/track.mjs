// Runs the WebAssembly tracker over frames from a file and prints its observations as JSON (one array of 14 numbers
// per observation, see Sources/BowlerTraxVision/CInterface.swift). Used by the native/WebAssembly parity test.
//
// Usage: node scripts/wasm/track.mjs TRACKER.wasm INPUT.bin
// INPUT.bin (little-endian): int32 width, height, originX, originY, bytesPerPixel, acquisitionRow, finishRow, maximumMissedFrames, red,
// green, blue, frameCount; float64 tolerance, framesPerSecond; int32 firstColumn[height]; int32 lastColumn[height];
// float32 ballDiameter[height]; then frameCount frames of width*height*bytesPerPixel bytes.
import { readFileSync } from "node:fs";

const [wasmPath, inputPath] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const api = instance.exports;
const input = readFileSync(inputPath);
const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
let offset = 0;
const int32 = () => { const value = view.getInt32(offset, true); offset += 4; return value; };
const [width, height, originX, originY, bytesPerPixel, acquisitionRow, finishRow, maximumMissed, red, green, blue,
    frameCount] = Array.from({ length: 12 }, int32);
const tolerance = view.getFloat64(offset, true); offset += 8;
const framesPerSecond = view.getFloat64(offset, true); offset += 8;

function copyIn(byteCount) {
    const pointer = api.bowlertrax_allocate(byteCount);
    new Uint8Array(api.memory.buffer, pointer, byteCount).set(input.subarray(offset, offset + byteCount));
    offset += byteCount;
    return pointer;
}
const firstColumn = copyIn(height * 4);
const lastColumn = copyIn(height * 4);
const diameters = copyIn(height * 4);
const tracker = api.bowlertrax_tracker_create(width, height, originX, originY, bytesPerPixel, firstColumn, lastColumn, diameters,
    acquisitionRow, finishRow, maximumMissed, framesPerSecond, red, green, blue, tolerance);
if (!tracker) throw new Error("bowlertrax_tracker_create refused the setup");
const frameBytes = width * height * bytesPerPixel;
const frame = api.bowlertrax_allocate(frameBytes);
for (let index = 0; index < frameCount; index++) {
    new Uint8Array(api.memory.buffer, frame, frameBytes).set(input.subarray(offset, offset + frameBytes));
    offset += frameBytes;
    api.bowlertrax_tracker_process(tracker, frame, frameBytes, index);
}
const output = api.bowlertrax_allocate(8 * 14);
const observations = [];
for (let index = 0; index < api.bowlertrax_tracker_observation_count(tracker); index++) {
    api.bowlertrax_tracker_observation(tracker, index, output);
    observations.push(Array.from(new Float64Array(api.memory.buffer, output, 14)));
}
console.log(JSON.stringify({ state: api.bowlertrax_tracker_state(tracker), observations }));
api.bowlertrax_tracker_destroy(tracker);
