// A clip from the device instead of the camera ("Analyze a video"): every one of its frames goes through the same
// in-page tracker, nothing is uploaded. The clip's frame rate is measured from its frames' timestamps by the core
// (FrameRate, in the WebAssembly module); playback is slowed so the page sees each frame (a 240 fps clip has more
// frames than a screen refreshes), and any frame it still missed is fetched by seeking to it, in order, before the next
// one is tracked.
//
//   const result = await analyzeVideoFile(input.files[0], {
//     onFirstFrame: async (imageData) => calibrateOn(imageData),
//     trackerFor: async (fps) => wasm.createTracker(await api.get(`sessions/${id}/tracker?fps=${fps}`)),
//     onProgress: (done, total) => showProgress(done / total),
//   });
//   // { framesPerSecond, frameCount, width, height, state, observations, ... }

import { grabFrame, windowCopier } from './frames.js';
import { loadTracker } from './tracker.js';

/** Chrome's slowest playback rate. */
const SLOWEST_RATE = 0.0625;

function once(target, events, timeoutMs) {
  return new Promise((resolve, reject) => {
    const handlers = {};
    const timer = timeoutMs ? setTimeout(() => finish(reject, new Error(`timed out waiting for ${Object.keys(events)}`)), timeoutMs) : 0;
    function finish(settle, value) {
      clearTimeout(timer);
      for (const [name, handler] of Object.entries(handlers)) target.removeEventListener(name, handler);
      settle(value);
    }
    for (const [name, outcome] of Object.entries(events)) {
      handlers[name] = (event) => (outcome === 'reject'
        ? finish(reject, target.error ?? new Error(`${name}`))
        : finish(resolve, event));
      target.addEventListener(name, handlers[name]);
    }
  });
}

/** The next presented frame's metadata, or null after `timeoutMs`. */
function nextFrame(video, timeoutMs) {
  return new Promise((resolve) => {
    const handle = video.requestVideoFrameCallback((now, metadata) => { clearTimeout(timer); resolve(metadata); });
    const timer = setTimeout(() => { video.cancelVideoFrameCallback(handle); resolve(null); }, timeoutMs);
  });
}

/** Seeks to `time`; resolves once the frame there can be drawn, with its metadata when the browser presented it. */
async function seekTo(video, time) {
  const presented = nextFrame(video, 1500);
  const seeked = once(video, { seeked: 'resolve', error: 'reject' }, 15000);
  video.currentTime = time;
  await seeked;
  // The frame's metadata (its media time) follows the seek when the browser presents it; a seek to the frame already
  // shown may present nothing, so wait only briefly.
  return Promise.race([presented, new Promise((resolve) => setTimeout(() => resolve(null), 250))]);
}

/**
 * Analyzes every frame of a clip (`file`: a File or Blob the user chose, or a URL) with the in-page tracker.
 *
 * Options: `trackerFor(framesPerSecond)` -> Tracker (async; its setup is asked for at the measured rate),
 * `onFirstFrame(imageData, { framesPerSecond, width, height, duration, frameCount })` (async: the page calibrates on
 * the first frame), `onProgress(done, total)`, `video` (a <video> to use; else a hidden one), `framesPerSecond` (skip
 * the measurement), `playbackRate` (start slower or faster than the automatic choice), `webCodecs: false` (read
 * frames with drawImage + getImageData instead of VideoFrame.copyTo).
 *
 * Resolves to `{ framesPerSecond, frameCount, width, height, state, observations, duration, framesAnalyzed,
 * framesPlayed, framesSeeked, playbackRate, cropMs, trackMs }`: frameCount is the clip's (duration x rate),
 * framesAnalyzed how many went through the tracker (it stops when the ball reaches the pins or is lost),
 * framesSeeked how many of those were fetched by seeking because playback skipped them; cropMs and trackMs the time
 * spent reading windows and tracking, method how windows were read.
 */
