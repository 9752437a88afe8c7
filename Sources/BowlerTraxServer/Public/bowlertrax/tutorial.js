// The first-shot tutorial over Record's live picture (spec section 4), asked of the server (GET first-use/tutorial:
// once per bowling session until dismissed): 1 "Tap Your Ball" (tapping the ball on the live picture sets the
// tracking colour: the core's 5x5 mean around the tap, as Ball Profiles samples it; kept for the session and saved to
// the session's ball), 2 "Check Your View", 3 "Ready to Bowl" ("Start Tracking" starts tracking). An overlay's button
// dismisses it for good; its X skips the rest for this session (they show again next session: the skip table's
// "Show once per session"). The overlays are the first calibration flow's tutorial steps, which the server moves on. Then, on the player's first tracked shot (the shot's firstShot), "First Shot
// Tracked!" with speed, entry angle and rev rate, "Continue Session" and "View Shot Details".
//
// Stable hooks (data-testid): tutorial-overlay (data-overlay: tutorial-ball | tutorial-view | tutorial-ready),
// tutorial-title, tutorial-button, tutorial-close (the X), tutorial-check (checklist items), tutorial-tap-target
// (the live picture while it can be tapped), tutorial-color (data-hex: the colour set), first-shot (the
// celebration; first-shot-title, first-shot-speed, first-shot-entry-angle, first-shot-rev-rate,
// first-shot-continue, first-shot-details).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { announce } from '/shell/status.js';
import { grabFrame, imagePointFromEvent } from './tracking/frames.js';
import { allBalls, updateBallHere } from './phone-profile.js';
import { checklist } from './calibration.js';
import { firstUse } from './first-use.js';
import { formatNumber } from './format.js';
import { icon } from '/shell/icons.js';
import { picture, sheet } from './sheet.js';
import { lines, paragraphs } from '/shell/text.js';
import { ballDot } from './session-row.js';
import { trackerModule } from './tracker-cache.js';

/** The overlays (the flow's step ids) and their copy's names. */
const OVERLAYS = {
  'tutorial-ball': 'ball',
  'tutorial-view': 'view',
  'tutorial-ready': 'ready',
};

/** The overlay's body: the view check as a checklist, the others as paragraphs. */
function overlayBody(name) {
  const text = t(`bowlertrax.tutorial.${name}.body`);
  if (name !== 'view') return paragraphs(text, 'tutorial__text');
  const [first, ...items] = lines(text);
  const list = checklist(items);
  for (const item of list.querySelectorAll('li')) item.setAttribute('data-testid', 'tutorial-check');
  return [h('p', { class: 'tutorial__text', text: first }), list];
}

/**
 * Shows the session's overlays in `mountPoint` (over `pictureElement`, the live picture of `video`). `onColor(hex)`
 * is called when the visitor taps the ball. Resolves when tracking may start (the last overlay answered, skipped,
 * or none to show).
 */
