// Live tracking on the camera: every frame the camera presents (requestVideoFrameCallback) has the lane's window
// cropped (WebCodecs' VideoFrame.copyTo, or drawImage) and fed to the WebAssembly tracker; a shot ends when the ball reaches the pins (or is lost
// after it was tracked), then a fresh tracker waits for the next shot. Nothing but the track leaves the page.
//
//   const live = trackLive(camera.video, setup, wasm.createTracker(setup), {
//     framesPerSecond: camera.frameRate,
//     onObservation: (o) => drawBall(o),
//     onEnd: ({ state, observations, framesPerSecond }) => postShot(observations, framesPerSecond),
//   });
//   live.stop();

import { windowCopier } from './frames.js';

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
 * The window is read with WebCodecs (VideoFrame.copyTo straight into the tracker's wasm memory) where the browser has
 * it, else with drawImage + getImageData (`webCodecs: false` forces the canvas). `onError(error)` hears a frame
 * that failed.
 *
 * Returns `{ stop(), stats, tracker }`: stats holds the frames seen, processed, skipped (gaps), the time spent
 * copying the window and tracking (ms), and the copy method.
 */
export function trackLive(video, setup, tracker, options = {}) {
  const framesPerSecond = Number(options.framesPerSecond);
  if (!(framesPerSecond > 0)) throw new Error('trackLive needs the camera\'s framesPerSecond.');
  if (typeof video.requestVideoFrameCallback !== 'function') {
    throw new Error('This browser cannot follow the camera frame by frame (no requestVideoFrameCallback).');
  }
  const copier = windowCopier(setup.window, { webCodecs: options.webCodecs ?? true });
  const makeTracker = options.createTracker ?? (() => current.fresh());
  const refreshAfter = Math.max(1, Math.round((options.searchRefreshSeconds ?? 8) * framesPerSecond));
  const stats = { frames: 0, processed: 0, skipped: 0, shots: 0, cropMs: 0, trackMs: 0, method: copier.method };
  let current = tracker;
  let stopped = false;
  let busy = false; // a frame is being copied: frames presented meanwhile are left out (a gap)
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

  function track(absolute, started) {
    const copied = performance.now();
    if (shotStart === null) shotStart = absolute;
    const frameIndex = absolute - shotStart;
    const found = current.processFrameBuffer(frameIndex);
    stats.trackMs += performance.now() - copied;
    stats.cropMs += copied - started;
    stats.processed += 1;
    stats.method = copier.method;
    const state = current.state;
    if (found) options.onObservation?.(current.lastObservation());
    options.onFrame?.({ frameIndex, found, state });
    if (state === 'finished' || state === 'lost') {
      const observations = current.observations();
      stats.shots += 1;
      rearm();
      options.onEnd?.({ state, observations, framesPerSecond, frames: frameIndex + 1 });
    } else if (state === 'searching' && frameIndex >= refreshAfter) {
      rearm();
    }
  }

  function onFrame(now, metadata) {
    if (stopped) return;
    handle = video.requestVideoFrameCallback(onFrame);
    const mediaTime = Number.isFinite(metadata?.mediaTime) ? metadata.mediaTime : video.currentTime;
    if (firstMediaTime === null) firstMediaTime = mediaTime;
    const absolute = Math.round((mediaTime - firstMediaTime) * framesPerSecond);
    stats.frames += 1;
    if (busy || absolute <= lastIndex) return; // still on the last frame, or the same frame again
    if (lastIndex >= 0 && absolute > lastIndex + 1) stats.skipped += absolute - lastIndex - 1;
    lastIndex = absolute;
    busy = true;
    const started = performance.now();
    copier.copy(video, current) // takes the frame now, synchronously
      .then(() => { if (!stopped) track(absolute, started); })
      .catch((error) => {
        if (options.onError) options.onError(error);
        else setTimeout(() => { throw error; });
      })
      .finally(() => {
        busy = false;
        if (stopped) current.destroy();
      });
  }

  handle = video.requestVideoFrameCallback(onFrame);
  return {
    stats,
    get tracker() { return current; },
    stop() {
      if (stopped) return;
      stopped = true;
      video.cancelVideoFrameCallback?.(handle);
      if (!busy) current.destroy(); // else once the frame in flight has landed
    },
  };
}
