// A modal question with two named answers (the spec's "Calibration Check": [Recalibrate] [Continue Anyway]),
// on the native <dialog> (focus kept inside; Escape picks the second answer).

import { h } from '/shell/dom.js';

/** Resolves "first" or "second". */
export function choiceDialog({ title, message, first, second, testid = null, firstTestid = null, secondTestid = null }) {
  return new Promise((resolve) => {
    const titleId = `choice-title-${Date.now()}`;
    const dialog = h('dialog', { class: 'dialog', 'aria-labelledby': titleId, 'data-testid': testid ?? 'dialog' },
      h('form', { method: 'dialog', class: 'dialog__form' },
        h('h2', { id: titleId, class: 'dialog__title', text: title }),
        h('p', { text: message }),
        h('div', { class: 'dialog__buttons' },
          h('button', { type: 'submit', value: 'first', class: 'button button--primary', 'data-testid': firstTestid ?? 'dialog-confirm', text: first }),
          h('button', { type: 'submit', value: 'second', class: 'button', 'data-testid': secondTestid ?? 'dialog-cancel', text: second }))));
    dialog.addEventListener('close', () => {
      const answer = dialog.returnValue === 'first' ? 'first' : 'second';
      dialog.remove();
      resolve(answer);
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}
