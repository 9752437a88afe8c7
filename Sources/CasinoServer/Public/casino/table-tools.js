// The links of a game table's head: How to play and Settings (which hints may point at).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { icon } from '/shell/icons.js';

export function tableTools() {
  const link = (href, iconName, label, testid, anchor) => h('a', {
    href, class: 'button button--small table-tools__link', 'data-testid': testid, 'data-onboarding-anchor': anchor,
  }, icon(iconName), label);
  return h('nav', { class: 'table-tools', 'aria-label': t('ui.table.tools') },
    link('#/how-to-play', 'help', t('ui.menu.howToPlay'), 'table-how-to-play', 'how-to-play'),
    link('#/settings', 'gear', t('ui.menu.settings'), 'table-settings', 'settings-button'));
}
