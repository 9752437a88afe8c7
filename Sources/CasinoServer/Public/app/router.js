// Hash routes (#/, #/lobby, #/blackjack, ...). Each route is a view: {titleKey, mount(outlet)}, where mount
// returns an optional cleanup function called when the view is left.

import { t } from './i18n.js';

/** The current route path: "#/lobby" -> "/lobby"; empty -> "/". */
function currentPath() {
  return window.location.hash.replace(/^#/, '') || '/';
}

/** Starts routing into `outlet`; returns `rerender()`, which mounts the current view again (e.g. in a new language). */
export function startRouter(outlet, routes) {
  let cleanup = null;

  function mount() {
    const view = routes[currentPath()] ?? routes['/'];
    cleanup?.();
    outlet.replaceChildren();
    cleanup = view.mount(outlet) ?? null;
    const appName = t('ui.app.name');
    const title = t(view.titleKey);
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }

  function navigate() {
    mount();
    // Move focus to the new view's heading so keyboard and screen reader users start there.
    outlet.querySelector('h1')?.focus();
  }

  /** Mounts the view again, keeping focus on the control that had it (found again by its data-testid). */
  function rerender() {
    const focused = document.activeElement?.closest?.('[data-testid]')?.dataset.testid;
    mount();
    if (focused) outlet.querySelector(`[data-testid="${focused}"]`)?.focus();
  }

  window.addEventListener('hashchange', navigate);
  mount();
  return { rerender };
}
