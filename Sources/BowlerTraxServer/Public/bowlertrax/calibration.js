// Calibration as the spec's steps: 1 Camera Positioning (the live picture dimmed, the checklist, "Position is
// Good"), then on the frozen frame the taps in order with their instructions (2 the centre arrow, 3 the foul
// line at the right gutter, 4 at the left gutter, 5 the head pin), a marker per tap and an undo of the last one,
// "Can't see arrows?" help. The core checks the taps on the phone (the WebAssembly module's checkCalibration, the
// server's own check): its board grid is drawn over the frame ("Calibration Complete"), or "Let's Try Again" lists the
// reasons with the likely one emphasized. Then "Save This Calibration?" (centre, lanes) or "Use Without Saving".
//
// Taps are in the frame's image pixels (not CSS pixels). With a finger: a magnifier (the loupe, above the finger)
// shows the frame around the touch with a crosshair while the finger is down; touch and hold to fine-tune by sliding
// (a quick swipe scrolls the page instead), lift to tap. A mouse click taps at once. With a keyboard: focus the frame,
// move the crosshair with the arrow keys (Shift: larger steps) and press Enter or Space to tap. Every tap is then
// refined from the frame itself (the WebAssembly tracker's refineTap: the foul line's end, the centre arrow, the head
// pin's base within a fingertip of the touch); its marker is drawn where it snapped, the touch faint beside it.
//
// The player's first calibration reports each step to the server's first-calibration flow (calibration-flow.js): its
// step ids are the flow's, and its moves the flow's transitions ("Try Again" goes back to positioning, as the camera
// may have moved; "Skip for now" leaves for the dashboard).

import { firstUse } from './first-use.js';
import { h } from '/shell/dom.js';
import { currentLanguage, t } from '/shell/i18n.js';
import { lines } from '/shell/text.js';
import { announce, showError } from '/shell/status.js';
import { imagePointFromEvent } from './tracking/frames.js';
import { saveCalibration } from './outbox.js';
import { drawGrid } from './grid-overlay.js';
import { frameCanvas, stage, svg } from './stage.js';
import { icon } from '/shell/icons.js';
import { unreportedCalibration } from './calibration-flow.js';
import { trackerModule } from './tracker-cache.js';

/** The taps in the spec's order: the flow's step, the step number shown, the title and the instruction. */
const TAPS = [
  { key: 'centerArrow', flowStep: 'arrows', step: 2, titleKey: 'bowlertrax.calibration.arrows.title', instructionKey: 'bowlertrax.calibration.arrows.instruction', help: true },
  { key: 'foulLineRight', flowStep: 'foul-right', step: 3, titleKey: 'bowlertrax.calibration.foul-line.title', instructionKey: 'bowlertrax.calibration.foul-right.instruction' },
  { key: 'foulLineLeft', flowStep: 'foul-left', step: 4, titleKey: 'bowlertrax.calibration.foul-line.title', instructionKey: 'bowlertrax.calibration.foul-left.instruction' },
  { key: 'headPin', flowStep: 'head-pin', step: 5, titleKey: 'bowlertrax.calibration.head-pin.title', instructionKey: 'bowlertrax.calibration.head-pin.instruction' },
];

const RETRY_REASONS = ['cameraMoved', 'tapOffTarget', 'glare'];

/** The loupe: its diameter and how far above the finger its centre sits (CSS px), and CSS px per image pixel in it. */
const LOUPE_SIZE = 132;
const LOUPE_LIFT = 112;
const LOUPE_ZOOM = 3;
/** How long a finger rests before sliding it moves the loupe instead of scrolling the page (ms). */
const LOUPE_HOLD_MS = 180;

