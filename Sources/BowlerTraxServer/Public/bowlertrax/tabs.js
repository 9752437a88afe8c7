// The tab bar at the bottom (Home, Record, History, More): icons and text, the current tab marked with
// aria-current="page" from the route (a session of History is in History, Settings in More, ...).

const TAB_OF_ROUTE = [
  [/^\/record/, 'record'],
  [/^\/(history|compare|kept)/, 'history'],
  [/^\/(more|settings|balls|calibrations|games|pro|onboarding-stats)/, 'more'],
];

function currentTab() {
  const path = window.location.hash.replace(/^#/, '') || '/';
  return TAB_OF_ROUTE.find(([pattern]) => pattern.test(path))?.[1] ?? 'home';
}

/** Keeps the tab bar's current tab in step with the route. */
export function startTabs(nav) {
  const update = () => {
    const tab = currentTab();
    for (const link of nav.querySelectorAll('[data-tab]')) {
      if (link.dataset.tab === tab) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  };
  window.addEventListener('hashchange', update);
  update();
}
