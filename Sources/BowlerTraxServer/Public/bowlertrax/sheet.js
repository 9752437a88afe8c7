// A modal screen of the first use (a pre-permission screen, a prompt, What's New, the first-shot celebration), a
// shell `modal`: focus kept inside and moved to its heading, Escape and the X close it, a picture with its
// alternative text, the buttons in visual order (focus order follows it). Resolves the value of the button that
// closed it ("close" for the X and Escape).
//
//   const answer = await openSheet({ testid: 'photos-permission', title, picture: { name: 'film', alt },
//     body: [h('p', { text })], buttons: [{ label: 'Allow Access', value: 'allow', primary: true, testid: 'photos-allow' }] });

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { icon } from '/shell/icons.js';
import { modal, modalTitleID } from '/shell/dialog.js';

// One sheet at a time: a sheet asked for while another is open shows once that one closes.
let queue = Promise.resolve();

/** A decorative picture with its alternative text (role img, so the text is what a screen reader says). */
export function picture(name, alt, className = 'sheet__picture', testid = 'picture') {
  return h('div', { class: className, role: 'img', 'aria-label': alt, 'data-testid': testid }, icon(name, 'sheet__picture-icon'));
}

/**
 * Opens the sheet (the shell's `modal`). `buttons`: [{label, value, primary?, testid?, iconName?, keepOpen?: async ()
 * => boolean}]; a button with keepOpen runs it and closes the sheet only when it resolves false. `close`: the X's
 * label (null: no X; Escape still closes). Returns {result: Promise<value>, dialog, close(value)}.
 */
export function sheet({ testid, title, picture: art = null, body = [], buttons = [], close = t('ui.common.close'), className = '' }) {
  const titleId = modalTitleID('sheet-title');
  const buttonElements = buttons.map((button) => h('button', {
    type: 'button', class: `button button--large${button.primary ? ' button--primary' : ''}`, 'data-testid': button.testid ?? null,
    onclick: async (event) => {
      if (button.keepOpen) {
        event.currentTarget.disabled = true;
        const target = event.currentTarget;
        const stays = await button.keepOpen().catch(() => true);
        target.disabled = false;
        if (stays) return;
      }
      opened.close(button.value);
    },
  }, button.iconName ? icon(button.iconName) : null, button.label));
  const content = [
    close ? h('button', { type: 'button', class: 'sheet__close', 'aria-label': close, 'data-testid': `${testid}-close`, onclick: () => opened.close('close') },
      h('span', { 'aria-hidden': 'true', text: '×' })) : null,
    art,
    h('h2', { id: titleId, class: 'dialog__title sheet__title', tabindex: '-1', 'data-testid': `${testid}-title`, text: title }),
    ...body.flat(),
    buttonElements.length > 0 ? h('div', { class: 'sheet__buttons' }, buttonElements) : null,
  ];
  const opened = modal({
    testid, className: `dialog sheet ${className}`.trim(), labelledBy: titleId, content, escapeValue: 'close',
    after: queue, onShow: (dialog) => dialog.querySelector(`#${titleId}`).focus(),
  });
  queue = opened.result.catch(() => {});
  return opened;
}

/** Opens a sheet and resolves the value of the button that closed it. */
export function openSheet(options) {
  return sheet(options).result;
}