/** Draws the frozen frame (`source`, a canvas) around image point `point` magnified into the loupe's canvas. */
function drawLoupe(loupe, source, point) {
  const scale = window.devicePixelRatio || 1;
  const size = Math.round(LOUPE_SIZE * scale);
  if (loupe.width !== size) {
    loupe.width = size;
    loupe.height = size;
  }
  const context = loupe.getContext('2d');
  const span = LOUPE_SIZE / LOUPE_ZOOM;
  context.imageSmoothingEnabled = false;
  context.fillStyle = '#000';
  context.fillRect(0, 0, size, size);
  context.drawImage(source, point.x - span / 2, point.y - span / 2, span, span, 0, 0, size, size);
  // The crosshair, open at its centre so the pixel under it stays visible.
  const middle = size / 2;
  const gap = 5 * scale;
  context.lineWidth = 2 * scale;
  for (const [colour, width] of [['rgb(0 0 0 / 70%)', 4 * scale], ['#ffd33d', 2 * scale]]) {
    context.strokeStyle = colour;
    context.lineWidth = width;
    context.beginPath();
    context.moveTo(0, middle); context.lineTo(middle - gap, middle);
    context.moveTo(middle + gap, middle); context.lineTo(size, middle);
    context.moveTo(middle, 0); context.lineTo(middle, middle - gap);
    context.moveTo(middle, middle + gap); context.lineTo(middle, size);
    context.stroke();
  }
}

/** Places the loupe (position: fixed) above the finger at viewport point (`x`, `y`), or beside it near the top. */
function moveLoupe(element, x, y) {
  const half = LOUPE_SIZE / 2;
  let left = x - half;
  let top = y - LOUPE_LIFT - half;
  if (top < 4) {
    top = Math.max(4, y - half);
    left = x > window.innerWidth / 2 ? x - LOUPE_LIFT - half : x + LOUPE_LIFT - half;
  }
  element.style.left = `${Math.min(window.innerWidth - LOUPE_SIZE - 4, Math.max(4, left))}px`;
  element.style.top = `${top}px`;
}

/** Lines of a multi-line catalog text: the first (the lead-in) and the rest (a list). */
function leadAndList(key) {
  const [first, ...rest] = lines(t(key));
  return { first, rest };
}

/** A checklist (ticks are decoration; the items are the text). */
export function checklist(items, testid = null) {
  return h('ul', { class: 'checklist', 'data-testid': testid },
    items.map((item) => h('li', {}, icon('check', 'checklist__tick'), item)));
}

/** The step's card: the number, the title and its content. */
function stepCard(step, title, ...content) {
  return h('div', { class: 'card step' },
    h('h2', { class: 'step__title', tabindex: '-1' },
      step ? h('span', { class: 'step__number', text: String(step) }) : null, title),
    content);
}

/**
 * Runs a calibration inside `container`. `preview` is the live picture shown (dimmed) during step 1, or null;
 * `grab()` returns the ImageData of the frame to freeze; `hand` goes with the check; `positionHash(imageData)`
 * the frame's fingerprint for a saved calibration (or null); `saveDefaults` the centre and lanes to offer; `flow`
 * the first calibration's reporter (calibration-flow.js), whose step 1 offers "Skip for now" instead of Cancel.
 * Resolves {calibration: CalibrationInput (null when saved), calibrationID (when saved), tapped: CalibrationInput,
 * centerName, lane}, or null when cancelled.
 */
