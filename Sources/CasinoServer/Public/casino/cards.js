// Playing cards from codes such as "AS", "10H", "QD"; "??" is a card face down. Each card shows its rank
// and suit symbol and carries a spoken label in the page's language ("Queen of diamonds", "Đầm rô"), so
// colour is never the only cue.
// Cards new since the previous render get a short deal animation (switched off by prefers-reduced-motion
// in the style sheet).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';

const SUITS = {
  S: { symbol: '♠', nameKey: 'ui.card.suit.spades', red: false },
  H: { symbol: '♥', nameKey: 'ui.card.suit.hearts', red: true },
  D: { symbol: '♦', nameKey: 'ui.card.suit.diamonds', red: true },
  C: { symbol: '♣', nameKey: 'ui.card.suit.clubs', red: false },
};
const RANK_KEYS = { A: 'ui.card.rank.ace', J: 'ui.card.rank.jack', Q: 'ui.card.rank.queen', K: 'ui.card.rank.king' };
const DEAL_STAGGER_MS = 110;

/** The parts of a card code, or null for a face-down card. */
function parseCard(code) {
  if (!code || code === '??') return null;
  const text = String(code).toUpperCase();
  const suit = SUITS[text.slice(-1)];
  const rank = text.slice(0, -1) === 'T' ? '10' : text.slice(0, -1);
  return suit ? { rank, suit } : null;
}

/** "Ace of spades", "10 of hearts", "Face-down card". */
function cardLabel(code) {
  const card = parseCard(code);
  if (!card) return t('ui.card.faceDown');
  const rank = RANK_KEYS[card.rank] ? t(RANK_KEYS[card.rank]) : card.rank;
  return t('ui.card.name', { rank, suit: t(card.suit.nameKey) });
}

function cardElement(code) {
  const card = parseCard(code);
  if (!card) return h('div', { class: 'card card--back', role: 'img', 'aria-label': t('ui.card.faceDown'), 'data-card': '??' });
  const corner = (position) => h('span', { class: `card__corner card__corner--${position}`, 'aria-hidden': 'true' },
    h('span', { class: 'card__rank', text: card.rank }), h('span', { class: 'card__suit', text: card.suit.symbol }));
  return h('div', {
    class: `card ${card.suit.red ? 'card--red' : 'card--black'}`,
    role: 'img',
    'aria-label': cardLabel(code),
    'data-card': code,
  }, corner('top'), h('span', { class: 'card__pip', 'aria-hidden': 'true', text: card.suit.symbol }), corner('bottom'));
}

/**
 * Fills the list `container` with `cards`. A card is dealt (animated) when it was not there in
 * `previousCards` at the same position, or was face down and is now turned; pass null to skip the
 * animation (first render, e.g. after a reload).
 */
export function renderHand(container, cards = [], previousCards = null) {
  let dealt = 0;
  const items = cards.map((code, index) => {
    const element = cardElement(code);
    if (previousCards && previousCards[index] !== code) {
      element.classList.add('card--dealt');
      element.style.animationDelay = `${dealt * DEAL_STAGGER_MS}ms`;
      dealt += 1;
    }
    return h('li', { class: 'hand__card' }, element);
  });
  container.replaceChildren(...items);
  if (cards.length === 0) container.append(h('li', { class: 'hand__empty', text: t('ui.hand.noCards') }));
  return dealt;
}
