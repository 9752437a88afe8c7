// A game table on the server: load it (a round in progress resumes) and send intents. Every answer
// carries the balance, which the header shows.

import { api } from '/shell/api.js';
import { CASINO_API } from './paths.js';
import { setBalance } from './session.js';

function received(table) {
  setBalance(table.balanceCents);
  return table;
}

export async function loadTable(game, signal) {
  return received(await api.get(`${CASINO_API}/games/${encodeURIComponent(game)}`, { signal }));
}

/** Sends `intent` ({action, amountCents?, zone?, name?}) and returns the new table. */
export async function sendIntent(game, intent, signal) {
  return received(await api.post(`${CASINO_API}/games/${encodeURIComponent(game)}/actions`, intent, { signal }));
}

/** Whether the server accepts `action` now. */
export function isLegal(table, action) {
  return Array.isArray(table?.legalActions) && table.legalActions.includes(action);
}
