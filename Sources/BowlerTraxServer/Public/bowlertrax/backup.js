// Backup (issue 26): whether this phone sends its sessions to this server. Off unless the bowler turns it on: in
// Settings ("Back up my sessions to this server"), or when it is offered, once, after their first session with shots.
// With it off, calibrations (their taps and fingerprints), sessions and shots (their tracks and figures) stay on this
// phone (outbox.js keeps them and sends nothing), and History, Home, Progress, Compare and Export are worked out here
// by the core (phone-records.js). With it on, what waits is sent, each record once under its own key, and History
// reads the server's copy.
//
// A bowler who never chose backs up when the server already holds sessions of theirs (from before backup was a
// choice, or another client of the API): their History is there.
//
//   if (await backingUp()) ...        // the bowler's choice, or the rule above
//   chooseBackup(true);               // the window hears BACKUP_EVENT
//   await offerBackup();              // after a session with shots: once, while never chosen

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { bowlerTrax } from './api.js';
import { openSheet, picture } from './sheet.js';

const KEY = 'bowlertrax-backup';
/** The window's event when the choice changes. */
export const BACKUP_EVENT = 'bowlertrax-backup-changed';

/** The bowler's choice in this browser: true, false, or null when never made. */
function choice() {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'on' ? true : value === 'off' ? false : null;
  } catch {
    return null;
  }
}

/**
 * Whether this phone backs its sessions up: the bowler's choice; without one, whether the server already holds
 * sessions of theirs (Home's stats: a read that sends nothing of theirs), which is then kept as their choice.
 */
export async function backingUp({ signal } = {}) {
  const chosen = choice();
  if (chosen !== null) return chosen;
  const stats = await bowlerTrax.stats({ signal, quiet: true }).catch(() => null);
  if (!(stats?.sessions > 0)) return false;
  remember(true);
  return true;
}

/** Turns backup on or off (Settings, the offer). */
export function chooseBackup(on) {
  remember(on);
  window.dispatchEvent(new Event(BACKUP_EVENT));
}

/**
 * After a session with shots: "Back up your sessions?", once, to a bowler who never chose (either answer is their
 * choice). Resolves when answered, or at once when not offered.
 */
export async function offerBackup() {
  if (choice() !== null) return;
  const answer = await openSheet({
    testid: 'backup-offer', title: t('ui.backup.offerTitle'), picture: picture('cloud', t('ui.backup.offerAlt')),
    body: [h('p', { text: t('ui.backup.offerBody') }), h('p', { class: 'help', text: t('ui.backup.offerNote') })],
    buttons: [
      { label: t('ui.backup.offerOn'), value: 'on', primary: true, testid: 'backup-offer-on' },
      { label: t('ui.backup.offerOff'), value: 'off', testid: 'backup-offer-off' },
    ],
    close: null,
  });
  chooseBackup(answer === 'on');
}

function remember(on) {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: nothing is kept (so nothing is sent).
  }
}
