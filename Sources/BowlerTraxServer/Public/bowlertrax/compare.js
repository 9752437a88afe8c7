// Session Comparison (#/compare, BowlerTrax Pro): the player picks two to four sessions (listed a page at a time,
// session-pages.js) and the server puts their figures (shot count and the averages) side by side, each with its
// difference to the first (GET pro/compare). A free player gets the paywall, and the comparison once subscribed.
// Without backup (backup.js) the sessions are the phone's, compared on the phone by the core (phone-records.js), for
// a player whose Pro entitlement the server (or its cached copy) confirms.
//
// Stable hooks (data-testid): compare, compare-session (a session's checkbox, data-session-id), compare-submit,
// compare-table, compare-row (data-metric).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';
import { bowlerTrax } from './api.js';
import { backingUp } from './backup.js';
import { comparePhoneSessions, phoneRecords } from './phone-records.js';
import { formatDate, formatNumber, formatPercent } from './format.js';
import { requireProHere, withPro } from './pro.js';
import { firstSessionPage, pagedSessionList } from './session-pages.js';

const MAXIMUM = 4;

/** The rows: the metric's label, its field in a session's figures (and difference), and how it is written. */
const METRICS = [
  { key: 'shotCount', labelKey: 'ui.history.shots', format: (value) => String(value), digits: 0 },
  { key: 'speedMph', labelKey: 'ui.metric.speed', format: (value) => t('ui.unit.mph', { value: formatNumber(value) }) },
  { key: 'entryAngleDegrees', labelKey: 'ui.metric.entryAngle', format: (value) => t('ui.unit.degrees', { value: formatNumber(value) }) },
  { key: 'entryBoard', labelKey: 'ui.metric.entryBoard', format: (value) => formatNumber(value) },
  { key: 'revRateRpm', labelKey: 'ui.metric.revRate', format: (value) => t('ui.unit.rpm', { value: formatNumber(value, 0) }), digits: 0 },
  { key: 'strikePercent', labelKey: 'ui.metric.strike', format: (value) => formatPercent(value) },
];

/** "+0.4" / "-1.2" (no sign for zero). */
function signed(value, digits = 1) {
  const text = formatNumber(Math.abs(value), digits);
  if (Math.abs(value) < 10 ** -digits / 2) return text;
  return `${value > 0 ? '+' : '−'}${text}`;
}

function sessionLabel(session) {
  return [formatDate(session.startedAt), session.centerName, session.lane].filter(Boolean).join(' · ');
}

function mount(root) {
  const abort = new AbortController();
  const picker = h('form', { class: 'card' });
  const result = h('div', { 'aria-live': 'polite' });
  root.append(h('section', { class: 'view bt-view', 'data-testid': 'compare' },
    viewHeading(t('ui.compare.title'), { backHref: '#/history', backLabel: t('ui.tabs.history') }), picker, result));

  function table(comparison) {
    const sessions = comparison.sessions;
    return h('table', { class: 'compare-table', 'data-testid': 'compare-table' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: t('ui.compare.metric') }),
        sessions.map((session) => h('th', { scope: 'col', text: sessionLabel(session) })))),
      h('tbody', {}, METRICS.map((metric) => h('tr', { 'data-testid': 'compare-row', dataset: { metric: metric.key } },
        h('th', { scope: 'row', text: t(metric.labelKey) }),
        sessions.map((session, index) => {
          const value = session.figures?.[metric.key];
          const difference = index > 0 ? session.difference?.[metric.key] : null;
          return h('td', {},
            value == null ? '–' : metric.format(value),
            difference == null ? null : h('span', { class: 'compare-difference', text: `${signed(difference, metric.digits ?? 1)} ${t('ui.compare.difference')}` }));
        })))));
  }

  let onPhone = false;
  /** The comparison of sessions `ids`: the server's, or the phone's own for a Pro player (else a 402, the paywall). */
  async function compare(ids) {
    if (!onPhone) return bowlerTrax.compare(ids, { signal: abort.signal });
    await requireProHere({ signal: abort.signal });
    return comparePhoneSessions(ids);
  }

  backingUp({ signal: abort.signal }).then((backedUp) => {
    onPhone = !backedUp;
    return onPhone ? phoneRecords().then(({ sessions }) => sessions) : firstSessionPage({ signal: abort.signal });
  }).then((sessions) => {
    if (sessions.length < 2) {
      picker.replaceChildren(h('p', { text: t('ui.compare.needTwo') }));
      return;
    }
    const submit = h('button', { type: 'submit', class: 'button button--primary', 'data-testid': 'compare-submit', disabled: true, text: t('ui.compare.button') });
    const boxes = () => [...picker.querySelectorAll('[data-testid="compare-session"]')];
    const chosen = () => boxes().filter((box) => box.checked).map((box) => (onPhone ? box.value : Number(box.value)));
    // Two to four: once four are ticked, the others wait.
    const limitChoice = () => {
      const count = chosen().length;
      submit.disabled = count < 2;
      for (const box of boxes()) box.disabled = !box.checked && count >= MAXIMUM;
    };
    picker.addEventListener('change', limitChoice);
    picker.addEventListener('submit', async (event) => {
      event.preventDefault();
      const comparison = await withPro(() => compare(chosen())).catch(() => null);
      if (comparison) result.replaceChildren(table(comparison));
    });
    const choice = (session) => h('li', { class: 'list-row' },
      h('p', { class: 'choice' },
        h('input', { type: 'checkbox', value: String(session.id), id: `compare-${session.id}`, 'data-testid': 'compare-session', dataset: { sessionId: session.id } }),
        h('label', { for: `compare-${session.id}`, text: sessionLabel(session) })));
    picker.replaceChildren(
      h('p', { text: t('ui.compare.pick') }),
      ...pagedSessionList(sessions, choice, { signal: abort.signal, onMore: limitChoice, complete: onPhone }),
      submit);
  }).catch(() => picker.replaceChildren());
  return () => abort.abort();
}

export const compareView = { titleKey: 'ui.compare.title', mount };
