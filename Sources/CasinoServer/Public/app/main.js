// Start-up: load the player and their settings, apply theme and audio preferences, then route.

import { api } from './api.js';
import { baccaratView } from './baccarat.js';
import { blackjackView } from './blackjack.js';
import { startHeader } from './header.js';
import { howToPlayView } from './how-to-play.js';
import { leaderboardView } from './leaderboard.js';
import { lobbyView } from './lobby.js';
import { menuView } from './menu.js';
import { resumeMusic, setMusicEnabled } from './music.js';
import { startRouter } from './router.js';
import { onSessionChange, setOptions, setPlayer, setSettings } from './session.js';
import { settingsView } from './settings.js';
import { setSoundEnabled, unlockAudio } from './sound.js';
import { clearError } from './status.js';
import { applyTheme } from './theme.js';
import { xidachView } from './xidach.js';

const ROUTES = {
  '/': menuView,
  '/lobby': lobbyView,
  '/blackjack': blackjackView,
  '/baccarat': baccaratView,
  '/xidach': xidachView,
  '/leaderboard': leaderboardView,
  '/settings': settingsView,
  '/how-to-play': howToPlayView,
};

function applyPreferences({ settings }) {
  applyTheme(settings.theme);
  setSoundEnabled(settings.sound);
  setMusicEnabled(settings.music);
}

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

async function start() {
  applyTheme('system');
  startHeader();
  onSessionChange(applyPreferences);
  document.getElementById('error-dismiss').addEventListener('click', clearError);
  unlockAudioOnGesture();
  const outlet = document.getElementById('main');
  try {
    // One after the other: the first request of a new visitor creates the player and sets its cookie.
    setPlayer(await api.get('/api/me'));
    setSettings(await api.get('/api/settings'));
    setOptions(await api.get('/api/options'));
  } catch {
    // The alert region says why; the views still render and retry their own requests.
  }
  startRouter(outlet, ROUTES);
}

start();
