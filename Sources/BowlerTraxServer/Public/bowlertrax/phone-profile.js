// The settings and ball profiles with no network (issue 26). They are the server's to keep (it speaks the bowler's
// language and decides the onboarding prompts with them; they hold no shot), and the phone keeps its last answer for
// each (api.js). A change made while the server cannot be reached is made here:
// - a setting (the hand, the language, the music) is applied at once, kept in this browser and sent when the server
//   can be reached; reading the settings meanwhile answers them as changed, and the copy is read in the language
//   chosen here (`copyPath`: the service worker keeps every language's);
// - a ball added is kept in device-store.js's ballOutbox under the Idempotency-Key it is sent with (id "phone-…"),
//   listed with the server's balls, edited, deleted and used for a session here; sent, it keeps the id the server gave
//   it a while, so a session that named it names the server's ball.
// outbox.js sends what waits before anything else, backup on or off.
//
//   const settings = await currentSettings();
//   const saved = await saveSettingsHere({ hand: 'left' });
//   const balls = await allBalls({ signal });            // the server's, then those waiting here (waiting: true)
//   const ball = await addBallHere({ name, color });

import { isTransient, showRequestError } from '/shell/api.js';
import { bowlerTrax, isPassing, newRequestKey } from './api.js';
import { ballOutbox, isPhoneID, keptAnswers, phoneID } from './device-store.js';
import { store } from './store.js';

const WAITING_SETTINGS_KEY = 'bowlertrax-settings-waiting';

