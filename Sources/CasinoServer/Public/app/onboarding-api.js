// The server's onboarding engine over HTTP. A session is one "app launch" (a page load): created at start and
// sent with every API request (X-Onboarding-Session), so the server sees the tables' moments too. Onboarding
// calls that find their session forgotten start a new one and try once more.

import { ApiError, api, setPageHeader } from './api.js';

const SESSION_HEADER = 'X-Onboarding-Session';
let starting = null;

/** Starts a new onboarding session and sends it from now on; resolves its id. */
export function startOnboardingSession() {
  starting ??= api.post('/api/onboarding/sessions', {}, { quiet: true })
    .then(({ session }) => {
      setPageHeader(SESSION_HEADER, session);
      return session;
    })
    .finally(() => { starting = null; });
  return starting;
}

function isUnknownSession(error) {
  return error instanceof ApiError && error.status === 404 && error.code === 'unknown-session';
}

/** One onboarding request; `quiet` ones (the tables' own) never show errors. */
async function call(method, path, body, options = {}) {
  const send = () => (method === 'GET' ? api.get(path, options) : api.post(path, body, options));
  try {
    return await send();
  } catch (error) {
    if (!isUnknownSession(error)) throw error;
    await startOnboardingSession();
    return send();
  }
}

const gamePath = (game, action) => `/api/onboarding/${encodeURIComponent(game)}/${action}`;

/** The calls; each game one resolves the server's Decision: {game, tutorial, presentation, retryAfterMs}. */
export const onboardingApi = {
  /** What to show now at the table of `game`. */
  next: (game, signal) => call('POST', gamePath(game, 'next'), {}, { signal, quiet: true }),
  /** The welcome sheet's answer: "showMeHow" or "startPlaying". */
  answer: (game, choice, signal) => call('POST', gamePath(game, 'answer'), { choice }, { signal, quiet: true }),
  /** A hint's "Got it". */
  dismiss: (game, hint, signal) => call('POST', gamePath(game, 'dismiss'), { hint }, { signal, quiet: true }),
  /** "Show tutorial again": every hint of the game once more, this session only. */
  replay: (game) => call('POST', gamePath(game, 'replay'), {}),
  /** "Reset onboarding": the game's welcome and hints start over. */
  reset: (game) => call('POST', gamePath(game, 'reset'), {}),
  /** Every game's onboarding state, for the settings page. */
  status: (signal) => call('GET', '/api/onboarding', undefined, { signal }),
  /** Every game's funnel over all players: for the operator, who gives the token the server printed at start. */
  funnel: (operatorToken, signal) => api.get('/api/onboarding/funnel', {
    signal, quiet: true, headers: { Authorization: `Bearer ${operatorToken}` },
  }),
};
