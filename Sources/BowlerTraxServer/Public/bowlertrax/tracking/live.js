// Live tracking on the camera: every frame the camera presents (requestVideoFrameCallback) has the lane's window
// cropped with drawImage and fed to the WebAssembly tracker; a shot ends when the ball reaches the pins (or is lost
// after it was tracked), then a fresh tracker waits for the next shot. Nothing but the track leaves the page.
//
//   const live = trackLive(camera.video, setup, wasm.createTracker(setup), {
//     framesPerSecond: camera.frameRate,
//     onObservation: (o) => drawBall(o),
//     onEnd: ({ state, observations, framesPerSecond }) => postShot(observations, framesPerSecond),
//   });
//   live.stop();

import { readingContext } from './frames.js';

/**
 * Tracks shots on `video` (playing the camera) with `tracker` (made by createTracker(setup)); trackLive owns the
 * trackers from then on (it destroys each one that ends, and the current one on stop()).
 *
 * Frame indices come from each frame's media time x `framesPerSecond`, counted from the tracker's first frame: a
 * frame the page could not keep up with leaves a gap in the indices instead of shifting later frames' times.
 *
 * Options: `framesPerSecond` (the camera's rate, as the setup was asked for), `onObservation(observation)` for each
 * frame the ball was found in, `onEnd({ state: "finished"|"lost", observations, framesPerSecond, frames })`,
 * `onFrame({ frameIndex, found, state })`, `createTracker()` (how to make the next tracker; by default
 * `tracker.fresh()`), `searchRefreshSeconds` (a tracker that has searched this long is replaced, so its picture of the
 * empty lane follows the light; 8 s).
 *
 * Returns `{ stop(), stats }`: stats holds the frames seen, processed, skipped (gaps) and the time spent cropping
 * and tracking (ms).
 */
export function trackLive(video, setup, tracker, options = {}) {
  const framesPerSecond = Number(options.framesPerSecond);
  if (!(framesPerSecond > 0)) throw new Error('trackLive needs the camera\'s framesPerSecond.');
  if (typeof video.requestVideoFrameCallback !== 'function') {
    throw new Error('This browser cannot follow the camera frame by frame (no requestVideoFrameCallback).');
  }
  const { x, y, width, height } = setup.window;
  const context = readingContext(width, height);
  const makeTracker = options.createTracker ?? (() => current.fresh());
  const refreshAfter = Math.max(1, Math.round((options.searchRefreshSeconds ?? 8) * framesPerSecond));
  const stats = { frames: 0, processed: 0, skipped: 0, shots: 0, cropMs: 0, trackMs: 0 };
  let current = tracker;
  let stopped = false;
  let handle = 0;
  let firstMediaTime = null; // of the first frame seen
  let shotStart = null; // absolute index of the current tracker's first frame
  let lastIndex = -1;

  function rearm() {
    const previous = current;
    current = makeTracker();
    previous.destroy();
    shotStart = null;
  }

  function onFrame(now, metadata) {
    if (stopped) return;
    handle = video.requestVideoFrameCallback(onFrame);
    const mediaTime = Number.isFinite(metadata?.mediaTime) ? metadata.mediaTime : video.currentTime;
    if (firstMediaTime === null) firstMediaTime = mediaTime;
    const absolute = Math.round((mediaTime - firstMediaTime) * framesPerSecond);
    stats.frames += 1;
    if (absolute <= lastIndex) return; // the same frame again (or one from before a clock reset)
    if (lastIndex >= 0 && absolute > lastIndex + 1) stats.skipped += absolute - lastIndex - 1;
    lastIndex = absolute;
    if (shotStart === null) shotStart = absolute;
    const frameIndex = absolute - shotStart;

    const started = performance.now();
    context.drawImage(video, x, y, width, height, 0, 0, width, height);
    const rgba = context.getImageData(0, 0, width, height).data;
    const cropped = performance.now();
    const found = current.process(rgba, frameIndex);
    stats.trackMs += performance.now() - cropped;
    stats.cropMs += cropped - started;
    stats.processed += 1;
    const state = current.state;
    if (found) options.onObservation?.(current.lastObservation());
    options.onFrame?.({ frameIndex, found, state });

    if (state === 'finished' || state === 'lost') {
      const observations = current.observations();
      stats.shots += 1;
      rearm();
      try {
        options.onEnd?.({ state, observations, framesPerSecond, frames: frameIndex + 1 });
      } catch (error) {
        setTimeout(() => { throw error; });
      }
    } else if (state === 'searching' && frameIndex >= refreshAfter) {
      rearm();
    }
  }

  handle = video.requestVideoFrameCallback(onFrame);
  return {
    stats,
    get tracker() { return current; },
    stop() {
      if (stopped) return;
      stopped = true;
      video.cancelVideoFrameCallback?.(handle);
      current.destroy();
    },
  };
}
