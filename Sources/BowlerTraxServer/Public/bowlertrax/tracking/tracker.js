// The ball tracker and the measuring core in the page: the same Swift code as the server's (Sources/BowlerTraxVision
// and Sources/BowlerTrax), compiled to WebAssembly with Embedded Swift (C ABI in CInterface.swift,
// MeasuringCInterface.swift, CalibrationCInterface.swift and RecordsCInterface.swift). Video never leaves the browser: frames go from a canvas
// into the wasm's memory, and only the track (observations) comes out.
//
//   const wasm = await loadTracker();
//   const tracker = wasm.createTracker(setup);          // setup: GET /bowlertrax/api/sessions/:id/tracker
//   tracker.process(imageData.data, frameIndex);        // RGBA of the setup's window, once per frame
//   if (tracker.state === 'finished') send(tracker.observations());
//   tracker.destroy();

const TRACKER_URL = '/bowlertrax/tracker/bowlertrax.wasm';

/** The states of `bowlertrax_tracker_state`, by number. */
const TRACKER_STATES = ['searching', 'tracking', 'finished', 'lost'];

/** Numbers per observation (see CInterface.swift): frameIndex, centerX, centerY, radius, expectedRadius, contactX,
 * contactY, patternContrast, patternOffsetX, patternOffsetY and the pattern image's four projections. */
const OBSERVATION_LENGTH = 14;

const POSITION_HASH_CAPACITY = 16384;

/** The landmarks of `bowlertrax_refine_tap`, by the calibration's tap names (see RefinedTap.swift). */
const TAP_LANDMARKS = { centerArrow: 0, foulLineRight: 1, foulLineLeft: 2, headPin: 3 };
const instances = new Map();

/** Compiles the tracker once per page (and per URL); any MIME type works (the bytes are compiled, not streamed). */
function instantiate(url) {
  if (!instances.has(url)) {
    const loading = (async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`The tracker could not be loaded (${url}: HTTP ${response.status}).`);
      const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
      return instance.exports;
    })();
    loading.catch(() => instances.delete(url));
    instances.set(url, loading);
  }
  return instances.get(url);
}

/**
 * Loads the WebAssembly tracker: `{ createTracker(setup) -> Tracker, frameRate(times) -> number | null,
 * positionHash(imageData) -> string, cameraMoved(savedHash, nowHash) -> boolean | null,
 * sampleColor(imageData, point) -> "#rrggbb", refineTap(imageData, landmark, point) -> {x, y, snapped},
 * nearestPlace(here, places) -> index | null, placesNear(here, places) -> [boolean],
 * measureShot({ calibration, hand, framesPerSecond, observations }) -> { metrics, coaching } | { problem } | { invalid },
 * checkCalibration(calibration, hand) -> { grid, cameraHeightFeet, fieldOfViewDegrees } | { problem } | { invalid },
 * trackerSetup({ calibration, hand, framesPerSecond, ballColor }) -> setup | { invalid },
 * sessionRecords(sessions) -> { sessions, totals, progress } | { invalid },
 * compareSessions(sessions) -> { sessions: [{ figures, difference }] } | { invalid },
 * shotsCSV(sessions) -> text, scoreGame(rolls) -> game | { invalid } }`.
 * `url` defaults to the app's served copy.
 */
