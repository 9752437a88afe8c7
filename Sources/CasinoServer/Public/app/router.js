// Hash routes (#/, #/lobby, #/blackjack, ...). Each route is a view: {title, mount(outlet)}, where mount
// returns an optional cleanup function called when the view is left.

const APP_NAME = 'FirstRun Casino';

/** The current route path: "#/lobby" -> "/lobby"; empty -> "/". */
function currentPath() {
  return window.location.hash.replace(/^#/, '') || '/';
}

export function startRouter(outlet, routes) {
  let cleanup = null;
  let firstRender = true;

  function render() {
    const path = currentPath();
    const view = routes[path] ?? routes['/'];
    cleanup?.();
    outlet.replaceChildren();
    cleanup = view.mount(outlet) ?? null;
    document.title = view.title === APP_NAME ? APP_NAME : `${view.title} · ${APP_NAME}`;
    // Move focus to the new view's heading so keyboard and screen reader users start there.
    if (!firstRender) outlet.querySelector('h1')?.focus();
    firstRender = false;
  }

  window.addEventListener('hashchange', render);
  render();
}
