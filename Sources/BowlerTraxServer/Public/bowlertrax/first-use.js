// BowlerTrax's first use on the server (/bowlertrax/api/first-use, issue 13): the spec's OnboardingState, the
// permission results, the one prompt to show now and its answer, What's New, the first-shot tutorial overlays.
// Every call carries the page load's onboarding session (X-Onboarding-Session), started once by `startFirstUse`.
// A call whose session the server forgot starts a new one and tries once more.
//
//   await startFirstUse();
//   const state = await firstUse.state();            // {firstLaunchPending, camera, ...}
//   firstUse.permission('camera', 'granted');        // fire and forget
//   const { prompt } = await firstUse.prompt('record', 'denied');

import { ApiError, api } from '/shell/api.js';
import { createOnboardingApi } from '/onboarding/api.js';
import { BOWLERTRAX_API } from './api.js';

/** The app's onboarding API (flows), sharing this page load's session. */
export const onboarding = createOnboardingApi(`${BOWLERTRAX_API}/onboarding`);

const base = `${BOWLERTRAX_API}/first-use`;
let session = null;

/** Starts this page load's onboarding session (once); resolves its id, or null when the server refused. */
export function startFirstUse() {
  session ??= onboarding.startSession().catch(() => {
    session = null;
    return null;
  });
  return session;
}

async function call(method, path, body, options = {}) {
  await startFirstUse();
  const send = () => (method === 'GET' ? api.get(`${base}${path}`, options) : api.post(`${base}${path}`, body, options));
  try {
    return await send();
  } catch (error) {
    const forgotten = error instanceof ApiError && ((error.status === 404 && error.code === 'unknown-session') || error.code === 'no-session');
    if (!forgotten) throw error;
    session = null;
    await startFirstUse();
    return send();
  }
}

const quiet = (signal) => ({ quiet: true, signal });

export const firstUse = {
  /** The spec's OnboardingState plus appVersion, camera ("granted" | "denied" | "unknown") and firstLaunchPending. */
  state: (signal) => call('GET', '', undefined, quiet(signal)),
  /** Reports a permission's result: type camera | photos | notifications | location; result requested | granted | denied. */
  permission: (type, result) => call('POST', '/permission', { type, result }, { quiet: true }).catch(() => null),
  /**
   * The one prompt to show now in `context` ("dashboard" | "record"), or null. `place` is where the device is, when
   * the visitor lets the page use the location: {centerName} at a centre named there, {} where none was.
   */
  prompt: async (context, camera, place = null, signal = undefined) => {
    const body = { context, camera, ...(place ? { place } : {}) };
    const answer = await call('POST', '/prompt', body, quiet(signal));
    return answer?.prompt ?? null;
  },
  /** The phone's Calibration Check accepted a calibration (the spec's first_calibration_completed, once); no taps. */
  calibrationAccepted: () => call('POST', '/calibration-accepted', {}, { quiet: true }).catch(() => null),
  /**
   * The phone measured a shot it keeps (without backup; no track, no figures sent): the spec's first_shot_tracked,
   * once. Resolves true when it was the player's first (to celebrate), false otherwise or when the server is unreachable.
   */
  shotTracked: async () => (await call('POST', '/shot-tracked', {}, { quiet: true }).catch(() => null))?.firstShot === true,
  /** Records a prompt's answer: primary | secondary | tertiary | close. */
  answerPrompt: (id, answer) => call('POST', `/prompts/${encodeURIComponent(id)}`, { answer }, { quiet: true }).catch(() => null),
  /** The latest release's What's New screen (More > What's New), as a prompt: {id, title, features, primary, close}. */
  whatsNew: async (signal) => {
    const screen = await call('GET', '/whats-new', undefined, { signal });
    return screen?.prompt ?? null;
  },
  /** The first tutorial overlay to show in the bowling session `sessionID`, or null. */
  tutorial: async (sessionID, signal) => (await call('GET', `/tutorial?session=${encodeURIComponent(sessionID)}`, undefined, quiet(signal)))?.overlay ?? null,
  /** An overlay's answer ("finished": its button; "skipped": its X); resolves the next overlay to show, or null. */
  tutorialAnswer: async (overlay, answer) => {
    const next = await call('POST', `/tutorial/${encodeURIComponent(overlay)}`, { answer }, { quiet: true });
    return next?.overlay ?? null;
  },
};
