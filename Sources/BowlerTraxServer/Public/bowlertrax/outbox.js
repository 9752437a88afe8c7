// No calibration, session or shot is lost to a missing network, and none leaves the phone without backup (issue 26).
//
// With backup off (backup.js, the default) calibrations, sessions, shots and manual games are kept here and never
// sent: they are the bowler's records on this phone (phone-records.js, phone-games.js). With it on, what follows.
//
// A calibration saved while the server cannot be reached is kept in device-store.js's calibrationOutbox (with its
// fingerprint) under the Idempotency-Key of its first try, and saved once the server is back.
//
// A session started while the server cannot be reached (after api.js's own retries) is started on this phone: kept in
// device-store.js's sessionOutbox under the Idempotency-Key of its first try, with an id of its own ("phone-…") and
// what measuring its shots here needs (the calibration, the hand, the ball's colour). A shot whose post fails on the
// network or on the server's side, or whose session is still on the phone, is kept in the shotOutbox under the
// Idempotency-Key of its first try, and the page says "Saved on this phone".
//
// What waits is sent when the browser is back online, when the page starts and every 30 s while anything waits:
// calibrations, then sessions, oldest first (each becomes one on the server whatever the tries: its key), then the shots,
// oldest first, a phone session's shots to the session the server made of it, then the manual games kept here. The server stores each once (the key),
// so a try that reached it before its answer was lost is not doubled; it measures the shots then (its figures arrive
// in History), and the page says how many were backed up. What the server refuses when it gets it (a 4xx: a shot whose
// session was deleted meanwhile) cannot be taken, and is let go; a session whose ball or saved calibration was deleted
// meanwhile starts on its own taps without the ball.
//
//   const { saved, kept } = await saveCalibration(body, fingerprint, { signal });
//   const session = await startSession(body, measuring, { signal });   // the server's, or one kept on the phone
//   const outcome = await postShot(session.id, track, { signal });     // {shot} or {kept, requestKey}; a 422 is thrown
//   startOutbox();                                                      // once, when the page starts

import { isTransient, showRequestError } from '/shell/api.js';
import { t } from '/shell/i18n.js';
import { announce } from '/shell/status.js';
import { bowlerTrax, newRequestKey } from './api.js';
import { BACKUP_EVENT, backingUp } from './backup.js';
import { calibrationOutbox, fingerprints, isPhoneID, phoneID, sessionOutbox, shotOutbox } from './device-store.js';
import { sendPhoneGames } from './phone-games.js';
import { sendWaitingProfile, serverBallID } from './phone-profile.js';

const RETRY_EVERY_MS = 30_000;
/** A session started on the phone is kept this long once the server has it (and longer while shots of it wait). */
const SENT_SESSION_KEPT_MS = 7 * 24 * 3600_000;
/** The window's event after a pass that sent shots. */
export const SENT_EVENT = 'bowlertrax-outbox-sent';

let sending = null;
let timer = null;

/**
 * Saves a calibration (`body`: the POST calibrations body) and keeps its camera-position `fingerprint` on this phone:
 * `{saved}` (the server's SavedCalibration), or `{kept: true, waiting}` when it is kept here: without backup
 * (`waiting` false), or when the server cannot be reached and it waits to be sent (`waiting` true). A refusal (a 4xx,
 * shown) is thrown, as is a failure when this browser cannot keep anything.
 */
export async function saveCalibration(body, fingerprint, { signal } = {}) {
  const requestKey = newRequestKey();
  if (!(await backingUp({ signal }))) {
    if (await calibrationOutbox.keep({ requestKey, body, fingerprint, keptAt: Date.now() }).catch(() => false)) {
      return { kept: true, waiting: false };
    }
    throw new Error('This browser keeps nothing.');
  }
  try {
    const saved = await bowlerTrax.saveCalibration(body, { signal, requestKey, quiet: true });
    if (fingerprint) await fingerprints.put(saved.id, fingerprint).catch(() => null);
    return { saved };
  } catch (error) {
    const kept = isTransient(error) && !signal?.aborted
      && await calibrationOutbox.keep({ requestKey, body, fingerprint, keptAt: Date.now() }).catch(() => false);
    if (kept) {
      later();
      return { kept: true, waiting: true };
    }
    showRequestError(error);
    throw error;
  }
}

/**
 * Starts a session (`body`: the POST sessions body): the server's SessionSummary, or a session on this phone
 * `{id: "phone-…", onPhone: true, measuring, centerName, lane, shotCount: 0}` without backup, or when the server
 * cannot be reached (`measuring`: `{calibration: {imageWidth, imageHeight, taps}, hand, ballColor, ballName}`, what
 * the phone needs to set its tracker up and measure). A refusal (a 4xx, shown) is thrown, as is a failure when this
 * browser cannot keep anything.
 */
