// Thin wrappers over BowlerTrax's HTTP API (/bowlertrax/api, see the contract): JSON in and out, the player's
// cookie sent along. A refusal is shown in the page's alert region with the server's sentence (in the visitor's
// language) and thrown as a BowlerTraxError that keeps the whole body (a calibration's retryReason, a shot's
// code); a caller that handles a status itself (a shot the tracker could not make: 422) names it in `expect`,
// and then nothing is shown.

import { errorText, t } from '/shell/i18n.js';
import { clearError, showError } from '/shell/status.js';

export const BOWLERTRAX_API = '/bowlertrax/api';

/** A refused request: `status`, `code` (kebab-case), `message` (the server's sentence) and the whole `body`. */
export class BowlerTraxError extends Error {
  constructor(status, code, message, body) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

async function errorFrom(response) {
  const fallback = t('ui.error.requestFailed', { status: response.status });
  let body = {};
  try {
    body = await response.json();
  } catch {
    // Not JSON: the status says enough.
  }
  // The host writes {"error": code, "message": sentence}; the app's refusals may carry {"error": sentence, "code"}.
  const code = body.code ?? (body.message !== undefined ? body.error : null) ?? 'error';
  const message = body.message ?? (body.code !== undefined ? body.error : null) ?? fallback;
  return new BowlerTraxError(response.status, code, message, body);
}

async function request(method, path, body, { signal, quiet = false, expect = [] } = {}) {
  if (!quiet) clearError();
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response;
  try {
    response = await fetch(`${BOWLERTRAX_API}/${path}`, {
      method, signal, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (!quiet && error.name !== 'AbortError') showError(t('ui.error.network'));
    throw error;
  }
  if (!response.ok) {
    const error = await errorFrom(response);
    if (!quiet && !expect.includes(response.status) && !signal?.aborted) showError(errorText(error.code, error.message));
    throw error;
  }
  return response.status === 204 ? null : response.json();
}

const get = (path, options) => request('GET', path, undefined, options);
const send = (method) => (path, body, options) => request(method, path, body ?? {}, options);
const post = send('POST');
const put = send('PUT');
const patch = send('PATCH');
const remove = (path, options) => request('DELETE', path, undefined, options);

export const bowlerTrax = {
  copyPath: `${BOWLERTRAX_API}/copy`,

  settings: (options) => get('settings', options),
  saveSettings: (changes, options) => put('settings', changes, options),
  stats: (options) => get('stats', options),

  balls: (options) => get('balls', options),
  addBall: (ball, options) => post('balls', ball, options),
  updateBall: (id, ball, options) => put(`balls/${id}`, ball, options),
  deleteBall: (id, options) => remove(`balls/${id}`, options),

  /** 200 {grid, cameraHeightFeet, fieldOfViewDegrees}, or a 422 BowlerTraxError whose body has retryReason. */
  checkCalibration: (input, options) => post('calibrations/check', input, { expect: [422], ...options }),
  calibrations: (options) => get('calibrations', options),
  saveCalibration: (calibration, options) => post('calibrations', calibration, options),
  renameCalibration: (id, names, options) => patch(`calibrations/${id}`, names, options),
  deleteCalibration: (id, options) => remove(`calibrations/${id}`, options),
  positionCheck: (id, positionHash, options) => post(`calibrations/${id}/position-check`, { positionHash }, options),

  startSession: (session, options) => post('sessions', session, options),
  sessions: (options) => get('sessions', options),
  session: (id, options) => get(`sessions/${id}`, options),
  deleteSession: (id, options) => remove(`sessions/${id}`, options),
  trackerSetup: (id, framesPerSecond, options) => get(`sessions/${id}/tracker?fps=${Math.round(framesPerSecond)}`, options),
  /** 201 Shot, or a 422 BowlerTraxError (ball-not-detected, tracking-lost) the caller shows itself. */
  addShot: (id, track, options) => post(`sessions/${id}/shots`, track, { expect: [422], ...options }),
  shot: (sessionID, shotID, options) => get(`sessions/${sessionID}/shots/${shotID}`, options),

  games: (options) => get('games', options),
  newGame: (options) => post('games', {}, options),
  game: (id, options) => get(`games/${id}`, options),
  roll: (id, pins, options) => post(`games/${id}/rolls`, { pins }, options),
  undoRoll: (id, options) => post(`games/${id}/undo`, {}, options),
  deleteGame: (id, options) => remove(`games/${id}`, options),
};
