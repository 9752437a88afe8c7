// Light and dark mode: the player's choice (system, light, dark), applied as data-theme on <html>.
// "system" follows prefers-color-scheme, including changes while the page is open.

const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');
let preference = 'system';

function resolve() {
  const dark = preference === 'dark' || (preference === 'system' && darkQuery.matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  document.documentElement.dataset.themePreference = preference;
}

/** Applies `theme` (system, light or dark; anything else is treated as system). */
export function applyTheme(theme) {
  preference = ['light', 'dark'].includes(theme) ? theme : 'system';
  resolve();
}

darkQuery.addEventListener('change', resolve);
