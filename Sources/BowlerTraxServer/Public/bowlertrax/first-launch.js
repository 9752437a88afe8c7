// The first launch (spec section 1), before the dashboard, in #first-launch: the host's flow renderer
// (/onboarding/flow.js) draws the server's bowlertrax-first-launch flow, and this module dresses its steps up
// (decorateStep): the welcome's logo fading in, the tagline after 500 ms, the pulsing "Get Started" and a tap
// anywhere to go on (no animation with reduced motion: bowlertrax.css); a picture with its alternative text on each
// feature card and screen; the colours' swatches. "Enable Camera" asks the browser for real (the stream is stopped
// at once); denied, the limited mode's "Open Settings to Enable Camera" explains how to allow the camera in this
// browser and checks again. The hand is highlighted for 300 ms before the flow goes on. The flow's last step is the
// dashboard itself: the page's Home, in its first-time state.
//
// Stable hooks (data-testid), besides the renderer's flow-*: first-launch (the mount point, data-state running |
// done), welcome-logo, feature-picture (data-card), step-picture, hand-icon, color-swatch (data-color).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { announce } from '/shell/status.js';
import { mountFlow } from '/onboarding/flow.js';
import { setSettings } from './store.js';
import { formatNumber } from './format.js';
import { icon } from '/shell/icons.js';
import { firstUse, onboarding } from './first-use.js';
import { cameraSettings, requestCamera } from './permissions.js';
import { picture } from './sheet.js';
import { backgroundMusic } from './background-music.js';
import { mediaCache } from './media-cache.js';

const FIRST_LAUNCH_FLOW = 'bowlertrax-first-launch';
const TAGLINE_DELAY_MS = 500;
const HAND_DELAY_MS = 300;

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

function welcome(element) {
  element.classList.add('welcome');
  const title = element.querySelector('[data-testid="flow-title"]');
  title?.before(h('div', { class: 'welcome__logo', role: 'img', 'aria-label': t('ui.firstUse.logoAlt'), 'data-testid': 'welcome-logo' },
    icon('ball', 'welcome__ball'), h('span', { class: 'welcome__trail', 'aria-hidden': 'true' })));
  const tagline = element.querySelector('[data-testid="flow-body"]');
  if (tagline && !reducedMotion()) {
    tagline.classList.add('welcome__tagline--waiting');
    setTimeout(() => tagline.classList.remove('welcome__tagline--waiting'), TAGLINE_DELAY_MS);
  }
  const button = element.querySelector('[data-testid="flow-primary"]');
  button?.classList.add('pulse');
  // Tap anywhere (or the button) to proceed.
  element.addEventListener('click', (event) => {
    if (!event.target.closest('button, a, input') && button && !button.disabled) button.click();
  });
}

/** Each feature card's looping clip (media-cache.js: its still when the clip is missing) and its alternative text. */
const CARD_PICTURES = [
  { clip: 'feature-tracking', altKey: 'ui.firstUse.trackingAlt' },
  { clip: 'feature-metrics', altKey: 'ui.firstUse.metricsAlt', metrics: true },
  { clip: 'feature-history', altKey: 'ui.firstUse.progressAlt' },
];

function featureCard(element) {
  const card = element.querySelector('[data-testid="flow-card"]');
  if (!card) return;
  const index = Number(card.dataset.index);
  const art = CARD_PICTURES[index] ?? CARD_PICTURES[0];
  const clip = mediaCache.video(art.clip, { loop: true, alt: t(art.altKey) });
  clip.classList.add('feature-picture__clip');
  clip.setAttribute('aria-hidden', 'true');
  const metrics = art.metrics
    ? h('div', { class: 'feature-metrics', 'aria-hidden': 'true' },
      [t('ui.unit.mph', { value: formatNumber(17.2) }), t('ui.unit.degrees', { value: formatNumber(6.2) }),
        t('ui.unit.rpm', { value: formatNumber(320, 0) }), t('ui.unit.percent', { value: formatNumber(87, 0) })]
        .map((value) => h('span', { text: value })))
    : null;
  card.prepend(h('div', { class: `feature-picture feature-picture--${index}`, role: 'img', 'aria-label': t(art.altKey), 'data-testid': 'feature-picture', dataset: { card: index } }, clip, metrics));
}

