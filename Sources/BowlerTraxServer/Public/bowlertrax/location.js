// "Detect bowling centre" (Settings, off by default): only once the visitor turns it on does the page use
// navigator.geolocation. The places where calibrations were named are kept in this browser (never sent); when Record
// opens, the centre named nearest this position (within 500 m), or that no centre was named here, goes with the
// prompt request, so the server can say "New Location Detected" when it is not the latest saved calibration's centre.
// Which place is near and which nearest is the core's rule (BowlerTraxVision's NearbyPlace, in the page's WebAssembly
// module): this file keeps the places and asks it, and computes no distance itself.

import { firstUse } from './first-use.js';
import { trackerModule } from './tracker-cache.js';

const ENABLED_KEY = 'bowlertrax-detect-center';
const PLACES_KEY = 'bowlertrax-places';
const MAX_PLACES = 50;

function read(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}

function write(key, value) {
  try { localStorage.setItem(key, value); } catch { /* private mode */ }
}

export function detectionEnabled() {
  return read(ENABLED_KEY) === 'on' && typeof navigator !== 'undefined' && Boolean(navigator.geolocation);
}

/** The browser's position, or null (refused, unavailable, too slow). */
function position(timeout = 8000) {
  return new Promise((resolve) => {
    if (!navigator.geolocation) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (found) => resolve({ lat: found.coords.latitude, lon: found.coords.longitude }),
      (error) => resolve(error?.code === 1 ? 'denied' : null),
      { timeout, maximumAge: 5 * 60 * 1000, enableHighAccuracy: false });
  });
}

/** Turns detection on (asking the browser for the location, reported) or off; resolves whether it is on. */
export async function setDetection(on) {
  if (!on) {
    write(ENABLED_KEY, 'off');
    return false;
  }
  firstUse.permission('location', 'requested');
  const found = await position();
  if (found === 'denied' || found === null) {
    if (found === 'denied') firstUse.permission('location', 'denied');
    write(ENABLED_KEY, 'off');
    return false;
  }
  firstUse.permission('location', 'granted');
  write(ENABLED_KEY, 'on');
  return true;
}

/** The remembered places, newest first: [{lat, lon, name}] (an entry without a finite position is left out). */
function places() {
  try {
    const list = JSON.parse(read(PLACES_KEY) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.filter((place) => Number.isFinite(place?.lat) && Number.isFinite(place?.lon));
  } catch {
    return [];
  }
}

/**
 * Where the device is: {centerName} when the visitor named a centre at this place (the nearest such place within the
 * core's radius), {} at a place where they never did, or null (detection off, no position). Rejects when the
 * WebAssembly module cannot be loaded.
 */
export async function placeHere() {
  if (!detectionEnabled()) return null;
  const here = await position(5000);
  if (!here || here === 'denied') return null;
  const list = places();
  const index = (await trackerModule()).nearestPlace(here, list);
  return index === null ? {} : { centerName: list[index].name };
}

/** Remembers `name` as the centre at this place (when detection is on), forgetting the places near it. */
export async function rememberCenter(name) {
  if (!name || !detectionEnabled()) return;
  const here = await position(5000);
  if (!here || here === 'denied') return;
  const list = places();
  const near = (await trackerModule()).placesNear(here, list);
  const others = list.filter((_, index) => !near[index]);
  write(PLACES_KEY, JSON.stringify([{ lat: here.lat, lon: here.lon, name }, ...others].slice(0, MAX_PLACES)));
}
