// The top of every view: a back link (except on an app's first page), the heading that receives focus on
// navigation, and the app's own tools beside it (the casino's table tools: How to play and Settings).

import { h } from './dom.js';
import { t, withTerms } from './i18n.js';

export function viewHeading(title, { backHref = '#/', backLabel = t('ui.nav.menu'), tools = null } = {}) {
  return h('div', { class: 'view__head' },
    backHref ? h('a', { href: backHref, class: 'back-link', 'data-testid': 'back-link' }, h('span', { 'aria-hidden': 'true', text: '‹' }), backLabel) : null,
    h('h1', { tabindex: '-1' }, withTerms(title)),
    tools);
}