export async function startSession(body, measuring, { signal } = {}) {
  const requestKey = newRequestKey();
  const onPhone = async () => {
    const item = { requestKey, id: phoneID(requestKey), body, measuring, keptAt: Date.now(), serverID: null };
    if (!(await sessionOutbox.keep(item).catch(() => false))) return null;
    later();
    return { id: item.id, onPhone: true, measuring, centerName: body.centerName ?? null, lane: body.lane ?? null, shotCount: 0 };
  };
  if (!(await backingUp({ signal }))) {
    const session = await onPhone();
    if (session) return session;
    throw new Error('This browser keeps nothing.');
  }
  try {
    return await bowlerTrax.startSession(await withServerBall(body), { signal, requestKey, quiet: true });
  } catch (error) {
    const session = isTransient(error) && !signal?.aborted ? await onPhone() : null;
    if (session) return session;
    showRequestError(error);
    throw error;
  }
}

/**
 * Posts a shot's track to `sessionID`: `{shot}` once measured, `{kept: true, requestKey, waiting}` when it is kept
 * here: without backup (`waiting` false), or when the server could not be reached (or the session is still on the
 * phone) and the shot waits to be sent. A refusal (a 422 the caller shows, or
 * another 4xx, shown) is thrown, as is a failure when this browser cannot keep anything. Shots reach the server in the
 * order they were bowled: a post runs between the outbox's passes, never during one, and a shot of a session whose
 * earlier shots still wait on the phone waits behind them.
 */
export function postShot(sessionID, track, { signal } = {}) {
  return inTurn(() => postShotNow(sessionID, track, { signal }));
}

async function postShotNow(sessionID, track, { signal }) {
  const requestKey = newRequestKey();
  const waiting = await backingUp({ signal });
  const keep = async () => {
    if (!(await shotOutbox.keep({ requestKey, sessionID, track, keptAt: Date.now() }).catch(() => false))) return null;
    later();
    return { kept: true, requestKey, waiting };
  };
  if (!waiting) {
    const kept = await keep();
    if (kept) return kept;
    throw new Error('This browser keeps nothing.');
  }
  const serverID = isPhoneID(sessionID) ? await serverIDOf(sessionID) : sessionID;
  const behind = (await shotOutbox.all().catch(() => [])).some((kept) => kept.sessionID === sessionID);
  if (serverID === null || behind) {
    const kept = await keep();
    // Behind shots that wait: they and this one are sent next, in order.
    if (kept && behind) sendWaiting();
    if (kept) return kept;
    throw new Error('This browser keeps nothing, and the session is not on the server yet.');
  }
  try {
    return { shot: await bowlerTrax.addShot(serverID, track, { signal, requestKey, quiet: true }) };
  } catch (error) {
    const kept = isTransient(error) && !signal?.aborted ? await keep() : null;
    if (kept) return kept;
    if (error.status !== 422) showRequestError(error);
    throw error;
  }
}

/** Lets kept shot `requestKey` go: the phone found no shot in its track, so the server would refuse it too. */
export function letGoOfShot(requestKey) {
  return shotOutbox.remove(requestKey).catch(() => null);
}

/**
 * Notes on kept shot `requestKey` how the phone measured it (`number`, the core's `metrics` and `coaching`), for
 * History (phone-history.js) until the server has it.
 */
export async function noteMeasuredShot(requestKey, { number, metrics, coaching }) {
  await shotOutbox.update(requestKey, (item) => ({ ...item, measured: { number, metrics, coaching } })).catch(() => null);
}

/** The server's id of phone session `id` once it has it; null before. */
async function serverIDOf(id) {
  const item = (await sessionOutbox.all().catch(() => [])).find((kept) => kept.id === id);
  return item?.serverID ?? null;
}

/**
 * Sends what waits, sessions then shots, oldest first, until something cannot be sent; resolves how many shots were
 * measured. Passes run one after another: a call during a pass runs its own once that one ends, so nothing kept
 * meanwhile is missed.
 */
export function sendWaiting() {
  return inTurn(sendPass);
}

/** Runs `work` once the passes and posts before it have ended: one at a time, in the order asked. */
function inTurn(work) {
  const turn = (sending ?? Promise.resolve()).then(work, work);
  const settled = turn.catch(() => null);
  sending = settled;
  settled.finally(() => {
    if (sending === settled) sending = null;
  });
  return turn;
}