function stepPicture(element, name, altKey) {
  element.querySelector('[data-testid="flow-title"]')?.before(picture(name, t(altKey), 'step-picture', 'step-picture'));
}

function hand(element) {
  for (const option of element.querySelectorAll('.flow-option')) {
    const left = option.dataset.testid === 'flow-option-left';
    option.prepend(icon('hand', `hand-icon${left ? '' : ' hand-icon--right'}`));
    option.querySelector('.hand-icon')?.setAttribute('data-testid', 'hand-icon');
    option.addEventListener('click', () => {
      const label = option.querySelector('.flow-option__label')?.textContent ?? '';
      announce(t('ui.firstUse.handSelected', { hand: label }));
      setSettings({ hand: left ? 'left' : 'right' });
    });
  }
}

function ball(element) {
  stepPicture(element, 'ball', 'ui.firstUse.ballAlt');
  for (const radio of element.querySelectorAll('input[type="radio"]')) {
    const color = radio.value;
    const label = element.querySelector(`label[for="${CSS.escape(radio.id)}"]`);
    if (!label || color === 'custom') continue;
    label.prepend(h('span', { class: `swatch swatch--${color}`, 'aria-hidden': 'true', 'data-testid': 'color-swatch', dataset: { color } }), ' ');
    radio.closest('p')?.classList.add('flow-radio--swatch');
  }
}

/**
 * Runs the first launch in `mountPoint` when the server says it is pending (GET first-use: firstLaunchPending);
 * resolves the first-use state once the visitor reaches the dashboard (or at once when nothing is pending).
 */
export async function runFirstLaunch(mountPoint) {
  let state = null;
  try {
    state = await firstUse.state();
  } catch {
    // Without the state the dashboard shows; the first launch is offered on the next visit.
  }
  if (!state?.firstLaunchPending) {
    mountPoint.hidden = true;
    mountPoint.dataset.state = 'done';
    return state;
  }
  const main = document.getElementById('main');
  const tabs = document.getElementById('tabs');
  main.hidden = true;
  tabs.hidden = true;
  mountPoint.hidden = false;
  mountPoint.dataset.state = 'running';
  document.body.classList.add('bt-first-launch');
  backgroundMusic.setScreen('onboarding');
  await new Promise((resolve) => {
    let flow = null;
    const finish = () => {
      flow?.dispose();
      resolve();
    };
    flow = mountFlow(mountPoint, {
      apiBase: onboarding.apiBase, api: onboarding, flow: FIRST_LAUNCH_FLOW, headingLevel: 1,
      choiceDelayMs: HAND_DELAY_MS,
      requestPermission: (permission) => (permission === 'camera' ? requestCamera() : 'denied'),
      openSettings: (permission) => (permission === 'camera' ? cameraSettings() : 'stay'),
      onFinished: finish,
      decorateStep(element, step) {
        mountPoint.dataset.step = step.id;
        switch (step.id) {
          case 'welcome': welcome(element); break;
          case 'features': featureCard(element); break;
          case 'camera': stepPicture(element, 'camera', 'ui.firstUse.cameraAlt'); break;
          case 'camera-denied': stepPicture(element, 'warning', 'ui.firstUse.warningAlt'); break;
          case 'hand': hand(element); break;
          case 'ball': ball(element); break;
          default:
            // The last step is the dashboard: the page's own Home, in its first-time state.
            if (step.kind === 'terminal') setTimeout(finish, 0);
        }
      },
    });
  });
  mountPoint.replaceChildren();
  mountPoint.hidden = true;
  mountPoint.dataset.state = 'done';
  document.body.classList.remove('bt-first-launch');
  main.hidden = false;
  tabs.hidden = false;
  if (window.location.hash && window.location.hash !== '#/') window.history.replaceState(null, '', '#/');
  try {
    return await firstUse.state();
  } catch {
    return state;
  }
}
