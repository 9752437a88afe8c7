// The home page (/): the shell with an empty header slot (no app is open, so no balance), the host's copy
// (GET /api/copy) and the list of apps (GET /api/apps), both in the visitor's language; each app is a link to
// its own page (its `path`, e.g. /casino/).

import { api } from '/shell/api.js';
import { h } from '/shell/dom.js';
import { hasText, onLanguageChange, t } from '/shell/i18n.js';
import { icon } from '/shell/icons.js';
import { configureLanguage, loadLanguage } from '/shell/language.js';
import { startRouter } from '/shell/router.js';
import { startShell } from '/shell/start.js';

let catalog = { language: 'en', apps: [] };

/** The copy's text, or `english` while the copy is missing (it failed to load). */
const text = (key, english) => (hasText(key) ? t(key) : english);

function appCard(app) {
  return h('li', {},
    h('a', { href: app.path, class: 'game-card app-card', 'data-testid': `app-${app.id}`, 'data-app': app.id },
      app.icon ? h('span', { class: 'app-card__icon', 'data-icon': app.icon }, icon(app.icon)) : null,
      h('span', { class: 'game-card__name', 'data-testid': 'app-name', lang: catalog.language, text: app.name }),
      app.summary ? h('span', { class: 'game-card__text', 'data-testid': 'app-summary', lang: catalog.language, text: app.summary }) : null));
}

function mount(root) {
  const apps = catalog.apps;
  root.append(h('section', { class: 'view view--home' },
    h('h1', { tabindex: '-1', 'data-testid': 'home-title', text: text('ui.home.title', 'FirstRun') }),
    hasText('ui.home.tagline') ? h('p', { class: 'tagline', text: t('ui.home.tagline') }) : null,
    apps.length > 0
      ? h('nav', { 'aria-label': text('ui.home.apps', 'Apps') },
        h('ul', { class: 'game-list app-list', 'data-testid': 'home-apps' }, apps.map(appCard)))
      : h('p', { class: 'help', 'data-testid': 'home-empty', text: text('ui.home.empty', '') })));
}

const homeView = { titleKey: 'ui.home.title', mount };

function setApps(list) {
  catalog = { language: list.language ?? 'en', apps: Array.isArray(list.apps) ? list.apps : [] };
}

configureLanguage({
  copyPath: '/api/copy',
  companions: [async () => {
    const list = await api.get('/api/apps');
    return () => setApps(list);
  }],
});

async function start() {
  const outlet = startShell();
  try {
    await loadLanguage();
  } catch {
    // The alert region says why; the list alone may still come.
    await api.get('/api/apps', { quiet: true }).then(setApps).catch(() => null);
  }
  const router = startRouter(outlet, { '/': homeView });
  onLanguageChange(router.rerender);
}

start();