async function sendPass() {
  let measured = 0;
  let gamesSent = 0;
  let waiting = 0;
  // The settings and balls changed with no network are the server's either way (phone-profile.js).
  if (!(await sendWaitingProfile().catch(() => true))) later();
  // Without backup nothing else leaves the phone.
  if (!(await backingUp())) return measured;
  try {
    let reachable = true;
    const calibrations = await calibrationOutbox.all();
    let calibrationsLeft = calibrations.length;
    for (const item of calibrations) {
      try {
        const saved = await bowlerTrax.saveCalibration(item.body, { requestKey: item.requestKey, quiet: true });
        if (item.fingerprint) await fingerprints.put(saved.id, item.fingerprint);
      } catch (error) {
        if (isTransient(error)) {
          reachable = false;
          break;
        }
      }
      await calibrationOutbox.remove(item.requestKey);
      calibrationsLeft -= 1;
    }
    const items = await shotOutbox.all();
    const serverIDs = new Map();
    const refused = new Set();
    for (const item of await sessionOutbox.all()) {
      if (item.serverID === null && reachable) {
        try {
          item.serverID = (await startKeptSession(item)).id;
          await sessionOutbox.keep(item);
        } catch (error) {
          if (isTransient(error)) reachable = false;
          else refused.add(item.id);
        }
      }
      // A session sent long ago is forgotten once none of its shots waits any more.
      const expired = item.serverID !== null && Date.now() - item.keptAt > SENT_SESSION_KEPT_MS
        && !items.some((shot) => shot.sessionID === item.id);
      if (refused.has(item.id) || expired) await sessionOutbox.remove(item.requestKey);
      serverIDs.set(item.id, item.serverID);
    }
    waiting = calibrationsLeft + items.length + [...serverIDs.values()].filter((id) => id === null).length;
    for (const item of items) {
      if (!reachable) break;
      const phoneSession = isPhoneID(item.sessionID);
      const serverID = phoneSession ? serverIDs.get(item.sessionID) : item.sessionID;
      // A phone session the server has not taken yet keeps its shots waiting; one it refused (or that is gone) lets
      // them go.
      if (serverID === null && !refused.has(item.sessionID)) continue;
      if (serverID != null) {
        try {
          await bowlerTrax.addShot(serverID, item.track, { requestKey: item.requestKey, quiet: true });
          measured += 1;
        } catch (error) {
          if (isTransient(error)) {
            reachable = false;
            break;
          }
        }
      }
      await shotOutbox.remove(item.requestKey);
      waiting -= 1;
    }
    const games = await sendPhoneGames({ reachable });
    gamesSent = games.sent;
    waiting += games.waiting;
  } catch {
    // IndexedDB refused: nothing to send.
  }
  if (measured > 0) {
    announce(t('ui.outbox.sent', { count: String(measured) }));
    // History, if open, shows them in the server's list now, no longer under "Saved on this phone".
    window.dispatchEvent(new Event(SENT_EVENT));
  }
  if (gamesSent > 0) announce(t('ui.outbox.gamesSent', { count: String(gamesSent) }));
  if (waiting > 0) later();
  return measured;
}

/**
 * Starts kept session `item` on the server under its key. Refused because its ball or saved calibration was deleted
 * meanwhile (a 404), it starts on its own taps without the ball: its shots, measured here, are not lost for that (the
 * refused try stored nothing under the key).
 */
async function startKeptSession({ body: kept, measuring, requestKey }) {
  const body = await withServerBall(kept);
  try {
    return await bowlerTrax.startSession(body, { requestKey, quiet: true });
  } catch (error) {
    if (error.status !== 404 || (body.ballID == null && body.calibrationID == null)) throw error;
    const { imageWidth, imageHeight, taps } = measuring.calibration;
    const own = { ...body, calibration: { imageWidth, imageHeight, taps }, calibrationID: null, ballID: null };
    return bowlerTrax.startSession(own, { requestKey, quiet: true });
  }
}

/**
 * `body` naming the server's ball: a ball added on this phone (phone-profile.js) is sent first if it still waits; one
 * the server could not take is left out (the session goes on without it).
 */
async function withServerBall(body) {
  if (!isPhoneID(body.ballID)) return body;
  let ballID = await serverBallID(body.ballID);
  if (ballID == null && await sendWaitingProfile().catch(() => false)) ballID = await serverBallID(body.ballID);
  return { ...body, ballID };
}

/** Tries again in RETRY_EVERY_MS (once, however much waits). */
function later() {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    sendWaiting();
  }, RETRY_EVERY_MS);
}

/** Sends what waits now, whenever the browser comes back online, and when backup is turned on. */
export function startOutbox() {
  window.addEventListener('online', () => sendWaiting());
  window.addEventListener(BACKUP_EVENT, () => sendWaiting());
  sendWaiting();
}
