// BowlerTrax's HTTP API (/bowlertrax/api) on the shell's fetch wrapper: JSON in and out, the player's cookie sent
// along, a refusal shown in the alert region with the server's sentence (in the visitor's language) and thrown as the
// shell's ApiError, which keeps the whole body (a calibration's retryReason). A caller that shows a status itself (a
// shot the tracker could not make: 422) names it in `expect`.

import { api, isTransient, showRequestError } from '/shell/api.js';
import { clearError } from '/shell/status.js';
import { keptAnswers } from './device-store.js';

export const BOWLERTRAX_API = '/bowlertrax/api';

const url = (path) => `${BOWLERTRAX_API}/${path}`;
const get = (path, options) => api.get(url(path), options);
const post = (path, body, options) => api.post(url(path), body, options);
const put = (path, body, options) => api.put(url(path), body, options);
const patch = (path, body, options) => api.patch(url(path), body, options);
const remove = (path, options) => api.delete(url(path), options);

/** A random name for one write (128 bits as hex), sent as its Idempotency-Key. */
export function newRequestKey() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a write the server did not take may be taken later, so what waits on the phone goes on waiting: the
 * network's or the server's failure, or a 408 or 429 (asked to wait); any other 4xx is a refusal.
 */
export function isPassing(error) {
  return isTransient(error) || error.status === 408 || error.status === 429;
}

/** The waits before each retry of a write that failed on the network or the server's side (a 5xx). */
const RETRY_DELAYS_MS = [1000, 3000];

/**
 * POSTs a write under one Idempotency-Key (`options.requestKey`, else a new one) and sends it again after
 * RETRY_DELAYS_MS when the network or the server fails: the server keeps it once, however many of the tries reached
 * it. Only the last failure is shown.
 */
async function postRetried(path, body, { requestKey = newRequestKey(), ...options } = {}) {
  const headers = { ...options.headers, 'Idempotency-Key': requestKey };
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt === RETRY_DELAYS_MS.length;
    try {
      return await post(path, body, { ...options, headers, quiet: options.quiet || !last });
    } catch (error) {
      if (last || !isTransient(error) || options.signal?.aborted) throw error;
      await new Promise((resolve) => { setTimeout(resolve, RETRY_DELAYS_MS[attempt]); });
    }
  }
}

/**
 * GETs `path` and keeps the answer on this phone (device-store.js's keptAnswers); when the network or the server
 * fails, answers the kept one instead (nothing shown): with no network a session is set up, and History read, from
 * what the page last saw. Without a kept answer the failure is shown and thrown as any request's.
 */
async function getKept(path, options = {}) {
  if (!options.quiet) clearError();
  try {
    const answer = await get(path, { ...options, quiet: true });
    keptAnswers.put(path, answer).catch(() => null);
    return answer;
  } catch (error) {
    const kept = isTransient(error) && !options.signal?.aborted ? await keptAnswers.get(path).catch(() => null) : null;
    if (kept !== null) return kept;
    if (!options.quiet) showRequestError(error);
    throw error;
  }
}

