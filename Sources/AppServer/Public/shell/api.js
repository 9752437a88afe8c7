// The fetch wrapper: JSON in and out, the player's cookie and the page's headers sent along, errors shown to
// the player in their language. Paths are absolute (/api/me, /casino/api/games/blackjack, ...): every app's
// page sits in its own folder, so a relative path would resolve against it.

import { errorText, t } from './i18n.js';
import { clearError, showError } from './status.js';

/** Headers sent with every request, e.g. the onboarding session. */
const pageHeaders = new Map();

/**
 * A refused request: `code` is the server's `error`, `message` its sentence, `body` the whole JSON body (an app's
 * refusal may say more, such as why a calibration was refused).
 */
export class ApiError extends Error {
  constructor(status, code, message, body = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

async function errorFrom(response) {
  const fallback = t('ui.error.requestFailed', { status: response.status });
  try {
    const body = await response.json();
    return new ApiError(response.status, body.error ?? 'error', body.message ?? fallback, body);
  } catch {
    return new ApiError(response.status, 'error', fallback);
  }
}

/** Sends `value` as header `name` on every later request (null stops sending it). */
export function setPageHeader(name, value) {
  if (value === null) pageHeaders.delete(name);
  else pageHeaders.set(name, value);
}

/**
 * Whether a request that failed with `error` may succeed when sent again: the network's failure or the server's (a
 * 5xx), not a refusal (a 4xx) nor a request the page aborted.
 */
export function isTransient(error) {
  return error.name !== 'AbortError' && !(error.status >= 400 && error.status < 500);
}

/** Shows the failure of a request in the alert region as a request that is not `quiet` does. */
export function showRequestError(error) {
  if (error.name === 'AbortError') return;
  showError(error instanceof ApiError ? errorText(error.code, error.message) : t('ui.error.network'));
}

/**
 * Sends a request and returns the parsed JSON body (or null for 204). A refusal is shown in the alert region
 * and thrown as an ApiError; an aborted request (the view was left) throws silently. A `quiet` request
 * neither shows nor clears errors: the page's own background calls, which must never get in the way. `headers`
 * are sent with this request only. A refusal whose status is in `expect` is thrown without being shown: the caller
 * shows it its own way.
 */
async function request(method, path, body, { signal, quiet = false, headers: extra = {}, expect = [] } = {}) {
  if (!quiet) clearError();
  const headers = { Accept: 'application/json', ...Object.fromEntries(pageHeaders), ...extra };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response;
  try {
    response = await fetch(path, {
      method, signal, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (!quiet) showRequestError(error);
    throw error;
  }
  if (!response.ok) {
    const error = await errorFrom(response);
    if (!quiet && !expect.includes(response.status) && !signal?.aborted) showRequestError(error);
    throw error;
  }
  return response.status === 204 ? null : response.json();
}

export const api = {
  get: (path, options) => request('GET', path, undefined, options),
  post: (path, body, options) => request('POST', path, body ?? {}, options),
  put: (path, body, options) => request('PUT', path, body, options),
  patch: (path, body, options) => request('PATCH', path, body, options),
  delete: (path, options) => request('DELETE', path, undefined, options),
};
