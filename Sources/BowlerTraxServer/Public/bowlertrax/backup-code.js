// Settings' backup code (issue 26): how a bowler takes what they back up to this server to a new phone or browser.
// On the phone that backs up, "Show Backup Code" shows it (made on first use) with Copy and "Make a New Code" (the
// old one stops working); it is shown only while backup is on. On the new browser, "Restore a Backup" takes the code:
// the server makes this browser that bowler (their identity cookie), backup is turned on here, what the page kept of
// the browser's old self (its kept answers, its cached Pro, its settings and balls waiting to be sent) is forgotten,
// and the page starts again as them, saying how many sessions came back.
//
//   root.append(backupCodeSection(), restoreBackupSection());

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { announce } from '/shell/status.js';
import { bowlerTrax } from './api.js';
import { BACKUP_EVENT, backingUp, chooseBackup } from './backup.js';
import { keptAnswers } from './device-store.js';
import { forgetWaitingProfile } from './phone-profile.js';
import { forgetCachedPro } from './pro.js';

/** Where the restore leaves its count for the page it reloads into. */
const RESTORED_KEY = 'bowlertrax-restored-sessions';

/** "Backup Code": shown while backup is on; the code only when asked. */
export function backupCodeSection() {
  const code = h('output', { class: 'backup-code__code', 'data-testid': 'backup-code', hidden: true });
  const copy = h('button', {
    type: 'button', class: 'button', hidden: true, 'data-testid': 'backup-code-copy', text: t('ui.backup.codeCopy'),
    onclick: async () => {
      try {
        await navigator.clipboard.writeText(code.value);
        announce(t('ui.backup.codeCopied'));
      } catch {
        // No clipboard (an insecure page, or refused): the code is selectable as it is.
      }
    },
  });
  const renew = h('button', {
    type: 'button', class: 'button', hidden: true, 'data-testid': 'backup-code-new', text: t('ui.backup.codeNew'),
    'aria-describedby': 'backup-code-new-help',
    onclick: () => reveal(bowlerTrax.makeBackupCode(), t('ui.backup.codeMade')),
  });
  const renewHelp = h('p', { class: 'help', id: 'backup-code-new-help', hidden: true, text: t('ui.backup.codeNewHelp') });
  const show = h('button', {
    type: 'button', class: 'button', 'data-testid': 'backup-code-show', text: t('ui.backup.codeShow'),
    onclick: () => reveal(bowlerTrax.backupCode().then((answer) => (answer.code ? answer : bowlerTrax.makeBackupCode()))),
  });

  async function reveal(answering, said = null) {
    show.disabled = renew.disabled = true;
    try {
      code.value = (await answering).code;
      show.hidden = true;
      for (const element of [code, copy, renew, renewHelp]) element.hidden = false;
      copy.hidden = !navigator.clipboard;
      if (said) announce(said);
    } catch {
      // The alert region says why.
    }
    show.disabled = renew.disabled = false;
  }

  const section = h('section', { class: 'settings-section backup-code', hidden: true, 'aria-labelledby': 'backup-code-title', 'data-testid': 'backup-code-section' },
    h('h2', { id: 'backup-code-title', text: t('ui.backup.codeTitle') }),
    h('p', { class: 'help', text: t('ui.backup.codeHelp') }),
    code, h('div', { class: 'button-row' }, show, copy, renew), renewHelp);
  const follow = async () => {
    section.hidden = !(await backingUp());
  };
  follow();
  window.addEventListener(BACKUP_EVENT, follow);
  return { section, stop: () => window.removeEventListener(BACKUP_EVENT, follow) };
}

/** "Restore a Backup": a code from the phone that backs up makes this browser that bowler. */
export function restoreBackupSection() {
  const input = h('input', {
    id: 'restore-backup-code', type: 'text', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false',
    maxlength: 64, required: true, 'data-testid': 'restore-backup-code',
  });
  const submit = h('button', { type: 'submit', class: 'button', 'data-testid': 'restore-backup', text: t('ui.backup.restoreButton') });
  const status = h('p', { class: 'help', role: 'status', 'data-testid': 'restore-backup-status' });
  const form = h('form', {
    class: 'restore-backup',
    onsubmit: async (event) => {
      event.preventDefault();
      submit.disabled = true;
      try {
        const restored = await bowlerTrax.restoreBackup(input.value.trim());
        chooseBackup(true);
        forgetCachedPro();
        await keptAnswers.clear().catch(() => null);
        await forgetWaitingProfile().catch(() => null);
        try {
          sessionStorage.setItem(RESTORED_KEY, String(restored.sessions));
        } catch {
          // Not kept: the page starts again without the sentence.
        }
        location.reload();
      } catch {
        // The alert region says why (an unknown code, this browser's own backup, too many tries).
        submit.disabled = false;
        input.focus();
      }
    },
  },
  h('p', { class: 'field' }, h('label', { for: 'restore-backup-code', text: t('ui.backup.restoreLabel') }), input),
  submit);
  let restoredCount = null;
  try {
    restoredCount = sessionStorage.getItem(RESTORED_KEY);
    sessionStorage.removeItem(RESTORED_KEY);
  } catch {
    // No session storage: nothing to say.
  }
  if (restoredCount !== null) {
    status.textContent = t('ui.backup.restored', { count: restoredCount });
    announce(status.textContent);
  }
  return h('section', { class: 'settings-section', 'aria-labelledby': 'restore-backup-title', 'data-testid': 'restore-backup-section' },
    h('h2', { id: 'restore-backup-title', text: t('ui.backup.restoreTitle') }),
    h('p', { class: 'help', text: t('ui.backup.restoreHelp') }),
    form, status);
}
