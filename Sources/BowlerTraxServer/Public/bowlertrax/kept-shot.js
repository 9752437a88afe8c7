// A shot the server cannot take right now (outbox.js keeps it on the phone) is measured on the phone all the same
// (issue 26): the core's own code in the WebAssembly (tracker.js's measureShot), with the session's calibration and hand
// from its tracker setup, gives the figures the server will store once it gets the shot. The result screen shows them
// under "Saved on this phone and measured here". A track the core makes no shot of is the spec's error here as it
// would be from the server (the caller lets the kept shot go: the server would refuse it); without an answer (the
// module out of memory) the notice alone says the shot is measured later.
//
//   const { view, measured, metrics, coaching, problem } = keptShotResult(module, setup, track, { number, hand });
//   if (problem) show(t(problem.copyKey));   // and let the kept shot go
//   else panel.replaceChildren(view);        // measured: the shot took `number`

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { announceOffScreen } from '/shell/status.js';
import { resultAnnouncement, shotResult } from './result.js';

/**
 * `{ view, measured, metrics, coaching }`: the kept shot's notice and, when the phone could measure it (`measured`,
 * `metrics`, `coaching`), its result as shot `number` of the session; or `{ problem: { copyKey, detail } }` when the
 * track makes no shot.
 */
export function keptShotResult(module, setup, track, { number, hand }) {
  const measured = measureOnPhone(module, setup, track);
  if (measured?.problem) return { problem: measured.problem };
  if (!measured?.metrics) {
    announceOffScreen(t('ui.outbox.kept'));
    return { view: h('p', { class: 'notice shot-kept', 'data-testid': 'shot-kept', text: t('ui.outbox.kept') }), measured: false };
  }
  const { shot, view } = keptShotView({ number, metrics: measured.metrics, coaching: measured.coaching }, { hand });
  // Said, not shown again: the result is on screen (a status toast would cover its figures).
  announceOffScreen(`${t('ui.outbox.keptMeasured')} ${resultAnnouncement(shot)}`);
  return { view, measured: true, metrics: measured.metrics, coaching: measured.coaching };
}

/**
 * A shot measured on the phone (`number`, the core's `metrics` and `coaching`) as the result screen shows it, under
 * "Saved on this phone and measured here": `{ shot, view }`, `shot` being the server's ShotView as the core in the page
 * chose it (the tips and bands by their copy keys; no encouragement, which the server adds).
 */
export function keptShotView({ number, metrics, coaching }, { hand }) {
  const { tips = [], bands = {} } = coaching ?? {};
  const shot = {
    id: '', number, metrics,
    tips: tips.map(({ id, titleKey, bodyKey }) => ({ id, title: t(titleKey), body: t(bodyKey) })),
    bands: Object.fromEntries(Object.entries(bands).map(([metric, key]) => [metric, t(key)])),
  };
  const view = h('div', { 'data-testid': 'kept-result' },
    h('p', { class: 'notice shot-kept', 'data-testid': 'shot-kept', text: t('ui.outbox.keptMeasured') }),
    shotResult(shot, { hand }));
  return { shot, view };
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
