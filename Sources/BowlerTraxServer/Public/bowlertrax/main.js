// BowlerTrax's page (/bowlertrax/): start the shell, load the player's settings and the copy in their language,
// apply the theme, then route. Tabs Home / Record / History / More sit at the bottom; routes with an id
// (#/history/3, #/history/3/7, #/games/2) are registered as they are visited, so the shell's router (exact
// paths) serves them. A new language re-renders the view.
//
// First use (issue 13): the page load's onboarding session starts first; the first launch (welcome, feature cards,
// the camera pre-permission, hand and first ball: first-launch.js) runs before the dashboard in #first-launch when
// the server says it is pending; the Record tab's badge follows the camera; the second visit offers notifications.
// BowlerTrax Pro (issue 14, pro.js): the paywall after the first launch when the server routes there; the music plays
// on the welcome screens and the paywall only.

import { onLanguageChange } from '/shell/i18n.js';
import { configureLanguage, loadLanguage } from '/shell/language.js';
import { registerRoutes, startRouter } from '/shell/router.js';
import { startOffline } from '/shell/offline.js';
import { startShell } from '/shell/start.js';
import { ballsView } from './balls.js';
import { dashboardView } from './dashboard.js';
import { gameView, gamesView } from './manual-game.js';
import { historyView } from './history.js';
import { moreView } from './more.js';
import { newSessionView, recordView } from './record.js';
import { savedCalibrationsView } from './saved-calibrations.js';
import { applyStoredTheme, settingsView } from './settings.js';
import { sessionDetailView, shotDetailView } from './shot-detail.js';
import { startOutbox } from './outbox.js';
import { setSettings, store, updateStore } from './store.js';
import { runFirstLaunch } from './first-launch.js';
import { compareView } from './compare.js';
import { loadPro, proView, runPaywall } from './pro.js';
import { backgroundMusic } from './background-music.js';
import { onboarding, startFirstUse } from './first-use.js';
import { onboardingStatsView } from '/onboarding/stats.js';
import { currentCamera, offerNotifications, updateRecordBadge } from './permissions.js';
import { keptShotDetailView } from './phone-history.js';
import { isPhoneID } from './device-store.js';
import { copyPath, currentSettings } from './phone-profile.js';
import { startTabs } from './tabs.js';
import { videoAnalysisView } from './video-analysis.js';

registerRoutes({
  '/': dashboardView,
  '/record': recordView,
  '/record/new': newSessionView,
  '/record/video': videoAnalysisView,
  '/history': historyView,
  '/more': moreView,
  '/settings': settingsView,
  '/balls': ballsView,
  '/calibrations': savedCalibrationsView,
  '/games': gamesView,
  '/pro': proView,
  '/compare': compareView,
  // Paths with ids: each view is made for the ids when its path is visited (a path whose id is not one shows Home).
  // A session kept on this phone by its id there ("phone-" and 32 hex digits).
  '/history/:session': ({ session }) => (isPhoneID(session) ? sessionDetailView(session)
    : whenIDs([session], sessionDetailView)),
  '/history/:session/:shot': ({ session, shot }) => whenIDs([session, shot], shotDetailView),
  // A manual game kept on this phone by its id there ("phone-" and 32 hex digits).
  '/games/:game': ({ game }) => (isPhoneID(game) ? gameView(game) : whenIDs([game], gameView)),
  // A shot waiting on this phone, by its key in the outbox (32 hex digits).
  '/kept/:shot': ({ shot }) => (/^[0-9a-f]{32}$/.test(shot) ? keptShotDetailView(shot) : null),
  '/onboarding-stats': onboardingStatsView({ api: onboarding, choiceLabels: {}, backHref: '#/more', backLabelKey: 'ui.tabs.more' }),
});

/** `makeView(...ids)` when every text is a whole number, else null (no such route). */
function whenIDs(texts, makeView) {
  return texts.every((text) => /^\d+$/.test(text)) ? makeView(...texts.map(Number)) : null;
}

configureLanguage({ copyPath });

async function start() {
  const outlet = startShell();
  // After the shell (which starts on the system's theme): this browser's choice.
  applyStoredTheme();
  try {
    await Promise.all([currentSettings().then(setSettings), loadLanguage()]);
  } catch {
    // The alert region says why; the views still render and retry their own requests.
  }
  await startFirstUse();
  const firstLaunch = document.getElementById('first-launch');
  // While the first launch runs, the page's title and the hidden views stay out of the way.
  // The server's Pro state first: its music policy plays during the first launch, its clips are preloaded.
  await loadPro({ quiet: true }).catch(() => null);
  updateStore({ firstUse: await runFirstLaunch(firstLaunch) });
  // RootScreen's routing, decided by the server: the paywall right after the first launch (until skipped or bought).
  const pro = await loadPro({ quiet: true }).catch(() => null);
  if (pro?.screen === 'paywall') await runPaywall({ origin: 'first-launch' });
  backgroundMusic.setScreen('main');
  currentCamera(store.firstUse?.camera ?? 'unknown').then(updateRecordBadge).catch(() => {});
  startTabs(document.getElementById('tabs'));
  const router = startRouter(outlet);
  onLanguageChange(router.rerender);
  // The notifications' pre-permission screen after the first session (section 2): when leaving a session with shots
  // (record.js), or on a later visit while the server says it is still to offer.
  if (store.firstUse?.offerNotifications) setTimeout(() => offerNotifications(), 1500);
}

start();
startOffline('bowlertrax');
startOutbox();
