// Hash routes inside the current app's page (/casino/#/, /casino/#/lobby, /casino/#/blackjack, ...). The app
// registers its routes (registerRoutes); each route is a view: {titleKey, mount(outlet)}, where mount returns
// an optional cleanup function called when the view is left. The document's title is the view's title and the
// app's name (the copy's `appNameKey`, ui.app.name by default).

import { t } from './i18n.js';

/** The registry of the app's routes: path ("/lobby") -> view. */
const routes = new Map();

/** Adds the app's `views` ({"/": view, "/lobby": view, ...}) to the registry; a path given again is replaced. */
export function registerRoutes(views) {
  for (const [path, view] of Object.entries(views)) routes.set(path, view);
}

/** The current route path: "#/lobby" -> "/lobby"; empty -> "/". */
function currentPath() {
  return window.location.hash.replace(/^#/, '') || '/';
}

/**
 * Starts routing into `outlet` (the registered routes, plus `views` if given); an unknown path shows "/".
 * Returns `rerender()`, which mounts the current view again (e.g. in a new language).
 */
export function startRouter(outlet, views = {}, { appNameKey = 'ui.app.name' } = {}) {
  registerRoutes(views);
  let cleanup = null;

  function mount() {
    const view = routes.get(currentPath()) ?? routes.get('/');
    cleanup?.();
    outlet.replaceChildren();
    cleanup = view.mount(outlet) ?? null;
    const appName = t(appNameKey);
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