export async function analyzeVideoFile(file, options = {}) {
  const { trackerFor, onFirstFrame, onProgress } = options;
  if (typeof trackerFor !== 'function') throw new Error('analyzeVideoFile needs trackerFor(framesPerSecond).');
  const ownsURL = typeof file !== 'string';
  const url = ownsURL ? URL.createObjectURL(file) : file;
  const video = options.video ?? document.createElement('video');
  const attached = !video.isConnected;
  if (attached) {
    // Presented frames need a rendered element: a tiny, nearly transparent one in the corner.
    Object.assign(video.style, { position: 'fixed', left: '0', top: '0', width: '2px', height: '2px', opacity: '0.01', pointerEvents: 'none' });
    video.setAttribute('aria-hidden', 'true');
    document.body.append(video);
  }
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  let tracker = null;
  try {
    const loaded = once(video, { loadeddata: 'resolve', error: 'reject' }, 30000);
    video.src = url;
    try {
      await loaded;
    } catch (error) {
      throw Object.assign(new Error('This video cannot be played in this browser (its format or codec).'), { cause: error });
    }
    const width = video.videoWidth;
    const height = video.videoHeight;
    const duration = video.duration;

    // The first frame, and its media time.
    const firstMetadata = await seekTo(video, 0);
    const firstImage = grabFrame(video);

    // The frame rate from the timestamps of a few frames played slowly enough that none is skipped.
    let framesPerSecond = Number(options.framesPerSecond) || null;
    const times = firstMetadata ? [firstMetadata.mediaTime] : [];
    if (!framesPerSecond) {
      // Measured by the core (FrameRate in the WebAssembly module), as every speed depends on it.
      const { frameRate } = await loadTracker();
      video.playbackRate = SLOWEST_RATE;
      await video.play();
      const started = performance.now();
      let sped = false;
      while (times.length < 12 && performance.now() - started < 6000 && !video.ended) {
        const metadata = await nextFrame(video, 2000);
        if (metadata) times.push(metadata.mediaTime);
        // Once a rough rate is known, play no slower than needed for about 15 frames a second (still none skipped).
        const rough = !sped && times.length >= 3 ? frameRate(times) : null;
        if (rough) {
          sped = true;
          video.playbackRate = Math.min(1, Math.max(SLOWEST_RATE, 15 / rough));
        }
      }
      video.pause();
      framesPerSecond = frameRate(times);
      if (!framesPerSecond) throw new Error('The clip\'s frame rate could not be measured (too few frames).');
    }
    const frameTime = 1 / framesPerSecond;
    // Frame 0's media time: the first one seen, or the phase of the frames' times on the frame grid.
    let firstMediaTime = firstMetadata?.mediaTime;
    if (firstMediaTime === undefined) {
      const earliest = times.length ? Math.min(...times) : 0;
      firstMediaTime = earliest - Math.floor(earliest * framesPerSecond + 1e-6) * frameTime;
    }
    const frameCount = Math.max(1, Math.round((duration - firstMediaTime) * framesPerSecond));
    const indexOf = (mediaTime) => Math.round((mediaTime - firstMediaTime) * framesPerSecond);

    await onFirstFrame?.(firstImage, { framesPerSecond, width, height, duration, frameCount });
    tracker = await trackerFor(framesPerSecond);
    const window = tracker.window ?? tracker.setup?.window ?? options.window;
    if (!window) throw new Error('The tracker does not say its window (tracker.window).');
    const copier = windowCopier(window, { webCodecs: options.webCodecs ?? true });
    const stats = { framesAnalyzed: 0, framesPlayed: 0, framesSeeked: 0, cropMs: 0, trackMs: 0 };
    let lastIndex = -1;
    const active = () => tracker.state === 'searching' || tracker.state === 'tracking';
    // Trackers from createTracker take the frame in their wasm memory; any other gets the RGBA array.
    const inPlace = typeof tracker.frameBuffer === 'function' && typeof tracker.processFrameBuffer === 'function';
    const scratch = inPlace ? null : { bytes: new Uint8Array(window.width * window.height * 4), frameBuffer() { return this.bytes; } };

    /** Analyzes the frame on screen as frame `index` (call it synchronously when the frame is presented). */
    async function analyze(index) {
      const started = performance.now();
      await copier.copy(video, inPlace ? tracker : scratch);
      const copied = performance.now();
      if (inPlace) tracker.processFrameBuffer(index);
      else tracker.process(new Uint8ClampedArray(scratch.bytes.buffer), index);
      stats.trackMs += performance.now() - copied;
      stats.cropMs += copied - started;
      stats.framesAnalyzed += 1;
      lastIndex = index;
      onProgress?.(index + 1, frameCount);
    }

    /** Seeks to frame `index` and analyzes it; false when the clip has no such frame. */
    async function analyzeBySeeking(index) {
      const metadata = await seekTo(video, firstMediaTime + (index + 0.25) * frameTime);
      if (metadata && indexOf(metadata.mediaTime) !== index) return false;
      stats.framesSeeked += 1;
      await analyze(index);
      return true;
    }

    // Frame 0 is on screen; then play slowly enough for every frame to be presented (about 20 a second).
    await seekTo(video, firstMediaTime);
    await analyze(0);
    let rate = Math.min(1, Math.max(SLOWEST_RATE, options.playbackRate ?? 20 / framesPerSecond));
    let playedTo = 0;
    while (active() && lastIndex < frameCount - 1) {
      video.playbackRate = rate;
      if (video.paused) await video.play();
      const metadata = await nextFrame(video, 3000);
      if (!metadata) {
        if (video.ended || video.paused) break;
        continue; // a slow machine: keep waiting while it plays
      }
      const index = indexOf(metadata.mediaTime);
      if (index <= lastIndex) continue;
      stats.framesPlayed += 1;
      playedTo = index;
      if (index === lastIndex + 1) {
        await analyze(index);
        continue;
      }
      // Playback skipped frames: fetch them in order by seeking, then go on more slowly.
      video.pause();
      for (let missing = lastIndex + 1; missing <= index && active(); missing++) {
        if (!(await analyzeBySeeking(missing))) break;
      }
      rate = Math.max(SLOWEST_RATE, rate / 2);
    }
    video.pause();
    // Frames after the last one played (playback ended before the page saw them).
    while (active() && lastIndex < frameCount - 1) {
      if (!(await analyzeBySeeking(lastIndex + 1))) break;
    }
    const state = tracker.state;
    const observations = tracker.observations();
    return {
      framesPerSecond, frameCount, width, height, duration, state, observations, playbackRate: rate,
      lastFramePlayed: playedTo, method: copier.method, ...stats,
    };
  } finally {
    tracker?.destroy?.();
    video.pause();
    video.removeAttribute('src');
    video.load();
    if (attached) video.remove();
    if (ownsURL) URL.revokeObjectURL(url);
  }
}
