// The menu, as in the report: Play, Leaderboard, Settings, How to play.

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';

const ENTRIES = [
  { href: '#/lobby', labelKey: 'ui.menu.play', testid: 'menu-play', primary: true },
  { href: '#/leaderboard', labelKey: 'ui.menu.leaderboard', testid: 'menu-leaderboard' },
  { href: '#/settings', labelKey: 'ui.menu.settings', testid: 'menu-settings' },
  { href: '#/how-to-play', labelKey: 'ui.menu.howToPlay', testid: 'menu-how-to-play' },
];

function mount(root) {
  root.append(h('section', { class: 'view view--menu' },
    h('h1', { tabindex: '-1', text: t('ui.app.name') }),
    h('p', { class: 'tagline', text: t('ui.menu.tagline') }),
    h('nav', { 'aria-label': t('ui.menu.label') },
      h('ul', { class: 'menu' }, ENTRIES.map(({ href, labelKey, testid, primary }) => h('li', {},
        h('a', { href, class: `button button--large${primary ? ' button--primary' : ''}`, 'data-testid': testid, text: t(labelKey) })))))));
}

export const menuView = { titleKey: 'ui.app.name', mount };
