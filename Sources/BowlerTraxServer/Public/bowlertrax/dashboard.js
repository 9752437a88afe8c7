// Home (the spec's dashboard): the welcome line, "Start New Session" (a new session in Record), the Quick Stats
// from the database, or this phone's records without backup (Sessions, Shots, Avg Speed, Strike %; "--" and "No data
// yet" while empty) and the recent sessions. A player with no data yet sees the first-time state (data-first-time on the view). Then the server's
// prompt for Home, if any (What's New, Welcome Back: prompts.js).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { bowlerTrax } from './api.js';
import { backingUp } from './backup.js';
import { phoneRecords } from './phone-records.js';
import { formatNumber, formatPercent } from './format.js';
import { sessionRow } from './session-row.js';
import { icon } from '/shell/icons.js';
import { currentCamera } from './permissions.js';
import { promptNow } from './prompts.js';
import { store } from './store.js';

const RECENT = 3;

function stat(labelKey, value, testid) {
  return h('div', { class: 'stat' },
    h('dt', { class: 'stat__label', text: t(labelKey) }),
    h('dd', { class: 'stat__value', 'data-testid': testid, text: value }));
}

function mount(root) {
  const abort = new AbortController();
  const stats = h('div', { class: 'card', 'aria-busy': 'true' }, h('p', { class: 'loading', text: t('ui.common.loading') }));
  const recent = h('div', {});
  const view = h('section', { class: 'view bt-view', 'data-testid': 'dashboard' },
    h('h1', { tabindex: '-1', text: t('ui.app.name') }),
    h('p', { class: 'tagline', text: t('bowlertrax.dashboard.welcome') }),
    h('a', { href: '#/record/new', class: 'cta', 'data-testid': 'start-session' },
      icon('ball', 'cta__icon'),
      h('span', { class: 'cta__title', text: t('bowlertrax.dashboard.cta') }),
      h('span', { class: 'cta__text', text: t('bowlertrax.dashboard.cta-subtext') })),
    h('h2', { text: t('ui.dashboard.quickStats') }), stats,
    recent);
  root.append(view);

  // Without backup, the phone's own records (its sessions newest first).
  const phone = backingUp({ signal: abort.signal }).then((backedUp) => (backedUp ? null : phoneRecords()));
  phone.then((records) => records?.stats ?? bowlerTrax.stats({ signal: abort.signal })).then((data) => {
    const empty = data.sessions === 0 && data.shots === 0;
    view.dataset.firstTime = String(empty);
    stats.removeAttribute('aria-busy');
    stats.replaceChildren(
      ...(empty ? [h('p', { class: 'help', 'data-testid': 'stats-empty', text: t('bowlertrax.dashboard.empty') })] : []),
      h('dl', { class: 'stats' },
        stat('ui.dashboard.sessions', String(data.sessions), 'stat-sessions'),
        stat('ui.dashboard.shots', String(data.shots), 'stat-shots'),
        stat('ui.dashboard.avgSpeed', data.averageSpeedMph == null ? t('ui.common.none') : t('ui.unit.mph', { value: formatNumber(data.averageSpeedMph) }), 'stat-speed'),
        stat('ui.dashboard.strikePercent', formatPercent(data.strikePercent), 'stat-strike')));
  }).catch(() => stats.replaceChildren());

  phone.then((records) => records?.sessions.slice(0, RECENT) ?? bowlerTrax.sessions({ limit: RECENT }, { signal: abort.signal })).then((sessions) => {
    if (sessions.length === 0) return;
    recent.replaceChildren(
      h('h2', { text: t('ui.dashboard.recent') }),
      h('ul', { class: 'list', 'data-testid': 'recent-sessions' }, sessions.map((session) => sessionRow(session))),
      h('p', {}, h('a', { href: '#/history', class: 'button', text: t('ui.dashboard.allSessions') })));
  }).catch(() => {});

  currentCamera(store.firstUse?.camera ?? 'unknown')
    .then((camera) => (abort.signal.aborted ? null : promptNow('dashboard', camera, { signal: abort.signal })))
    .catch(() => {});

  return () => abort.abort();
}

export const dashboardView = { titleKey: 'ui.tabs.home', mount };
