// Short generated sound effects (Web Audio, no files). Audio starts only after a user gesture:
// `unlockAudio` is called from the first pointer or key press.

let context = null;

/** Creates or resumes the audio context; call it from a user gesture. Resolves whether audio now runs. */
export async function unlockAudio() {
  if (!context) {
    const AudioContextClass = window.AudioContext ?? window.webkitAudioContext;
    if (!AudioContextClass) return false;
    context = new AudioContextClass();
  }
  if (context.state === 'suspended') {
    try {
      await context.resume();
    } catch {
      return false;
    }
  }
  return context.state === 'running';
}

/** The audio context once unlocked, else null. */
export function audioContext() {
  return context;
}

/** One enveloped oscillator note: `frequency` Hz from `start` (context time) for `duration` seconds. */
export function tone(destination, { frequency, start, duration, type = 'sine', volume = 0.2, slideTo }) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequency, start);
  if (slideTo) oscillator.frequency.exponentialRampToValueAtTime(slideTo, start + duration);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  oscillator.connect(gain).connect(destination);
  oscillator.start(start);
  oscillator.stop(start + duration + 0.02);
}

function noiseBurst(start, duration, volume, filterFrequency) {
  const samples = Math.ceil(context.sampleRate * duration);
  const buffer = context.createBuffer(1, samples, context.sampleRate);
  const data = buffer.getChannelData(0);
  for (let index = 0; index < samples; index += 1) data[index] = (Math.random() * 2 - 1) * (1 - index / samples);
  const source = context.createBufferSource();
  const filter = context.createBiquadFilter();
  const gain = context.createGain();
  source.buffer = buffer;
  filter.type = 'bandpass';
  filter.frequency.value = filterFrequency;
  gain.gain.value = volume;
  source.connect(filter).connect(gain).connect(context.destination);
  source.start(start);
}

const EFFECTS = {
  chip(now) {
    tone(context.destination, { frequency: 2200, start: now, duration: 0.05, type: 'triangle', volume: 0.15 });
    tone(context.destination, { frequency: 3100, start: now + 0.03, duration: 0.05, type: 'triangle', volume: 0.1 });
  },
  card(now) {
    noiseBurst(now, 0.09, 0.5, 3500);
  },
  win(now) {
    [523.25, 659.25, 783.99, 1046.5].forEach((frequency, index) =>
      tone(context.destination, { frequency, start: now + index * 0.09, duration: 0.18, type: 'triangle', volume: 0.18 }));
  },
  lose(now) {
    tone(context.destination, { frequency: 392, slideTo: 196, start: now, duration: 0.45, type: 'sawtooth', volume: 0.08 });
  },
};

let enabled = true;

/** Turns the effects on or off (settings.sound). */
export function setSoundEnabled(on) {
  enabled = on !== false;
}

/** Plays `name` (chip, card, win, lose) if sound is on and audio has been unlocked. */
export function playSound(name) {
  if (!enabled || !context || context.state !== 'running') return;
  EFFECTS[name]?.(context.currentTime);
}
