// History's "Saved on this phone": the sessions and shots bowled while the server could not be reached (outbox.js),
// shown from the phone until the server has them: each session (when it was bowled; its centre and lane when it was
// started on the phone) with its shots' figures as the phone measured them, each opening its whole result
// (#/kept/<key>). Once sent, they are in History's own list. Without backup History lists the phone's own sessions
// itself (phone-records.js); this section then shows only the shots kept under sessions the server has (bowled while
// it was down, before backup was turned off), which wait for backup to be turned on again.
//
//   const section = await phoneHistorySection();                          // null when nothing waits
//   const section = await phoneHistorySection({ serverSessionsOnly: true });

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { isPhoneID, sessionOutbox, shotOutbox } from './device-store.js';
import { viewHeading } from '/shell/layout.js';
import { formatDate, formatLane, formatNumber } from './format.js';
import { backingUp } from './backup.js';
import { keptShotView } from './kept-shot.js';
import { store } from './store.js';

/**
 * The section, or null when no shot waits on this phone (or this browser keeps nothing); with `serverSessionsOnly`,
 * of the shots of sessions the server has, for a History without backup.
 */
export async function phoneHistorySection({ serverSessionsOnly = false } = {}) {
  const [all, sessions] = await Promise.all([shotOutbox.all(), sessionOutbox.all()]).catch(() => [[], []]);
  const shots = serverSessionsOnly ? all.filter((shot) => !isPhoneID(shot.sessionID)) : all;
  if (shots.length === 0) return null;
  const startedHere = new Map(sessions.map((session) => [session.id, session]));
  const bySession = new Map();
  for (const shot of shots) {
    if (!bySession.has(shot.sessionID)) bySession.set(shot.sessionID, []);
    bySession.get(shot.sessionID).push(shot);
  }
  return h('section', { class: 'phone-history', 'data-testid': 'phone-history' },
    h('h2', { text: t('ui.history.onPhone.title') }),
    h('p', { class: 'help', text: t(serverSessionsOnly ? 'ui.history.onPhone.bodyWithoutBackup' : 'ui.history.onPhone.body') }),
    [...bySession].map(([sessionID, kept]) => {
      const body = startedHere.get(sessionID)?.body;
      const place = [body?.centerName, formatLane(body?.lane)].filter(Boolean).join(' · ');
      // When it was bowled: the session's start on the phone, or its first shot kept here.
      const since = startedHere.get(sessionID)?.keptAt ?? kept[0].keptAt;
      return h('div', { class: 'card', 'data-testid': 'phone-session' },
        h('h3', { text: formatDate(new Date(since).toISOString()) }),
        h('p', { class: 'list-row__detail', text: place || t('ui.history.noPlace') }),
        h('ul', { class: 'list' }, kept.map(keptShotRow)));
    }));
}

/** A kept shot: its number and headline figures as measured here (opening its result), or that it is measured once sent. */
function keptShotRow({ requestKey, measured }) {
  if (!measured) return h('li', { class: 'list-row', 'data-testid': 'phone-shot', text: t('ui.history.onPhone.notMeasured') });
  const { number, metrics } = measured;
  return h('li', { class: 'list-row', 'data-testid': 'phone-shot', dataset: { number, speed: metrics.averageSpeedMph } },
    h('a', { class: 'list-row__link', href: `#/kept/${requestKey}`, 'data-testid': 'phone-shot-link' },
      h('span', { class: 'list-row__title', text: t('ui.result.title', { number }) }),
      h('span', { class: 'list-row__stats', text: t('ui.history.onPhone.figures', {
        speed: formatNumber(metrics.averageSpeedMph), angle: formatNumber(metrics.entryAngleDegrees),
        board: formatNumber(metrics.entryBoard),
      }) })));
}

/**
 * The view of a shot kept on this phone (`requestKey`: its key in the outbox): its result as the phone measured it,
 * path and tips included, back to its session when that is the phone's own (without backup), else to History; once
 * the server has it, where it is now.
 */
export function keptShotDetailView(requestKey) {
  function mount(root) {
    const body = h('div', { 'aria-busy': 'true' }, h('p', { class: 'loading', text: t('ui.common.loading') }));
    const heading = viewHeading(t('ui.history.shot'), { backHref: '#/history', backLabel: t('ui.tabs.history') });
    root.append(h('section', { class: 'view bt-view', 'data-testid': 'kept-shot-detail' }, heading, body));
    Promise.all([shotOutbox.all().catch(() => []), backingUp()]).then(([shots, waiting]) => {
      const kept = shots.find((shot) => shot.requestKey === requestKey);
      const measured = kept?.measured;
      if (measured && !waiting && isPhoneID(kept.sessionID)) {
        // The link changed in place: the heading keeps the focus the router gave it.
        const back = heading.querySelector('[data-testid="back-link"]');
        back.href = `#/history/${kept.sessionID}`;
        back.lastChild.textContent = t('ui.history.session');
      }
      body.removeAttribute('aria-busy');
      body.replaceChildren(...(measured
        ? [keptShotView(measured, { hand: store.settings.hand, waiting }).view]
        : [h('p', { class: 'notice', 'data-testid': 'kept-shot-sent', text: t('ui.history.onPhone.sent') }),
          h('a', { href: '#/history', class: 'button', text: t('ui.tabs.history') })]));
    });
  }
  return { titleKey: 'ui.history.shot', mount };
}
