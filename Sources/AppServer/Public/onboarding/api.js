// An app's onboarding engine on the server, over HTTP, under the app's base (the casino's
// /casino/api/onboarding). A session is one "app launch" (a page load): created at start and sent with every
// API request (X-Onboarding-Session), so the server sees the app's own moments too (a table's deal). Onboarding
// calls that find their session forgotten start a new one and try once more.
//
//   const onboarding = createOnboardingApi('/casino/api/onboarding');
//   await onboarding.startSession();
//   const decision = await onboarding.next('blackjack');

import { ApiError, api, setPageHeader } from '/shell/api.js';

const SESSION_HEADER = 'X-Onboarding-Session';

function isUnknownSession(error) {
  return error instanceof ApiError && error.status === 404 && error.code === 'unknown-session';
}

/** The onboarding calls of the app whose onboarding API is at `apiBase` (no trailing slash). */
export function createOnboardingApi(apiBase) {
  let starting = null;

  /** Starts a new onboarding session and sends it from now on; resolves its id. */
  function startSession() {
    starting ??= api.post(`${apiBase}/sessions`, {}, { quiet: true })
      .then(({ session }) => {
        setPageHeader(SESSION_HEADER, session);
        return session;
      })
      .finally(() => { starting = null; });
    return starting;
  }

  /** One onboarding request; `quiet` ones (the app's own, in the background) never show errors. */
  async function call(method, path, body, options = {}) {
    const send = () => (method === 'GET' ? api.get(path, options) : api.post(path, body, options));
    try {
      return await send();
    } catch (error) {
      if (!isUnknownSession(error)) throw error;
      await startSession();
      return send();
    }
  }

  const surfacePath = (surface, action) => `${apiBase}/${encodeURIComponent(surface)}/${action}`;
  const flowPath = (flow) => `${apiBase}/flows/${encodeURIComponent(flow)}`;

  /** Each surface call (a surface is where onboarding shows: the casino's game) resolves the server's Decision: {game, tutorial, presentation, retryAfterMs}. */
  return {
    apiBase,
    startSession,
    /** What to show now on `surface`. */
    next: (surface, signal) => call('POST', surfacePath(surface, 'next'), {}, { signal, quiet: true }),
    /** The welcome sheet's answer: "showMeHow" or "startPlaying". */
    answer: (surface, choice, signal) => call('POST', surfacePath(surface, 'answer'), { choice }, { signal, quiet: true }),
    /** A hint's "Got it". */
    dismiss: (surface, hint, signal) => call('POST', surfacePath(surface, 'dismiss'), { hint }, { signal, quiet: true }),
    /** "Show tutorial again": every hint of the surface once more, this session only. */
    replay: (surface) => call('POST', surfacePath(surface, 'replay'), {}),
    /** "Reset onboarding": the surface's welcome and hints start over. */
    reset: (surface) => call('POST', surfacePath(surface, 'reset'), {}),
    /** Every surface's onboarding state, for the settings page. */
    status: (signal) => call('GET', apiBase, undefined, { signal }),
    /** Every surface's funnel over all players: for the operator, who gives the token the server printed at start. */
    funnel: (operatorToken, signal) => api.get(`${apiBase}/funnel`, {
      signal, quiet: true, headers: { Authorization: `Bearer ${operatorToken}` },
    }),
    /** The FlowView of `flow` as it stands for this player. */
    flow: (flow, signal) => call('GET', flowPath(flow), undefined, { signal }),
    /** Sends an intent ({intent: "start" | "advance" | "submit" | "skip" | "back", ...}) to `flow`; resolves the new FlowView. */
    flowIntent: (flow, intent, signal) => call('POST', flowPath(flow), intent, { signal }),
  };
}
