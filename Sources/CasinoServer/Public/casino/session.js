// The (anonymous) player at the casino and their settings, shared by every view: the name (the host's, one
// across apps) with the casino's balance (GET /casino/api/player), the casino's settings, the choices the
// settings accept (GET /casino/api/options) and the list of games (GET /casino/api/games).

const listeners = new Set();

export const session = { player: { displayName: '', balanceCents: 0 }, settings: {}, options: {}, games: [] };

function notify() {
  for (const listener of listeners) listener(session);
}

export function setPlayer(player) {
  session.player = { ...session.player, ...player };
  notify();
}

export function setBalance(balanceCents) {
  if (typeof balanceCents === 'number') setPlayer({ balanceCents });
}

export function setSettings(settings) {
  session.settings = { ...session.settings, ...settings };
  notify();
}

/** The choices the settings accept, as the server lists them. */
export function setOptions(options) {
  session.options = options;
  notify();
}

/** The casino's games as the server lists them ([{id, name, summary}], in the page's language). */
export function setGames(games) {
  session.games = Array.isArray(games) ? games : [];
  notify();
}

/** Calls `listener(session)` on every change; returns the function that stops it. */
export function onSessionChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
