// The spec's permissions in a browser (section 2), each result reported to the server (POST first-use/permission):
// - camera: the real getUserMedia prompt behind "Enable Camera" (the stream stopped at once); when denied, how to
//   turn it back on in this browser (site settings behind the lock icon of the address bar) with "Check Again";
//   the Record tab's badge while it is denied.
// - photos: a browser has no photo library permission: "Allow Access" is the visitor agreeing that a saved video
//   is downloaded; "Not Now" locks "Save Video" (lock icon, the spec's toast, a way to allow it again).
// - notifications: the spec-style pre-permission screen, then Notification.requestPermission, after the first
//   session (leaving a session with shots, or the second visit).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { lines } from '/shell/text.js';
import { announce } from '/shell/status.js';
import { CameraError, cameraPermission, openCamera, stopCamera } from './tracking/camera.js';
import { firstUse } from './first-use.js';
import { store, updateStore } from './store.js';
import { icon } from '/shell/icons.js';
import { openSheet, picture } from './sheet.js';

// ---- Camera ----

/** The camera as the page knows it: the Permissions API's answer, else the server's record. */
let cameraState = 'unknown';

/** Shows or hides the Record tab's badge (icon and text: "Camera required"). */
export function updateRecordBadge(state = cameraState) {
  cameraState = state;
  if (store.firstUse && (state === 'granted' || state === 'denied')) updateStore({ firstUse: { ...store.firstUse, camera: state } });
  const badge = document.getElementById('record-badge');
  if (!badge) return;
  const denied = state === 'denied';
  badge.hidden = !denied;
  badge.setAttribute('data-testid', 'record-badge');
  badge.replaceChildren(...(denied ? [h('span', { 'aria-hidden': 'true', text: '!' }), h('span', { class: 'visually-hidden', text: t('ui.record.badge') })] : []));
  badge.title = denied ? t('ui.record.badge') : '';
}

/** The camera's state now: the browser's answer when it has one, else what the server recorded. */
export async function currentCamera(serverState = 'unknown') {
  const browser = await cameraPermission().catch(() => 'unknown');
  if (browser === 'granted' || browser === 'denied') return browser;
  // "Ask" again in the browser, or a browser that does not say: the visitor's last answer, as the server keeps it.
  return serverState === 'denied' ? 'denied' : browser;
}

/** "Enable Camera": the browser's prompt (the stream is stopped at once). Resolves "granted" or "denied". */
export async function requestCamera() {
  firstUse.permission('camera', 'requested');
  try {
    const camera = await openCamera();
    stopCamera(camera.stream);
    camera.video.srcObject = null;
  } catch (error) {
    // Denied, no camera, or not a secure context: the limited mode either way.
    if (!(error instanceof CameraError)) throw error;
    firstUse.permission('camera', 'denied');
    updateRecordBadge('denied');
    return 'denied';
  }
  firstUse.permission('camera', 'granted');
  updateRecordBadge('granted');
  announce(t('ui.cameraSettings.granted'));
  return 'granted';
}

/**
 * "Open Settings": how to allow the camera again in this browser, and "Check Again" (which asks the browser once
 * more). Resolves "granted" once the camera opens, or "stay" when the visitor closes the explanation.
 */
export async function cameraSettings() {
  const result = h('p', { class: 'help', role: 'status', 'aria-live': 'polite', 'data-testid': 'camera-settings-result' });
  const steps = lines(t('ui.cameraSettings.steps'));
  let granted = false;
  const answer = await openSheet({
    testid: 'camera-settings', title: t('ui.cameraSettings.title'), picture: picture('lock', t('ui.firstUse.cameraAlt')),
    body: [h('ol', { class: 'sheet__steps', 'data-testid': 'camera-settings-steps' }, steps.map((step) => h('li', { text: step }))), result],
    buttons: [{
      label: t('ui.cameraSettings.check'), value: 'granted', primary: true, testid: 'camera-check-again',
      keepOpen: async () => {
        const state = await cameraPermission().catch(() => 'unknown');
        if (state !== 'denied' && (await requestCamera()) === 'granted') {
          granted = true;
          return false;
        }
        result.textContent = t('ui.cameraSettings.stillDenied');
        return true;
      },
    }],
  });
  return answer === 'granted' && granted ? 'granted' : 'stay';
}

// ---- Photos (saving videos) ----

/** "granted", "denied" or "unknown": the player's answer to "Save Videos to Photos", as the server keeps it. */
function photosConsent() {
  const kept = store.firstUse?.photos;
  return kept === 'granted' || kept === 'denied' ? kept : 'unknown';
}

