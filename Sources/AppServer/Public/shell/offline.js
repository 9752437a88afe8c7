// An installable app's service worker (the host serves it at /<app>/service-worker.js, precaching the app's shell
// so the page starts with no network) and its updates: when a deploy changed the shell, the new version installs
// beside the running one and the page says "A new version is ready" with "Reload" (data-testid update-ready,
// update-reload); the tap lets the new version take over and reloads the page once it has.
//
//   import { startOffline } from '/shell/offline.js';
//   startOffline('bowlertrax');

import { h } from './dom.js';
import { t } from './i18n.js';
import { addRegions } from './status.js';

/** Registers the app's service worker once the page has loaded; resolves its registration, or null without one. */
export async function startOffline(app) {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return null;
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  let registration;
  try {
    registration = await navigator.serviceWorker.register(`/${app}/service-worker.js`, { scope: `/${app}/` });
  } catch (error) {
    console.warn(`The ${app} page cannot work offline: ${error.message}`);
    return null;
  }
  // Only the player's Reload reloads: the first worker taking over the first visit's page changes nothing on it.
  let reloadWanted = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!reloadWanted) return;
    reloadWanted = false;
    window.location.reload();
  });
  const offer = (worker) => {
    if (!worker || !navigator.serviceWorker.controller) return;
    showUpdateReady(() => {
      reloadWanted = true;
      worker.postMessage('take-over');
    });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  return registration;
}

/** The notice under the header: "A new version is ready." and "Reload", which calls `takeOver`. */
function showUpdateReady(takeOver) {
  if (document.querySelector('[data-testid="update-ready"]')) return;
  addRegions();
  const reload = h('button', {
    class: 'button button--small', type: 'button', 'data-testid': 'update-reload',
    onclick: () => {
      reload.disabled = true;
      takeOver();
    },
  }, t('ui.update.reload'));
  const notice = h('div', { class: 'notice notice--update', role: 'status', 'data-testid': 'update-ready' },
    h('p', { text: t('ui.update.ready') }), reload);
  document.querySelector('.notices').append(notice);
}
