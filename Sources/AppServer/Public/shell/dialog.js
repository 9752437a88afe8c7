// Every modal of the page on the native <dialog> element (focus kept inside, Escape answers, removed once closed),
// built by one function, `modal`: the confirmation, the one-field prompt, the form of several fields, the question
// with two named answers, and the apps' sheets (BowlerTrax's first-use sheets, the onboarding's welcome sheet) all
// open through it.
//
//   const answer = await choiceDialog({ title, message, first: 'Recalibrate', second: 'Continue Anyway' });
//   const { result, close } = modal({ testid: 'photos-permission', className: 'dialog sheet', content, escapeValue: 'close' });

import { afterTransition, h, isUsable } from './dom.js';
import { t } from './i18n.js';

let modalCount = 0;

/** A fresh id for a modal's title (what `aria-labelledby` names). */
export function modalTitleID(prefix = 'dialog-title') {
  modalCount += 1;
  return `${prefix}-${modalCount}`;
}

/**
 * Shows `content` (nodes) in a modal <dialog> labelled by the element `labelledBy` names. A submit button of a
 * `<form method="dialog">` inside closes it with its value, as does `close(value)`; Escape closes it with
 * `escapeValue`. `after`: a promise to wait for before showing (one sheet after another; else it shows at once);
 * `fadeOut`: the dialog leaves the page once its transition has run; `returnFocus`: the element focused again once
 * closed; `onShow(dialog)`: called once it shows (to move the focus).
 * Returns {dialog, result: Promise<value>, close(value)}.
 */
export function modal({
  testid = 'dialog', className = 'dialog', labelledBy, content, escapeValue = 'cancel', after = null, fadeOut = false,
  returnFocus = null, onShow = null,
}) {
  const dialog = h('dialog', { class: className, 'aria-labelledby': labelledBy, 'data-testid': testid }, content);
  let resolveResult;
  const result = new Promise((resolve) => { resolveResult = resolve; });
  let focusReturned = false;
  // At once when closed through `close` (before whatever the answer starts takes the focus), else on the event.
  const giveFocusBack = () => {
    if (focusReturned) return;
    focusReturned = true;
    if (isUsable(returnFocus)) returnFocus.focus();
  };
  const close = (value) => {
    if (!dialog.open) return;
    dialog.returnValue = value;
    dialog.close();
    giveFocusBack();
  };
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close(escapeValue);
  });
  dialog.addEventListener('close', () => {
    giveFocusBack();
    if (fadeOut) afterTransition(dialog, () => dialog.remove());
    else dialog.remove();
    resolveResult(dialog.returnValue || escapeValue);
  });
  const show = () => {
    document.body.append(dialog);
    dialog.showModal();
    onShow?.(dialog);
  };
  if (after) after.then(show);
  else show();
  return { dialog, result, close };
}

/**
 * A form in a modal: `body` (nodes) above the Cancel and confirm buttons. Resolves `read()` when confirmed (a
 * required field left empty keeps it open), or null when cancelled.
 */
export async function formDialog({ title, body, confirmLabel = t('ui.common.save'), danger = false, read = () => true }) {
  const titleId = modalTitleID();
  const confirm = h('button', {
    type: 'submit', value: 'confirm', class: danger ? 'button button--danger' : 'button button--primary',
    'data-testid': 'dialog-confirm',
  }, confirmLabel);
  const cancel = h('button', { type: 'submit', value: 'cancel', formnovalidate: true, class: 'button', 'data-testid': 'dialog-cancel' }, t('ui.common.cancel'));
  const form = h('form', { method: 'dialog', class: 'dialog__form' },
    h('h2', { id: titleId, class: 'dialog__title', text: title }), body, h('div', { class: 'dialog__buttons' }, cancel, confirm));
  const answer = await modal({ labelledBy: titleId, content: form }).result;
  return answer === 'confirm' ? read() : null;
}

/** Asks a yes/no question; resolves true when confirmed. */
export async function confirmDialog({ title, message, confirmLabel = t('ui.common.ok'), danger = false }) {
  return (await formDialog({ title, body: h('p', { text: message }), confirmLabel, danger })) === true;
}

/**
 * Asks for one line of text; resolves the trimmed text, or null when cancelled. With `maxLength`, the field takes at
 * most that many characters and counts them as they are typed ("7/24"); with a `placeholder` (a suggestion, such
 * as the player's name) the field may be left empty, which answers the placeholder.
 */
export function promptDialog({ title, label, value = '', placeholder = '', maxLength = null, confirmLabel = t('ui.common.save') }) {
  const inputId = modalTitleID('dialog-input');
  const counter = maxLength ? h('span', { id: `${inputId}-count`, class: 'help', 'data-testid': 'dialog-count' }) : null;
  const input = h('input', {
    id: inputId, type: 'text', value, placeholder: placeholder || null, required: !placeholder, maxlength: maxLength, pattern: '.*\\S.*',
    title: t('ui.dialog.nameRule'), autocomplete: 'off', 'aria-describedby': counter?.id ?? null, 'data-testid': 'dialog-input',
  });
  if (counter) {
    const count = () => { counter.textContent = `${input.value.length}/${maxLength}`; };
    input.addEventListener('input', count);
    count();
  }
  const body = h('p', { class: 'field' }, h('label', { for: inputId, text: label }), input, counter);
  return formDialog({ title, body, confirmLabel, read: () => input.value.trim() || placeholder.trim() || null });
}

/**
 * A question with two named answers (BowlerTrax's "Calibration Check": [Recalibrate] [Continue Anyway]); Escape
 * picks the second. Resolves "first" or "second".
 */
export async function choiceDialog({ title, message, first, second, testid = 'dialog', firstTestid = 'dialog-confirm', secondTestid = 'dialog-cancel' }) {
  const titleId = modalTitleID('choice-title');
  const form = h('form', { method: 'dialog', class: 'dialog__form' },
    h('h2', { id: titleId, class: 'dialog__title', text: title }),
    h('p', { text: message }),
    h('div', { class: 'dialog__buttons' },
      h('button', { type: 'submit', value: 'first', class: 'button button--primary', 'data-testid': firstTestid, text: first }),
      h('button', { type: 'submit', value: 'second', class: 'button', 'data-testid': secondTestid, text: second })));
  const answer = await modal({ testid, labelledBy: titleId, content: form, escapeValue: 'second' }).result;
  return answer === 'first' ? 'first' : 'second';
}
