// History: the player's progress over their latest sessions (progress-charts.js: trend charts of speed, entry angle,
// board at the arrows, strike probability and consistency), then their sessions, newest first, a page at a time
// (session-pages.js), each with date, centre, lane, ball, shot count and averages; a session opens its shots
// (shot-detail.js). BowlerTrax Pro's Compare Sessions and Export to CSV start here (a free player gets the paywall).
// Above them, the shots bowled while the server could not be reached (phone-history.js). Without backup (backup.js)
// all of it is the phone's own records, worked out on the phone (phone-records.js); the sessions backed up before
// backup was turned off are listed after them, as the server has them (reading them sends nothing).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { bowlerTrax } from './api.js';
import { sessionRow } from './session-row.js';
import { exportCSV } from './pro.js';
import { icon } from '/shell/icons.js';
import { BACKUP_EVENT, backingUp } from './backup.js';
import { SENT_EVENT } from './outbox.js';
import { phoneRecords } from './phone-records.js';
import { phoneHistorySection } from './phone-history.js';
import { progressSection } from './progress-charts.js';
import { firstSessionPage, pagedSessionList } from './session-pages.js';

function mount(root) {
  const abort = new AbortController();
  const list = h('div', { 'aria-busy': 'true' }, h('p', { class: 'loading', text: t('ui.common.loading') }));
  // The shots waiting on this phone first (none while the server can be reached, as a rule), then the server's.
  const onPhone = h('div', {});
  root.append(h('section', { class: 'view bt-view', 'data-testid': 'history' }, h('h1', { tabindex: '-1', text: t('ui.tabs.history') }), onPhone, list));

  /** The server's first page of sessions and its progress, or, without backup, the phone's (all its sessions). */
  async function records() {
    const backedUp = await backingUp({ signal: abort.signal });
    // The shots waiting to be sent (without backup, only those of the server's sessions: the phone's are listed below).
    phoneHistorySection({ serverSessionsOnly: !backedUp }).then((section) => onPhone.replaceChildren(...(section ? [section] : [])));
    if (!backedUp) {
      const [{ sessions, progress }, backedUpBefore] = await Promise.all([
        phoneRecords(), firstSessionPage({ signal: abort.signal, quiet: true }).catch(() => [])]);
      return [sessions, progress, false, backedUpBefore];
    }
    return Promise.all([firstSessionPage({ signal: abort.signal }), bowlerTrax.progress({ signal: abort.signal })])
      .then(([sessions, progress]) => [sessions, progress, true, []]);
  }

  /** Without backup: the sessions the server keeps from before it was turned off, a page at a time. */
  function backedUpBeforeSection(sessions) {
    if (sessions.length === 0) return [];
    return [h('section', { class: 'history-backed-up', 'aria-labelledby': 'history-backed-up-title', 'data-testid': 'history-backed-up' },
      h('h2', { id: 'history-backed-up-title', text: t('ui.history.backedUp.title') }),
      h('p', { class: 'help', text: t('ui.history.backedUp.body') }),
      ...pagedSessionList(sessions, (session) => sessionRow(session), { signal: abort.signal }))];
  }

  function load() {
    records().then(([sessions, progress, paged, backedUpBefore]) => {
      list.removeAttribute('aria-busy');
      if (sessions.length === 0 && backedUpBefore.length > 0) {
        list.replaceChildren(...backedUpBeforeSection(backedUpBefore));
        return;
      }
      list.replaceChildren(...(sessions.length === 0
        ? [h('div', { class: 'card' }, h('p', { text: t('ui.history.empty') }), h('a', { href: '#/record/new', class: 'button button--primary', text: t('bowlertrax.dashboard.cta') }))]
        : [h('p', { class: 'button-row' },
          h('a', { href: '#/compare', class: 'button', 'data-testid': 'compare-sessions' }, icon('chart'), t('ui.compare.title'), ' ', h('span', { class: 'badge badge--pro', text: t('ui.pro.badge') })),
          h('button', { type: 'button', class: 'button', 'data-testid': 'export-csv', onclick: () => exportCSV().catch(() => {}) }, icon('film'), t('ui.export.button'), ' ', h('span', { class: 'badge badge--pro', text: t('ui.pro.badge') }))),
        progressSection(progress),
        h('h2', { text: t('ui.history.sessions') }),
        ...pagedSessionList(sessions, (session) => sessionRow(session), { signal: abort.signal, complete: !paged }),
        ...backedUpBeforeSection(backedUpBefore)]));
    }).catch(() => {
      list.removeAttribute('aria-busy');
      list.replaceChildren();
    });
  }

  load();
  // Shots sent from the phone meanwhile move from "Saved on this phone" to the server's list.
  window.addEventListener(SENT_EVENT, load, { signal: abort.signal });
  window.addEventListener(BACKUP_EVENT, load, { signal: abort.signal });
  return () => abort.abort();
}

export const historyView = { titleKey: 'ui.tabs.history', mount };
