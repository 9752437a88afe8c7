// The one list of the casino's games, from the server (GET /casino/api/games: [{id, name, summary}] in the
// page's language): the lobby, the tutorials in Settings and the onboarding statistics follow it.

import { api } from '/shell/api.js';
import { CASINO_API } from './paths.js';
import { setGames } from './session.js';

/** Fetches the list; resolves the function that applies it (a companion of the language, see main.js). */
export async function fetchGames(options) {
  const games = await api.get(`${CASINO_API}/games`, options);
  return () => setGames(games);
}

/** Fetches the list and applies it now. */
export async function loadGames(options) {
  (await fetchGames(options))();
}
