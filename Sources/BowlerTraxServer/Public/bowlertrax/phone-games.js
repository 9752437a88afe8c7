// Manual games kept on this phone (issue 26): with backup off a game is logged here, each ball checked and the sheet
// scored by the core in the page (tracker.js's scoreGame: the BowlingGame the server scores with), and nothing of it
// is sent. With backup on, each game kept here is sent whole (its balls and its start) under the key it was kept with,
// so the server stores it once however often it is sent; the balls rolled or taken back here while it was on its way
// follow (each naming the rolls it was made on, so none is made twice), and the phone then remembers the server's id
// a while: the game's page moves to the server's copy. Every change to a kept game runs alone (Web Locks: in every
// tab), so a ball rolled while its game is being sent is neither lost nor sent twice.
//
//   const game = await newPhoneGame();                 // GameView-shaped, id "phone-…"
//   await rollPhoneGame(game.id, 7, 0);                // the game after the ball; a ball it cannot take is thrown
//   const { sent, waiting } = await sendPhoneGames();  // backup on: what went to the server, what still waits

import { bowlerTrax, isPassing, newRequestKey } from './api.js';
import { phoneGames, phoneID } from './device-store.js';
import { trackerModule } from './tracker-cache.js';

/** A game sent to the server is remembered this long (its page, if still open, moves to the server's copy). */
const SENT_GAME_KEPT_MS = 7 * 24 * 3600_000;

/** A ball the game cannot take, in the core's (the server's) words. */
export class RefusedRoll extends Error {}

/** The most steps one send takes to bring the server's copy of a game to the phone's (a game has at most 21 balls). */
const MOST_SYNC_STEPS = 48;

let queue = Promise.resolve();

/** Runs `work` alone among the changes to this phone's games: in every tab (Web Locks), else in this one. */
function exclusively(work) {
  if (globalThis.navigator?.locks) return navigator.locks.request('bowlertrax-phone-games', () => work());
  const run = queue.then(work, work);
  queue = run.catch(() => {});
  return run;
}