/** The pre-permission screen; resolves "granted" or "denied" (and remembers it, here and on the server). */
async function askPhotos() {
  firstUse.permission('photos', 'requested');
  const answer = await openSheet({
    testid: 'photos-permission', title: t('ui.photos.title'), picture: picture('gallery', t('ui.firstUse.galleryAlt')),
    body: [h('p', { text: t('ui.photos.body') }), h('p', { class: 'help', text: t('ui.photos.note') }), h('p', { class: 'help', text: t('ui.photos.browser') })],
    buttons: [
      { label: t('ui.photos.allow'), value: 'granted', primary: true, testid: 'photos-allow' },
      { label: t('ui.photos.notNow'), value: 'denied', testid: 'photos-not-now' },
    ],
    close: null,
  });
  const result = answer === 'granted' ? 'granted' : 'denied';
  if (store.firstUse) updateStore({ firstUse: { ...store.firstUse, photos: result } });
  firstUse.permission('photos', result);
  return result;
}

/** Marks every "Save Video" button locked (lock icon, a described state) or not. */
export function markSaveButtons(root = document) {
  const locked = photosConsent() === 'denied';
  for (const button of root.querySelectorAll('[data-testid="save-video"]')) {
    button.dataset.locked = String(locked);
    button.querySelector('.save-video__lock')?.remove();
    if (locked) {
      button.prepend(icon('lock', 'save-video__lock'));
      button.setAttribute('aria-description', t('ui.photos.locked'));
    } else {
      button.removeAttribute('aria-description');
    }
  }
}

let toastTimer = null;

/** The spec's toast when saving is refused, with a way to allow saving again. */
function photosToast(onAllowed) {
  document.querySelector('[data-testid="photos-toast"]')?.remove();
  const toast = h('div', { class: 'toast', role: 'alert', 'data-testid': 'photos-toast' },
    h('p', {}, icon('lock'), ' ', t('ui.photos.denied')),
    h('div', { class: 'button-row' },
      h('button', {
        type: 'button', class: 'button button--primary', 'data-testid': 'photos-enable',
        onclick: async () => {
          toast.remove();
          if ((await askPhotos()) === 'granted') onAllowed?.();
          markSaveButtons();
        },
      }, t('ui.photos.enable')),
      h('button', { type: 'button', class: 'button', 'data-testid': 'photos-toast-dismiss', onclick: () => toast.remove() }, t('ui.common.dismiss'))));
  document.body.append(toast);
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => toast.remove(), 10000);
}

/**
 * "Save Video": the first time, the pre-permission screen; refused, the lock and the toast; agreed, `save()`.
 */
export async function saveWithConsent(save) {
  let consent = photosConsent();
  if (consent === 'unknown') consent = await askPhotos();
  markSaveButtons();
  if (consent === 'granted') save();
  else photosToast(save);
}

// ---- Notifications ----

let offeringNotifications = false;

/**
 * After the first session: the pre-permission screen, then the browser's own prompt. The server says when
 * (offerNotifications in the first-use state: a shot tracked, notifications never answered); never when the browser
 * has no notifications or already answered them.
 */
export async function offerNotifications() {
  if (offeringNotifications || typeof Notification === 'undefined' || Notification.permission !== 'default') return null;
  offeringNotifications = true;
  try {
    const state = await firstUse.state().catch(() => null);
    if (!state?.offerNotifications) return null;
    return await askNotifications();
  } finally {
    offeringNotifications = false;
  }
}

async function askNotifications() {
  firstUse.permission('notifications', 'requested');
  const answer = await openSheet({
    testid: 'notifications-permission', title: t('ui.notifications.title'), picture: picture('bell', t('ui.firstUse.bellAlt')),
    body: [h('p', { text: t('ui.notifications.body') }), h('p', { class: 'help', text: t('ui.notifications.note') })],
    buttons: [
      { label: t('ui.notifications.allow'), value: 'allow', primary: true, testid: 'notifications-allow' },
      { label: t('ui.notifications.notNow'), value: 'later', testid: 'notifications-not-now' },
    ],
    close: null,
  });
  if (answer !== 'allow') {
    firstUse.permission('notifications', 'denied');
    return 'denied';
  }
  let result = 'denied';
  try {
    result = (await Notification.requestPermission()) === 'granted' ? 'granted' : 'denied';
  } catch {
    result = 'denied';
  }
  firstUse.permission('notifications', result);
  if (store.firstUse) updateStore({ firstUse: { ...store.firstUse, notifications: result } });
  if (result === 'granted') announce(t('ui.notifications.granted'));
  return result;
}

