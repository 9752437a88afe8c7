// Modal dialogs on the native <dialog> element (focus kept inside, Escape cancels): a confirmation
// and a one-field prompt. Both resolve when closed and remove themselves.

import { h } from './dom.js';
import { t } from './i18n.js';

function openDialog({ title, body, confirmLabel, danger = false, onConfirm }) {
  return new Promise((resolve) => {
    const titleId = `dialog-title-${Date.now()}`;
    const confirm = h('button', {
      type: 'submit', value: 'confirm', class: danger ? 'button button--danger' : 'button button--primary',
      'data-testid': 'dialog-confirm',
    }, confirmLabel);
    const cancel = h('button', { type: 'submit', value: 'cancel', formnovalidate: true, class: 'button', 'data-testid': 'dialog-cancel' }, t('ui.common.cancel'));
    const form = h('form', { method: 'dialog', class: 'dialog__form' },
      h('h2', { id: titleId, class: 'dialog__title', text: title }), body, h('div', { class: 'dialog__buttons' }, cancel, confirm));
    const dialog = h('dialog', { class: 'dialog', 'aria-labelledby': titleId, 'data-testid': 'dialog' }, form);
    dialog.addEventListener('close', () => {
      const confirmed = dialog.returnValue === 'confirm';
      dialog.remove();
      resolve(confirmed ? onConfirm() : null);
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}

/** Asks a yes/no question; resolves true when confirmed. */
export async function confirmDialog({ title, message, confirmLabel = t('ui.common.ok'), danger = false }) {
  const result = await openDialog({ title, body: h('p', { text: message }), confirmLabel, danger, onConfirm: () => true });
  return result === true;
}

/**
 * Asks for one line of text; resolves the trimmed text, or null when cancelled. With `maxLength`, the field takes at
 * most that many characters and counts them as they are typed ("7/24"); with a `placeholder` (a suggestion, such
 * as the player's name) the field may be left empty, which answers the placeholder.
 */
export function promptDialog({ title, label, value = '', placeholder = '', maxLength = null, confirmLabel = t('ui.common.save') }) {
  const inputId = `dialog-input-${Date.now()}`;
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
  return openDialog({ title, body, confirmLabel, onConfirm: () => input.value.trim() || placeholder.trim() || null });
}
