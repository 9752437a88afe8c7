// What BowlerTrax keeps on this phone, in IndexedDB (the database "bowlertrax"):
// - `fingerprints`: the camera-position fingerprint of each calibration saved here (positionHash: the mean brightness
//   of a 16-column grid over the lane, a small picture of it, which therefore never leaves the phone), keyed by the
//   calibration's id; compared on the phone by the core (cameraMoved, in the WebAssembly module) when a saved
//   calibration is used again;
// - `calibrationOutbox`: the calibrations saved while the server could not be reached, with their fingerprints,
//   until they are sent (outbox.js);
// - `sessionOutbox`: the sessions started while the server could not be reached, each under the Idempotency-Key of
//   its first try, with what measuring their shots on the phone needs; kept once sent with the server's id, for the
//   shots that name them (outbox.js);
// - `shotOutbox`: the shots bowled while the server could not be reached, each under the Idempotency-Key of its
//   first try, until they are sent (outbox.js);
// - `phoneGames`: the manual games logged on this phone while backup is off, each under the Idempotency-Key it is sent
//   with once backup is on (phone-games.js), kept a while after with the id the server gave it;
// - `ballOutbox`: the ball profiles added while the server could not be reached, each under the Idempotency-Key it
//   is sent with, kept a while after with the id the server gave it (phone-profile.js);
// - `keptAnswers`: the server's last answer to the reads a session and History need (settings, balls, saved
//   calibrations, Home's stats, History's sessions, shots and Progress), for when it cannot be reached (api.js).
//
// Without IndexedDB (a browser that refuses it) nothing is kept: a saved calibration is then used without the check,
// and a shot the server cannot take is lost as before.
//
//   import { fingerprints } from './device-store.js';
//   await fingerprints.put(saved.id, hash);
//   const hash = await fingerprints.get(calibration.id);   // the text, or null

const DATABASE = 'bowlertrax';
const VERSION = 5;
const FINGERPRINTS = 'calibration-fingerprints';
const OUTBOX = 'shot-outbox';
const SESSION_OUTBOX = 'session-outbox';
const CALIBRATION_OUTBOX = 'calibration-outbox';
const KEPT_ANSWERS = 'kept-answers';
const PHONE_GAMES = 'phone-games';
const BALL_OUTBOX = 'ball-outbox';

/** What starts the id of every record kept on this phone. */
const PHONE_ID_PREFIX = 'phone-';
const PHONE_ID = new RegExp(`^${PHONE_ID_PREFIX}[0-9a-f]{32}$`);

/** The id of a record kept on this phone under `requestKey`: "phone-" and the key (32 hex digits). */
export function phoneID(requestKey) {
  return `${PHONE_ID_PREFIX}${requestKey}`;
}

/** Whether `id` names a record kept on this phone (a session, calibration, ball or game), not one of the server's. */
export function isPhoneID(id) {
  return PHONE_ID.test(String(id));
}

/** The key of phone record `id`. */
export function requestKeyOf(id) {
  return String(id).slice(PHONE_ID_PREFIX.length);
}

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
      const db = request.result;
      if (!db.objectStoreNames.contains(FINGERPRINTS)) db.createObjectStore(FINGERPRINTS);
      if (!db.objectStoreNames.contains(OUTBOX)) db.createObjectStore(OUTBOX, { keyPath: 'requestKey' });
      if (!db.objectStoreNames.contains(SESSION_OUTBOX)) db.createObjectStore(SESSION_OUTBOX, { keyPath: 'requestKey' });
      if (!db.objectStoreNames.contains(KEPT_ANSWERS)) db.createObjectStore(KEPT_ANSWERS);
      if (!db.objectStoreNames.contains(CALIBRATION_OUTBOX)) db.createObjectStore(CALIBRATION_OUTBOX, { keyPath: 'requestKey' });
      if (!db.objectStoreNames.contains(PHONE_GAMES)) db.createObjectStore(PHONE_GAMES, { keyPath: 'requestKey' });
      if (!db.objectStoreNames.contains(BALL_OUTBOX)) db.createObjectStore(BALL_OUTBOX, { keyPath: 'requestKey' });
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

/** An outbox in object store `name`: items keyed by their requestKey, listed oldest first (`keptAt`). */
function outbox(name) {
  return {
    /** Keeps `item` (the same key twice keeps one); resolves false without IndexedDB. */
    keep: async (item) => (await run(name, 'readwrite', (store) => store.put(item))) !== null,
    all: async () => ((await run(name, 'readonly', (store) => store.getAll())) ?? []).sort((a, b) => a.keptAt - b.keptAt),
    remove: (requestKey) => run(name, 'readwrite', (store) => store.delete(requestKey)),
    /** Changes item `requestKey` to `change(item)` in one transaction; nothing when it is gone (sent meanwhile). */
    update: (requestKey, change) => run(name, 'readwrite', (store) => {
      const reading = store.get(requestKey);
      reading.onsuccess = () => {
        if (reading.result) store.put(change(reading.result));
      };
      return reading;
    }),
  };
}

/** The shots waiting for the server: `{requestKey, sessionID, track, keptAt}`. */
export const shotOutbox = outbox(OUTBOX);

/**
 * The sessions started on the phone: `{requestKey, id ("phone-…"), body (the POST sessions body), measuring
 * ({calibration, hand, ballColor}), keptAt, serverID (once sent)}`.
 */
export const sessionOutbox = outbox(SESSION_OUTBOX);

/**
 * The calibrations saved while the server could not be reached: `{requestKey, body (the POST calibrations body),
 * fingerprint (or null), keptAt}`.
 */
export const calibrationOutbox = outbox(CALIBRATION_OUTBOX);

/**
 * The manual games logged on this phone: `{requestKey, id ("phone-…"), startedAt (ms), rolls, keptAt, serverID (once
 * sent), refused and refusedMessage (the server's error code and sentence, when it would not take the game)}`.
 */
export const phoneGames = outbox(PHONE_GAMES);

/**
 * The ball profiles added while the server could not be reached: `{requestKey, id ("phone-…"), name, color (a preset's
 * name or "#rrggbb"), keptAt, serverID (once sent), refused and refusedMessage (the server's error code and
 * sentence, when it would not take the ball)}`.
 */
export const ballOutbox = outbox(BALL_OUTBOX);

/** The server's last answer to a read, by its path. */
export const keptAnswers = {
  get: (path) => run(KEPT_ANSWERS, 'readonly', (store) => store.get(path)),
  put: (path, answer) => run(KEPT_ANSWERS, 'readwrite', (store) => store.put(answer, path)),
  /** Forgets them all (another bowler's backup was restored in this browser). */
  clear: () => run(KEPT_ANSWERS, 'readwrite', (store) => store.clear()),
};
