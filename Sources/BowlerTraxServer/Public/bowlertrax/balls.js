// Ball Profiles: the player's balls (name and tracking colour); add, edit, delete. The colour is one of the
// spec's six presets (swatches with their names), a custom colour, or "Tap ball on the camera frame": a frame
// is grabbed from the camera and the mean colour of a small patch around the tap is sent as #rrggbb. A ball added
// with no network is kept on this phone and sent when the server can be reached (phone-profile.js), and says so.

import { confirmDialog } from '/shell/dialog.js';
import { h } from '/shell/dom.js';
import { errorText, t } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';
import { announce } from '/shell/status.js';
import { openCamera, stopCamera } from './tracking/camera.js';
import { grabFrame, imagePointFromEvent } from './tracking/frames.js';
import { sendWaiting } from './outbox.js';
import { addBallHere, allBalls, deleteBallHere, sendRefusedBallAgain, updateBallHere } from './phone-profile.js';
import { ballDot } from './session-row.js';
import { frameCanvas, stage } from './stage.js';
import { icon } from '/shell/icons.js';
import { store, updateStore } from './store.js';
import { trackerModule } from './tracker-cache.js';

const PRESETS = ['purple', 'blue', 'red', 'orange', 'green', 'black'];
function mount(root) {
  const abort = new AbortController();
  const list = h('div', {});
  const editor = h('div', {});
  let camera = null;
  root.append(h('section', { class: 'view bt-view', 'data-testid': 'balls' },
    viewHeading(t('ui.more.balls'), { backHref: '#/more', backLabel: t('ui.tabs.more') }),
    list,
    h('button', { type: 'button', class: 'button button--primary', 'data-testid': 'add-ball', onclick: () => edit(null) }, icon('plus'), t('ui.balls.add')),
    editor));

  const closeCamera = () => {
    if (camera) stopCamera(camera.stream);
    camera = null;
  };

  function edit(ball) {
    const current = ball?.color ?? { preset: 'purple', hex: null };
    const name = h('input', { id: 'ball-name', type: 'text', required: true, value: ball?.name ?? '', placeholder: t('bowlertrax.ball.name.placeholder'), autocomplete: 'off', 'data-testid': 'ball-name' });
    const custom = h('input', { id: 'ball-custom-color', type: 'color', value: current.preset ? '#6e28aa' : (current.hex ?? '#6e28aa'), 'data-testid': 'custom-color-input', 'aria-label': t('bowlertrax.ball.color.custom') });
    const radio = (value, label, swatch) => h('label', { class: 'swatch-choice' },
      h('input', { type: 'radio', name: 'ball-color', value, checked: value === (current.preset ?? 'custom'), 'data-testid': `color-${value}` }),
      swatch, h('span', { text: label }));
    const tapArea = h('div', {});
    const form = h('form', { class: 'card', 'data-testid': 'ball-form' },
      h('h2', { tabindex: '-1', text: ball ? t('ui.balls.edit') : t('ui.balls.add') }),
      h('p', { class: 'field' }, h('label', { for: 'ball-name', text: t('bowlertrax.ball.name.label') }), name),
      h('fieldset', { class: 'swatches' },
        h('legend', { text: t('bowlertrax.ball.color.label') }),
        PRESETS.map((preset) => radio(preset, t(`bowlertrax.ball.color.${preset}`), h('span', { class: `swatch swatch--${preset}`, 'aria-hidden': 'true' }))),
        radio('custom', t('bowlertrax.ball.color.custom'), custom)),
      h('button', { type: 'button', class: 'button', 'data-testid': 'tap-ball-color', onclick: tapColor }, icon('camera'), t('ui.balls.tapColor')),
      h('p', { class: 'help', text: t('bowlertrax.ball.color.custom-detail') }),
      tapArea,
      h('div', { class: 'button-row' },
        h('button', { type: 'submit', class: 'button button--primary', 'data-testid': 'save-ball' }, t('bowlertrax.ball.save')),
        h('button', { type: 'button', class: 'button', onclick: () => { closeCamera(); editor.replaceChildren(); } }, t('ui.common.cancel'))));
    custom.addEventListener('input', () => { form.querySelector('[data-testid="color-custom"]').checked = true; });

    async function tapColor() {
      tapArea.replaceChildren(h('p', { class: 'loading', role: 'status', text: t('ui.record.opening') }));
      try {
        camera ??= await openCamera();
      } catch {
        tapArea.replaceChildren(h('p', { class: 'tracking-error', role: 'alert', text: t('ui.record.unavailableBody') }));
        return;
      }
      const image = grabFrame(camera.video);
      closeCamera();
      const canvas = frameCanvas(image);
      const { element } = stage(canvas, image.width, image.height, { label: t('ui.balls.tapFrame'), testid: 'tap-frame' });
      element.classList.add('stage--tappable');
      element.addEventListener('click', async (event) => {
        const point = imagePointFromEvent(event, canvas, image.width, image.height);
        const hex = (await trackerModule()).sampleColor(image, point);
        if (!hex) return;
        custom.value = hex;
        form.querySelector('[data-testid="color-custom"]').checked = true;
        tapArea.replaceChildren(h('p', { role: 'status' }, ballDot(hex), ' ', t('ui.balls.sampled', { hex })));
      });
      tapArea.replaceChildren(h('p', { text: t('ui.balls.tapFrame') }), element);
    }

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const choice = form.querySelector('input[name="ball-color"]:checked')?.value ?? 'purple';
      const body = { name: name.value.trim(), color: choice === 'custom' ? custom.value : choice };
      try {
        const saved = ball ? await updateBallHere(ball.id, body, { signal: abort.signal })
          : await addBallHere(body, { signal: abort.signal });
        announce(t(saved?.waiting ? 'ui.profile.keptHere' : 'ui.balls.saved'));
        closeCamera();
        editor.replaceChildren();
        load();
      } catch { /* shown */ }
    });
    editor.replaceChildren(form);
    form.querySelector('h2').focus();
  }

  async function remove(ball) {
    if (!(await confirmDialog({ title: t('ui.balls.deleteTitle'), message: t('ui.balls.deleteMessage', { name: ball.name }), confirmLabel: t('ui.common.delete'), danger: true }))) return;
    try {
      await deleteBallHere(ball.id, { signal: abort.signal });
      announce(t('ui.balls.deleted'));
      load();
    } catch { /* shown */ }
  }

  /** Lets a ball the server refused be sent with the next send, and sends what waits (the button off meanwhile). */
  async function sendAgain(ball, button) {
    button.disabled = true;
    try {
      await sendRefusedBallAgain(ball.id);
      await sendWaiting().catch(() => null);
    } catch {
      // Storage refused: the ball stays as it was.
    }
    load();
  }

  function load() {
    allBalls({ signal: abort.signal }).then((balls) => {
      list.replaceChildren(balls.length === 0 ? h('p', { class: 'help', text: t('ui.balls.empty') })
        : h('ul', { class: 'list' }, balls.map((ball) => h('li', { class: 'list-row', 'data-testid': 'ball-row', dataset: { ballId: ball.id } },
          h('span', { class: 'list-row__title' }, ballDot(ball.color?.hex, ball.color?.preset), ' ', ball.name),
          h('span', { class: 'list-row__detail', text: ball.color?.preset ? t(`bowlertrax.ball.color.${ball.color.preset}`) : `${t('bowlertrax.ball.color.custom')} ${ball.color?.hex ?? ''}` }),
          ball.waiting && !ball.refused ? h('span', { class: 'list-row__detail', 'data-testid': 'ball-waiting', text: t('ui.profile.keptHere') }) : null,
          ball.refused ? h('span', { class: 'list-row__detail', 'data-testid': 'ball-refused', text: t('ui.balls.refused', { reason: errorText(ball.refused, ball.refusedMessage || t('ui.error.bad-request')) }) }) : null,
          h('div', { class: 'button-row' },
            ball.refused ? h('button', { type: 'button', class: 'button', 'data-testid': 'send-ball-again', onclick: (event) => sendAgain(ball, event.currentTarget) }, t('ui.balls.sendAgain')) : null,
            h('button', { type: 'button', class: 'button', 'data-testid': 'edit-ball', onclick: () => edit(ball) }, icon('edit'), t('ui.balls.edit')),
            h('button', { type: 'button', class: 'button button--danger', 'data-testid': 'delete-ball', onclick: () => remove(ball) }, icon('trash'), t('ui.common.delete')))))));
    }).catch(() => {});
  }
  load();
  // The ball-profile reminder's "Set Up Now": straight to the form.
  if (store.openBallForm) {
    updateStore({ openBallForm: false });
    edit(null);
  }
  return () => {
    abort.abort();
    closeCamera();
  };
}

export const ballsView = { titleKey: 'ui.more.balls', mount };