export function runCalibration(container, { preview = null, grab, hand = null, positionHash = null, saveDefaults = {}, flow = null, signal }) {
  const report = flow ?? unreportedCalibration;
  return new Promise((resolve) => {
    let image = null;
    let taps = {};
    // Per tap: where the finger (or click, or crosshair) was, and whether the tap snapped to the lane from there.
    let touches = {};
    // The flow's step of each tap placed ("arrows-help" when the centre arrow was tapped with its help open).
    let tappedAt = [];
    let helpOpen = false;
    let checked = null;

    const finish = (value) => {
      container.replaceChildren();
      resolve(value);
    };
    signal?.addEventListener('abort', () => resolve(null));

    function show(stepName, ...children) {
      container.replaceChildren(h('div', { class: 'calibration', 'data-testid': 'calibration', dataset: { step: stepName } }, children));
      container.querySelector('h2[tabindex]')?.focus({ preventScroll: false });
    }

    function positioning() {
      taps = {};
      touches = {};
      tappedAt = [];
      const { first, rest } = leadAndList('bowlertrax.calibration.positioning.checklist');
      const picture = preview ? h('div', { class: 'stage stage--dimmed' }, preview) : null;
      preview?.classList.add('stage__media');
      show('positioning',
        picture,
        stepCard(1, t('bowlertrax.calibration.positioning.title'),
          h('p', { text: first }), checklist(rest),
          h('button', { type: 'button', class: 'button button--primary button--large', 'data-testid': 'position-good', onclick: () => { report.advance('positioning'); freeze(); } }, t('bowlertrax.calibration.positioning.button'))),
        flow
          ? h('button', { type: 'button', class: 'button', 'data-testid': 'skip-calibration', onclick: () => { report.skip('positioning'); finish(null); } }, t('bowlertrax.calibration.positioning.skip'))
          : h('button', { type: 'button', class: 'button', onclick: () => finish(null) }, t('ui.common.cancel')));
      // Moving a playing video in the page pauses it: the live picture plays on.
      preview?.play?.().catch(() => {});
    }

    function freeze() {
      image = grab();
      taps = {};
      touches = {};
      tappedAt = [];
      // The tracker refines the taps: loaded while the first one is made.
      trackerModule().catch(() => {});
      helpOpen = false;
      tapStep();
    }

    /** The flow's step the current tap answers. */
    const flowStepOf = (current) => (current.help && helpOpen ? 'arrows-help' : current.flowStep);

    function tapStep() {
      const index = Object.keys(taps).length;
      if (index >= TAPS.length) {
        check();
        return;
      }
      const current = TAPS[index];
      const canvas = frameCanvas(image);
      const { element, overlay } = stage(canvas, image.width, image.height, { label: t('ui.calibration.frameLabel'), testid: 'calibration-frame' });
      element.tabIndex = 0;
      element.setAttribute('role', 'application');
      element.setAttribute('aria-label', `${t('ui.calibration.frameLabel')}. ${t('ui.calibration.keyboardHelp')}`);
      element.setAttribute('aria-describedby', 'calibration-instruction');
      element.classList.add('stage--tappable');
      drawMarkers(overlay);
      const cursor = { x: image.width / 2, y: image.height / 2 };
      const crosshair = svg('g', { class: 'crosshair', visibility: 'hidden' });
      overlay.append(crosshair);

      // One tap per step: input while the tap is being refined is ignored.
      let placing = false;
      const place = async (touch) => {
        if (placing) return;
        placing = true;
        let refined = null;
        try {
          refined = (await trackerModule()).refineTap(image, current.key, touch);
        } catch {
          // Without the tracker the tap stays where it was made.
        }
        if (!element.isConnected || signal?.aborted) return;
        const snapped = refined?.snapped === true;
        const point = snapped ? refined : touch;
        const at = flowStepOf(current);
        report.advance(at);
        tappedAt = [...tappedAt, at];
        const tenth = (value) => Math.round(value * 10) / 10;
        taps = { ...taps, [current.key]: { x: tenth(point.x), y: tenth(point.y) } };
        touches = { ...touches, [current.key]: { x: tenth(touch.x), y: tenth(touch.y), snapped } };
        announce(t(snapped ? 'ui.calibration.snapped' : 'ui.calibration.tapped', { step: current.step }));
        tapStep();
      };
      const pointOf = (event) => imagePointFromEvent(event, canvas, image.width, image.height);
      element.addEventListener('click', (event) => place(pointOf(event)));

      // A finger (or a pen): the loupe while it is down, the tap where it is lifted.
      const loupeCanvas = h('canvas', { class: 'loupe__picture' });
      const loupe = h('div', { class: 'loupe', 'data-testid': 'calibration-loupe', 'aria-hidden': 'true', hidden: true }, loupeCanvas);
      element.append(loupe);
      let press = null;
      const follow = (event) => {
        press.point = pointOf(event);
        drawLoupe(loupeCanvas, canvas, press.point);
        moveLoupe(loupe, event.clientX, event.clientY);
      };
      const release = () => {
        clearTimeout(press?.timer);
        press = null;
        loupe.hidden = true;
      };
      element.addEventListener('pointerdown', (event) => {
        if (event.pointerType === 'mouse' || placing || press) return;
        press = { id: event.pointerId, point: null, holding: false };
        press.timer = setTimeout(() => { if (press) press.holding = true; }, LOUPE_HOLD_MS);
        loupe.hidden = false;
        follow(event);
      });
      element.addEventListener('pointermove', (event) => {
        if (press?.id === event.pointerId) follow(event);
      });
      element.addEventListener('pointerup', (event) => {
        if (press?.id !== event.pointerId) return;
        follow(event);
        const { point } = press;
        release();
        place(point);
      });
      // The browser took the touch for a scroll: no tap.
      element.addEventListener('pointercancel', (event) => {
        if (press?.id === event.pointerId) release();
      });
      // A finger held still, then slid, moves the loupe rather than the page; a lifted finger's tap is placed on
      // pointerup, so the click the browser would add is cancelled.
      element.addEventListener('touchmove', (event) => {
        if (press?.holding && event.cancelable) event.preventDefault();
      }, { passive: false });
      element.addEventListener('touchend', (event) => {
        if (event.cancelable) event.preventDefault();
      }, { passive: false });
      element.addEventListener('contextmenu', (event) => {
        if (press) event.preventDefault();
      });
      element.addEventListener('keydown', (event) => {
        const step = (event.shiftKey ? 0.05 : 0.01) * Math.max(image.width, image.height);
        const moves = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
        if (moves[event.key]) {
          event.preventDefault();
          cursor.x = Math.min(image.width, Math.max(0, cursor.x + moves[event.key][0]));
          cursor.y = Math.min(image.height, Math.max(0, cursor.y + moves[event.key][1]));
          drawCrosshair(crosshair, cursor);
        } else if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          place(cursor);
        }
      });
      element.addEventListener('focus', () => drawCrosshair(crosshair, cursor));
      element.addEventListener('blur', () => crosshair.setAttribute('visibility', 'hidden'));

      const help = current.help ? h('details', { class: 'help-box', 'data-testid': 'arrows-help', open: helpOpen },
        h('summary', { text: t('bowlertrax.calibration.arrows.help') }),
        lines(t('bowlertrax.calibration.arrows.help.details')).map((line) => h('p', { text: line }))) : null;
      help?.addEventListener('toggle', () => {
        if (help.open === helpOpen) return;
        helpOpen = help.open;
        if (helpOpen) report.advance('arrows', 'named:help');
        else report.back('arrows-help');
      });
      // The markers show the taps made; Undo takes the last one back (there is no undo before the first).
      show(current.key,
        element,
        stepCard(current.step, t(current.titleKey),
          h('p', { id: 'calibration-instruction', class: 'step__instruction', text: t(current.instructionKey) }),
          index > 0 ? h('div', { class: 'button-row' },
            h('button', { type: 'button', class: 'button', 'data-testid': 'undo-tap', onclick: undo }, icon('undo'), t('ui.calibration.undo'))) : null,
          help));
    }

    function undo() {
      const keys = Object.keys(taps);
      if (keys.length === 0) return;
      const { [keys[keys.length - 1]]: _removed, ...rest } = taps;
      const { [keys[keys.length - 1]]: _touch, ...otherTouches } = touches;
      taps = rest;
      touches = otherTouches;
      report.back(TAPS[keys.length]?.flowStep ?? 'validate');
      const returnedTo = tappedAt[tappedAt.length - 1];
      tappedAt = tappedAt.slice(0, -1);
      if (keys.length === 1) helpOpen = returnedTo === 'arrows-help';
      announce(t('ui.calibration.undone'));
      tapStep();
    }

    /** A marker per tap: solid where the tap is (snapped or not); when it snapped, the touch faint beneath it,
     * joined to it. */
    function drawMarkers(overlay) {
      const radius = Math.max(6, image.width / 90);
      TAPS.forEach(({ key, step }) => {
        const point = taps[key];
        if (!point) return;
        const touch = touches[key];
        const snapped = touch?.snapped === true;
        overlay.append(svg('g', { class: 'marker', 'data-testid': 'calibration-marker', 'data-tap': key, 'data-snapped': String(snapped) },
          snapped ? svg('circle', { class: 'marker__touch', cx: touch.x, cy: touch.y, r: radius, 'stroke-width': radius / 4 }) : null,
          snapped ? svg('line', { class: 'marker__snap', x1: touch.x, y1: touch.y, x2: point.x, y2: point.y, 'stroke-width': radius / 5 }) : null,
          svg('circle', { class: 'marker__point', cx: point.x, cy: point.y, r: radius, 'stroke-width': radius / 3 }),
          snapped ? svg('circle', { class: 'marker__dot', cx: point.x, cy: point.y, r: radius / 4 }) : null,
          svg('text', { x: point.x, y: point.y - radius * 1.6, 'font-size': radius * 2, 'text-anchor': 'middle' }, document.createTextNode(String(step)))));
      });
    }

    function drawCrosshair(group, point) {
      const size = Math.max(10, image.width / 40);
      group.replaceChildren(
        svg('line', { x1: point.x - size, y1: point.y, x2: point.x + size, y2: point.y, 'stroke-width': size / 6 }),
        svg('line', { x1: point.x, y1: point.y - size, x2: point.x, y2: point.y + size, 'stroke-width': size / 6 }));
      group.setAttribute('visibility', 'visible');
    }

    const input = () => ({ imageWidth: image.width, imageHeight: image.height, taps });

    async function check() {
      show('checking', h('p', { class: 'loading', role: 'status', text: t('bowlertrax.calibration.validate.title') }));
      announce(t('bowlertrax.calibration.validate.title'));
      let answer;
      try {
        // Checked on the phone by the core (the server's check, in the WebAssembly module): the taps stay here.
        answer = (await trackerModule()).checkCalibration(input(), hand);
      } catch {
        // The module could not be loaded: said in the alert region; the taps but the last kept, to try again.
        if (signal?.aborted) return;
        showError(t('ui.app.trackerUnavailable'));
        tapStepAfterFailure();
        return;
      }
      if (signal?.aborted) return;
      if (answer.grid) {
        checked = answer;
        report.advance('validate', 'named:valid');
        firstUse.calibrationAccepted();
        complete();
      } else {
        report.advance('validate', 'named:invalid');
        retry(answer.problem ?? {});
      }
    }

    function tapStepAfterFailure() {
      undo();
    }

    function complete() {
      const { element, overlay } = stage(frameCanvas(image), image.width, image.height, { label: t('ui.calibration.gridLabel') });
      drawGrid(overlay, checked.grid, { imageWidth: image.width });
      show('complete', element,
        h('div', { class: 'card step step--success', 'data-testid': 'calibration-complete' },
          h('h2', { class: 'step__title', tabindex: '-1' }, icon('check', 'step__icon'), t('bowlertrax.calibration.complete.title')),
          h('p', { text: t('bowlertrax.calibration.complete.message') }),
          h('button', { type: 'button', class: 'button button--primary button--large', 'data-testid': 'start-recording', onclick: () => { report.advance('complete', 'choice:start-recording'); save(); } }, t('bowlertrax.calibration.complete.start')),
          h('button', { type: 'button', class: 'button', 'data-testid': 'redo-calibration', onclick: () => { report.advance('complete', 'choice:redo'); positioning(); } }, t('bowlertrax.calibration.complete.redo'))));
      announce(`${t('bowlertrax.calibration.complete.title')}. ${t('bowlertrax.calibration.complete.message')}`);
    }

    /** "Let's Try Again" for the core's `problem` ({code, detail, retryReason?}). */
    function retry(problem) {
      const likely = problem.retryReason ?? null;
      const { first } = leadAndList('bowlertrax.calibration.retry.body');
      show('retry',
        h('div', { class: 'card step step--warning', 'data-testid': 'calibration-retry' },
          h('h2', { class: 'step__title', tabindex: '-1' }, icon('warning', 'step__icon'), t('bowlertrax.calibration.retry.title')),
          h('p', { text: first }),
          h('ul', { class: 'reasons' }, RETRY_REASONS.map((reason) => h('li', {
            class: reason === likely ? 'reasons__likely' : null, 'data-testid': 'retry-reason', dataset: { reason, likely: String(reason === likely) },
          }, reason === likely ? [h('strong', { text: t(`bowlertrax.calibration.retry.${reason}`) }), ' ', h('span', { class: 'badge', text: t('ui.calibration.likely') })] : t(`bowlertrax.calibration.retry.${reason}`)))),
          // The core's own sentence (which tap, how far off) is English: shown to English readers only.
          problem.detail && currentLanguage() === 'en' ? h('p', { class: 'help', text: problem.detail }) : null,
          h('button', { type: 'button', class: 'button button--primary button--large', 'data-testid': 'try-again', onclick: () => { report.advance('retry'); positioning(); } }, t('bowlertrax.calibration.retry.button'))));
      announce(`${t('bowlertrax.calibration.retry.title')}. ${t('bowlertrax.calibration.failed')}`);
    }

    function save() {
      const field = (id, labelKey, placeholderKey, maxLength, value, required) => h('p', { class: 'field' },
        h('label', { for: id, text: t(labelKey) }),
        h('input', { id, type: 'text', maxlength: maxLength, placeholder: t(placeholderKey), value: value ?? '', autocomplete: 'off', required, 'data-testid': id === 'calibration-center' ? 'center-name' : 'lanes' }));
      const form = h('form', { class: 'card step', 'data-testid': 'save-calibration-form' },
        h('h2', { class: 'step__title', tabindex: '-1', text: t('bowlertrax.calibration.save.title') }),
        h('p', { text: t('ui.calibration.saveDescription') }),
        field('calibration-center', 'bowlertrax.calibration.save.center.label', 'bowlertrax.calibration.save.center.placeholder', 60, saveDefaults.centerName, false),
        field('calibration-lanes', 'bowlertrax.calibration.save.lanes.label', 'bowlertrax.calibration.save.lanes.placeholder', 20, saveDefaults.lane, true),
        h('button', { type: 'submit', class: 'button button--primary button--large', 'data-testid': 'save-calibration' }, t('bowlertrax.calibration.save.button')),
        h('button', { type: 'button', class: 'button', 'data-testid': 'use-without-saving', onclick: () => done(false) }, t('bowlertrax.calibration.save.skip')));
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        done(true);
      });
      const names = () => ({
        centerName: form.querySelector('#calibration-center').value.trim() || null,
        lane: form.querySelector('#calibration-lanes').value.trim() || null,
      });

      async function done(keep) {
        const { centerName, lane } = names();
        if (!keep) {
          report.skip('save');
          finish({ calibration: input(), calibrationID: null, tapped: input(), centerName, lane });
          return;
        }
        try {
          // The fingerprint (a small picture of the lane) stays on this phone, for the next Calibration Check.
          const hash = positionHash ? await positionHash(image) : null;
          const { saved, waiting } = await saveCalibration({ ...input(), centerName, lanes: lane }, hash, { signal });
          // The flow hears that it was saved, never the names (they stay on this phone, or go with the backup).
          report.submit('save', {});
          if (saved) {
            announce(t('ui.calibration.saved'));
            finish({ calibration: null, calibrationID: saved.id, tapped: input(), centerName, lane });
          } else {
            // Kept on this phone (until the server can be reached, with backup); this session goes on with its taps.
            announce(t(waiting ? 'ui.calibration.savedOnPhone' : 'ui.calibration.keptHere'));
            finish({ calibration: input(), calibrationID: null, tapped: input(), centerName, lane });
          }
        } catch {
          // The alert region says why; the form stays.
        }
      }
      show('save', form);
    }

    positioning();
  });
}
