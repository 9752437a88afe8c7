// Measures a shot with the page's own module (tracking/tracker.js's measureShot over the WebAssembly) and prints what
// it returns as JSON, with the milliseconds the measurement took ("milliseconds", the fastest of `repeats` runs).
// Used by the native/WebAssembly parity test.
//
// Usage: node scripts/wasm/measure.mjs MODULE.wasm INPUT.json [REPEATS]
// INPUT.json: { "calibration": { "imageWidth", "imageHeight", "taps": { name: [x, y] } }, "hand": "right" | "left",
// "framesPerSecond", "observations": [[14 numbers], ...] }
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const [wasmPath, inputPath, repeatsText = "1"] = process.argv.slice(2);
const bytes = readFileSync(wasmPath);
// The page fetches its module; here the file is the answer.
globalThis.fetch = async () => ({ ok: true, arrayBuffer: async () => bytes });
const { loadTracker } = await import("../../Sources/BowlerTraxServer/Public/bowlertrax/tracking/tracker.js");
const wasm = await loadTracker({ url: wasmPath });
const input = JSON.parse(readFileSync(inputPath, "utf8"));
let result;
let fastest = Infinity;
for (let run = 0; run < Number(repeatsText); run++) {
    const start = performance.now();
    result = wasm.measureShot(input);
    fastest = Math.min(fastest, performance.now() - start);
}
process.stdout.write(JSON.stringify({ result, milliseconds: fastest }));
