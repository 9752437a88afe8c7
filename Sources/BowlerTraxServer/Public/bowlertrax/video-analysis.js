// "Analyze a video": a clip from the device (slow motion from the phone's camera app is more accurate) tracked in
// the page by the same WebAssembly tracker on every one of its frames. Its first frame is calibrated like the
// camera's (or a saved calibration of the same size is used); the shot goes to the server with source "video".
// Nothing is uploaded: only the ball's track.

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';
import { announceOffScreen } from '/shell/status.js';
import { analyzeVideoFile } from './tracking/video-file.js';
import { backedUpNotice, keptShotResult } from './kept-shot.js';
import { letGoOfShot, noteMeasuredShot, postShot, startSession } from './outbox.js';
import { bowlerTrax } from './api.js';
import { runCalibration } from './calibration.js';
import { resultAnnouncement, shotResult } from './result.js';
import { chooseSessionSetup, phoneMeasuring, savedCalibrationSession } from './session-setup.js';
import { setActiveSession, store } from './store.js';
import { trackerModule } from './tracker-cache.js';
import { icon } from '/shell/icons.js';

function mount(root) {
  const abort = new AbortController();
  const { signal } = abort;
  const panel = h('div', {});
  const input = h('input', { id: 'video-file', type: 'file', accept: 'video/*', 'data-testid': 'video-file' });
  const progress = h('progress', { max: 1, value: 0, 'data-testid': 'video-progress', hidden: true, 'aria-label': t('ui.video.progress') });
  const progressText = h('p', { class: 'help', role: 'status', 'aria-live': 'polite', 'data-testid': 'video-fps' });
  root.append(h('section', { class: 'view bt-view', 'data-testid': 'video-analysis' },
    viewHeading(t('ui.video.title'), { backHref: '#/record', backLabel: t('ui.tabs.record') }),
    h('p', { text: t('ui.video.intro') }),
    h('p', { class: 'help', text: t('ui.video.slowMotion') }),
    h('p', { class: 'field' }, h('label', { for: 'video-file', text: t('ui.video.choose') }), input),
    progress, progressText, panel,
    h('p', { class: 'help privacy' }, icon('lock'), t('ui.video.privacy'))));

  let session = null;

  async function onFirstFrame(image) {
    const picked = await chooseSessionSetup(panel, { size: { width: image.width, height: image.height }, signal });
    let body;
    let calibration;
    if (picked.choice === 'new') {
      const result = await runCalibration(panel, {
        grab: () => image, hand: store.settings.hand, signal,
        positionHash: async (frame) => (await trackerModule()).positionHash(frame),
      });
      if (!result) throw new DOMException('cancelled', 'AbortError');
      body = { calibration: result.calibration, calibrationID: result.calibrationID, ballID: picked.ballID, centerName: result.centerName, lane: result.lane };
      calibration = result.tapped;
    } else {
      body = savedCalibrationSession(picked.choice, picked.ballID);
      calibration = picked.choice;
    }
    // On the server, or on this phone when the server cannot be reached (outbox.js), with what measuring here needs.
    session = await startSession(body, await phoneMeasuring(body.ballID, calibration, { signal }), { signal });
    setActiveSession(session);
    panel.replaceChildren(h('p', { class: 'loading', text: t('ui.video.tracking') }));
    progress.hidden = false;
  }

  // The session's tracker setup and the module: they also measure the shot on the phone if the server cannot take it.
  let measuring = null;

  async function trackerFor(framesPerSecond) {
    // A session started on this phone has its tracker set up here by the core, as the server would.
    const [setup, module] = session.onPhone
      ? await trackerModule().then((loaded) => [loaded.trackerSetup({ ...session.measuring, framesPerSecond }), loaded])
      : await Promise.all([bowlerTrax.trackerSetup(session.id, framesPerSecond, { signal }), trackerModule()]);
    measuring = { setup, module };
    return module.createTracker(setup);
  }

  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    if (!file) return;
    session = null;
    progress.value = 0;
    progress.hidden = true;
    progressText.textContent = '';
    let analysis;
    try {
      analysis = await analyzeVideoFile(file, {
        trackerFor, onFirstFrame,
        onProgress(done, total) {
          progress.max = total || 1;
          progress.value = done;
        },
      });
    } catch (error) {
      if (error.name !== 'AbortError' && !signal.aborted) panel.replaceChildren(h('p', { class: 'tracking-error', role: 'alert', text: t('ui.video.failed') }));
      return;
    }
    if (signal.aborted || !session) return;
    progressText.textContent = t('ui.video.measured', { width: analysis.width, height: analysis.height, fps: Math.round(analysis.framesPerSecond), frames: analysis.frameCount });
    try {
      const track = { framesPerSecond: analysis.framesPerSecond, source: 'video', observations: analysis.observations };
      const outcome = await postShot(session.id, track, { signal });
      if (outcome.kept) {
        // Kept on this phone (outbox.js: no backup, or the server cannot be reached), and measured here.
        const number = (session.shotCount ?? 0) + 1;
        const { view, metrics, coaching, problem } = keptShotResult(measuring?.module, measuring?.setup, track, { number, hand: store.settings.hand, waiting: outcome.waiting });
        if (problem) {
          // No shot in the track: the spec's sentence, as the server would answer; the server would refuse it.
          await letGoOfShot(outcome.requestKey);
          panel.replaceChildren(h('p', { class: 'tracking-error', role: 'alert', 'data-testid': 'tracking-error', text: t(problem.copyKey) }));
        } else {
          if (metrics) noteMeasuredShot(outcome.requestKey, { number, metrics, coaching });
          panel.replaceChildren(view);
        }
        return;
      }
      const { shot } = outcome;
      panel.replaceChildren(h('div', { 'data-testid': 'video-result' }, backedUpNotice(), shotResult(shot, {
        hand: store.settings.hand,
        actions: [h('a', { href: `#/history/${session.id}/${shot.id}`, class: 'button button--primary', 'data-testid': 'view-details' }, t('ui.result.details'))],
      })));
      // Said, not shown again: the result is on screen.
      announceOffScreen(resultAnnouncement(shot));
    } catch (error) {
      if (error.status === 422) panel.replaceChildren(h('p', { class: 'tracking-error', role: 'alert', 'data-testid': 'tracking-error', text: error.message }));
    }
  });

  return () => abort.abort();
}

export const videoAnalysisView = { titleKey: 'ui.video.title', mount };
