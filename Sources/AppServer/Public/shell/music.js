// A generated background music loop (Web Audio, no files): a slow four-chord progression with a bass
// line and an arpeggio, scheduled a little ahead of time. Toggled by settings.music (the casino) or by
// BowlerTrax's background-music.js (which pauses it); it only starts once audio has been unlocked by a user
// gesture, and starting again after a stop resumes at the chord where it stopped.

import { audioContext, tone } from './sound.js';

const BEAT_SECONDS = 60 / 84;
const LOOKAHEAD_SECONDS = 0.6;
const SCHEDULER_INTERVAL_MS = 200;
// Am - F - C - G, as [bass, arpeggio notes] in Hz.
const PROGRESSION = [
  [110.0, [220.0, 261.63, 329.63, 261.63]],
  [87.31, [174.61, 220.0, 261.63, 220.0]],
  [130.81, [196.0, 261.63, 329.63, 261.63]],
  [98.0, [196.0, 246.94, 293.66, 246.94]],
];

let wanted = false;
let timer = 0;
let master = null;
let nextBeatTime = 0;
let beat = 0;

function scheduleAhead() {
  const context = audioContext();
  while (nextBeatTime < context.currentTime + LOOKAHEAD_SECONDS) {
    const [bass, arpeggio] = PROGRESSION[Math.floor(beat / 4) % PROGRESSION.length];
    if (beat % 4 === 0) tone(master, { frequency: bass, start: nextBeatTime, duration: BEAT_SECONDS * 3.5, type: 'triangle', volume: 0.5 });
    tone(master, { frequency: arpeggio[beat % 4], start: nextBeatTime, duration: BEAT_SECONDS * 0.9, type: 'sine', volume: 0.25 });
    nextBeatTime += BEAT_SECONDS;
    beat += 1;
  }
}

function start() {
  const context = audioContext();
  if (timer || !context) return;
  master = context.createGain();
  master.gain.value = 0.12;
  master.connect(context.destination);
  nextBeatTime = context.currentTime + 0.1;
  // Resume at the start of the chord that was playing (the first one the first time).
  beat -= beat % 4;
  scheduleAhead();
  timer = setInterval(scheduleAhead, SCHEDULER_INTERVAL_MS);
}

function stop() {
  clearInterval(timer);
  timer = 0;
  if (master) {
    const context = audioContext();
    master.gain.setTargetAtTime(0, context.currentTime, 0.05);
    const fading = master;
    setTimeout(() => fading.disconnect(), 400);
    master = null;
  }
}

/** Sets whether music should play; it starts now if audio is unlocked, else at `resumeMusic`. */
export function setMusicEnabled(on) {
  wanted = on === true;
  if (wanted) start();
  else stop();
}

/** Called after audio is unlocked by a user gesture: starts the music if it is wanted. */
export function resumeMusic() {
  if (wanted) start();
}
