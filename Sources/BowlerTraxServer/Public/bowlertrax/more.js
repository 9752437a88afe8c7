// More: Settings, Ball Profiles, Saved Calibrations, Manual logging, Analyze a video, and the privacy line.

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';

const ENTRIES = [
  { href: '#/settings', icon: '⚙', labelKey: 'ui.more.settings', testid: 'link-settings' },
  { href: '#/balls', icon: '🎳', labelKey: 'ui.more.balls', testid: 'link-balls' },
  { href: '#/calibrations', icon: '📐', labelKey: 'ui.more.calibrations', testid: 'link-calibrations' },
  { href: '#/games', icon: '✍', labelKey: 'ui.more.games', testid: 'link-games' },
  { href: '#/record/video', icon: '🎞', labelKey: 'ui.video.title', testid: 'link-video' },
];

function mount(root) {
  root.append(h('section', { class: 'view bt-view', 'data-testid': 'more-menu' },
    h('h1', { tabindex: '-1', text: t('ui.tabs.more') }),
    h('nav', { 'aria-label': t('ui.tabs.more') },
      h('ul', { class: 'list' }, ENTRIES.map(({ href, icon, labelKey, testid }) => h('li', { class: 'list-row' },
        h('a', { href, class: 'list-row__link list-row__link--menu', 'data-testid': testid },
          h('span', { class: 'list-row__icon', 'aria-hidden': 'true', text: icon }), h('span', { class: 'list-row__title', text: t(labelKey) })))))),
    h('div', { class: 'card', 'data-testid': 'privacy' },
      h('h2', { text: t('ui.more.about') }),
      h('p', {}, h('span', { 'aria-hidden': 'true', text: '🔒 ' }), t('bowlertrax.camera.privacy')),
      h('p', { class: 'help', text: t('bowlertrax.camera.why.local') }))));
}

export const moreView = { titleKey: 'ui.tabs.more', mount };
