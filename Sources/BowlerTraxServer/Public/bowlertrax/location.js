// "Detect bowling centre" (Settings, off by default): only once the visitor turns it on does the page use
// navigator.geolocation. The places where calibrations were named are kept in this browser (never sent); when Record
// opens, the centre named nearest this position (within 500 m), or that no centre was named here, goes with the
// prompt request, so the server can say "New Location Detected" when it is not the latest saved calibration's centre.

import { firstUse } from './first-use.js';

const ENABLED_KEY = 'bowlertrax-detect-center';
const PLACES_KEY = 'bowlertrax-places';
const NEAR_METRES = 500;
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

function places() {
  try {
    const list = JSON.parse(read(PLACES_KEY) ?? '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function metresBetween(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const x = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(x));
}

/**
 * Where the device is: {centerName} when the visitor named a centre at this place, {} at a place where they never
 * did, or null (detection off, no position).
 */
export async function placeHere() {
  if (!detectionEnabled()) return null;
  const here = await position(5000);
  if (!here || here === 'denied') return null;
  const near = places().filter((place) => metresBetween(place, here) <= NEAR_METRES)
    .sort((a, b) => metresBetween(a, here) - metresBetween(b, here));
  return near[0] ? { centerName: near[0].name } : {};
}

/** Remembers `name` as the centre at this place (when detection is on). */
export async function rememberCenter(name) {
  if (!name || !detectionEnabled()) return;
  const here = await position(5000);
  if (!here || here === 'denied') return;
  const others = places().filter((place) => metresBetween(place, here) > NEAR_METRES);
  write(PLACES_KEY, JSON.stringify([{ lat: here.lat, lon: here.lon, name }, ...others].slice(0, MAX_PLACES)));
}