export async function runTutorial(mountPoint, { session, video, pictureElement, onColor, signal }) {
  let overlay = null;
  try {
    overlay = await firstUse.tutorial(session.id, signal);
  } catch {
    overlay = null;
  }
  if (!overlay || signal?.aborted) {
    mountPoint.hidden = true;
    return;
  }
  mountPoint.hidden = false;
  const colorLine = h('p', { class: 'tutorial__color', role: 'status', 'aria-live': 'polite', 'data-testid': 'tutorial-color', hidden: true });

  // Tapping the ball on the live picture sets the tracking colour (while the tutorial shows).
  const onTap = async (event) => {
    if (!video.videoWidth) return;
    const image = grabFrame(video);
    const hex = (await trackerModule()).sampleColor(image, imagePointFromEvent(event, video, image.width, image.height));
    if (!hex) return;
    colorLine.hidden = false;
    colorLine.dataset.hex = hex;
    colorLine.replaceChildren(ballDot(hex), ' ', t('ui.tutorial.colorSet', { hex }));
    announce(t('ui.tutorial.colorSet', { hex }));
    onColor?.(hex);
  };
  pictureElement.classList.add('stage--tappable');
  pictureElement.setAttribute('data-testid', 'tutorial-tap-target');
  pictureElement.setAttribute('aria-label', `${pictureElement.getAttribute('aria-label') ?? ''}. ${t('ui.tutorial.tapPreview')}`);
  pictureElement.addEventListener('click', onTap);

  await new Promise((resolve) => {
    const show = (id) => {
      const name = OVERLAYS[id];
      if (!name || signal?.aborted) {
        resolve();
        return;
      }
      const titleId = `tutorial-title-${id}`;
      const answer = async (kind) => {
        for (const button of panel.querySelectorAll('button')) button.disabled = true;
        let next = null;
        try {
          next = await firstUse.tutorialAnswer(id, kind);
        } catch {
          next = kind === 'finished' ? Object.keys(OVERLAYS)[Object.keys(OVERLAYS).indexOf(id) + 1] ?? null : null;
        }
        show(kind === 'skipped' ? null : next);
      };
      const panel = h('section', { class: 'tutorial card', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': titleId, 'data-testid': 'tutorial-overlay', dataset: { overlay: id } },
        h('button', { type: 'button', class: 'sheet__close tutorial__close', 'aria-label': t('bowlertrax.tutorial.skip'), 'data-testid': 'tutorial-close', onclick: () => answer('skipped') },
          h('span', { 'aria-hidden': 'true', text: '×' })),
        h('h2', { id: titleId, class: 'tutorial__title', tabindex: '-1', 'data-testid': 'tutorial-title', text: t(`bowlertrax.tutorial.${name}.title`) }),
        overlayBody(name),
        name === 'ball' ? colorLine : null,
        h('button', { type: 'button', class: 'button button--primary button--large', 'data-testid': 'tutorial-button', onclick: () => answer('finished') },
          name === 'ready' ? icon('record') : null, t(`bowlertrax.tutorial.${name}.button`)));
      mountPoint.replaceChildren(panel);
      mountPoint.dataset.overlay = id;
      panel.querySelector('h2').focus({ preventScroll: true });
    };
    show(overlay);
  });
  pictureElement.removeEventListener('click', onTap);
  pictureElement.classList.remove('stage--tappable');
  pictureElement.removeAttribute('data-testid');
  mountPoint.replaceChildren();
  mountPoint.hidden = true;
  delete mountPoint.dataset.overlay;
}

/** Saves the sampled colour to the session's ball (the first ball's "Custom" is purple until then). */
export async function saveBallColor(ballID, hex, signal) {
  if (ballID == null) return;
  try {
    const ball = (await allBalls({ signal, quiet: true })).find((entry) => entry.id === ballID);
    if (ball) await updateBallHere(ballID, { name: ball.name, color: hex }, { signal, quiet: true });
  } catch {
    // The colour is still used for this session.
  }
}

/** "#rrggbb" as the tracker's {red, green, blue}. */
export function rgbOf(hex) {
  const value = Number.parseInt(hex.slice(1), 16);
  return { red: (value >> 16) & 255, green: (value >> 8) & 255, blue: value & 255 };
}

/**
 * "First Shot Tracked!": the shot's speed, entry angle and rev rate; resolves "continue" or "details".
 */
export function celebrateFirstShot(shot) {
  const m = shot.metrics;
  const row = (labelKey, value, testid) => h('div', { class: 'first-shot__metric' },
    h('dt', { text: t(labelKey) }), h('dd', { 'data-testid': testid, text: value }));
  return sheet({
    testid: 'first-shot', title: t('ui.firstShot.title'), picture: picture('star', t('ui.firstUse.celebrationAlt'), 'sheet__picture celebration'),
    className: 'sheet--celebration',
    body: [
      h('dl', { class: 'first-shot__metrics' },
        row('ui.metric.speed', t('ui.unit.mph', { value: formatNumber(m.averageSpeedMph) }), 'first-shot-speed'),
        row('ui.metric.entryAngle', t('ui.unit.degrees', { value: formatNumber(m.entryAngleDegrees) }), 'first-shot-entry-angle'),
        row('ui.metric.revRate', m.revRateRpm == null ? t('ui.metric.unavailable') : t('ui.firstShot.revRate', { value: formatNumber(m.revRateRpm, 0) }), 'first-shot-rev-rate')),
      h('p', { text: t('ui.firstShot.message') }),
    ],
    buttons: [
      { label: t('ui.result.continue'), value: 'continue', primary: true, testid: 'first-shot-continue' },
      { label: t('ui.result.details'), value: 'details', testid: 'first-shot-details' },
    ],
    close: null,
  }).result;
}
