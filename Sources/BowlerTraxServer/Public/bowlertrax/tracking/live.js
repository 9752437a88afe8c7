// Live tracking on the camera: every frame the camera presents (requestVideoFrameCallback) has the lane's window
// cropped (WebCodecs' VideoFrame.copyTo, or drawImage) and fed to the WebAssembly tracker; a shot ends when the ball
// reaches the pins (or is lost after it was tracked), then a fresh tracker waits for the next shot (shots.js).
// Nothing but the track leaves the page.
//
//   const live = trackLive(camera.video, setup, wasm.createTracker(setup), {
//     framesPerSecond: camera.frameRate,
//     onObservation: (o) => drawBall(o),
//     onEnd: ({ state, observations, framesPerSecond }) => postShot(observations, framesPerSecond),
//   });
//   live.stop();

import { windowCopier } from './frames.js';
import { shotLoop } from './shots.js';

/**
 * Tracks shots on `video` (playing the camera) with `tracker` (made by createTracker(setup)) on the page's thread;
 * trackLive owns the trackers from then on (it destroys each one that ends, and the current one on stop()).
 *
 * Frame indices come from each frame's own capture time (shots.js): the VideoFrame's timestamp of the frame copied,
 * or the callback's media time where the canvas reads frames.
 *
 * Options: `framesPerSecond` (the camera's rate, as the setup was asked for), `onObservation(observation)` for each
 * frame the ball was found in, `onEnd({ state: "finished"|"lost", observations, framesPerSecond, frames })`,
 * `onFrame({ frameIndex, found, state })`, `createTracker()` (how to make the next tracker; by default
 * `tracker.fresh()`), `searchRefreshSeconds` (8 s; see shots.js), `webCodecs: false` to force the canvas,
 * `onError(error)` for a frame that failed.
 *
 * Returns `{ stop(), stats, tracker }`: stats holds the frames seen, processed, skipped (gaps), the time spent
 * copying the window and tracking (ms), and the copy method.
 */
export function trackLive(video, setup, tracker, options = {}) {
  if (typeof video.requestVideoFrameCallback !== 'function') {
    throw new Error('This browser cannot follow the camera frame by frame (no requestVideoFrameCallback).');
  }
  const copier = windowCopier(setup.window, { webCodecs: options.webCodecs ?? true });
  const loop = shotLoop(tracker, {
    framesPerSecond: Number(options.framesPerSecond), createTracker: options.createTracker,
    searchRefreshSeconds: options.searchRefreshSeconds,
  });
  // The loop's counts (processed, skipped, shots, trackMs) and the copying's.
  const stats = Object.assign(loop.stats, { frames: 0, cropMs: 0, method: copier.method });
  let stopped = false;
  let busy = false; // a frame is being copied: frames presented meanwhile are left out (a gap)
  let handle = 0;

  function onFrame(now, metadata) {
    if (stopped) return;
    handle = video.requestVideoFrameCallback(onFrame);
    stats.frames += 1;
    if (busy) return;
    const announced = Number.isFinite(metadata?.mediaTime) ? metadata.mediaTime : video.currentTime;
    busy = true;
    const started = performance.now();
    copier.copy(video, loop.current) // takes the frame now, synchronously
      .then((ownTime) => {
        if (stopped) return;
        stats.cropMs += performance.now() - started;
        stats.method = copier.method;
        const absolute = loop.index(ownTime ?? announced, ownTime !== null);
        if (absolute !== null) report(loop.track(absolute), options);
      })
      .catch((error) => {
        if (options.onError) options.onError(error);
        else setTimeout(() => { throw error; });
      })
      .finally(() => {
        busy = false;
        if (stopped) loop.destroy();
      });
  }

  handle = video.requestVideoFrameCallback(onFrame);
  return {
    stats,
    get tracker() { return loop.current; },
    stop() {
      if (stopped) return;
      stopped = true;
      video.cancelVideoFrameCallback?.(handle);
      if (!busy) loop.destroy(); // else once the frame in flight has landed
    },
  };
}

/** A tracked frame's result told to the options' listeners. */
function report(result, options) {
  if (result.found) options.onObservation?.(result.observation);
  options.onFrame?.({ frameIndex: result.frameIndex, found: result.found, state: result.state });
  if (result.end) options.onEnd?.(result.end);
}
