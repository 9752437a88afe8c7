// What the views share: the player's BowlerTrax settings (hand, language) and the session being recorded, kept
// while the visitor moves between tabs.

const listeners = new Set();

// firstUse: the server's first-use state (GET first-use), once loaded; openBallForm: the ball-profile reminder's
// "Set Up Now" asks Ball Profiles to open its form.
export const store = { settings: { hand: null, language: 'browser' }, activeSession: null, firstUse: null, openBallForm: false };

export function setSettings(settings) {
  store.settings = { ...store.settings, ...settings };
  for (const listener of listeners) listener(store);
}

export function setActiveSession(session) {
  store.activeSession = session;
}

/** Calls `listener(store)` on every settings change; returns the function that stops it. */
export function onSettingsChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
