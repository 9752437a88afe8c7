// Choosing what a new session needs: the ball (one of the player's, or the default purple) and the calibration
// (a new one, or a saved one). Shared by Record and "Analyze a video".

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { isPhoneID } from './device-store.js';
import { allBalls } from './phone-profile.js';
import { formatDate } from './format.js';
import { savedCalibrations } from './phone-records.js';
import { icon } from '/shell/icons.js';
import { store } from './store.js';

/**
 * What measuring a session's shots on this phone needs, should the server not be reachable (outbox.js's startSession):
 * the session's calibration (`{imageWidth, imageHeight, taps}`), the player's hand and the colour of ball `ballID` (its
 * hex, or a preset's name; none for the default ball, which the core tracks as the spec's purple) and its name.
 */
export async function phoneMeasuring(ballID, { imageWidth, imageHeight, taps }, { signal } = {}) {
  const balls = ballID == null ? [] : await allBalls({ signal, quiet: true }).catch(() => []);
  const ball = balls.find((entry) => entry.id === ballID);
  // A ball added on this phone may be a preset's name still (the core knows its colour).
  const ballColor = ball?.color.hex ?? ball?.color.preset ?? '';
  return { calibration: { imageWidth, imageHeight, taps }, hand: store.settings.hand, ballColor, ballName: ball?.name ?? null };
}

/**
 * The POST sessions body of a session on saved `calibration` with ball `ballID`: by its id on the server, or by its
 * own taps when it is kept on this phone.
 */
export function savedCalibrationSession(calibration, ballID) {
  const { id, imageWidth, imageHeight, taps, centerName, lanes } = calibration;
  return isPhoneID(id)
    ? { calibration: { imageWidth, imageHeight, taps }, calibrationID: null, ballID, centerName, lane: lanes }
    : { calibration: null, calibrationID: id, ballID, centerName, lane: lanes };
}

/** The ball a ballSelect's value names: the server's id, one added on this phone ("phone-…"), or null (default). */
export function ballIDOf(value) {
  return value === '' ? null : isPhoneID(value) ? value : Number(value);
}

/** The ball's <select> (its value: a ball id, or "" for the default purple). */
export function ballSelect(balls, selected = '') {
  const select = h('select', { id: 'session-ball', 'data-testid': 'ball-select' },
    h('option', { value: '', text: t('ui.ball.default') }),
    balls.map((ball) => h('option', { value: String(ball.id), text: ball.name, selected: String(ball.id) === String(selected) })));
  return { field: h('p', { class: 'field' }, h('label', { for: 'session-ball', text: t('ui.record.ball') }), select), select };
}

/**
 * The setup card: ball, "New Calibration", the saved calibrations (those of `size` when given, {width, height})
 * each with "Use". Resolves {ballID, choice: "new" | SavedCalibration} when the visitor picks.
 */
export async function chooseSessionSetup(container, { size = null, signal } = {}) {
  // Kept on this phone once read (api.js): with no network and nothing kept yet (a first visit offline), a new
  // calibration and the default ball still start a session (the alert region says the server cannot be reached).
  const [balls, calibrations] = await Promise.all([allBalls({ signal }), savedCalibrations({ signal })]
    .map((reading) => reading.catch((error) => {
      if (signal?.aborted) throw error;
      return [];
    })));
  const usable = size ? calibrations.filter((c) => c.imageWidth === size.width && c.imageHeight === size.height) : calibrations;
  return new Promise((resolve) => {
    const { field, select } = ballSelect(balls);
    const ballID = () => ballIDOf(select.value);
    container.replaceChildren(h('div', { class: 'card', 'data-testid': 'session-setup' },
      h('h2', { tabindex: '-1', text: t('ui.record.newSession') }),
      field,
      balls.length === 0 ? h('p', { class: 'help' }, t('ui.record.noBalls'), ' ', h('a', { href: '#/balls', text: t('ui.more.balls') })) : null,
      h('button', { type: 'button', class: 'button button--primary button--large', 'data-testid': 'new-calibration', onclick: () => resolve({ ballID: ballID(), choice: 'new' }) },
        icon('calibrate'), t('ui.record.newCalibration')),
      usable.length > 0 ? [
        h('h3', { text: t('ui.record.savedCalibrations') }),
        h('ul', { class: 'list' }, usable.map((calibration) => h('li', { class: 'list-row', 'data-testid': 'saved-calibration', dataset: { calibrationId: calibration.id } },
          h('span', { class: 'list-row__title', text: calibration.centerName ?? t('ui.calibrations.unnamed') }),
          h('span', { class: 'list-row__detail', text: [calibration.lanes, formatDate(calibration.savedAt)].filter(Boolean).join(' · ') }),
          h('button', { type: 'button', class: 'button', 'data-testid': 'use-calibration', onclick: () => resolve({ ballID: ballID(), choice: calibration }) }, t('ui.record.useCalibration'))))),
      ] : null));
    container.querySelector('h2')?.focus();
  });
}
