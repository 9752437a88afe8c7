// The fetch wrapper: JSON in and out, the player's cookie sent along, errors shown to the player.

import { clearError, showError } from './status.js';

const NETWORK_MESSAGE = 'The casino server could not be reached. Check your connection and try again.';

/** A refused request: `code` is the server's `error`, `message` its sentence for the player. */
class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function errorFrom(response) {
  try {
    const body = await response.json();
    return new ApiError(response.status, body.error ?? 'error', body.message ?? `The request failed (${response.status}).`);
  } catch {
    return new ApiError(response.status, 'error', `The request failed (${response.status}). Please try again.`);
  }
}

/**
 * Sends a request and returns the parsed JSON body (or null for 204). A refusal is shown in the alert
 * region and thrown as an ApiError; an aborted request (the view was left) throws silently.
 */
async function request(method, path, body, { signal } = {}) {
  clearError();
  let response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error.name !== 'AbortError') showError(NETWORK_MESSAGE);
    throw error;
  }
  if (!response.ok) {
    const error = await errorFrom(response);
    if (!signal?.aborted) showError(error.message);
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
