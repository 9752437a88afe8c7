// How to play: the rules of Blackjack (with the player's table: its limits and rule preset, as the table's head
// names them), Baccarat and Xì Dách (under the preset chosen in Settings, document or folk).

import { h } from '/shell/dom.js';
import { t, withTerms } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';
import { blackjackTableText, xiDachRulesText } from './presets.js';
import { session } from './session.js';

const BLACKJACK = [
  'ui.howToPlay.blackjack.goal',
  'ui.howToPlay.blackjack.values',
  'ui.howToPlay.blackjack.round',
  'ui.howToPlay.blackjack.actions',
  'ui.howToPlay.blackjack.insurance',
  'ui.howToPlay.blackjack.payouts',
  'ui.howToPlay.blackjack.sideBets',
  'ui.howToPlay.blackjack.practice',
];

const BACCARAT = [
  'ui.howToPlay.baccarat.bets',
  'ui.howToPlay.baccarat.values',
  'ui.howToPlay.baccarat.drawing',
  'ui.howToPlay.baccarat.payouts',
  'ui.howToPlay.baccarat.roads',
];

const XIDACH = {
  document: [
    'ui.howToPlay.xidach.goal',
    'ui.howToPlay.xidach.document.values',
    'ui.howToPlay.xidach.document.ranking',
    'ui.howToPlay.xidach.document.stage1',
    'ui.howToPlay.xidach.document.stage2',
    'ui.howToPlay.xidach.document.computer',
    'ui.howToPlay.xidach.leaderboard',
  ],
  folk: [
    'ui.howToPlay.xidach.goal',
    'ui.howToPlay.xidach.folk.values',
    'ui.howToPlay.xidach.folk.ranking',
    'ui.howToPlay.xidach.folk.minimums',
    'ui.howToPlay.xidach.folk.limits',
    'ui.howToPlay.xidach.leaderboard',
  ],
};

function list(keys) {
  return h('ul', { class: 'rules-list' }, keys.map((key) => h('li', {}, withTerms(t(key)))));
}

function mount(root) {
  const presetId = session.settings.xiDachRules === 'folk' ? 'folk' : 'document';
  const settingsLink = () => h('a', { href: '#/settings', text: t('ui.howToPlay.changeInSettings') });
  root.append(h('section', { class: 'view view--prose' },
    viewHeading(t('ui.menu.howToPlay')),
    h('section', { 'aria-labelledby': 'rules-blackjack', 'data-testid': 'rules-blackjack' },
      h('h2', { id: 'rules-blackjack', text: t('ui.game.blackjack') }), list(BLACKJACK),
      h('p', { class: 'help' }, t('ui.howToPlay.yourTable', { rules: blackjackTableText({ id: session.settings.tableLimits }, { id: session.settings.blackjackRules }) }), ' ', settingsLink())),
    h('section', { 'aria-labelledby': 'rules-baccarat', 'data-testid': 'rules-baccarat' },
      h('h2', { id: 'rules-baccarat', text: t('ui.game.baccarat') }), list(BACCARAT)),
    h('section', { 'aria-labelledby': 'rules-xidach', 'data-testid': 'rules-xidach', dataset: { preset: presetId } },
      h('h2', { id: 'rules-xidach' }, withTerms(t('ui.howToPlay.xidachTitle'))),
      h('p', { class: 'help' }, t('ui.howToPlay.yourRules', { rules: xiDachRulesText({ id: presetId }) }), ' ', settingsLink()),
      list(XIDACH[presetId]))));
}

export const howToPlayView = { titleKey: 'ui.menu.howToPlay', mount };