function waitingSettings() {
  try {
    return JSON.parse(localStorage.getItem(WAITING_SETTINGS_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps `changes` as waiting (null or {} forgets them all). */
function keepWaitingSettings(changes) {
  if (changes && Object.keys(changes).length > 0) localStorage.setItem(WAITING_SETTINGS_KEY, JSON.stringify(changes));
  else localStorage.removeItem(WAITING_SETTINGS_KEY);
}

/**
 * Forgets the waiting changes the server now has (`saved`: the settings it answered; or the changes it refused),
 * keeping any made since.
 */
function settled(saved) {
  const waiting = waitingSettings();
  if (!waiting) return;
  try {
    keepWaitingSettings(Object.fromEntries(Object.entries(waiting).filter(([key, value]) => saved[key] !== value)));
  } catch {
    // Storage refused: what waits is sent again, harmlessly.
  }
}

/** Forgets everything waiting here (this browser became another bowler: a backup was restored). */
export async function forgetWaitingProfile() {
  try {
    localStorage.removeItem(WAITING_SETTINGS_KEY);
  } catch {
    // Nothing was kept.
  }
  for (const ball of await keptBalls()) await ballOutbox.remove(ball.requestKey);
}

/** The settings: the server's (or its last answer), with the changes waiting here on top. */
export async function currentSettings(options) {
  return { ...(await bowlerTrax.settings(options)), ...waitingSettings() };
}

/** Where the copy is read: in the language changed here while it waits to be sent, else the player's. */
export function copyPath() {
  const language = waitingSettings()?.language;
  return language ? `${bowlerTrax.copyPath}?language=${encodeURIComponent(language)}` : bowlerTrax.copyPath;
}

/**
 * Saves settings `changes`: `{settings, waiting}`, the server's answer, or, when it cannot be reached, the settings as
 * changed here (kept, and sent later: `waiting` true). A refusal is shown and thrown.
 */
export async function saveSettingsHere(changes, { signal } = {}) {
  try {
    const saved = await bowlerTrax.saveSettings(changes, { signal, quiet: true });
    keptAnswers.put('settings', saved).catch(() => null);
    settled(saved);
    return { settings: saved, waiting: false };
  } catch (error) {
    if (!isTransient(error) || signal?.aborted) {
      showRequestError(error);
      throw error;
    }
    try {
      keepWaitingSettings({ ...waitingSettings(), ...changes });
    } catch {
      showRequestError(error);
      throw error;
    }
    return { settings: { ...store.settings, ...changes }, waiting: true };
  }
}

/** What a ball kept here looks like where a server's BallView goes. */
function ballView(kept) {
  const custom = kept.color.startsWith('#');
  return {
    id: kept.id, name: kept.name, color: { preset: custom ? null : kept.color, hex: custom ? kept.color : null }, waiting: true,
    refused: kept.refused ?? null, refusedMessage: kept.refusedMessage ?? '',
  };
}

async function keptBalls() {
  return ballOutbox.all().catch(() => []);
}

/** The player's balls: the server's (or its last answer; none when neither can be had), then those waiting here. */
export async function allBalls({ signal, quiet } = {}) {
  const [served, kept] = await Promise.all([bowlerTrax.balls({ signal, quiet }).catch((error) => {
    if (signal?.aborted) throw error;
    return [];
  }), keptBalls()]);
  return [...served, ...kept.filter((ball) => ball.serverID == null).map(ballView)];
}

/** Adds ball `{name, color}`: the server's BallView, or, when it cannot be reached, the ball kept here. */
export async function addBallHere(ball, { signal } = {}) {
  const requestKey = newRequestKey();
  try {
    return await bowlerTrax.addBall(ball, { signal, requestKey, quiet: true });
  } catch (error) {
    const kept = { requestKey, id: phoneID(requestKey), name: ball.name, color: ball.color, keptAt: Date.now(), serverID: null };
    if (!isTransient(error) || signal?.aborted || !(await ballOutbox.keep(kept).catch(() => false))) {
      showRequestError(error);
      throw error;
    }
    return ballView(kept);
  }
}

/** Changes ball `id` to `{name, color}`: one kept here in place, the server's on the server. */
export async function updateBallHere(id, ball, options) {
  if (!isPhoneID(id)) return bowlerTrax.updateBall(id, ball, options);
  const kept = (await keptBalls()).find((entry) => entry.id === id);
  if (kept?.serverID != null) return bowlerTrax.updateBall(kept.serverID, ball, options);
  if (kept) await ballOutbox.update(kept.requestKey, (item) => ({ ...item, name: ball.name, color: ball.color }));
  return ballView({ ...kept, ...ball });
}

/** Lets kept ball `id`, once refused, be sent again with the next send (the bowler made room). */
export async function sendRefusedBallAgain(id) {
  const kept = (await keptBalls()).find((entry) => entry.id === id);
  if (kept?.refused) await ballOutbox.update(kept.requestKey, ({ refused, refusedMessage, ...item }) => item);
}

/** Deletes ball `id`: one kept here from the phone, the server's on the server. */
export async function deleteBallHere(id, options) {
  if (!isPhoneID(id)) return bowlerTrax.deleteBall(id, options);
  const kept = (await keptBalls()).find((entry) => entry.id === id);
  if (kept?.serverID != null) return bowlerTrax.deleteBall(kept.serverID, options);
  if (kept) await ballOutbox.remove(kept.requestKey);
  return null;
}

/** The server's id for ball `id`: itself, a kept ball's once sent, else null (not sent yet, or none). */
export async function serverBallID(id) {
  if (id == null || !isPhoneID(id)) return id ?? null;
  return (await keptBalls()).find((entry) => entry.id === id)?.serverID ?? null;
}

/**
 * Sends what waits: the settings changed here, then the balls added here, each under its key. Resolves whether the
 * server could be reached (a refusal lets the change go: the server's own settings and balls stand).
 */
export async function sendWaitingProfile() {
  const settings = waitingSettings();
  if (settings) {
    try {
      const saved = await bowlerTrax.saveSettings(settings, { quiet: true });
      keptAnswers.put('settings', saved).catch(() => null);
      settled(saved);
    } catch (error) {
      if (isTransient(error)) return false;
      // Refused: the server's own settings stand (those changes are forgotten, any made since kept).
      settled(settings);
    }
  }
  for (const ball of await keptBalls()) {
    // A ball sent is remembered (a few words): a session kept on the phone may name it whenever it is sent.
    if (ball.serverID != null || ball.refused) continue;
    try {
      const stored = await bowlerTrax.addBall({ name: ball.name, color: ball.color }, { requestKey: ball.requestKey, quiet: true });
      await ballOutbox.update(ball.requestKey, (item) => ({ ...item, serverID: stored.id }));
    } catch (error) {
      if (isPassing(error)) return false;
      // Refused (the most balls a player may have): it stays on this phone with the server's reason, and is not sent
      // again until the bowler asks (sendRefusedBallAgain).
      await ballOutbox.update(ball.requestKey, (item) => ({ ...item, refused: error.code ?? 'refused', refusedMessage: error.message ?? '' }));
    }
  }
  return true;
}