export const bowlerTrax = {
  copyPath: `${BOWLERTRAX_API}/copy`,

  /** The player's settings; the last answer kept on this phone when the server cannot be reached. */
  settings: (options) => getKept('settings', options),
  saveSettings: (changes, options) => put('settings', changes, options),
  /** Home's quick stats; the last answer kept on this phone when the server cannot be reached. */
  stats: (options) => getKept('stats', options),

  /** The player's balls; the last answer kept on this phone when the server cannot be reached. */
  balls: (options) => getKept('balls', options),
  /** Sent again when the network or the server fails, under one Idempotency-Key: one ball however many tries. */
  addBall: (ball, options) => postRetried('balls', ball, options),
  updateBall: (id, ball, options) => put(`balls/${id}`, ball, options),
  deleteBall: (id, options) => remove(`balls/${id}`, options),

  /** 200 {grid, cameraHeightFeet, fieldOfViewDegrees}, or a 422 ApiError whose body has retryReason. */
  checkCalibration: (input, options) => post('calibrations/check', input, { expect: [422], ...options }),
  /** The saved calibrations; the last answer kept on this phone when the server cannot be reached. */
  calibrations: (options) => getKept('calibrations', options),
  /** Sent again when the network or the server fails, under one Idempotency-Key: saved once. */
  saveCalibration: (calibration, options) => postRetried('calibrations', calibration, options),
  renameCalibration: (id, names, options) => patch(`calibrations/${id}`, names, options),
  deleteCalibration: (id, options) => remove(`calibrations/${id}`, options),

  /** Sent again when the network or the server fails, under one Idempotency-Key: one session however many tries. */
  startSession: (session, options) => postRetried('sessions', session, options),
  /**
   * A page of the player's sessions, newest first: `limit` of them (1-100), those older than session `before`. History
   * (these pages, a session, a shot, Progress) is read from the phone when the server cannot be reached, as last seen.
   */
  sessions: ({ limit, before } = {}, options) => {
    const query = new URLSearchParams();
    if (limit != null) query.set('limit', String(limit));
    if (before != null) query.set('before', String(before));
    const search = query.toString();
    return getKept(search ? `sessions?${search}` : 'sessions', options);
  },
  session: (id, options) => getKept(`sessions/${id}`, options),
  deleteSession: (id, options) => remove(`sessions/${id}`, options),
  trackerSetup: (id, framesPerSecond, options) => get(`sessions/${id}/tracker?fps=${Math.round(framesPerSecond)}`, options),
  /**
   * 201 Shot, or a 422 ApiError (ball-not-detected, tracking-lost, implausible-shot) the caller shows itself. Sent
   * again when the network or the server fails, under one Idempotency-Key (`options.requestKey`, else a new one):
   * the shot is stored once.
   */
  addShot: (id, track, options) => postRetried(`sessions/${id}/shots`, track, { expect: [422], ...options }),
  shot: (sessionID, shotID, options) => getKept(`sessions/${sessionID}/shots/${shotID}`, options),
  /** Track Your Progress: {sessionLimit, sessions}, the latest sessions with shots, oldest first. */
  progress: (options) => getKept('progress', options),

  /** BowlerTrax Pro: the ProView {access, screen, status, products, restoreCode?, features, music, videos}. */
  pro: (options) => get('pro', options),
  /** The paywall "shown" | "skipped" | "closed"; resolves the ProView. */
  paywallEvent: (event, options) => post('pro/paywall', { event }, options),
  /** Resolves {result: success | cancelled | pending | failed, message?, pro}. */
  /** Sent again when the network or the server fails, under one Idempotency-Key: a retry buys nothing twice. */
  purchase: (productID, options) => postRetried('pro/purchase', { productID }, options),
  /** The player's own purchases, or another browser's by its restore code; resolves {restored, pro}. */
  restore: (code, options) => post('pro/restore', code ? { code } : {}, options),
  setAutoRenew: (on, options) => post('pro/auto-renew', { on }, options),
  /** The buyer's: the other browsers the restore code serves, {links: [{id, linkedAt}], limit}. */
  proLinks: (options) => get('pro/links', options),
  removeProLink: (id, options) => remove(`pro/links/${encodeURIComponent(id)}`, options),
  /** Session Comparison (Pro): a 402 ApiError for a free player, which the caller answers with the paywall. */
  compare: (sessionIDs, options) => get(`pro/compare?sessions=${sessionIDs.join(',')}`, { expect: [402], ...options }),
  /** Export to CSV (Pro): the download's address. */
  exportPath: `${BOWLERTRAX_API}/pro/export.csv`,

  /** The backup code, {code} ("1A2B-…"), or {} before one was made. */
  backupCode: (options) => get('backup/code', options),
  /** A new backup code, {code}: the old one stops working. */
  makeBackupCode: (options) => post('backup/code', {}, options),
  /**
   * Makes this browser the bowler whose backup code `code` is (the response sets their identity cookie); resolves
   * {sessions, settings}. A 404 (unknown-backup-code), 409 (own-backup-here) or 429 is shown as any refusal.
   */
  restoreBackup: (code, options) => post('backup/restore', { code }, options),

  /** The player's games on the server; the last answer kept on this phone when the server cannot be reached. */
  games: (options) => getKept('games', options),
  /**
   * A game: a new one (`{}`), or one kept on the phone, whole (`{rolls, startedAt}`, under the key it was kept with:
   * `options.requestKey`). Sent again when the network or the server fails, under one Idempotency-Key: one game
   * however many tries.
   */
  newGame: (game, options) => postRetried('games', game, options),
  game: (id, options) => get(`games/${id}`, options),
  /**
   * Logs a ball of game `id`, shown with `rollCount` rolls; sent again when the network or the server fails: the server
   * logs a ball once at its position however many tries reach it.
   */
  roll: (id, pins, rollCount, options) => postRetried(`games/${id}/rolls`, { pins, rollCount }, options),
  /** Takes back the last ball of game `id`, shown with `rollCount` rolls; sent again as roll is. */
  undoRoll: (id, rollCount, options) => postRetried(`games/${id}/undo`, { rollCount }, options),
  deleteGame: (id, options) => remove(`games/${id}`, options),
};
