// Shots one after another on a live camera, whichever thread runs the tracker (live.js on the page, live-worker.js in
// a worker): each frame's index from its own capture time, a fresh tracker for each shot, the frame counts.

/**
 * Follows shots with trackers made by `createTracker()` (by default `tracker.fresh()`; the first is `tracker`), at `framesPerSecond` (the rate the
 * tracker's setup was made for). A frame is written into `current.frameBuffer()`, then `index(seconds, ownTime)`
 * says its index (null: a frame already tracked, or one to leave out) and `track(index)` runs the tracker on it.
 *
 * Indices come from capture times x `framesPerSecond`, counted from the first frame: a frame the page could not
 * keep up with, or a camera that delivered fewer frames than it said, leaves a gap in the indices, never a wrong
 * time. `ownTime` says whether the time is the frame's own (VideoFrame.timestamp) or the callback's (the canvas
 * path); a switch between the two clocks starts the shot in progress over. A tracker that has searched for
 * `searchRefreshSeconds` (8 s) is replaced, so its picture of the empty lane follows the light.
 */
export function shotLoop(tracker, { framesPerSecond, createTracker = null, searchRefreshSeconds = 8 } = {}) {
  if (!(framesPerSecond > 0)) throw new Error('Live tracking needs the camera\'s framesPerSecond.');
  const refreshAfter = Math.max(1, Math.round(searchRefreshSeconds * framesPerSecond));
  /** processed: frames tracked; skipped: frames left out (gaps in the indices); shots: shots ended. */
  const stats = { processed: 0, skipped: 0, shots: 0, trackMs: 0 };
  let current = tracker;
  const makeTracker = createTracker ?? (() => current.fresh());
  let firstTime = null; // capture time of the first frame, seconds
  let timedByFrames = null;
  let lastIndex = -1;
  let shotStart = null; // index of the current tracker's first frame

  function rearm() {
    const previous = current;
    current = makeTracker();
    previous.destroy();
    shotStart = null;
  }

  return {
    stats,
    get current() { return current; },

    /** The index of the frame captured at `seconds`, or null when it is not to be tracked. */
    index(seconds, ownTime) {
      if (timedByFrames !== null && timedByFrames !== ownTime) {
        // Another clock: the shot in progress starts over with the next frame (this one was written for the
        // tracker replaced).
        timedByFrames = ownTime;
        firstTime = null;
        lastIndex = -1;
        rearm();
        return null;
      }
      timedByFrames = ownTime;
      if (firstTime === null) firstTime = seconds;
      const absolute = Math.round((seconds - firstTime) * framesPerSecond);
      if (absolute <= lastIndex) return null;
      if (lastIndex >= 0 && absolute > lastIndex + 1) stats.skipped += absolute - lastIndex - 1;
      lastIndex = absolute;
      return absolute;
    },

    /**
     * Tracks the frame in the current tracker's buffer at `absolute` (from `index`). Returns `{ frameIndex, found,
     * state, observation, end }`: the ball's observation when found, and `end` ({ state, observations,
     * framesPerSecond, frames }) when this frame ended a shot (a fresh tracker then waits for the next one).
     */
    track(absolute) {
      const started = performance.now();
      if (shotStart === null) shotStart = absolute;
      const frameIndex = absolute - shotStart;
      const found = current.processFrameBuffer(frameIndex);
      stats.trackMs += performance.now() - started;
      stats.processed += 1;
      const state = current.state;
      const result = { frameIndex, found, state, observation: found ? current.lastObservation() : undefined, end: null };
      if (state === 'finished' || state === 'lost') {
        result.end = { state, observations: current.observations(), framesPerSecond, frames: frameIndex + 1 };
        stats.shots += 1;
        rearm();
      } else if (state === 'searching' && frameIndex >= refreshAfter) {
        rearm();
      }
      return result;
    },

    destroy() { current.destroy(); },
  };
}
