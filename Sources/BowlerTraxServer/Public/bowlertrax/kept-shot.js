// A shot kept on the phone (outbox.js: without backup, or when the server cannot take it right now) is measured on the
// phone (issue 26): the core's own code in the WebAssembly (tracker.js's measureShot), with the session's calibration
// and hand from its tracker setup, gives the figures the server stores if it gets the shot. The result screen shows
// them under "Saved on this phone and measured here" (and, while it `waiting` to be sent, that it will be). A track the
// core makes no shot of is the spec's error here as it would be from the server (the caller lets the kept shot go: the
// server would refuse it); without an answer (the module out of memory) the notice alone says the shot is measured
// once sent, or, without backup, that it could not be measured.
//
//   const { view, measured, metrics, coaching, problem } = keptShotResult(module, setup, track, { number, hand, waiting });
//   if (problem) show(t(problem.copyKey));   // and let the kept shot go
//   else panel.replaceChildren(view);        // measured: the shot took `number`

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { announceOffScreen } from '/shell/status.js';
import { resultAnnouncement, shotResult } from './result.js';

/**
 * `{ view, measured, metrics, coaching }`: the kept shot's notice and, when the phone could measure it (`measured`,
 * `metrics`, `coaching`), its result as shot `number` of the session; or `{ problem: { copyKey, detail } }` when the
 * track makes no shot (or, without backup, when the phone could not measure it).
 */
export function keptShotResult(module, setup, track, { number, hand, waiting }) {
  const measured = measureOnPhone(module, setup, track);
  if (measured?.problem) return { problem: measured.problem };
  if (!measured?.metrics && !waiting) return { problem: { copyKey: 'ui.outbox.notMeasuredHere' } };
  if (!measured?.metrics) {
    announceOffScreen(t('ui.outbox.kept'));
    return { view: h('p', { class: 'notice shot-kept', 'data-testid': 'shot-kept', text: t('ui.outbox.kept') }), measured: false };
  }
  const { shot, view, notice } = keptShotView({ number, metrics: measured.metrics, coaching: measured.coaching }, { hand, waiting });
  // Said, not shown again: the result is on screen (a status toast would cover its figures).
  announceOffScreen(`${notice} ${resultAnnouncement(shot)}`);
  return { view, measured: true, metrics: measured.metrics, coaching: measured.coaching };
}

/**
 * A shot measured on the phone (`number`, the core's `metrics` and `coaching`) as the result screen shows it, under
 * "Saved on this phone and measured here" (and that it is sent once the server can be reached, while it is `waiting`):
 * `{ shot, view, notice }`, `shot` being the server's ShotView as the core in the page chose it (the tips and bands by
 * their copy keys; no encouragement, which the server adds).
 */
export function keptShotView({ number, metrics, coaching }, { hand, waiting }) {
  const notice = t(waiting ? 'ui.outbox.keptMeasured' : 'ui.outbox.measuredHere');
  const { tips = [], bands = {} } = coaching ?? {};
  const shot = {
    id: '', number, metrics,
    tips: tips.map(({ id, titleKey, bodyKey }) => ({ id, title: t(titleKey), body: t(bodyKey) })),
    bands: Object.fromEntries(Object.entries(bands).map(([metric, key]) => [metric, t(key)])),
  };
  const view = h('div', { 'data-testid': 'kept-result' },
    h('p', { class: 'notice shot-kept', 'data-testid': 'shot-kept', text: notice }),
    shotResult(shot, { hand }));
  return { shot, view, notice };
}

/** The line above a shot the server stored (backup on): "Backed up to this server." */
export function backedUpNotice() {
  return h('p', { class: 'notice shot-backed-up', 'data-testid': 'shot-backed-up', text: t('ui.outbox.backedUp') });
}

/** `{ metrics, coaching }`, `{ problem }` or `{ invalid }` from the core in the page; null before any tracker setup. */
function measureOnPhone(module, setup, { framesPerSecond, observations }) {
  if (!module || !setup) return null;
  const { imageWidth, imageHeight, taps, hand } = setup.measuring;
  try {
    return module.measureShot({ calibration: { imageWidth, imageHeight, taps }, hand, framesPerSecond, observations });
  } catch {
    return null;  // the module could not measure (out of memory): the server will
  }
}
