// A session of History (its summary and shots; delete with a confirmation) and one shot opened again: its path
// and metrics as right after the shot. A session kept on this phone ("phone-…": without backup) is read from the phone
// (phone-records.js), its shots opening their results there (#/kept/<key>).

import { confirmDialog } from '/shell/dialog.js';
import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';
import { announce } from '/shell/status.js';
import { bowlerTrax } from './api.js';
import { isPhoneID } from './device-store.js';
import { deletePhoneSession, phoneRecords } from './phone-records.js';
import { formatDate } from './format.js';
import { shotResult } from './result.js';
import { sessionRow, shotRow } from './session-row.js';
import { setActiveSession, store } from './store.js';
import { icon } from '/shell/icons.js';

/** `{session, shots}` of session `id`: the server's (GET sessions/:id), or the phone's own. */
async function sessionWithShots(id, signal) {
  if (!isPhoneID(id)) return bowlerTrax.session(id, { signal });
  const session = (await phoneRecords()).sessions.find((each) => each.id === id);
  if (!session) throw new Error(`No session ${id} on this phone.`);
  return { session, shots: session.shots };
}

export function sessionDetailView(sessionID) {
  const onPhone = isPhoneID(sessionID);
  function mount(root) {
    const abort = new AbortController();
    const body = h('div', { 'aria-busy': 'true' }, h('p', { class: 'loading', text: t('ui.common.loading') }));
    root.append(h('section', { class: 'view bt-view', 'data-testid': 'session-detail' },
      viewHeading(t('ui.history.session'), { backHref: '#/history', backLabel: t('ui.tabs.history') }), body));

    async function remove() {
      const confirmed = await confirmDialog({ title: t('ui.history.deleteTitle'), message: t('ui.history.deleteMessage'), confirmLabel: t('ui.common.delete'), danger: true });
      if (!confirmed) return;
      try {
        if (onPhone) await deletePhoneSession(sessionID);
        else await bowlerTrax.deleteSession(sessionID, { signal: abort.signal });
        if (store.activeSession?.id === sessionID) setActiveSession(null);
        announce(t('ui.history.deleted'));
        window.location.hash = '#/history';
      } catch {
        // The alert region says why.
      }
    }

    // GET sessions/:id answers {session, shots}: the summary the row shows, and the shots listed under it.
    sessionWithShots(sessionID, abort.signal).then(({ session, shots }) => {
      body.removeAttribute('aria-busy');
      body.replaceChildren(
        h('ul', { class: 'list' }, sessionRow(session)),
        h('h2', { text: t('ui.history.shots') }),
        shots.length === 0 ? h('p', { class: 'help', text: t('ui.history.noShots') })
          : h('ol', { class: 'list' }, shots.map((shot) => (onPhone ? shotRow(shot, `#/kept/${shot.requestKey}`, { number: shot.number })
            : shotRow(shot, `#/history/${sessionID}/${shot.id}`, { shotId: shot.id })))),
        h('div', { class: 'button-row' },
          h('button', { type: 'button', class: 'button button--danger', 'data-testid': 'delete-session', onclick: remove }, icon('trash'), t('ui.history.delete'))));
    }).catch(() => body.replaceChildren());
    return () => abort.abort();
  }
  return { titleKey: 'ui.history.session', mount };
}

export function shotDetailView(sessionID, shotID) {
  function mount(root) {
    const abort = new AbortController();
    const body = h('div', { 'aria-busy': 'true' }, h('p', { class: 'loading', text: t('ui.common.loading') }));
    root.append(h('section', { class: 'view bt-view', 'data-testid': 'shot-detail' },
      viewHeading(t('ui.history.shot'), { backHref: `#/history/${sessionID}`, backLabel: t('ui.history.session') }), body));
    bowlerTrax.shot(sessionID, shotID, { signal: abort.signal }).then((shot) => {
      body.removeAttribute('aria-busy');
      body.replaceChildren(h('p', { class: 'help', text: formatDate(shot.recordedAt) }), shotResult(shot, { hand: store.settings.hand }));
    }).catch(() => body.replaceChildren());
    return () => abort.abort();
  }
  return { titleKey: 'ui.history.shot', mount };
}
