// Prints the WebAssembly module's answers of the "near a saved centre" rule (see
// Sources/BowlerTraxVision/NearbyPlace.swift) as JSON: each distance's bit pattern (16 hex digits), and for each case
// the index of the nearest place (-1 for none) and which places are near (1, 0). Used by the native/WebAssembly parity
// test.
//
// Usage: node scripts/wasm/nearby-place.mjs TRACKER.wasm CASES.json
//   CASES.json: {"distances": [[latitudeA, longitudeA, latitudeB, longitudeB], ...],
//                "cases": [{"here": [latitude, longitude], "places": [[latitude, longitude], ...]}, ...]}
import { readFileSync } from "node:fs";

const [wasmPath, casesPath] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const api = instance.exports;
const input = JSON.parse(readFileSync(casesPath, "utf8"));

const bits = new DataView(new ArrayBuffer(8));
const distances = input.distances.map((points) => {
  bits.setFloat64(0, api.bowlertrax_place_distance(...points));
  return bits.getBigUint64(0).toString(16).padStart(16, "0");
});

const nearest = [];
const near = [];
for (const { here, places } of input.cases) {
  const pointer = api.bowlertrax_allocate(Math.max(places.length * 16, 16));
  new Float64Array(api.memory.buffer, pointer, places.length * 2).set(places.flat());
  const flags = api.bowlertrax_allocate(Math.max(places.length, 1));
  nearest.push(api.bowlertrax_nearest_place(here[0], here[1], pointer, places.length));
  const count = api.bowlertrax_places_near(here[0], here[1], pointer, places.length, flags);
  const list = Array.from(new Uint8Array(api.memory.buffer, flags, places.length));
  if (count !== list.filter((flag) => flag === 1).length) throw new Error(`bowlertrax_places_near counted ${count}`);
  near.push(list);
  api.bowlertrax_free(pointer);
  api.bowlertrax_free(flags);
}
console.log(JSON.stringify({ distances, nearest, near }));
