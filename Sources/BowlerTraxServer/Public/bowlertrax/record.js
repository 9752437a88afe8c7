// Record: the camera (the rear one at its highest frame rate; said: "1280×720 at 60 fps"), then a session: the
// ball, a calibration (new, or saved with the camera position check: "Calibration Check" [Recalibrate]
// [Continue Anyway]), then recording. "Recording starts automatically when your ball is detected. Recording stops
// when the ball reaches the pins.": the WebAssembly tracker follows the ball on every camera frame in the page,
// its path is drawn over the preview as it goes, and when the ball reaches the pins (or is lost) the track goes to
// the server (POST sessions/:id/shots), whose result shows at once; a track that makes no shot shows the spec's
// error and tracking waits for the next ball. The last shots are recorded in the browser for playback and
// "Save Video" (a download). Video never leaves the device.
//
// Without a camera (denied, unavailable, not a secure context) Record shows the limited mode: tracking is
// unavailable, manual logging and video files still work, and "Open Settings to Enable Camera" explains how to allow
// the camera in this browser.
//
// First use (issue 13): every time Record opens, the server's prompt for it (the camera reminder while the camera is
// denied, the ball-profile reminder, the new location, What's New, Welcome Back); the first-shot tutorial overlays
// over the live picture before tracking starts (tutorial.js); "First Shot Tracked!" on the player's first shot;
// "Save Video" behind the spec's "Save Videos to Photos"; leaving a session with shots offers notifications.

import { fingerprints, isPhoneID } from './device-store.js';
import { backedUpNotice, keptShotResult } from './kept-shot.js';
import { letGoOfShot, noteMeasuredShot, postShot, startSession as openSession } from './outbox.js';
import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { lines } from '/shell/text.js';
import { announce, announceOffScreen, showError } from '/shell/status.js';
import { cameraPermission, openCamera, stopCamera } from './tracking/camera.js';
import { grabFrame } from './tracking/frames.js';
import { trackLive } from './tracking/live.js';
import { shotRecorder } from './tracking/recorder.js';
import { bowlerTrax } from './api.js';
import { allBalls } from './phone-profile.js';
import { runCalibration } from './calibration.js';
import { firstCalibrationFlow } from './calibration-flow.js';
import { offerBackup } from './backup.js';
import { firstUse } from './first-use.js';
import { resultAnnouncement, shotResult } from './result.js';
import { chooseSessionSetup, phoneMeasuring, savedCalibrationSession } from './session-setup.js';
import { savedCalibrations } from './phone-records.js';
import { stage, svg } from './stage.js';
import { setActiveSession, store, updateStore } from './store.js';
import { trackerModule } from './tracker-cache.js';
import { icon } from '/shell/icons.js';
import { choiceDialog } from '/shell/dialog.js';
import { formatShotCount } from './format.js';
import { placeHere, rememberCenter } from './location.js';
import { cameraSettings, currentCamera, markSaveButtons, offerNotifications, saveWithConsent, updateRecordBadge } from './permissions.js';
import { promptNow } from './prompts.js';
import { celebrateFirstShot, rgbOf, runTutorial, saveBallColor } from './tutorial.js';

const STATE_KEYS = { ready: 'ui.record.ready', tracking: 'ui.record.tracking', measuring: 'ui.record.measuring' };

/** The sentence of a shot the server could not make (422), in the page's language. */
/** The limited mode: no camera, so no tracking; manual logging and video files instead. */
function limitedModePanel(reason, { onGranted = null } = {}) {
  return h('div', { class: 'card card--warning', 'data-testid': 'camera-limited', dataset: { reason } },
    h('h2', { tabindex: '-1' }, icon('warning'), t(reason === 'denied' ? 'bowlertrax.camera-denied.title' : 'ui.record.unavailableTitle')),
    h('p', { text: t(reason === 'insecure' ? 'ui.record.insecure' : reason === 'denied' ? 'bowlertrax.camera-denied.body' : 'ui.record.unavailableBody') }),
    reason === 'denied' ? h('p', { class: 'help', text: t('ui.record.deniedHelp') }) : null,
    reason === 'denied' && onGranted ? h('button', {
      type: 'button', class: 'button button--primary button--large', 'data-testid': 'camera-open-settings',
      onclick: async () => { if ((await cameraSettings()) === 'granted') onGranted(); },
    }, icon('gear'), t('bowlertrax.camera-denied.settings')) : null,
    h('a', { href: '#/games', class: 'button button--primary button--large', 'data-testid': 'manual-logging' }, icon('pencil'), t('ui.more.games')),
    h('a', { href: '#/record/video', class: 'button', 'data-testid': 'analyze-video' }, icon('film'), t('ui.video.title')));
}

