// Hash routes inside the current app's page (/casino/#/, /casino/#/lobby, /bowlertrax/#/history/12, ...). The app
// registers its routes (registerRoutes): a path ("/lobby") names a view, and a path with parameters
// ("/history/:session") names a function making the view from them ({ session: "12" }), or null to refuse them. A
// view is {titleKey, mount(outlet)}, where mount returns an optional cleanup function called when the view is left.
// The document's title is the view's title and the app's name (the copy's `appNameKey`, ui.app.name by default).

import { t } from './i18n.js';

/** The registry of the app's routes: path ("/lobby", "/history/:session") -> view, or (params) -> view. */
const routes = new Map();

/** Adds the app's `views` ({"/": view, "/history/:session": (params) => view, ...}); a path given again is replaced. */
export function registerRoutes(views) {
  for (const [path, view] of Object.entries(views)) routes.set(path, view);
}

/**
 * The view for `path` among `registered` (path -> view or view maker): the path itself, else the first pattern whose
 * segments match (":name" takes one whole segment) and whose maker makes a view of the parameters (a maker answers
 * null for parameters it refuses, such as an id that is not a number); null when none does.
 */
export function matchRoute(path, registered = routes) {
  const exact = registered.get(path);
  if (exact && typeof exact !== 'function') return exact;
  const segments = path.split('/');
  for (const [pattern, view] of registered) {
    if (typeof view !== 'function') continue;
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params = {};
    const matches = parts.every((part, index) => {
      if (part.startsWith(':')) {
        if (!segments[index]) return false;
        params[part.slice(1)] = decodeURIComponent(segments[index]);
        return true;
      }
      return part === segments[index];
    });
    const made = matches ? view(params) : null;
    if (made) return made;
  }
  return null;
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
    const view = matchRoute(currentPath()) ?? routes.get('/');
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
