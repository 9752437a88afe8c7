// How to play: the rules of Blackjack, Baccarat and Xì Dách, the latter under the preset chosen in
// Settings (document or folk).

import { h } from './dom.js';
import { viewHeading } from './layout.js';
import { session } from './session.js';

const vi = (text) => h('span', { lang: 'vi', text });

const XIDACH_RULE_TEXT = {
  document: {
    title: "Document rules (the report's game)",
    items: [
      ['You and the computer each get 2 cards. Try to get the highest hand without going over 21. Press "Pick more" to draw a card, "Deal" to stop.'],
      ['Card values: Ace counts 1 or 10; Jack, Queen and King count 10; the other cards count their number.'],
      ['Hands from strongest to weakest: ', vi('Xì Bàn'), ' (Xi Ban, two Aces) > ', vi('Xì Dách'), ' (Xi Dach, an Ace with a Jack, Queen or King) > ', vi('Ngũ Linh'), ' (Ngu Linh, five cards totalling 21 or less) > points.'],
      ['Stage 1: with ', vi('Xì Bàn'), ' or ', vi('Xì Dách'), ' the hand stands at once.'],
      ['Stage 2: otherwise draw or stop as you like, up to 5 cards. Over 21 is ', vi('Quắc'), ' (Quach): a straight loss.'],
      ['The computer draws until its total is between 15 and 21. The higher hand wins; equal hands are a push.'],
    ],
  },
  folk: {
    title: 'Folk rules (as played at home)',
    items: [
      ['You and the computer each get 2 cards. Try to get the highest hand without going over 21. Press "Pick more" to draw a card, "Deal" to stop.'],
      ['Ace counts 10 or 11 in a two-card hand, 1 or 10 with three cards, and 1 with four or five cards. Jack, Queen and King count 10.'],
      ['Hands from strongest to weakest: ', vi('Xì Bàn'), ' (Xi Ban, two Aces) > ', vi('Xì Dách'), ' (Xi Dach, an Ace with any ten-value card: 10, Jack, Queen or King) > ', vi('Ngũ Linh'), ' (Ngu Linh, five cards totalling 21 or less) > points.'],
      ['You need at least 16 to stand; the computer (the dealer) draws to 15.'],
      ['At most 5 cards. Over 21 is ', vi('Quắc'), ' (Quach): a straight loss. Equal hands are a push.'],
    ],
  },
};

const BLACKJACK = [
  'Beat the dealer: finish closer to 21 than the dealer without going over.',
  'Cards 2 to 10 count their number, Jack, Queen and King count 10, an Ace counts 1 or 11 (a "soft" total counts it as 11).',
  'Choose a chip, select the betting zone to bet, then press Deal. You and the dealer get two cards; one dealer card stays face down.',
  'Hit takes a card, Stand keeps your total, Double doubles the bet for exactly one more card, Split plays a pair as two hands, Surrender (where the rules allow it) gives up half the bet.',
  'When the dealer shows an Ace you may take insurance, up to half your bet, which pays 2 to 1 if the dealer has blackjack.',
  'A blackjack (an Ace and a ten-value card as your first two cards) pays 3 to 2 (6 to 5 at the single-deck 6:5 table); other wins pay 1 to 1, ties push.',
  'Turn on the strategy hint in Settings to see the best play above the actions, and the Hi-Lo count to practise counting cards.',
];

const BACCARAT = [
  'Bet on the Player, the Banker or a Tie, and optionally on a Player Pair or Banker Pair; then press Deal. You do not play the hands: fixed drawing rules do.',
  'Cards count: Ace 1, 2 to 9 their number, 10, Jack, Queen and King 0. A hand is worth the last digit of its total (7 + 8 = 15 counts 5).',
  'Each hand gets two cards. A total of 8 or 9 is a natural and both hands stand. Otherwise the Player draws a third card on 0 to 5; the Banker draws according to its total and the Player\'s third card.',
  'The hand closer to 9 wins. Player pays 1 to 1, Banker 0.95 to 1 (5% commission), Tie 8 to 1 (Player and Banker bets are returned on a tie), a Pair 11 to 1.',
  'The road maps record the results: the Bead Plate every coup in order, the Big Road the streaks of Banker (red) and Player (blue) wins with ties as green slashes, and Big Eye Boy, Small Road and Cockroach Pig whether the Big Road repeats its pattern (red) or breaks it (blue).',
];

function list(items) {
  return h('ul', { class: 'rules-list' }, items.map((item) => h('li', {}, item)));
}

function mount(root) {
  const presetId = session.settings.xiDachRules === 'folk' ? 'folk' : 'document';
  const xidach = XIDACH_RULE_TEXT[presetId];
  const presets = session.options.blackjackRules ?? [];
  const blackjackPreset = presets.find((preset) => preset.id === session.settings.blackjackRules) ?? presets[0] ?? { name: '', summary: '' };
  root.append(h('section', { class: 'view view--prose' },
    viewHeading('How to play'),
    h('section', { 'aria-labelledby': 'rules-blackjack', 'data-testid': 'rules-blackjack' },
      h('h2', { id: 'rules-blackjack', text: 'Blackjack' }), list(BLACKJACK),
      h('p', { class: 'help', text: `Your table: ${blackjackPreset.name}. ${blackjackPreset.summary}` })),
    h('section', { 'aria-labelledby': 'rules-baccarat', 'data-testid': 'rules-baccarat' },
      h('h2', { id: 'rules-baccarat', text: 'Baccarat' }), list(BACCARAT)),
    h('section', { 'aria-labelledby': 'rules-xidach', 'data-testid': 'rules-xidach', dataset: { preset: presetId } },
      h('h2', { id: 'rules-xidach' }, vi('Xì Dách'), ' (Vietnamese blackjack)'),
      h('p', { class: 'help' }, `${xidach.title}. Change the rules in `, h('a', { href: '#/settings', text: 'Settings' }), '.'),
      list(xidach.items))));
}

export const howToPlayView = { title: 'How to play', mount };