/** The tracker's frame counts as the recording view shows them; the rate is over the last interval. */
function showFrameStats(line, stats) {
  if (!stats) return;
  const now = performance.now();
  const last = line.last ?? { at: now, processed: 0 };
  const fps = now > last.at ? Math.round(((stats.processed - last.processed) * 1000) / (now - last.at)) : 0;
  line.last = { at: now, processed: stats.processed };
  line.dataset.processed = String(stats.processed);
  line.dataset.dropped = String(stats.skipped);
  // Milliseconds a tracked frame took to copy and to track, on average (for support).
  line.dataset.copyMs = (stats.cropMs / Math.max(1, stats.processed)).toFixed(1);
  line.dataset.trackMs = (stats.trackMs / Math.max(1, stats.processed)).toFixed(1);
  line.textContent = t('ui.record.frameStats', { processed: stats.processed, dropped: stats.skipped, fps });
}

function mount(root, { fresh }) {
  const abort = new AbortController();
  const { signal } = abort;
  let camera = null;
  let live = null;
  let recorder = null;
  let statsTimer = 0; // refreshes the recording view's frame counts
  // The new location's answer: "primary" (a new calibration), "secondary" (a saved one), "tertiary" (the current).
  let locationAnswer = null;
  // The centre the browser's location names (Settings > Detect bowling centre), proposed when a calibration is saved.
  let centerNameHere = null;
  // The camera's frame rate as it reports it (a camera that does not say is taken as 30 fps).
  const framesPerSecond = () => Math.round(camera.frameRate ?? 30);
  if (fresh) setActiveSession(null);

  const cameraInfo = h('p', { class: 'help', 'data-testid': 'camera-info' });
  const panel = h('div', { class: 'record__panel' });
  root.append(h('section', { class: 'view bt-view', 'data-testid': 'record-view' },
    h('h1', { tabindex: '-1', text: t('ui.tabs.record') }), cameraInfo, panel,
    h('p', { class: 'help privacy' }, icon('lock'), t('bowlertrax.camera.privacy'))));

  const show = (...children) => {
    panel.replaceChildren(...children);
    panel.querySelector('h2[tabindex]')?.focus();
  };

  /** The server's prompt for Record (every time it opens), acted on. */
  async function prompt(camera) {
    const here = await placeHere().catch(() => null);
    if (signal.aborted) return;
    centerNameHere = here?.centerName ?? null;
    await promptNow('record', camera, {
      place: here, signal,
      handlers: {
        'camera-permission': async (answer) => {
          if (answer === 'primary' && (await cameraSettings()) === 'granted' && !signal.aborted) await open();
        },
        'ball-profile': (answer) => {
          if (answer !== 'primary') return;
          updateStore({ openBallForm: true });
          window.location.hash = '#/balls';
        },
        // "New Calibration" and "Load Saved Calibration" lead to the setup's own buttons (focused there); "Use
        // Current" goes on with the setup as it is, and this place is remembered as the current calibration's centre.
        'new-location': async (answer) => {
          locationAnswer = answer;
          if (answer !== 'tertiary') return;
          const [latest] = await savedCalibrations({ signal }).catch(() => []);
          rememberCenter(latest?.centerName).catch(() => {});
        },
      },
    });
  }

  async function begin() {
    const permission = await cameraPermission().catch(() => 'unknown');
    if (signal.aborted) return;
    const cameraState = await currentCamera(store.firstUse?.camera ?? 'unknown');
    updateRecordBadge(cameraState);
    if (cameraState === 'denied') show(limitedModePanel('denied', { onGranted: open }));
    await prompt(cameraState);
    // Left for the ball form, or the camera already opened from the camera reminder's "Open Settings".
    if (signal.aborted || camera || window.location.hash === '#/balls') return;
    // Denied: the limited mode stays (its "Open Settings to Enable Camera" opens the camera once allowed).
    if (cameraState === 'denied') return;
    if (permission === 'granted') await open();
    else if (permission === 'denied') show(limitedModePanel('denied', { onGranted: open }));
    else {
      show(h('div', { class: 'card' },
        h('h2', { tabindex: '-1', text: t('bowlertrax.camera.title') }),
        h('p', { text: t('bowlertrax.camera.body') }),
        h('button', { type: 'button', class: 'button button--primary button--large', 'data-testid': 'open-camera', onclick: open },
          icon('camera'), t('bowlertrax.camera.button')),
        h('a', { href: '#/record/video', class: 'button', 'data-testid': 'analyze-video' }, icon('film'), t('ui.video.title'))));
    }
  }

  async function open() {
    show(h('p', { class: 'loading', role: 'status', text: t('ui.record.opening') }));
    try {
      camera = await openCamera();
    } catch (error) {
      if (signal.aborted) return;
      if (error.reason === 'denied') updateRecordBadge('denied');
      show(limitedModePanel(error.reason ?? 'unavailable', { onGranted: open }));
      announce(t('ui.record.unavailableTitle'));
      return;
    }
    updateRecordBadge('granted');
    if (signal.aborted) {
      stopCamera(camera.stream);
      return;
    }
    cameraInfo.textContent = t('ui.record.cameraInfo', { width: camera.width, height: camera.height, fps: framesPerSecond() });
    announce(cameraInfo.textContent);
    if (store.activeSession) await resumeOrNew();
    else await setup();
  }

  async function resumeOrNew() {
    const session = store.activeSession;
    const answer = await new Promise((resolve) => show(h('div', { class: 'card' },
      h('h2', { tabindex: '-1', text: t('ui.record.currentSession') }),
      h('p', { text: [session.centerName, session.lane, formatShotCount(session.shotCount ?? 0)].filter(Boolean).join(' · ') }),
      h('button', { type: 'button', class: 'button button--primary button--large', 'data-testid': 'continue-session', onclick: () => resolve('continue') }, t('ui.record.continueSession')),
      h('button', { type: 'button', class: 'button', 'data-testid': 'start-new-session', onclick: () => resolve('new') }, t('bowlertrax.dashboard.cta')))));
    if (answer === 'continue') await record(session);
    else {
      setActiveSession(null);
      await setup();
    }
  }

  async function setup() {
    // The player's first calibration follows "Start New Session" directly (spec section 1), with their newest ball.
    const [state, balls] = await Promise.all([firstUse.state(signal), allBalls({ signal })]).catch(() => [null, null]);
    if (signal.aborted) return;
    if (state && !state.firstCalibrationDone) {
      await calibrate(balls.at(-1)?.id ?? null, {}, { first: true });
      return;
    }
    let picked;
    try {
      const choosing = chooseSessionSetup(panel, { size: { width: camera.width, height: camera.height }, signal });
      focusLocationAnswer();
      picked = await choosing;
    } catch {
      return;
    }
    if (picked.choice === 'new') await calibrate(picked.ballID);
    else await useSaved(picked.choice, picked.ballID);
  }

  /** The new location's answer, once the setup card is drawn: its "New Calibration" or first saved calibration. */
  function focusLocationAnswer() {
    const testid = { primary: 'new-calibration', secondary: 'use-calibration' }[locationAnswer];
    if (!testid) return;
    locationAnswer = null;
    const observer = new MutationObserver(() => {
      const target = panel.querySelector(`[data-testid="${testid}"]`) ?? panel.querySelector('[data-testid="new-calibration"]');
      if (!target) return;
      observer.disconnect();
      target.focus();
      target.scrollIntoView({ block: 'center' });
    });
    observer.observe(panel, { childList: true, subtree: true });
    signal.addEventListener('abort', () => observer.disconnect());
  }

  async function calibrate(ballID, defaults = {}, { first = false } = {}) {
    const flow = first ? firstCalibrationFlow() : null;
    flow?.restart();
    const result = await runCalibration(panel, {
      preview: camera.video, grab: () => grabFrame(camera.video), hand: store.settings.hand, signal, flow,
      positionHash: async (image) => (await trackerModule()).positionHash(image),
      saveDefaults: { centerName: centerNameHere, ...defaults },
    });
    restorePreview();
    if (signal.aborted) return;
    if (!result) {
      // "Skip for now" on the first calibration leaves for the dashboard (the next Record asks again).
      if (first) window.location.hash = '#/';
      else await setup();
      return;
    }
    rememberCenter(result.centerName).catch(() => {});
    await startSession({ calibration: result.calibration, calibrationID: result.calibrationID, ballID, centerName: result.centerName, lane: result.lane },
      result.tapped);
  }

  async function useSaved(calibration, ballID) {
    show(h('p', { class: 'loading', role: 'status', text: t('ui.record.checkingPosition') }));
    let moved = null;
    try {
      // The fingerprint saved with the calibration on this phone, against this frame's, compared by the core.
      const saved = isPhoneID(calibration.id) ? calibration.fingerprint : await fingerprints.get(calibration.id);
      if (saved) {
        const module = await trackerModule();
        moved = module.cameraMoved(saved, module.positionHash(grabFrame(camera.video)));
      }
    } catch {
      // Without a check the visitor decides as if nothing was known.
    }
    if (signal.aborted) return;
    if (moved === true) {
      const answer = await choiceDialog({
        title: t('bowlertrax.calibration.check.title'), message: t('bowlertrax.calibration.check.body'),
        first: t('bowlertrax.calibration.check.recalibrate'), second: t('bowlertrax.calibration.check.continue'),
        testid: 'position-check-dialog', firstTestid: 'recalibrate', secondTestid: 'continue-anyway',
      });
      if (answer === 'first') {
        await calibrate(ballID, { centerName: calibration.centerName, lane: calibration.lanes });
        return;
      }
    }
    rememberCenter(calibration.centerName).catch(() => {});
    await startSession(savedCalibrationSession(calibration, ballID), calibration);
  }

  /**
   * Starts the session of `body` on the calibration `{imageWidth, imageHeight, taps}`: on the server, or on this phone
   * when the server cannot be reached (outbox.js), with what measuring its shots here needs.
   */
  async function startSession(body, calibration) {
    try {
      const measuring = await phoneMeasuring(body.ballID, calibration, { signal });
      const session = await openSession(body, measuring, { signal });
      setActiveSession(session);
      // The session exists now: #/record (not #/record/new) is where it continues, e.g. after a change of language.
      if (fresh) window.history.replaceState(null, '', '#/record');
      await record(session);
    } catch {
      // The alert region says why.
    }
  }

  /** The camera's video playing again where it is now shown (moving it in the page pauses it). */
  function restorePreview() {
    camera.video.play().catch(() => {});
  }

  async function record(session) {
    show(h('p', { class: 'loading', role: 'status', text: t('ui.record.preparing') }));
    let setupJSON;
    let module;
    try {
      if (session.onPhone) {
        // A session started on this phone: its tracker set up here by the core, as the server would.
        module = await trackerModule();
        setupJSON = module.trackerSetup({ ...session.measuring, framesPerSecond: framesPerSecond() });
      } else {
        [setupJSON, module] = await Promise.all([bowlerTrax.trackerSetup(session.id, framesPerSecond(), { signal }), trackerModule()]);
      }
    } catch {
      if (session.onPhone && !signal.aborted) showError(t('ui.app.trackerUnavailable'));
      return;
    }
    if (signal.aborted) return;
    live?.stop();
    recorder ??= shotRecorder(camera.stream, { keep: 5 });

    const { element: picture, overlay } = stage(camera.video, camera.width, camera.height, { label: t('ui.record.previewLabel') });
    const strokeWidth = Math.max(2, camera.width / 200);
    const pathLine = svg('polyline', { class: 'live-path', points: '', 'stroke-width': strokeWidth, 'data-testid': 'live-path' });
    const ballMark = svg('circle', { class: 'live-ball', r: 0, visibility: 'hidden' });
    overlay.append(pathLine, ballMark);
    const stateLine = h('p', { class: 'tracking-state', 'data-testid': 'tracking-state', role: 'status', 'aria-live': 'polite' });
    // For support: how many camera frames the tracker kept up with (a slow phone drops some; the track's times come
    // from the frames' own timestamps, so a dropped frame leaves a gap, never a wrong speed).
    const frameStats = h('p', { class: 'help tracking-stats', 'data-testid': 'tracking-stats' });
    const errorLine = h('p', { class: 'tracking-error', 'data-testid': 'tracking-error', role: 'alert', hidden: true });
    const resultBox = h('div', { class: 'result-box' });
    const recordings = h('ul', { class: 'recordings', 'data-testid': 'recordings' });
    const overlays = h('div', { class: 'tutorial-overlays', 'data-testid': 'tutorial-overlays', hidden: true });
    const { first: startsLine, rest } = (() => {
      const [first, ...others] = lines(t('bowlertrax.tutorial.ready.body'));
      return { first, rest: others };
    })();
    show(h('div', { class: 'recording', 'data-testid': 'recording', dataset: { sessionId: session.id } },
      h('h2', { class: 'visually-hidden', tabindex: '-1', text: t('ui.record.recordingTitle') }),
      h('div', { class: 'recording__picture' }, picture, overlays),
      stateLine, errorLine, frameStats,
      h('p', { class: 'help', text: [startsLine, rest[0]].filter(Boolean).join(' ') }),
      resultBox,
      h('div', { class: 'button-row' },
        h('a', { href: session.onPhone ? '#/history' : `#/history/${session.id}`, class: 'button', 'data-testid': 'session-shots' }, t('ui.record.sessionShots')),
        h('button', { type: 'button', class: 'button', 'data-testid': 'stop-recording', onclick: stopRecording }, t('ui.record.stop'))),
      h('h3', { text: t('ui.record.recordings') }), recordings));
    restorePreview();

    let points = [];
    const setState = (state) => {
      stateLine.dataset.state = state;
      stateLine.textContent = t(STATE_KEYS[state]);
    };
    setState('ready');

    const addRecording = (blob) => {
      if (!blob) return;
      const items = recorder.recordings.slice().reverse().map((recording, index) => h('li', { class: 'recording-item', 'data-testid': 'recording-item' },
        h('video', { src: recording.url, controls: true, playsinline: true, preload: 'metadata', 'aria-label': t('ui.record.recordingLabel', { time: new Date(recording.at).toLocaleTimeString() }) }),
        h('button', {
          type: 'button', class: 'button', 'data-testid': 'save-video',
          onclick: () => saveWithConsent(() => recorder.saveVideo(recording, `bowlertrax-session-${session.id}-${recorder.recordings.length - index}.${recording.extension}`)),
        }, icon('download'), t('ui.record.saveVideo'))));
      recordings.replaceChildren(...items);
      markSaveButtons(recordings);
    };

    // The first-shot tutorial (once per bowling session until dismissed) before tracking starts; a tap on the ball
    // sets this session's tracking colour (and the session's ball's).
    await runTutorial(overlays, {
      session, video: camera.video, pictureElement: picture, signal,
      onColor: (hex) => {
        setupJSON = { ...setupJSON, color: { ...setupJSON.color, ...rgbOf(hex) } };
        saveBallColor(session.ball?.id ?? null, hex, signal);
      },
    });
    if (signal.aborted) return;
    stateLine.focus?.();
    clearInterval(statsTimer);
    statsTimer = setInterval(() => showFrameStats(frameStats, live?.stats), 1000);
    // trackLive owns the trackers from here: it makes a fresh one for each shot and destroys them.
    live = trackLive(camera.video, setupJSON, module.createTracker(setupJSON), {
      framesPerSecond: framesPerSecond(),
      onObservation(observation) {
        if (points.length === 0) {
          setState('tracking');
          errorLine.hidden = true;
          // The last result stays until this shot's replaces it.
          try { recorder.start(); } catch { /* a recording already running */ }
        }
        const [, x, y, radius] = observation;
        points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
        pathLine.setAttribute('points', points.join(' '));
        ballMark.setAttribute('cx', x);
        ballMark.setAttribute('cy', y);
        ballMark.setAttribute('r', radius);
        ballMark.setAttribute('visibility', 'visible');
      },
      async onEnd({ observations, framesPerSecond }) {
        setState('measuring');
        recorder.stop().then(addRecording).catch(() => {});
        try {
          const track = { framesPerSecond, source: 'camera', observations };
          const outcome = await postShot(session.id, track, { signal });
          if (outcome.kept) {
            // Kept on this phone (outbox.js: no backup, or the server cannot be reached), and measured here.
            const number = (store.activeSession?.shotCount ?? session.shotCount ?? 0) + 1;
            const { view, measured, metrics, coaching, problem } = keptShotResult(module, setupJSON, track, { number, hand: store.settings.hand, waiting: outcome.waiting });
            if (problem) {
              // No shot in the track: the spec's sentence, as the server would answer; the server would refuse it.
              await letGoOfShot(outcome.requestKey);
              errorLine.textContent = t(problem.copyKey);
              errorLine.hidden = false;
            } else {
              // A shot the phone measured takes the next number.
              if (measured) {
                setActiveSession({ ...(store.activeSession ?? session), shotCount: number });
                noteMeasuredShot(outcome.requestKey, { number, metrics, coaching });
              }
              resultBox.replaceChildren(view);
              // Kept for good (no backup): the server only hears that a shot was tracked, and says if it was the first.
              if (measured && !outcome.waiting && await firstUse.shotTracked()) {
                celebrateFirstShot({ metrics }).then((answer) => {
                  if (answer === 'details') window.location.hash = `#/kept/${outcome.requestKey}`;
                  else resultBox.querySelector('.shot-result__title')?.focus({ preventScroll: true });
                });
              }
            }
          } else {
            const { shot } = outcome;
            setActiveSession({ ...session, shotCount: shot.number });
            resultBox.replaceChildren(backedUpNotice(), shotResult(shot, {
              hand: store.settings.hand,
              actions: [
                h('button', { type: 'button', class: 'button button--primary', 'data-testid': 'continue-session', onclick: () => { resultBox.replaceChildren(); stateLine.focus?.(); } }, t('ui.result.continue')),
                h('a', { href: `#/history/${session.id}/${shot.id}`, class: 'button', 'data-testid': 'view-details' }, t('ui.result.details')),
              ],
            }));
            // Said, not shown again: the result is on screen (a status toast would cover its figures).
            announceOffScreen(resultAnnouncement(shot));
            // The result screen: in view, its heading focused (the announcement above says the numbers).
            resultBox.querySelector('.shot-result__title')?.focus({ preventScroll: true });
            resultBox.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
            if (shot.firstShot === true) {
              celebrateFirstShot(shot).then((answer) => {
                if (answer === 'details') window.location.hash = `#/history/${session.id}/${shot.id}`;
                else resultBox.querySelector('.shot-result__title')?.focus({ preventScroll: true });
              });
            }
          }
        } catch (error) {
          if (error.status === 422) {
            errorLine.textContent = error.message;  // the spec's sentence, in the visitor's language
            errorLine.hidden = false;
          }
        }
        points = [];
        ballMark.setAttribute('visibility', 'hidden');
        if (!signal.aborted) setState('ready');
      },
    });
  }

  /**
   * After a session with shots: backup, once while never chosen; after the first, the notifications' pre-permission
   * screen, when the server says so.
   */
  async function afterSession() {
    if ((store.activeSession?.shotCount ?? 0) > 0) await offerBackup();
    await offerNotifications();
  }

  async function stopRecording() {
    live?.stop();
    live = null;
    await afterSession();
    window.location.hash = '#/history';
  }

  begin();

  return () => {
    abort.abort();
    clearInterval(statsTimer);
    // Leaving Record for another tab: the same offers.
    afterSession();
    live?.stop();
    if (camera) stopCamera(camera.stream);
    for (const dialog of document.querySelectorAll('dialog[data-testid="position-check-dialog"]')) dialog.close();
  };
}

export const recordView = { titleKey: 'ui.tabs.record', mount: (root) => mount(root, { fresh: false }) };
export const newSessionView = { titleKey: 'ui.tabs.record', mount: (root) => mount(root, { fresh: true }) };
