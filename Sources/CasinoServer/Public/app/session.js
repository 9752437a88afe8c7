// The signed-in (anonymous) player and their settings, shared by every view.

const listeners = new Set();

export const session = { player: { displayName: '', balanceCents: 0 }, settings: {}, options: {} };

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

/** Calls `listener(session)` on every change; returns the function that stops it. */
export function onSessionChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
