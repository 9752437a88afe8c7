// What BowlerTrax keeps on this phone only, in IndexedDB (the database "bowlertrax"): for now the camera-position
// fingerprint of each calibration saved here (positionHash: the mean brightness of a 16-column grid over the lane, a
// small picture of it, which therefore never leaves the phone), keyed by the calibration's id. Compared on the phone
// by the core (cameraMoved, in the WebAssembly module) when a saved calibration is used again.
//
// Without IndexedDB (a browser that refuses it) nothing is kept: a saved calibration is then used without the check.
//
//   import { fingerprints } from './device-store.js';
//   await fingerprints.put(saved.id, hash);
//   const hash = await fingerprints.get(calibration.id);   // the text, or null

const DATABASE = 'bowlertrax';
const VERSION = 1;
const FINGERPRINTS = 'calibration-fingerprints';

let opening = null;

/** The database, made on first use; null when this browser keeps none. */
function database() {
  opening ??= new Promise((resolve) => {
    let request;
    try {
      request = indexedDB.open(DATABASE, VERSION);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(FINGERPRINTS)) request.result.createObjectStore(FINGERPRINTS);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

/** Runs `work(store)` in a transaction on `name`; resolves the request's result once the transaction is done. */
async function run(name, mode, work) {
  const db = await database();
  if (!db) return null;
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(name, mode);
    const request = work(transaction.objectStore(name));
    transaction.oncomplete = () => resolve(request.result ?? null);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** The fingerprints of the calibrations saved on this phone, by calibration id. */
export const fingerprints = {
  get: (id) => run(FINGERPRINTS, 'readonly', (store) => store.get(Number(id))),
  put: (id, text) => run(FINGERPRINTS, 'readwrite', (store) => store.put(String(text), Number(id))),
  delete: (id) => run(FINGERPRINTS, 'readwrite', (store) => store.delete(Number(id))),
};
