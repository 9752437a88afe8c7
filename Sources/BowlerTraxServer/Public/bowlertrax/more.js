// More: BowlerTrax Pro (the subscription), Settings, Ball Profiles, Saved Calibrations, Manual logging, Analyze a
// video, the operator's onboarding statistics (the first launch's and first calibration's funnels, the paywall's
// conversion: with the operator token), What's New (the latest release's screen, any time), and the privacy line.

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { icon } from '/shell/icons.js';
import { showWhatsNew } from './prompts.js';

const ENTRIES = [
  { href: '#/pro', iconName: 'star', labelKey: 'ui.pro.name', testid: 'link-pro' },
  { href: '#/settings', iconName: 'gear', labelKey: 'ui.more.settings', testid: 'link-settings' },
  { href: '#/balls', iconName: 'ball', labelKey: 'ui.more.balls', testid: 'link-balls' },
  { href: '#/calibrations', iconName: 'calibrate', labelKey: 'ui.more.calibrations', testid: 'link-calibrations' },
  { href: '#/games', iconName: 'pencil', labelKey: 'ui.more.games', testid: 'link-games' },
  { href: '#/record/video', iconName: 'film', labelKey: 'ui.video.title', testid: 'link-video' },
  { href: '#/onboarding-stats', iconName: 'chart', labelKey: 'ui.stats.title', testid: 'link-onboarding-stats' },
];

function mount(root) {
  root.append(h('section', { class: 'view bt-view', 'data-testid': 'more-menu' },
    h('h1', { tabindex: '-1', text: t('ui.tabs.more') }),
    h('nav', { 'aria-label': t('ui.tabs.more') },
      h('ul', { class: 'list' }, ENTRIES.map(({ href, iconName, labelKey, testid }) => h('li', { class: 'list-row' },
        h('a', { href, class: 'list-row__link list-row__link--menu', 'data-testid': testid },
          icon(iconName, 'list-row__icon'), h('span', { class: 'list-row__title', text: t(labelKey) })))),
      h('li', { class: 'list-row' },
        h('button', { type: 'button', class: 'list-row__link list-row__link--menu', 'data-testid': 'link-whats-new', onclick: () => showWhatsNew().catch(() => {}) },
          icon('star', 'list-row__icon'), h('span', { class: 'list-row__title', text: t('bowlertrax.whatsnew.settings-entry') }))))),
    h('div', { class: 'card', 'data-testid': 'privacy' },
      h('h2', { text: t('ui.more.about') }),
      h('p', {}, icon('lock'), t('bowlertrax.camera.privacy')),
      h('p', { class: 'help', text: t('bowlertrax.camera.why.local') }),
      h('p', { class: 'help', 'data-testid': 'privacy-detail', text: t('ui.more.privacyDetail') }))));
}

export const moreView = { titleKey: 'ui.tabs.more', mount };
