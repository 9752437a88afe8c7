// Backup (issue 26): whether this phone sends its sessions to this server ("Back up my sessions to this server" in
// Settings). With it off, calibrations (their taps and fingerprints), sessions and shots (their tracks and figures)
// stay on this phone (outbox.js keeps them and sends nothing), and History, Home, Progress and Compare are worked out
// here by the core (phone-records.js). With it on, what waits is sent, each record once under its own key, and
// History reads the server's copy.
//
// A bowler who never chose backs up, as before backup was a choice (Export to CSV is still the server's).
//
//   if (backingUp()) ...              // the bowler's choice, or on
//   chooseBackup(false);              // from Settings; the window hears BACKUP_EVENT

const KEY = 'bowlertrax-backup';
/** The window's event when the choice changes. */
export const BACKUP_EVENT = 'bowlertrax-backup-changed';

/** Whether this phone backs its sessions up: the bowler's choice on this browser, on when never made. */
export function backingUp() {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Turns backup on or off (Settings). */
export function chooseBackup(on) {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: nothing is kept, so nothing changes.
  }
  window.dispatchEvent(new Event(BACKUP_EVENT));
}
