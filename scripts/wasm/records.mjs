// Figures, compares and exports sessions, and scores manually logged games, with the page's own module
// (tracking/tracker.js's sessionRecords, compareSessions, shotsCSV and scoreGame over the WebAssembly) and prints what
// they return as JSON, one answer per case, in order. Used by the native/WebAssembly parity tests.
//
// Usage: node scripts/wasm/records.mjs MODULE.wasm CASES.json
// CASES.json: [{ "compare": false | true, "sessions": [{ "startedAt", "shots": [metrics] }] }, ...], or
// { "csv": true, "sessions": [...] } for the export (answered as its text), or { "game": [pins, ...] } for a game.
import { readFileSync } from "node:fs";

const [wasmPath, casesPath] = process.argv.slice(2);
const bytes = readFileSync(wasmPath);
// The page fetches its module; here the file is the answer.
globalThis.fetch = async () => ({ ok: true, arrayBuffer: async () => bytes });
const { loadTracker } = await import("../../Sources/BowlerTraxServer/Public/bowlertrax/tracking/tracker.js");
const wasm = await loadTracker({ url: wasmPath });
const answers = JSON.parse(readFileSync(casesPath, "utf8")).map(({ compare, csv, game, sessions }) =>
    game ? wasm.scoreGame(game)
        : csv ? wasm.shotsCSV(sessions) : compare ? wasm.compareSessions(sessions) : wasm.sessionRecords(sessions));
process.stdout.write(JSON.stringify(answers));
