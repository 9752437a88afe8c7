// The bowler's records on this phone (issue 26): the sessions started here and their shots as the phone measured them
// (outbox.js keeps them; without backup they never leave), in the shapes the server answers History, Home, Progress
// and Compare with, their figures worked out by the core in the page (tracker.js's sessionRecords and compareSessions:
// the same Swift as the server's). A shot the phone could not measure has no figures and counts in none.
//
//   const records = await phoneRecords();
//   records.sessions        // SessionSummary-shaped, newest first (id "phone-…"), each with its `shots`
//   records.stats           // QuickStats-shaped
//   records.progress        // the GET progress shape
//   const comparison = await comparePhoneSessions(['phone-…', 'phone-…']);
//   const csv = await phoneShotsCSV();   // Export to CSV: the sessions numbered 1, 2, … oldest first
//   const calibrations = await savedCalibrations();   // the phone's (id "phone-…") and the server's

import { bowlerTrax } from './api.js';
import { calibrationOutbox, isPhoneID, phoneID, requestKeyOf, sessionOutbox, shotOutbox } from './device-store.js';
import { trackerModule } from './tracker-cache.js';

/**
 * `{ sessions, stats, progress }` of the sessions started on this phone that the server does not have (all of them
 * without backup): each session `{ id, startedAt, centerName, lane, ball, hand, shotCount, averageSpeedMph,
 * averageEntryAngleDegrees, strikePercent, shots: [{ requestKey, number, recordedAt, metrics, coaching }] }`, newest
 * first.
 */
export async function phoneRecords() {
  const sessions = await keptSessions();
  const module = await trackerModule();
  const figured = module.sessionRecords(sessions.map(coreInput));
  if (figured.invalid) throw new Error(`The phone's records could not be figured: ${figured.invalid}`);
  const summaries = sessions.map((session, index) => summary(session, figured.sessions[index]));
  const progress = {
    sessionLimit: figured.progress.sessionLimit,
    sessions: figured.progress.sessions.map(({ index, ...trend }) => {
      const { id, startedAt, centerName, lane } = summaries[index];
      return { id, startedAt, centerName, lane, ...trend };
    }),
  };
  return { sessions: summaries.reverse(), stats: figured.totals, progress };
}

/** Session Comparison of phone sessions `ids`, in that order: the GET pro/compare shape. */
export async function comparePhoneSessions(ids) {
  const all = await keptSessions();
  const sessions = ids.map((id) => all.find((session) => session.id === id)).filter(Boolean);
  const compared = (await trackerModule()).compareSessions(sessions.map(coreInput));
  if (compared.invalid) throw new Error(`The sessions could not be compared: ${compared.invalid}`);
  return {
    sessions: sessions.map((session, index) => {
      const { id, startedAt, centerName, lane, ball } = summary(session, compared.sessions[index].figures);
      return { id, startedAt, centerName, lane, ballName: ball?.name ?? null, ...compared.sessions[index] };
    }),
  };
}

/** Export to CSV of the phone's sessions, numbered from 1 oldest first: the file's text, written by the core. */
export async function phoneShotsCSV() {
  const sessions = await keptSessions();
  return (await trackerModule()).shotsCSV(sessions.map((session, index) => ({
    number: index + 1, centerName: session.body.centerName, lane: session.body.lane, ballName: session.measuring?.ballName,
    shots: session.shots.map((shot) => ({ recordedAt: shot.keptAt, number: shot.measured.number, metrics: shot.measured.metrics })),
  })));
}

/**
 * The saved calibrations, as the server lists them (`{id, centerName, lanes, savedAt, imageWidth, imageHeight, taps}`):
 * those kept on this phone (without backup, or not sent yet; id "phone-…", with their `fingerprint`), newest first,
 * then the server's. When the server cannot answer, the phone's alone, if it has any.
 */
export async function savedCalibrations(options) {
  const kept = (await calibrationOutbox.all().catch(() => [])).reverse().map(({ requestKey, body, fingerprint, keptAt }) => ({
    id: phoneID(requestKey), centerName: body.centerName ?? null, lanes: body.lanes ?? null,
    savedAt: new Date(keptAt).toISOString(), imageWidth: body.imageWidth, imageHeight: body.imageHeight, taps: body.taps,
    fingerprint,
  }));
  const server = await bowlerTrax.calibrations(options).catch((error) => {
    if (kept.length === 0) throw error;
    return [];
  });
  return [...kept, ...server];
}

/** Renames phone calibration `id` (`{centerName, lanes}`). */
export function renamePhoneCalibration(id, names) {
  return calibrationOutbox.update(requestKeyOf(id), (item) => ({ ...item, body: { ...item.body, ...names } }));
}

/** Forgets phone calibration `id`. */
export function deletePhoneCalibration(id) {
  return calibrationOutbox.remove(requestKeyOf(id));
}

/** Forgets phone session `id` and its shots. */
export async function deletePhoneSession(id) {
  const [sessions, shots] = await Promise.all([sessionOutbox.all(), shotOutbox.all()]);
  for (const shot of shots.filter((each) => each.sessionID === id)) await shotOutbox.remove(shot.requestKey);
  const session = sessions.find((each) => each.id === id);
  if (session) await sessionOutbox.remove(session.requestKey);
}

/** The phone's sessions the server does not have, oldest first, each with its measured shots in order. */
async function keptSessions() {
  const [sessions, shots] = await Promise.all([sessionOutbox.all(), shotOutbox.all()]);
  return sessions.filter((session) => session.serverID === null).map((session) => ({
    ...session,
    shots: shots.filter((shot) => shot.sessionID === session.id && shot.measured)
      .sort((a, b) => a.measured.number - b.measured.number),
  }));
}

/** What the core reads of a session: its start and its shots' metrics. */
function coreInput(session) {
  return { startedAt: session.keptAt, shots: session.shots.map((shot) => shot.measured.metrics) };
}

/** A session as History lists it (the server's SessionSummary), with its shots. */
function summary(session, figures) {
  const { body, measuring } = session;
  return {
    id: session.id, startedAt: new Date(session.keptAt).toISOString(), centerName: body.centerName ?? null,
    lane: body.lane ?? null,
    ball: measuring?.ballName ? { id: null, name: measuring.ballName, color: { hex: measuring.ballColor || null } } : null,
    hand: measuring?.hand ?? null, shotCount: figures.shotCount, averageSpeedMph: figures.speedMph ?? null,
    averageEntryAngleDegrees: figures.entryAngleDegrees ?? null, strikePercent: figures.strikePercent ?? null,
    shots: session.shots.map((shot) => ({
      requestKey: shot.requestKey, number: shot.measured.number, recordedAt: new Date(shot.keptAt).toISOString(),
      metrics: shot.measured.metrics, coaching: shot.measured.coaching,
    })),
  };
}
