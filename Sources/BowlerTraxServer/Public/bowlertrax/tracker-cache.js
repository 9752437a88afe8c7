// The WebAssembly tracker, loaded once per page (the first time Record or a video needs it).

import { loadTracker } from './tracking/tracker.js';

let loading = null;

/** Resolves the loaded tracker module ({createTracker, positionHash}). */
export function trackerModule() {
  loading ??= loadTracker().catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}
