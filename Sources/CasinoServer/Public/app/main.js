// Start-up: load the player, start the onboarding session, load the settings and the copy in the player's
// language, apply theme and audio preferences, then route; a new language re-renders the view.

import { api } from './api.js';
import { baccaratView } from './baccarat.js';
import { blackjackView } from './blackjack.js';
import { startHeader } from './header.js';
import { howToPlayView } from './how-to-play.js';
import { onLanguageChange } from './i18n.js';
import { loadLanguage } from './language.js';
import { leaderboardView } from './leaderboard.js';
import { lobbyView } from './lobby.js';
import { menuView } from './menu.js';
import { resumeMusic, setMusicEnabled } from './music.js';
import { startOnboardingSession } from './onboarding-api.js';
import { onboardingStatsView } from './onboarding-stats.js';
import { startRouter } from './router.js';
import { onSessionChange, setPlayer, setSettings } from './session.js';
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
  '/onboarding-stats': onboardingStatsView,
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
    // The first request of a new visitor creates the player and sets its cookie; the rest follow it.
    setPlayer(await api.get('/api/me'));
    await Promise.all([
      startOnboardingSession().catch(() => null),
      api.get('/api/settings').then(setSettings),
      loadLanguage(),
    ]);
  } catch {
    // The alert region says why; the views still render and retry their own requests.
  }
  const router = startRouter(outlet, ROUTES);
  onLanguageChange(router.rerender);
}

start();
