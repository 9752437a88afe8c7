// The player's first calibration as the server's flow (OnboardingScenarios' BowlerTraxFirstCalibration, served at
// /bowlertrax/api/onboarding/flows/bowlertrax-first-calibration): calibration.js reports each step as it draws it,
// naming the step answered, so the server keeps the spec's onboarding events and the operator's funnel shows where new
// bowlers stop. The page keeps drawing while a report is on its way; reports go one after another, and one the
// server refuses (a finished flow, a screen out of step after a network failure) changes nothing on the page.
//
//   const flow = firstCalibrationFlow();
//   flow.restart();                        // positioning, whatever an earlier page load left
//   flow.advance('positioning');           // "Position is Good"
//   flow.advance('validate', 'named:valid');

import { onboarding } from './first-use.js';

const FLOW = 'bowlertrax-first-calibration';

/** The first calibration's reporter; `null` steps are never reported. */
export function firstCalibrationFlow() {
  let queue = Promise.resolve();
  const send = (intent) => {
    queue = queue.then(() => onboarding.flowIntent(FLOW, intent)).catch(() => null);
    return queue;
  };
  return {
    /** Starts the flow, or starts an unfinished one over (the taps of an earlier page load are gone). */
    restart: () => send({ intent: 'restart' }),
    /** The step `at` answered with `outcome` ("next", "named:valid", "choice:redo", …). */
    advance: (at, outcome = 'next') => send({ intent: 'advance', outcome, at }),
    /** The optional step `at` skipped. */
    skip: (at) => send({ intent: 'skip', at }),
    /** Back from `at` (an undone tap, the arrows' help closed). */
    back: (at) => send({ intent: 'back', at }),
    /** The save form's values. */
    submit: (at, values) => send({ intent: 'submit', values, at }),
  };
}

/** A reporter that reports nothing: calibrations after the first. */
export const unreportedCalibration = {
  restart() {}, advance() {}, skip() {}, back() {}, submit() {},
};
