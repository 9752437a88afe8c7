// The live regions of the page: a polite status line for results, the same off screen for what the page
// already shows (a hint's tooltip), and an alert line for errors. The regions themselves are never hidden,
// so screen readers announce every change; only their decoration (padding, the Dismiss button) follows
// whether they hold text. Every page gets them from here (addRegions), not from its own HTML.

import { h } from './dom.js';

const STATUS_TIMEOUT_MS = 4000;
const ANNOUNCE_DELAY_MS = 50;
const timers = new Map();

/**
 * Adds the page's regions once: the error region (#error, #error-text, #error-dismiss) under the header, and the
 * polite live regions (#status, #announcer) after everything else.
 */
export function addRegions() {
  if (document.getElementById('error')) return;
  const dismiss = h('button', {
    id: 'error-dismiss', class: 'button button--small', type: 'button', 'data-testid': 'dismiss-error',
    'data-i18n': 'ui.common.dismiss', hidden: true, onclick: () => clearError(),
  }, 'Dismiss');
  const errors = h('div', { class: 'notices' },
    h('div', { id: 'error', class: 'notice notice--error' }, h('p', { id: 'error-text', role: 'alert', 'data-testid': 'error' }), dismiss));
  const header = document.querySelector('.app-header');
  if (header) header.after(errors); else document.body.prepend(errors);
  const live = (id, className) => h('p', { id, class: className, role: 'status', 'aria-live': 'polite', 'data-testid': id });
  document.body.append(live('status', 'notice notice--status'), live('announcer', 'visually-hidden'));
}

/** Puts `message` in the region `id` for a few seconds, emptied first so a repeated sentence is said again. */
function say(id, message) {
  addRegions();
  const region = document.getElementById(id);
  clearTimeout(timers.get(id));
  region.textContent = '';
  timers.set(id, setTimeout(() => {
    region.textContent = message;
    timers.set(id, setTimeout(() => { region.textContent = ''; }, STATUS_TIMEOUT_MS));
  }, ANNOUNCE_DELAY_MS));
}

/** Announces `message` politely ("You win $25") and shows it in the status line for a few seconds. */
export function announce(message) {
  say('status', message);
}

/** Announces `message` politely without showing it again: for what is already on screen. */
export function announceOffScreen(message) {
  say('announcer', message);
}

/** Shows an error the player can act on, until the next request or until dismissed. */
export function showError(message) {
  addRegions();
  document.getElementById('error-text').textContent = message;
  document.getElementById('error').classList.add('notice--active');
  document.getElementById('error-dismiss').hidden = false;
}

export function clearError() {
  addRegions();
  document.getElementById('error-text').textContent = '';
  document.getElementById('error').classList.remove('notice--active');
  document.getElementById('error-dismiss').hidden = true;
}
