// The (anonymous) player at the casino and their settings, shared by every view (a shell store): the name (the
// host's, one across apps) with the casino's balance (GET /casino/api/player), the casino's settings, the choices the
// settings accept (GET /casino/api/options) and the list of games (GET /casino/api/games).

import { createStore } from '/shell/store.js';

const casino = createStore({ player: { displayName: '', balanceCents: 0 }, settings: {}, options: {}, games: [] });

/** What the views read: {player, settings, options, games}. */
export const session = casino.state;

export function setPlayer(player) {
  casino.update({ player: { ...session.player, ...player } });
}

export function setBalance(balanceCents) {
  if (typeof balanceCents === 'number') setPlayer({ balanceCents });
}

export function setSettings(settings) {
  casino.update({ settings: { ...session.settings, ...settings } });
}

/** The choices the settings accept, as the server lists them. */
export function setOptions(options) {
  casino.update({ options });
}

/** The casino's games as the server lists them ([{id, name, summary}], in the page's language). */
export function setGames(games) {
  casino.update({ games: Array.isArray(games) ? games : [] });
}

/** Calls `listener(session)` on every change; returns the function that stops it. */
export const onSessionChange = casino.subscribe;
