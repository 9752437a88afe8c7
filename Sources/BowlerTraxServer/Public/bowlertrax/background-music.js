// BowlerTrax Pro's background music (issue 14), the page's side of Subscriptions' BackgroundMusic: the shell's
// generated music (/shell/music.js) plays on the screens the server's policy names (GET /pro's `music`: onboarding
// and the paywall, not main), only while the tab is visible and the player's "Music" setting is on.
//
// state() is "off" when the setting is off, else "playing" when the current screen plays music and the tab is
// visible, else "paused"; it is mirrored on document.documentElement.dataset.music for tests. Hiding the tab
// (visibilitychange) pauses it; showing it again resumes only what was playing (the same screen and setting).
// "playing" is muted until the first user gesture: the shell (start.js) unlocks audio then and starts the music.
// Nothing listens or plays before the first configure() or setScreen().
//
//   import { backgroundMusic } from './background-music.js';
//   backgroundMusic.configure({ policy: pro.music, enabled: store.settings.music !== false });
//   backgroundMusic.setScreen(pro.screen);   // "onboarding" | "paywall" | "main"
//   backgroundMusic.state();                 // "playing" | "paused" | "off"

import { setMusicEnabled } from '/shell/music.js';

/**
 * No screen plays until the server's policy arrives: the policy is Subscriptions' RootScreen.playsBackgroundMusic,
 * decided once in Swift (a page that could not reach the server stays quiet).
 */
const DEFAULT_POLICY = { onboarding: false, paywall: false, main: false };

function createBackgroundMusic() {
  let policy = { ...DEFAULT_POLICY };
  let enabled = true;
  let screen = null;
  let listening = false;

  const visible = () => document.visibilityState !== 'hidden';

  function state() {
    if (!enabled) return 'off';
    return visible() && policy[screen] === true ? 'playing' : 'paused';
  }

  /** Brings the player and the mirror in line with the state. */
  function apply() {
    if (!listening) {
      listening = true;
      document.addEventListener('visibilitychange', apply);
    }
    const current = state();
    setMusicEnabled(current === 'playing');
    document.documentElement.dataset.music = current;
  }

  return {
    /** Sets the policy ({onboarding, paywall, main}: whether each screen plays music) and/or the Music setting. */
    configure({ policy: newPolicy, enabled: isEnabled } = {}) {
      if (newPolicy) policy = { ...DEFAULT_POLICY, ...newPolicy };
      if (typeof isEnabled === 'boolean') enabled = isEnabled;
      apply();
    },

    /** The root screen now shown: "onboarding", "paywall" or "main" (anything else plays no music). */
    setScreen(name) {
      screen = name;
      apply();
    },

    state,
  };
}

/** The page's background music. */
export const backgroundMusic = createBackgroundMusic();
