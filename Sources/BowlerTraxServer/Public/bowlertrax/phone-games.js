// Manual games kept on this phone (issue 26): with backup off a game is logged here, each ball checked and the sheet
// scored by the core in the page (tracker.js's scoreGame: the BowlingGame the server scores with), and nothing of it
// is sent. With backup on, each game kept here is sent whole (its balls and its start) under the key it was kept with,
// so the server stores it once however often it is sent; the phone then remembers the server's id a while, and the
// game's page moves to the server's copy.
//
//   const game = await newPhoneGame();                 // GameView-shaped, id "phone-…"
//   await rollPhoneGame(game.id, 7);                   // the game after the ball; a ball it cannot take is thrown
//   const { sent, waiting } = await sendPhoneGames();  // backup on: what went to the server, what still waits

import { bowlerTrax, newRequestKey } from './api.js';
import { isTransient } from '/shell/api.js';
import { phoneGames, phoneID } from './device-store.js';
import { trackerModule } from './tracker-cache.js';

/** A game sent to the server is remembered this long (its page, if still open, moves to the server's copy). */
const SENT_GAME_KEPT_MS = 7 * 24 * 3600_000;

/** A ball the game cannot take, in the core's (the server's) words. */
export class RefusedRoll extends Error {}

/** The GameView of kept game `kept`, scored by the core. */
async function scored(kept, rolls = kept.rolls) {
  const game = (await trackerModule()).scoreGame(rolls);
  if (game.invalid) throw new RefusedRoll(game.invalid);
  return { ...game, id: kept.id, startedAt: new Date(kept.startedAt).toISOString(), serverID: kept.serverID };
}

async function kept(id) {
  return (await phoneGames.all()).find((game) => game.id === id) ?? null;
}

/** The games kept on this phone and not sent yet, newest first (one the core cannot score is left out). */
export async function listPhoneGames() {
  const games = (await phoneGames.all().catch(() => [])).filter((game) => game.serverID == null);
  const listed = await Promise.all(games.reverse().map((game) => scored(game).catch(() => null)));
  return listed.filter(Boolean);
}

/** A new game kept on this phone; null when this browser keeps nothing (no IndexedDB). */
export async function newPhoneGame() {
  const requestKey = newRequestKey();
  const game = { requestKey, id: phoneID(requestKey), startedAt: Date.now(), rolls: [], keptAt: Date.now(), serverID: null };
  if (!(await phoneGames.keep(game).catch(() => false))) return null;
  return scored(game);
}

/** Kept game `id` (with `serverID` once it was sent), or null when there is none. */
export async function phoneGame(id) {
  const game = await kept(id);
  return game ? scored(game) : null;
}

/**
 * Rolls `pins` in kept game `id`: the game after it (null when it is gone; the server's copy, with `serverID`, when
 * backup sent it meanwhile: the ball goes there), or a RefusedRoll (nothing kept) for a ball it cannot take.
 */
export async function rollPhoneGame(id, pins) {
  const game = await kept(id);
  if (!game) return null;
  if (game.serverID != null) return onServer(await bowlerTrax.roll(game.serverID, pins));
  const after = await scored(game, [...game.rolls, pins]);
  await phoneGames.update(game.requestKey, (item) => ({ ...item, rolls: after.rolls }));
  return after;
}

/** Takes back the last ball of kept game `id`: the game after it (as rollPhoneGame answers when gone or sent). */
export async function undoPhoneRoll(id) {
  const game = await kept(id);
  if (!game) return null;
  if (game.serverID != null) return onServer(await bowlerTrax.undoRoll(game.serverID));
  const after = await scored(game, game.rolls.slice(0, -1));
  await phoneGames.update(game.requestKey, (item) => ({ ...item, rolls: after.rolls }));
  return after;
}

/** The server's GameView of a game sent from here, marked so its page moves to it. */
function onServer(game) {
  return { ...game, serverID: game.id };
}

/** Deletes kept game `id`. */
export async function deletePhoneGame(id) {
  const game = await kept(id);
  if (game) await phoneGames.remove(game.requestKey);
}

/**
 * Sends the games kept here (backup on; the caller asks): each whole, under its key, then the balls rolled here
 * since that copy was taken (while the post was on its way, or after an answer that was lost: the server's copy
 * under the key has the balls it had), one by one; the game is marked sent only once the server has them all. With
 * `reachable` false (the server was not, a moment ago) only counts them. Resolves `{sent, waiting, reachable}`. A game
 * the server refuses (a 4xx: a start the phone's clock put in the future, no room left) stays on the phone, marked
 * `refused` with the server's code, and is not sent again.
 */
export async function sendPhoneGames({ reachable: serverReachable = true } = {}) {
  let sent = 0;
  let waiting = 0;
  let reachable = serverReachable;
  for (const game of await phoneGames.all()) {
    if (game.serverID != null) {
      if (Date.now() - game.keptAt > SENT_GAME_KEPT_MS) await phoneGames.remove(game.requestKey);
      continue;
    }
    if (game.refused) continue;
    if (!reachable) {
      waiting += 1;
      continue;
    }
    try {
      // Whole seconds: the server reads ISO 8601 without fractions.
      const startedAt = new Date(Math.floor(game.startedAt / 1000) * 1000).toISOString().replace('.000Z', 'Z');
      let stored = await bowlerTrax.newGame({ rolls: game.rolls, startedAt }, { requestKey: game.requestKey, quiet: true });
      const now = (await kept(game.id)) ?? game;
      for (const pins of now.rolls.slice(stored.rolls.length)) {
        stored = await bowlerTrax.roll(stored.id, pins, { quiet: true });
      }
      await phoneGames.update(game.requestKey, (item) => ({ ...item, serverID: stored.id, keptAt: Date.now() }));
      sent += 1;
    } catch (error) {
      if (isTransient(error)) {
        reachable = false;
        waiting += 1;
      } else {
        await phoneGames.update(game.requestKey, (item) => ({ ...item, refused: error.code ?? 'refused' }));
      }
    }
  }
  return { sent, waiting, reachable };
}
