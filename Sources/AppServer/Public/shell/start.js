// What every app's page does first: the system's theme until the app knows the visitor's, the header with the
// app's slot, the error region's Dismiss button, and audio unlocked at the first gesture (browsers allow
// sound only after one). The app then loads what it needs and starts the router (see /casino/main.js).
//
// An app's index.html carries a header (.app-header) with the app's name and an empty #header-slot, and the views'
// outlet #main (see /index.html or /casino/index.html); it links /shell/shell.css first, then its own style sheets.
// The shell adds the rest every page shares: the error region and the live regions (status.js).

import { startHeader } from './header.js';
import { resumeMusic, setMusicEnabled } from './music.js';
import { setSoundEnabled, unlockAudio } from './sound.js';
import { addRegions } from './status.js';
import { applyTheme } from './theme.js';

/** Browsers allow audio only after a gesture: try on each press until it runs, then start music if wanted. */
function unlockAudioOnGesture() {
  const events = ['click', 'keydown', 'touchend'];
  const unlock = async () => {
    if (!(await unlockAudio())) return;
    resumeMusic();
    for (const type of events) window.removeEventListener(type, unlock, true);
  };
  for (const type of events) window.addEventListener(type, unlock, true);
}

/** Starts the shell around the app; `header` fills the header's slot (see header.js). Returns the views' outlet. */
export function startShell({ header } = {}) {
  applyTheme('system');
  addRegions();
  startHeader(header);
  unlockAudioOnGesture();
  return document.getElementById('main');
}

/** Applies the visitor's look and sound preferences ({theme, sound, music}), as an app's settings hold them. */
export function applyPreferences({ theme, sound, music }) {
  applyTheme(theme);
  setSoundEnabled(sound);
  setMusicEnabled(music);
}
