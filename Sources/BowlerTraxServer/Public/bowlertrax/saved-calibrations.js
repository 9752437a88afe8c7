// Saved Calibrations: centre, lanes and date of each; rename (centre and lanes) and delete. Those kept on this phone
// (without backup, or not sent yet: phone-records.js) are listed first and changed on the phone.

import { fingerprints, isPhoneID } from './device-store.js';
import { confirmDialog, formDialog } from '/shell/dialog.js';
import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';
import { announce } from '/shell/status.js';
import { bowlerTrax } from './api.js';
import { formatDate, formatLane } from './format.js';
import { deletePhoneCalibration, renamePhoneCalibration, savedCalibrations } from './phone-records.js';
import { icon } from '/shell/icons.js';

function mount(root) {
  const abort = new AbortController();
  const list = h('div', {});
  root.append(h('section', { class: 'view bt-view', 'data-testid': 'saved-calibrations' },
    viewHeading(t('ui.more.calibrations'), { backHref: '#/more', backLabel: t('ui.tabs.more') }), list));

  /** One dialog with both names (centre and lanes, each optional); resolves them, or null when cancelled. */
  function namesDialog(calibration) {
    const field = (id, labelKey, value, maxLength, testid) => h('p', { class: 'field' },
      h('label', { for: id, text: t(labelKey) }),
      h('input', { id, type: 'text', value: value ?? '', maxlength: maxLength, autocomplete: 'off', 'data-testid': testid }));
    const center = field('rename-center', 'bowlertrax.calibration.save.center.label', calibration.centerName, 60, 'center-name');
    const lanes = field('rename-lanes', 'bowlertrax.calibration.save.lanes.label', calibration.lanes, 20, 'lanes');
    return formDialog({
      title: t('ui.calibrations.rename'), body: [center, lanes],
      read: () => ({
        centerName: center.querySelector('input').value.trim() || null,
        lanes: lanes.querySelector('input').value.trim() || null,
      }),
    });
  }

  async function rename(calibration) {
    const names = await namesDialog(calibration);
    if (!names) return;
    try {
      if (isPhoneID(calibration.id)) await renamePhoneCalibration(calibration.id, names);
      else await bowlerTrax.renameCalibration(calibration.id, names, { signal: abort.signal });
      announce(t('ui.settings.saved'));
      load();
    } catch { /* shown */ }
  }

  async function remove(calibration) {
    if (!(await confirmDialog({ title: t('ui.calibrations.deleteTitle'), message: t('ui.calibrations.deleteMessage'), confirmLabel: t('ui.common.delete'), danger: true }))) return;
    try {
      if (isPhoneID(calibration.id)) {
        await deletePhoneCalibration(calibration.id);
      } else {
        await bowlerTrax.deleteCalibration(calibration.id, { signal: abort.signal });
        await fingerprints.delete(calibration.id).catch(() => null);
      }
      announce(t('ui.calibrations.deleted'));
      load();
    } catch { /* shown */ }
  }

  function load() {
    savedCalibrations({ signal: abort.signal }).then((calibrations) => {
      list.replaceChildren(calibrations.length === 0 ? h('p', { class: 'help', text: t('ui.calibrations.empty') })
        : h('ul', { class: 'list' }, calibrations.map((calibration) => h('li', { class: 'list-row', 'data-testid': 'saved-calibration-row', dataset: { calibrationId: calibration.id } },
          h('span', { class: 'list-row__title', text: calibration.centerName ?? t('ui.calibrations.unnamed') }),
          h('span', { class: 'list-row__detail', text: [formatLane(calibration.lanes), formatDate(calibration.savedAt), `${calibration.imageWidth}×${calibration.imageHeight}`].filter(Boolean).join(' · ') }),
          h('div', { class: 'button-row' },
            h('button', { type: 'button', class: 'button', 'data-testid': 'rename-calibration', onclick: () => rename(calibration) }, icon('edit'), t('ui.calibrations.rename')),
            h('button', { type: 'button', class: 'button button--danger', 'data-testid': 'delete-calibration', onclick: () => remove(calibration) }, icon('trash'), t('ui.common.delete')))))));
    }).catch(() => {});
  }
  load();
  return () => abort.abort();
}

export const savedCalibrationsView = { titleKey: 'ui.more.calibrations', mount };