export async function loadTracker({ url = TRACKER_URL } = {}) {
  const api = await instantiate(url);
  const memory = new WasmMemory(api);
  let hashFrame = 0;
  let hashFrameBytes = 0;
  let hashOutput = 0;
  let refinedOutput = 0;

  function allocate(byteCount) {
    const pointer = api.bowlertrax_allocate(byteCount);
    if (!pointer) throw new Error(`The tracker could not allocate ${byteCount} bytes.`);
    return pointer;
  }

  function copyIn(values, Type) {
    const typed = values instanceof Type ? values : Type.from(values);
    const pointer = allocate(Math.max(typed.byteLength, 4));
    memory.bytes().set(new Uint8Array(typed.buffer, typed.byteOffset, typed.byteLength), pointer);
    return pointer;
  }

  /** A tracker for one shot on the frames of `setup.window` (a TrackerSetup as the server gives it). */
  function createTracker(setup) {
    const { window } = setup;
    const rows = window?.height;
    for (const name of ['firstColumn', 'lastColumn', 'ballDiameter']) {
      if (!Array.isArray(setup[name]) && !ArrayBuffer.isView(setup[name])) throw new Error(`TrackerSetup.${name} is missing.`);
      if (setup[name].length !== rows) throw new Error(`TrackerSetup.${name} has ${setup[name].length} rows, the window ${rows}.`);
    }
    const bytesPerPixel = 4;
    const frameBytes = window.width * window.height * bytesPerPixel;
    const firstColumn = copyIn(setup.firstColumn, Int32Array);
    const lastColumn = copyIn(setup.lastColumn, Int32Array);
    const diameters = copyIn(setup.ballDiameter, Float32Array);
    const color = setup.color ?? {};
    // A setup kept from before it carried the frame rate: the slowest camera's, the loosest check of how far the
    // ball can roll between frames.
    const framesPerSecond = setup.framesPerSecond ?? 30;
    let pointer = api.bowlertrax_tracker_create(window.width, window.height, window.x, window.y, bytesPerPixel,
      firstColumn, lastColumn, diameters, setup.acquisitionRow, setup.finishRow, setup.maximumMissedFrames,
      framesPerSecond, color.red, color.green, color.blue, color.tolerance);
    // The tracker copies the row tables: they can go at once.
    api.bowlertrax_free(firstColumn);
    api.bowlertrax_free(lastColumn);
    api.bowlertrax_free(diameters);
    if (!pointer) throw new Error('The tracker refused this setup (inconsistent rows or colour).');
    // One frame buffer and one observation slot for the tracker's whole life: nothing is allocated per frame.
    const frame = allocate(frameBytes);
    const output = allocate(8 * OBSERVATION_LENGTH);
    let finalState = null;
    let finalObservations = null;

    function observation(index) {
      if (!pointer) return finalObservations?.[index];
      if (!api.bowlertrax_tracker_observation(pointer, index, output)) return undefined;
      return Array.from(memory.float64(output, OBSERVATION_LENGTH));
    }
    function observationCount() {
      return pointer ? api.bowlertrax_tracker_observation_count(pointer) : (finalObservations?.length ?? 0);
    }
    function observations() {
      if (!pointer) return (finalObservations ?? []).map((values) => values.slice());
      const count = observationCount();
      const result = new Array(count);
      for (let index = 0; index < count; index++) result[index] = observation(index);
      return result;
    }

    return {
      setup,
      window: { ...window },
      frameBytes,
      /** Feeds one frame: RGBA of the window (`getImageData(0, 0, w, h).data`); true when the ball was found. */
      process(rgba, frameIndex) {
        if (!pointer) throw new Error('This tracker was destroyed.');
        if (rgba.length !== frameBytes) {
          throw new Error(`A frame of ${rgba.length} bytes; the window needs ${frameBytes} (RGBA ${window.width}x${window.height}).`);
        }
        if (!Number.isInteger(frameIndex) || frameIndex < 0 || frameIndex > 0x7fffffff) throw new Error(`Bad frame index ${frameIndex}.`);
        // The view is made again only when the memory grew (memory.buffer is then a new ArrayBuffer).
        // Same-type copy (a memcpy): Uint8ClampedArray bytes seen as Uint8Array.
        const bytes = rgba instanceof Uint8Array ? rgba : new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.length);
        memory.bytes().set(bytes, frame);
        return api.bowlertrax_tracker_process(pointer, frame, frameBytes, frameIndex) === 1;
      },
      /** The tracker's frame buffer in wasm memory (RGBA of the window) for a caller that writes frames in place
       * (VideoFrame.copyTo); made again when the memory grew, so take it afresh for every frame. */
      frameBuffer() {
        if (!pointer) throw new Error('This tracker was destroyed.');
        return memory.bytes().subarray(frame, frame + frameBytes);
      },
      /** Processes the frame already written into frameBuffer(); true when the ball was found. */
      processFrameBuffer(frameIndex) {
        if (!pointer) throw new Error('This tracker was destroyed.');
        if (!Number.isInteger(frameIndex) || frameIndex < 0 || frameIndex > 0x7fffffff) throw new Error(`Bad frame index ${frameIndex}.`);
        return api.bowlertrax_tracker_process(pointer, frame, frameBytes, frameIndex) === 1;
      },
      get state() {
        return pointer ? TRACKER_STATES[api.bowlertrax_tracker_state(pointer)] : finalState;
      },
      get observationCount() { return observationCount(); },
      /** Observation `index` as its 14 numbers (undefined when there is none). */
      observation,
      /** The last observation, or undefined before the ball is found. */
      lastObservation() {
        const count = observationCount();
        return count > 0 ? observation(count - 1) : undefined;
      },
      /** Every observation so far, each an array of 14 numbers in the whole frame's coordinates. */
      observations,
      /** A new tracker for the next shot on the same setup. */
      fresh() { return createTracker(setup); },
      /** Frees the tracker's memory; its state and observations stay readable. Safe to call twice. */
      destroy() {
        if (!pointer) return;
        finalState = TRACKER_STATES[api.bowlertrax_tracker_state(pointer)];
        finalObservations = observations();
        api.bowlertrax_tracker_destroy(pointer);
        api.bowlertrax_free(frame);
        api.bowlertrax_free(output);
        pointer = 0;
      },
    };
  }

  /** The camera-position fingerprint of a whole frame (ImageData), as the text the API takes ("16:28:..."). */
  /** Copies the RGBA ImageData of a whole frame into the wasm memory kept for it; returns its pointer. */
  function frameIn(imageData, what) {
    const { width, height, data } = imageData;
    if (data.length !== width * height * 4) throw new Error(`${what} needs the RGBA ImageData of a whole frame.`);
    if (data.length > hashFrameBytes) {
      if (hashFrame) api.bowlertrax_free(hashFrame);
      hashFrame = 0;
      hashFrame = allocate(data.length);
      hashFrameBytes = data.length;
    }
    memory.bytes().set(new Uint8Array(data.buffer, data.byteOffset, data.length), hashFrame);
    return hashFrame;
  }

  function positionHash(imageData) {
    const { width, height } = imageData;
    const frame = frameIn(imageData, 'positionHash');
    if (!hashOutput) hashOutput = allocate(POSITION_HASH_CAPACITY);
    const length = api.bowlertrax_position_hash(frame, width, height, 4, hashOutput, POSITION_HASH_CAPACITY);
    if (length <= 0) throw new Error(`No position fingerprint for a ${width}x${height} frame.`);
    let text = '';
    const bytes = memory.bytes();
    for (let index = 0; index < length; index++) text += String.fromCharCode(bytes[hashOutput + index]);
    return text;
  }

  /**
   * Whether the camera moved between two position fingerprints (positionHash's texts; the core's
   * PositionFingerprint): true or false, null when either is not one or they come from frames of other shapes.
   */
  function cameraMoved(saved, now) {
    const texts = [saved, now].map((text) => new TextEncoder().encode(String(text)));
    const pointers = texts.map((bytes) => copyIn(bytes, Uint8Array));
    try {
      const moved = api.bowlertrax_position_moved(pointers[0], texts[0].length, pointers[1], texts[1].length);
      return moved < 0 ? null : moved === 1;
    } finally {
      for (const pointer of pointers) api.bowlertrax_free(pointer);
    }
  }

  /** The colour a tap at image pixel `point` ({x, y}) picks: the core's 5x5 mean (SampledColor), as #rrggbb; null off the frame. */
  function sampleColor(imageData, point) {
    const frame = frameIn(imageData, 'sampleColor');
    const rgb = api.bowlertrax_sample_color(frame, imageData.width, imageData.height, 4, Math.floor(point.x), Math.floor(point.y));
    return rgb < 0 ? null : `#${rgb.toString(16).padStart(6, '0')}`;
  }

  /**
   * A calibration tap at image point `point` ({x, y}) moved onto the lane feature `landmark` names ("centerArrow",
   * "foulLineRight", "foulLineLeft", "headPin") when one lies near it: `{x, y, snapped}` (the tap itself, snapped
   * false, when none does); null off the frame.
   */
  function refineTap(imageData, landmark, point) {
    if (!(landmark in TAP_LANDMARKS)) throw new Error(`No calibration landmark ${landmark}.`);
    const frame = frameIn(imageData, 'refineTap');
    if (!refinedOutput) refinedOutput = allocate(16);
    const result = api.bowlertrax_refine_tap(frame, imageData.width, imageData.height, 4, TAP_LANDMARKS[landmark], point.x, point.y, refinedOutput);
    if (result < 0) return null;
    const [x, y] = memory.float64(refinedOutput, 2);
    return { x, y, snapped: result === 1 };
  }

  /** A clip's frame rate from the media times (seconds) of frames seen (the core's FrameRate); null for too few. */
  function frameRate(times) {
    if (times.length === 0) return null;
    const pointer = copyIn(times, Float64Array);
    try {
      return api.bowlertrax_frame_rate(pointer, times.length) || null;
    } finally {
      api.bowlertrax_free(pointer);
    }
  }

  /** The places (`[{lat, lon}, ...]`, degrees) as latitude, longitude pairs in wasm memory; free the pointer. */
  function placesIn(places) {
    return copyIn(places.flatMap((place) => [place.lat, place.lon]), Float64Array);
  }

  /**
   * The index in `places` ([{lat, lon}, ...], degrees) of the one nearest `here` ({lat, lon}) within the core's
   * radius (NearbyPlace, 500 m); null when none is.
   */
  function nearestPlace(here, places) {
    if (places.length === 0) return null;
    const pointer = placesIn(places);
    try {
      const index = api.bowlertrax_nearest_place(here.lat, here.lon, pointer, places.length);
      return index < 0 ? null : index;
    } finally {
      api.bowlertrax_free(pointer);
    }
  }

  /** Whether each of `places` ([{lat, lon}, ...], degrees) is within the core's radius of `here` (NearbyPlace). */
  function placesNear(here, places) {
    if (places.length === 0) return [];
    const pointer = placesIn(places);
    const near = allocate(places.length);
    try {
      if (api.bowlertrax_places_near(here.lat, here.lon, pointer, places.length, near) < 0) {
        throw new Error('The tracker refused the places.');
      }
      return Array.from(memory.bytes().subarray(near, near + places.length), (flag) => flag === 1);
    } finally {
      api.bowlertrax_free(pointer);
      api.bowlertrax_free(near);
    }
  }

  /**
   * Measures a shot on the phone with the core's ShotAnalyzer, the code the server runs on a posted track:
   * `calibration` is `{ imageWidth, imageHeight, taps }` (each tap `{x, y}` or `[x, y]`, the head pin optional),
   * `observations` the tracker's (arrays of 14 numbers, or all of 10 from a shot kept before the pattern image, which
   * the core measures as a track without it). Returns `{ metrics, coaching }` (the server's ShotMetrics JSON; the
   * tips `[{ id, titleKey, bodyKey }]` and the metric bands `{ speed, entryAngle, revRate?, strikeProbability }` as
   * copy keys), `{ problem: { copyKey, detail } }` when the track makes no shot, or `{ invalid }` for input that is
   * no shot.
   */
  function measureShot({ calibration, hand, framesPerSecond, observations }) {
    // The core reads `observations.length` rows of one length (and says which lengths it takes): rows of mixed
    // lengths would be read across each other.
    const length = observations.length > 0 ? observations[0].length : OBSERVATION_LENGTH;
    if (observations.some((values) => values.length !== length)) {
      return { invalid: 'observations of different lengths' };
    }
    const tapsPointer = copyIn(tapValues(calibration.taps), Float64Array);
    const observationsPointer = copyIn(observations.flat(), Float64Array);
    try {
      return jsonAnswer(api.bowlertrax_measure_shot(calibration.imageWidth, calibration.imageHeight, tapsPointer,
        handCode(hand), framesPerSecond, observationsPointer, length, observations.length), 'measuring the shot');
    } finally {
      api.bowlertrax_free(tapsPointer);
      api.bowlertrax_free(observationsPointer);
    }
  }

  /**
   * The Calibration Check on the phone, by the core's LaneCalibration (what the server's POST calibrations/check
   * runs): `calibration` is `{ imageWidth, imageHeight, taps }`. Returns `{ grid, cameraHeightFeet,
   * fieldOfViewDegrees }` (the grid's boards numbered for `hand`) for taps the core accepts, `{ problem: { code,
   * detail, retryReason? } }` for taps it refuses, or `{ invalid }`.
   */
  function checkCalibration(calibration, hand) {
    const tapsPointer = copyIn(tapValues(calibration.taps), Float64Array);
    try {
      return jsonAnswer(api.bowlertrax_check_calibration(calibration.imageWidth, calibration.imageHeight, tapsPointer,
        handCode(hand)), 'checking the calibration');
    } finally {
      api.bowlertrax_free(tapsPointer);
    }
  }

  /**
   * The tracker's setup for a session's shots, made on the phone as the server's GET sessions/:id/tracker makes it:
   * the session's `calibration` ({ imageWidth, imageHeight, taps }), `hand`, the camera's `framesPerSecond` and the
   * ball's `ballColor` (a preset's name or "#rrggbb"). Returns the setup for `createTracker` (with `measuring`), or
   * `{ invalid }`.
   */
  function trackerSetup({ calibration, hand, framesPerSecond, ballColor }) {
    const tapsPointer = copyIn(tapValues(calibration.taps), Float64Array);
    const color = new TextEncoder().encode(ballColor ?? '');
    const colorPointer = copyIn(color, Uint8Array);
    try {
      return jsonAnswer(api.bowlertrax_tracker_setup(calibration.imageWidth, calibration.imageHeight, tapsPointer,
        handCode(hand), framesPerSecond, colorPointer, color.length), 'setting the tracker up');
    } finally {
      api.bowlertrax_free(tapsPointer);
      api.bowlertrax_free(colorPointer);
    }
  }

  /**
   * A bowler's records as the core figures them (RecordsCInterface.swift), for `sessions` ([{ startedAt (ms), shots:
   * [metrics] }], each shot's metrics as measureShot gives them): `{ sessions: [figures, in order], totals, progress:
   * { sessionLimit, sessions: [{ index, ...trend }] } }` (History's averages, Home's stats, the Progress charts), or
   * `{ invalid }`.
   */
  function sessionRecords(sessions) {
    return withSessions(sessions, (pointer, count) => api.bowlertrax_session_records(pointer, count), 'figuring the sessions');
  }

  /** Session Comparison of `sessions` (as sessionRecords reads them), in order: `{ sessions: [{ figures, difference }] }`. */
  function compareSessions(sessions) {
    return withSessions(sessions, (pointer, count) => api.bowlertrax_compare_sessions(pointer, count), 'comparing the sessions');
  }

  /**
   * Export to CSV of `sessions` ([{ number, centerName, lane, ballName, shots: [{ recordedAt (ms), number, metrics }] }]):
   * the file's text, the bytes the server's export writes for the same shots.
   */
  function shotsCSV(sessions) {
    const values = sessions.flatMap((session) => [session.number, session.shots.length, ...session.shots.flatMap(({ recordedAt, number, metrics }) => [
      recordedAt, number, metrics.averageSpeedMph, metrics.entryAngleDegrees, metrics.entryBoard, metrics.breakpointBoard,
      metrics.revRateRpm ?? NaN, metrics.strikeProbability])]);
    // Each text NUL-terminated (a NUL in one, which no input lets through, would end it early).
    const texts = new TextEncoder().encode(sessions.map(({ centerName, lane, ballName }) =>
      [centerName, lane, ballName].map((text) => `${(text ?? '').replaceAll('\0', '')}\0`).join('')).join(''));
    const valuesPointer = copyIn(values, Float64Array);
    const textsPointer = copyIn(texts, Uint8Array);
    try {
      const text = textAnswer(api.bowlertrax_shots_csv(valuesPointer, values.length, textsPointer, texts.length), 'writing the CSV');
      if (text.startsWith('{"invalid"')) throw new Error(`The CSV could not be written: ${JSON.parse(text).invalid}`);
      return text;
    } finally {
      api.bowlertrax_free(valuesPointer);
      api.bowlertrax_free(textsPointer);
    }
  }

  /**
   * A manually logged game scored by the core's BowlingGame (what the server's games routes run): `rolls`, the pins
   * each ball knocked down, in order. Returns the game as the server answers it but its id and start, `{ rolls,
   * frames: [{ number, rolls, marks, score? }], score, isComplete, pinsStanding }`, or `{ invalid }` (the server's
   * invalid-roll sentence) for a ball the game cannot take.
   */
  function scoreGame(rolls) {
    const pointer = copyIn(rolls, Int32Array);
    try {
      return jsonAnswer(api.bowlertrax_score_game(pointer, rolls.length), 'scoring the game');
    } finally {
      api.bowlertrax_free(pointer);
    }
  }

  /** Runs `call(pointer, count)` on the C interface's numbers for `sessions` and reads its JSON answer. */
  function withSessions(sessions, call, doing) {
    const values = sessions.flatMap(({ startedAt, shots }) => [startedAt, shots.length, ...shots.flatMap((metrics) => [
      metrics.averageSpeedMph, metrics.entryAngleDegrees, metrics.entryBoard, metrics.arrowsBoard,
      metrics.strikeProbability, metrics.revRateRpm ?? NaN])]);
    const pointer = copyIn(values, Float64Array);
    try {
      return jsonAnswer(call(pointer, values.length), doing);
    } finally {
      api.bowlertrax_free(pointer);
    }
  }

  /** The C interface's 8 tap numbers: each tap `{x, y}` or `[x, y]`, NaN for one not made. */
  function tapValues(taps) {
    const point = (tap) => (tap == null ? [NaN, NaN] : Array.isArray(tap) ? tap : [tap.x, tap.y]);
    return ['centerArrow', 'foulLineRight', 'foulLineLeft', 'headPin'].flatMap((name) => point(taps[name]));
  }

  /** The C interface's hand: 1 left; 0 right, also for a hand not chosen yet (the server's measuring hand). */
  const handCode = (hand) => (hand === 'left' ? 1 : 0);

  /** The JSON the module wrote at `output` (NUL-terminated), read and freed. */
  function jsonAnswer(output, doing) {
    return JSON.parse(textAnswer(output, doing));
  }

  /** The text the module wrote at `output` (NUL-terminated UTF-8), read and freed. */
  function textAnswer(output, doing) {
    if (!output) throw new Error(`The tracker ran out of memory ${doing}.`);
    try {
      const bytes = memory.bytes();
      const end = bytes.indexOf(0, output);
      return new TextDecoder().decode(bytes.subarray(output, end));
    } finally {
      api.bowlertrax_free(output);
    }
  }

  return {
    createTracker, positionHash, cameraMoved, sampleColor, refineTap, frameRate, nearestPlace, placesNear, measureShot,
    checkCalibration, trackerSetup, sessionRecords, compareSessions, shotsCSV, scoreGame, exports: api,
  };
}

/** Views of the wasm's linear memory, made again whenever memory.grow replaced its ArrayBuffer. */
class WasmMemory {
  constructor(api) {
    this.memory = api.memory;
    this.buffer = null;
    this.u8 = null;
  }

  bytes() {
    if (this.buffer !== this.memory.buffer) {
      this.buffer = this.memory.buffer;
      this.u8 = new Uint8Array(this.buffer);
    }
    return this.u8;
  }

  float64(pointer, count) {
    this.bytes();
    return new Float64Array(this.buffer, pointer, count);
  }
}
