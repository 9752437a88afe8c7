// The casino's page (/casino/): start the shell with the casino's header (name and balance), load the player's
// casino side, start the onboarding session, load the settings and, in the player's language, the copy, the
// settings' choices and the list of games; apply theme and audio preferences, then route. A new language
// re-renders the view. A toast goes at the next touch.

import { api } from '/shell/api.js';
import { onLanguageChange, setVietnameseTerms } from '/shell/i18n.js';
import { configureLanguage, loadLanguage } from '/shell/language.js';
import { registerRoutes, startRouter } from '/shell/router.js';
import { applyPreferences, startShell } from '/shell/start.js';
import { onboardingStatsView } from '/onboarding/stats.js';
import { baccaratView } from './baccarat.js';
import { blackjackView } from './blackjack.js';
import { fetchGames } from './games.js';
import { casinoHeader } from './header.js';
import { howToPlayView } from './how-to-play.js';
import { leaderboardView } from './leaderboard.js';
import { lobbyView } from './lobby.js';
import { menuView } from './menu.js';
import { casinoOnboarding, WELCOME_CHOICES } from './onboarding.js';
import { CASINO_API } from './paths.js';
import { onSessionChange, setOptions, setPlayer, setSettings } from './session.js';
import { settingsView } from './settings.js';
import { xidachView } from './xidach.js';

registerRoutes({
  '/': menuView,
  '/lobby': lobbyView,
  '/blackjack': blackjackView,
  '/baccarat': baccaratView,
  '/xidach': xidachView,
  '/leaderboard': leaderboardView,
  '/settings': settingsView,
  '/how-to-play': howToPlayView,
  '/onboarding-stats': onboardingStatsView({ api: casinoOnboarding, choiceLabels: WELCOME_CHOICES }),
});

// The games' own terms, written in Vietnamese on the English page too.
setVietnameseTerms(['Xì Dách', 'Xì Bàn', 'Ngũ Linh', 'Quắc']);

configureLanguage({
  copyPath: `${CASINO_API}/copy`,
  companions: [
    async () => {
      const options = await api.get(`${CASINO_API}/options`);
      return () => setOptions(options);
    },
    () => fetchGames(),
  ],
});

// A toast (the status line) goes at the player's next touch or click, so it never lingers over what they press
// next; the live region has said it already.
document.addEventListener('pointerdown', () => {
  const status = document.getElementById('status');
  if (status) status.textContent = '';
}, { capture: true, passive: true });

async function start() {
  const outlet = startShell({ header: casinoHeader() });
  onSessionChange(({ settings }) => applyPreferences(settings));
  try {
    // The player's name and casino balance; the first request that changes something creates the player.
    setPlayer(await api.get(`${CASINO_API}/player`));
    await Promise.all([
      casinoOnboarding.startSession().catch(() => null),
      api.get(`${CASINO_API}/settings`).then(setSettings),
      loadLanguage(),
    ]);
  } catch {
    // The alert region says why; the views still render and retry their own requests.
  }
  const router = startRouter(outlet);
  onLanguageChange(router.rerender);
}

start();
