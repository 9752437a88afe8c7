// The top of every view: a back link (except on the menu) and the heading that receives focus on
// navigation.

import { h } from './dom.js';

export function viewHeading(title, { backHref = '#/', backLabel = 'Menu', lang } = {}) {
  return h('div', { class: 'view__head' },
    backHref ? h('a', { href: backHref, class: 'back-link', 'data-testid': 'back-link' }, h('span', { 'aria-hidden': 'true', text: '‹' }), backLabel) : null,
    h('h1', { tabindex: '-1', lang, text: title }));
}
