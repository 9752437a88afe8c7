// No shot is lost to a missing network (issue 26). A shot whose post fails on the network or on the server's side
// (after api.js's own retries) is kept on this phone (device-store.js's shotOutbox) under the Idempotency-Key of its
// first try, and the page says "Saved on this phone". The waiting shots are sent again, oldest first, when the browser
// is back online, when the page starts and every 30 s while any waits; the server stores each once (the key), so a
// try that reached it before its answer was lost is not doubled. The server measures them then (its figures arrive in
// History), and the page says how many were measured. A shot the server refuses when it gets it (422: the ball was
// lost; 404: the session was deleted meanwhile) has nothing to measure and is let go.
//
//   const outcome = await postShot(session.id, track, { signal });   // {shot} or {kept: true}; a 422 is thrown
//   startShotOutbox();                                               // once, when the page starts

import { isTransient, showRequestError } from '/shell/api.js';
import { t } from '/shell/i18n.js';
import { announce } from '/shell/status.js';
import { bowlerTrax, newRequestKey } from './api.js';
import { shotOutbox } from './device-store.js';

const RETRY_EVERY_MS = 30_000;

let sending = null;
let timer = null;

/**
 * Posts a shot's track to `sessionID`: `{shot}` once measured, `{kept: true}` when the server could not be reached and
 * the shot waits on this phone. A refusal (a 422 the caller shows, or another 4xx, shown) is thrown, as is a failure
 * when this browser cannot keep anything.
 */
export async function postShot(sessionID, track, { signal } = {}) {
  const requestKey = newRequestKey();
  try {
    return { shot: await bowlerTrax.addShot(sessionID, track, { signal, requestKey, quiet: true }) };
  } catch (error) {
    const kept = isTransient(error) && !signal?.aborted
      && await shotOutbox.keep({ requestKey, sessionID, track, keptAt: Date.now() }).catch(() => false);
    if (kept) {
      later();
      return { kept: true };
    }
    if (error.status !== 422) showRequestError(error);
    throw error;
  }
}

/**
 * Sends the waiting shots, oldest first, until one cannot be sent; resolves how many were measured. Passes run one
 * after another: a call during a pass runs its own once that one ends, so a shot kept meanwhile is not missed.
 */
export function sendWaitingShots() {
  const pass = (sending ?? Promise.resolve()).then(sendPass, sendPass);
  sending = pass;
  pass.finally(() => {
    if (sending === pass) sending = null;
  });
  return pass;
}

async function sendPass() {
  let measured = 0;
  let waiting = 0;
  try {
    const items = await shotOutbox.all();
    waiting = items.length;
    for (const item of items) {
      try {
        await bowlerTrax.addShot(item.sessionID, item.track, { requestKey: item.requestKey, quiet: true });
        measured += 1;
      } catch (error) {
        if (isTransient(error)) break;
      }
      await shotOutbox.remove(item.requestKey);
      waiting -= 1;
    }
  } catch {
    // IndexedDB refused: nothing to send.
  }
  if (measured > 0) announce(t('ui.outbox.measured', { count: String(measured) }));
  if (waiting > 0) later();
  return measured;
}

/** Tries again in RETRY_EVERY_MS (once, however many shots wait). */
function later() {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    sendWaitingShots();
  }, RETRY_EVERY_MS);
}

/** Sends what waits now and whenever the browser comes back online. */
export function startShotOutbox() {
  window.addEventListener('online', () => sendWaitingShots());
  sendWaitingShots();
}
