// Saved Calibrations: centre, lanes and date of each; rename (centre and lanes) and delete.

import { confirmDialog, promptDialog } from '/shell/dialog.js';
import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';
import { announce } from '/shell/status.js';
import { bowlerTrax } from './api.js';
import { formatDate } from './format.js';
import { icon } from './icons.js';

function mount(root) {
  const abort = new AbortController();
  const list = h('div', {});
  root.append(h('section', { class: 'view bt-view', 'data-testid': 'saved-calibrations' },
    viewHeading(t('ui.more.calibrations'), { backHref: '#/more', backLabel: t('ui.tabs.more') }), list));

  async function rename(calibration) {
    const centerName = await promptDialog({ title: t('ui.calibrations.rename'), label: t('bowlertrax.calibration.save.center.label'), value: calibration.centerName ?? '', maxLength: 60 });
    if (centerName === null) return;
    const lanes = await promptDialog({ title: t('ui.calibrations.rename'), label: t('bowlertrax.calibration.save.lanes.label'), value: calibration.lanes ?? '', maxLength: 20 });
    try {
      await bowlerTrax.renameCalibration(calibration.id, { centerName, lanes: lanes ?? calibration.lanes }, { signal: abort.signal });
      announce(t('ui.settings.saved'));
      load();
    } catch { /* shown */ }
  }

  async function remove(calibration) {
    if (!(await confirmDialog({ title: t('ui.calibrations.deleteTitle'), message: t('ui.calibrations.deleteMessage'), confirmLabel: t('ui.common.delete'), danger: true }))) return;
    try {
      await bowlerTrax.deleteCalibration(calibration.id, { signal: abort.signal });
      announce(t('ui.calibrations.deleted'));
      load();
    } catch { /* shown */ }
  }

  function load() {
    bowlerTrax.calibrations({ signal: abort.signal }).then((calibrations) => {
      list.replaceChildren(calibrations.length === 0 ? h('p', { class: 'help', text: t('ui.calibrations.empty') })
        : h('ul', { class: 'list' }, calibrations.map((calibration) => h('li', { class: 'list-row', 'data-testid': 'saved-calibration-row', dataset: { calibrationId: calibration.id } },
          h('span', { class: 'list-row__title', text: calibration.centerName ?? t('ui.calibrations.unnamed') }),
          h('span', { class: 'list-row__detail', text: [calibration.lanes ? t('ui.history.lane', { lane: calibration.lanes }) : null, formatDate(calibration.savedAt), `${calibration.imageWidth}×${calibration.imageHeight}`].filter(Boolean).join(' · ') }),
          h('div', { class: 'button-row' },
            h('button', { type: 'button', class: 'button', 'data-testid': 'rename-calibration', onclick: () => rename(calibration) }, icon('edit'), t('ui.calibrations.rename')),
            h('button', { type: 'button', class: 'button button--danger', 'data-testid': 'delete-calibration', onclick: () => remove(calibration) }, icon('trash'), t('ui.common.delete')))))));
    }).catch(() => {});
  }
  load();
  return () => abort.abort();
}

export const savedCalibrationsView = { titleKey: 'ui.more.calibrations', mount };
