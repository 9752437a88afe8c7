// The one prompt the server decides to show now (POST first-use/prompt), on Home ("dashboard") and on Record:
// What's New (X and "Got It"), Welcome Back ("Quick Setup": a checklist of calibration, ball profiles and the
// tracking tips; "Start Now"), the ball-profile reminder ("Set Up Now": the ball form; "Maybe Later"), the camera
// reminder ("Open Settings": how to allow the camera in this browser; "Not Now") and the new location ("New
// Calibration" / "Load Saved Calibration" / "Use Current (may be inaccurate)"). Every text comes from the server in
// the visitor's language; the answer goes back (POST first-use/prompts/{id}).
//
// Stable hooks (data-testid): prompt (data-prompt = the id), prompt-title, prompt-message, prompt-item,
// prompt-feature (data-icon), prompt-primary, prompt-secondary, prompt-tertiary, prompt-close (the X),
// quick-setup, quick-setup-calibration, quick-setup-balls, quick-setup-tips, quick-setup-done, whats-new (More).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { firstUse } from './first-use.js';
import { icon } from '/shell/icons.js';
import { openSheet, picture, sheet } from './sheet.js';
import { paragraphs } from '/shell/text.js';

const FEATURE_ICONS = { 'session-comparison': 'history', 'export-csv': 'download', 'bug-fixes': 'check' };
const PROMPT_PICTURES = {
  'whats-new': ['star', 'ui.firstUse.celebrationAlt'],
  'welcome-back': ['ball', 'ui.firstUse.ballAlt'],
  'camera-permission': ['camera', 'ui.firstUse.cameraAlt'],
  'ball-profile': ['ball', 'ui.firstUse.ballAlt'],
  'new-location': ['calibrate', 'ui.firstUse.warningAlt'],
};

function features(list) {
  return h('ul', { class: 'whats-new__features' }, (list ?? []).map((feature) => h('li', { class: 'card whats-new__feature', 'data-testid': 'prompt-feature', dataset: { icon: feature.icon ?? '' } },
    h('h3', {}, icon(FEATURE_ICONS[feature.icon] ?? 'star'), ' ', feature.title),
    h('p', { text: feature.body }))));
}

/**
 * Shows `prompt` (the server's) and resolves the answer: "primary" | "secondary" | "tertiary" | "close". The
 * answer is reported to the server. `testid` names the sheet ("prompt" by default).
 */
async function showPrompt(prompt, { report = true, testid = 'prompt' } = {}) {
  const [pictureName, altKey] = PROMPT_PICTURES[prompt.id] ?? [];
  const buttons = [
    prompt.primary ? { label: prompt.primary, value: 'primary', primary: true, testid: 'prompt-primary' } : null,
    prompt.secondary ? { label: prompt.secondary, value: 'secondary', testid: 'prompt-secondary' } : null,
    prompt.tertiary ? { label: prompt.tertiary, value: 'tertiary', testid: 'prompt-tertiary' } : null,
  ].filter(Boolean);
  const opened = sheet({
    testid, title: prompt.title, picture: pictureName && prompt.id !== 'whats-new' ? picture(pictureName, t(altKey)) : null,
    className: `sheet--${prompt.id}`,
    body: [
      prompt.message ? h('div', { 'data-testid': 'prompt-message' }, paragraphs(prompt.message)) : null,
      prompt.items?.length ? h('ul', { class: 'prompt__items' }, prompt.items.map((item) => h('li', { 'data-testid': 'prompt-item', text: item }))) : null,
      prompt.features?.length ? features(prompt.features) : null,
    ],
    buttons,
    close: prompt.close ?? (prompt.id === 'whats-new' ? t('ui.common.close') : null),
  });
  opened.dialog.dataset.prompt = prompt.id;
  const answer = await opened.result;
  if (report && prompt.id) firstUse.answerPrompt(prompt.id, answer);
  return answer;
}

/** Welcome Back's "Quick Setup": the checklist of what may have changed. */
function quickSetup(items = []) {
  const [calibration, balls, tips] = [0, 1, 2].map((index) => items[index]);
  const tipsText = ['ball', 'view', 'ready'].map((name) => h('div', { class: 'quick-setup__tip' },
    h('h3', { text: t(`bowlertrax.tutorial.${name}.title`) }), paragraphs(t(`bowlertrax.tutorial.${name}.body`))));
  return openSheet({
    testid: 'quick-setup', title: t('ui.quickSetup.title'),
    body: [h('ul', { class: 'checklist quick-setup__list' },
      h('li', {}, icon('check', 'checklist__tick'), h('a', { href: '#/calibrations', class: 'quick-setup__link', 'data-testid': 'quick-setup-calibration', onclick: closeAll }, calibration ?? t('ui.quickSetup.calibration'))),
      h('li', {}, icon('check', 'checklist__tick'), h('a', { href: '#/balls', class: 'quick-setup__link', 'data-testid': 'quick-setup-balls', onclick: closeAll }, balls ?? t('ui.quickSetup.balls'))),
      h('li', {}, icon('check', 'checklist__tick'), h('details', { class: 'help-box', 'data-testid': 'quick-setup-tips' },
        h('summary', { text: tips ?? t('bowlertrax.welcomeback.item.review-tracking-tips') }), tipsText)))],
    buttons: [{ label: t('ui.quickSetup.done'), value: 'done', primary: true, testid: 'quick-setup-done' }],
  });
}

function closeAll() {
  for (const dialog of document.querySelectorAll('dialog.sheet[open]')) dialog.close();
}

/** More > What's New: the latest release's screen, any time. */
export async function showWhatsNew() {
  const screen = await firstUse.whatsNew();
  return showPrompt({ id: 'whats-new', title: screen.title, features: screen.features, primary: screen.primary, close: screen.close }, { report: false, testid: 'whats-new' });
}

/**
 * Asks for the prompt of `context` and shows it; `handlers[id]?.(answer, prompt)` acts on the answer (the camera
 * settings, the ball form, ...). Resolves {prompt, answer} or null when there is none.
 */
export async function promptNow(context, camera, { place = null, handlers = {}, signal } = {}) {
  let prompt = null;
  try {
    prompt = await firstUse.prompt(context, camera, place, signal);
  } catch {
    return null;
  }
  if (!prompt || signal?.aborted) return null;
  const answer = await showPrompt(prompt);
  if (prompt.id === 'welcome-back' && answer === 'primary') await quickSetup(prompt.items);
  await handlers[prompt.id]?.(answer, prompt);
  return { prompt, answer };
}
