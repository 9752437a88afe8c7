// The top of every view: a back link (except on the menu), the heading that receives focus on navigation
// and, on the game tables, the links to How to play and Settings (which hints may point at).

import { h } from './dom.js';
import { t, withTerms } from './i18n.js';

export function viewHeading(title, { backHref = '#/', backLabel = t('ui.nav.menu'), tools = null } = {}) {
  return h('div', { class: 'view__head' },
    backHref ? h('a', { href: backHref, class: 'back-link', 'data-testid': 'back-link' }, h('span', { 'aria-hidden': 'true', text: '‹' }), backLabel) : null,
    h('h1', { tabindex: '-1' }, withTerms(title)),
    tools);
}

/** The links of a game table's head: How to play and Settings. */
export function tableTools() {
  const link = (href, icon, label, testid, anchor) => h('a', {
    href, class: 'button button--small table-tools__link', 'data-testid': testid, 'data-onboarding-anchor': anchor,
  }, h('span', { 'aria-hidden': 'true', text: icon }), label);
  return h('nav', { class: 'table-tools', 'aria-label': t('ui.table.tools') },
    link('#/how-to-play', '❓', t('ui.menu.howToPlay'), 'table-how-to-play', 'how-to-play'),
    link('#/settings', '⚙️', t('ui.menu.settings'), 'table-settings', 'settings-button'));
}
