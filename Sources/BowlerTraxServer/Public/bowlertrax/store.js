// What the views share: the player's BowlerTrax settings (hand, language) and the session being recorded, kept
// while the visitor moves between tabs.

// firstUse: the server's first-use state (GET first-use), once loaded; openBallForm: the ball-profile reminder's
// "Set Up Now" asks Ball Profiles to open its form.
export const store = { settings: { hand: null, language: 'browser' }, activeSession: null, firstUse: null, openBallForm: false };

export function setSettings(settings) {
  store.settings = { ...store.settings, ...settings };
}

export function setActiveSession(session) {
  store.activeSession = session;
}
