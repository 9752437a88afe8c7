// What the views share (a shell store), kept while the visitor moves between tabs: the player's BowlerTrax settings
// (hand, language), the session being recorded, the server's first-use state (GET first-use) and Pro state (GET pro)
// once loaded, and whether Ball Profiles should open its form (the ball-profile reminder's "Set Up Now").

import { createStore } from '/shell/store.js';

const bowlerTrax = createStore({
  settings: { hand: null, language: 'browser' }, activeSession: null, firstUse: null, pro: null, openBallForm: false,
});

/** What the views read: {settings, activeSession, firstUse, pro, openBallForm}. */
export const store = bowlerTrax.state;

/** Changes the fields of `changes`, the others kept. */
export const updateStore = bowlerTrax.update;

export function setSettings(settings) {
  updateStore({ settings: { ...store.settings, ...settings } });
}

export function setActiveSession(session) {
  updateStore({ activeSession: session });
}
