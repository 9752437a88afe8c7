// Checks calibrations and makes trackers' setups with the page's own module (tracking/tracker.js's checkCalibration
// and trackerSetup over the WebAssembly) and prints what they return as JSON, one answer per case, in order. Used by
// the native/WebAssembly parity test.
//
// Usage: node scripts/wasm/calibrate.mjs MODULE.wasm CASES.json
// CASES.json: [{ "calibration": { "imageWidth", "imageHeight", "taps": { name: [x, y] } }, "hand": "right" | "left",
// "framesPerSecond"?, "ballColor"? }, ...]: a case with a frame rate asks for the tracker's setup, one without for the
// Calibration Check.
import { readFileSync } from "node:fs";

const [wasmPath, casesPath] = process.argv.slice(2);
const bytes = readFileSync(wasmPath);
// The page fetches its module; here the file is the answer.
globalThis.fetch = async () => ({ ok: true, arrayBuffer: async () => bytes });
const { loadTracker } = await import("../../Sources/BowlerTraxServer/Public/bowlertrax/tracking/tracker.js");
const wasm = await loadTracker({ url: wasmPath });
const answers = JSON.parse(readFileSync(casesPath, "utf8")).map((input) =>
    input.framesPerSecond == null ? wasm.checkCalibration(input.calibration, input.hand) : wasm.trackerSetup(input));
process.stdout.write(JSON.stringify(answers));
