// The page header: the app's name (a link to its first page) and a slot the current app fills with what it
// wants shown there (the casino: the player's name and balance; the home: nothing), plus, when the app's copy
// names it (ui.nav.home), a link to the home page that lists every app.

import { hasText, onLanguageChange } from './i18n.js';

/**
 * Fills the header: `nodes` go in its slot (#header-slot) and `update()` is called now and whenever the
 * language changes (the app calls it itself for its own changes, e.g. a new balance).
 */
export function startHeader({ nodes = [], update = () => {} } = {}) {
  const slot = document.getElementById('header-slot');
  slot?.replaceChildren(...nodes);
  const homeLink = document.getElementById('home-link');
  const refresh = () => {
    if (homeLink) homeLink.hidden = !hasText('ui.nav.home');
    update();
  };
  refresh();
  onLanguageChange(refresh);
}