/** The GameView of kept game `kept`, scored by the core. */
async function scored(kept, rolls = kept.rolls) {
  const game = (await trackerModule()).scoreGame(rolls);
  if (game.invalid) throw new RefusedRoll(game.invalid);
  return {
    ...game, id: kept.id, startedAt: new Date(kept.startedAt).toISOString(), serverID: kept.serverID, refused: kept.refused ?? null,
    refusedMessage: kept.refusedMessage ?? '',
  };
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
 * Rolls `pins` in kept game `id`, shown with `rollCount` rolls: the game after it (null when it is gone; the server's
 * copy, with `serverID`, when backup sent it meanwhile: the ball goes there), or a RefusedRoll (nothing kept) for a
 * ball it cannot take. A game with other than `rollCount` rolls by now (a second tap, another tab) is answered as it
 * is, unchanged.
 */
export async function rollPhoneGame(id, pins, rollCount) {
  return editKept(id, rollCount, (rolls) => [...rolls, pins], (serverID) => bowlerTrax.roll(serverID, pins, rollCount));
}

/** Takes back the last ball of kept game `id`, shown with `rollCount` rolls (answered as rollPhoneGame answers). */
export async function undoPhoneRoll(id, rollCount) {
  return editKept(id, rollCount, (rolls) => rolls.slice(0, -1), (serverID) => bowlerTrax.undoRoll(serverID, rollCount));
}

/**
 * Kept game `id` after `change` of its rolls when it still has `rollCount` of them, or its server copy after
 * `onServerCopy` once it was sent.
 */
async function editKept(id, rollCount, change, onServerCopy) {
  await trackerModule(); // loaded before the lock, which every tab's edits wait on
  const { game, serverID } = await exclusively(async () => {
    const item = await kept(id);
    if (!item || item.serverID != null) return { game: null, serverID: item?.serverID ?? null };
    if (item.rolls.length !== rollCount) return { game: await scored(item), serverID: null };
    const after = await scored(item, change(item.rolls));
    await phoneGames.update(item.requestKey, (current) => ({ ...current, rolls: after.rolls }));
    return { game: after, serverID: null };
  });
  return serverID != null ? onServer(await onServerCopy(serverID)) : game;
}

/** The server's GameView of a game sent from here, marked so its page moves to it. */
function onServer(game) {
  return { ...game, serverID: game.id };
}

/** Deletes kept game `id`. */
export async function deletePhoneGame(id) {
  await exclusively(async () => {
    const game = await kept(id);
    if (game) await phoneGames.remove(game.requestKey);
  });
}

/**
 * Sends the games kept here (backup on; the caller asks): each whole, under its key (the server keeps one game per
 * key, and answers the copy it has), then the balls rolled or taken back here since that copy was taken, each naming
 * the rolls it was made on; the game is marked sent, alone with every other change to it, once the server's copy is
 * the phone's. With `reachable` false (the server was not, a moment ago) only counts them. Resolves
 * `{sent, waiting, reachable}`. A game the server refuses (a 4xx: a start the phone's clock put in the future, no room
 * left) stays on the phone, marked `refused` with the server's code, and is not sent again until the bowler asks
 * (sendRefusedGameAgain).
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
      const outcome = await alone(`bowlertrax-send-${game.requestKey}`, async () => {
        const startedAt = new Date(game.startedAt).toISOString();
        const stored = await bowlerTrax.newGame({ rolls: game.rolls, startedAt }, { requestKey: game.requestKey, quiet: true });
        return followedOnServer(game.requestKey, stored);
      });
      if (outcome === 'sent') sent += 1;
      else if (outcome !== 'deleted') waiting += 1;
    } catch (error) {
      if (isPassing(error)) {
        reachable = false;
        waiting += 1;
      } else {
        await phoneGames.update(game.requestKey, (item) => ({ ...item, refused: error.code ?? 'refused', refusedMessage: error.message ?? '' }));
      }
    }
  }
  return { sent, waiting, reachable };
}

/** The names `alone` runs in this tab, where the browser has no Web Locks. */
const running = new Set();

/**
 * Runs `work` unless another tab runs the same (`name`, a Web Lock taken only if free; in this tab a set of names):
 * resolves its result, or 'busy'.
 */
async function alone(name, work) {
  if (globalThis.navigator?.locks) {
    return navigator.locks.request(name, { ifAvailable: true }, (lock) => (lock ? work() : 'busy'));
  }
  if (running.has(name)) return 'busy';
  running.add(name);
  try {
    return await work();
  } finally {
    running.delete(name);
  }
}

/**
 * Brings the server's copy `stored` of kept game `requestKey` to the phone's rolls, a ball or an undo at a time, and
 * marks the game sent once they agree: 'sent'; 'deleted' when the game was deleted here meanwhile (its server copy is
 * deleted too); 'waiting' when the steps ran out or another tab sent it first. A step the server refuses because the
 * game changed meanwhile is asked again of the game as it is.
 */
async function followedOnServer(requestKey, stored) {
  let served = stored;
  for (let step = 0; step < MOST_SYNC_STEPS; step += 1) {
    const rolls = await exclusively(async () => {
      const game = (await phoneGames.all()).find((item) => item.requestKey === requestKey);
      if (!game) return 'deleted';
      if (game.serverID != null) return 'waiting';
      if (sameRolls(game.rolls, served.rolls)) {
        await phoneGames.update(requestKey, (item) => ({ ...item, serverID: served.id, keptAt: Date.now() }));
        return 'sent';
      }
      return game.rolls;
    });
    if (rolls === 'deleted') {
      await bowlerTrax.deleteGame(served.id, { quiet: true }).catch(() => null);
      return 'deleted';
    }
    if (typeof rolls === 'string') return rolls;
    const common = commonLength(rolls, served.rolls);
    try {
      served = common < served.rolls.length
        ? await bowlerTrax.undoRoll(served.id, served.rolls.length, { quiet: true })
        : await bowlerTrax.roll(served.id, rolls[common], served.rolls.length, { quiet: true });
    } catch (error) {
      if (error.code !== 'game-changed') throw error;
      served = await bowlerTrax.game(served.id, { quiet: true });
    }
  }
  return 'waiting';
}

function sameRolls(a, b) {
  return a.length === b.length && commonLength(a, b) === a.length;
}

function commonLength(a, b) {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** Lets kept game `id`, once refused, be sent again with the next send (the bowler made room, or fixed the clock). */
export async function sendRefusedGameAgain(id) {
  await exclusively(async () => {
    const game = await kept(id);
    if (game?.refused) await phoneGames.update(game.requestKey, ({ refused, refusedMessage, ...item }) => item);
  });
}
