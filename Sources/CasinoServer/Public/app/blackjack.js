// The blackjack table: chips and the betting zone, Deal, insurance, the player's legal actions with the
// strategy hint and Hi-Lo count, the dealer's and player's hands, and the result with "Next round".

import { renderHand } from './cards.js';
import { createChipRack } from './chips.js';
import { h, show } from './dom.js';
import { describeNet, formatMoney, formatNet, capitalize } from './format.js';
import { createGameController } from './game-controller.js';
import { viewHeading } from './layout.js';
import { handOutcomeLabel } from './outcomes.js';
import { session } from './session.js';
import { playSound } from './sound.js';
import { announce } from './status.js';
import { isLegal } from './table-client.js';

const PLAYER_ACTIONS = [
  ['hit', 'Hit'],
  ['stand', 'Stand'],
  ['double', 'Double'],
  ['split', 'Split'],
  ['surrender', 'Surrender'],
];

function handTotalText(hand) {
  if (!hand.cards?.length) return '';
  return hand.soft ? `Soft ${hand.total}` : String(hand.total);
}

function countText(count) {
  const signed = (value) => (value > 0 ? `+${value}` : String(value));
  const trueCount = typeof count.true === 'number' ? `, true count ${signed(Math.round(count.true * 10) / 10)}` : '';
  return `Hi-Lo running count ${signed(count.running)}${trueCount}`;
}


function playerHandElement(hand, index, count, previousHand) {
  const list = h('ul', { class: 'hand', 'aria-label': count > 1 ? `Hand ${index + 1} cards` : 'Your cards' });
  const dealt = renderHand(list, hand.cards, previousHand ? previousHand.cards : null);
  const notes = [`Bet ${formatMoney(hand.stakeCents ?? 0)}`];
  if (hand.doubled) notes.push('doubled');
  if (hand.surrendered) notes.push('surrendered');
  const element = h('div', {
    class: `player-hand${hand.active ? ' player-hand--active' : ''}`,
    'data-testid': 'player-hand',
    'aria-current': hand.active && count > 1 ? 'true' : null,
  },
  count > 1 ? h('h3', { class: 'player-hand__title', text: `Hand ${index + 1}${hand.active ? ' (playing)' : ''}` }) : null,
  list,
  h('p', { class: 'hand__total', 'data-testid': 'hand-total' }, 'Total: ', h('strong', { text: handTotalText(hand) })),
  h('p', { class: 'hand__stake', text: notes.join(', ') }),
  hand.outcome ? h('p', { class: 'hand__outcome', 'data-testid': 'hand-outcome' },
    `${handOutcomeLabel(hand.outcome)}${typeof hand.netCents === 'number' ? ` ${formatNet(hand.netCents)}` : ''}`) : null);
  return { element, dealt };
}

function mount(root) {
  const chips = createChipRack();
  const tableInfo = h('p', { class: 'table-info', 'data-testid': 'table-info' });
  const dealerTotal = h('span', { class: 'seat__total', 'data-testid': 'dealer-total' });
  const dealerHand = h('ul', { class: 'hand', 'aria-label': "Dealer's cards", 'data-testid': 'dealer-hand' });
  const playerHands = h('div', { class: 'hands', 'data-testid': 'player-hands' });
  const outcome = h('p', { class: 'outcome', 'data-testid': 'outcome' });

  const zoneAmount = h('span', { class: 'zone__amount', 'data-testid': 'pending-bet' });
  const bettingZone = h('button', {
    type: 'button', id: 'betting-zone', class: 'zone zone--main', 'data-testid': 'betting-zone',
    'aria-describedby': 'bj-betting-help', onclick: placeBet,
  }, h('span', { class: 'zone__label', text: 'Betting zone' }), zoneAmount);
  const clearBet = h('button', { type: 'button', class: 'button', 'data-testid': 'clear-bet', onclick: () => game.send({ action: 'clear-bet' }) }, 'Clear bet');
  const deal = h('button', { type: 'button', id: 'deal-button', class: 'button button--primary', 'data-testid': 'deal-button', onclick: () => game.send({ action: 'deal' }) }, 'Deal');
  const betting = h('div', { class: 'panel', 'data-testid': 'betting-panel' },
    chips.element,
    h('p', { class: 'help', id: 'bj-betting-help', text: 'Choose a chip, then select the betting zone to add it to your bet.' }),
    bettingZone,
    h('div', { class: 'button-row' }, clearBet, deal));

  const insuranceText = h('p');
  const takeInsurance = h('button', { type: 'button', class: 'button', 'data-testid': 'action-insurance', onclick: insure }, 'Take insurance');
  const declineInsurance = h('button', {
    type: 'button', class: 'button', 'data-testid': 'action-decline-insurance', onclick: () => game.send({ action: 'decline-insurance' }),
  }, 'No insurance');
  const insurance = h('div', { class: 'panel panel--offer', 'data-testid': 'insurance-offer', role: 'group', 'aria-label': 'Insurance' },
    insuranceText, h('div', { class: 'button-row' }, takeInsurance, declineInsurance));

  const hint = h('p', { class: 'hint', 'data-testid': 'hint' });
  const count = h('p', { class: 'count', 'data-testid': 'count' });
  const actionButtons = PLAYER_ACTIONS.map(([action, label]) => h('button', {
    type: 'button', class: 'button', dataset: { action }, 'data-testid': `action-${action}`, onclick: () => game.send({ action }),
  }, label));
  const actions = h('div', { id: 'player-actions', class: 'button-row', role: 'group', 'aria-label': 'Your actions', 'data-testid': 'player-actions' }, actionButtons);
  const nextRound = h('button', {
    type: 'button', class: 'button button--primary', 'data-testid': 'next-round', onclick: () => game.send({ action: 'next-round' }),
  }, 'Next round');
  const controls = h('div', { class: 'controls' }, betting, insurance, count, hint, actions, nextRound);

  root.append(h('section', { class: 'view view--game' },
    viewHeading('Blackjack', { backHref: '#/lobby', backLabel: 'Lobby' }),
    tableInfo,
    h('div', { class: 'felt' },
      h('section', { class: 'seat', 'aria-labelledby': 'bj-dealer' }, h('h2', { id: 'bj-dealer' }, 'Dealer', dealerTotal), dealerHand),
      h('section', { class: 'seat', 'aria-labelledby': 'bj-player' }, h('h2', { id: 'bj-player', text: 'You' }), playerHands),
      outcome),
    controls));

  const game = createGameController('blackjack', { root, controls, render });

  function render(table, previous) {
    const limits = table.limits ?? {};
    tableInfo.textContent = [
      limits.name ? `${limits.name} table, ${formatMoney(limits.minimumCents)} to ${formatMoney(limits.maximumCents)}` : '',
      table.rules?.summary ?? table.rules?.name ?? '',
    ].filter(Boolean).join('. ');

    const isBetting = table.phase === 'betting' || isLegal(table, 'bet');
    show(betting, isBetting);
    const pending = table.pendingBetCents ?? 0;
    zoneAmount.textContent = pending > 0 ? `Bet ${formatMoney(pending)}` : 'No bet yet';
    bettingZone.disabled = !isLegal(table, 'bet');
    clearBet.disabled = !isLegal(table, 'clear-bet');
    deal.disabled = !isLegal(table, 'deal');
    chips.update({ limits, balanceCents: table.balanceCents ?? 0, committedCents: pending, bettingOpen: isLegal(table, 'bet') });

    const insuranceMax = table.insuranceMaxCents ?? 0;
    show(insurance, isLegal(table, 'insurance') || isLegal(table, 'decline-insurance'));
    insuranceText.textContent = `The dealer shows an ace. Insurance costs ${formatMoney(insuranceMax)} and pays 2 to 1 if the dealer has blackjack.`;
    takeInsurance.textContent = `Take insurance (${formatMoney(insuranceMax)})`;
    show(takeInsurance, isLegal(table, 'insurance'));
    show(declineInsurance, isLegal(table, 'decline-insurance'));

    const showHint = Boolean(table.hint) && session.settings.showHints !== false;
    show(hint, showHint);
    if (showHint) hint.textContent = `Hint: ${capitalize(table.hint.action)}`;
    const showCount = Boolean(table.count) && session.settings.showCount !== false;
    show(count, showCount);
    if (showCount) count.textContent = countText(table.count);

    for (const button of actionButtons) show(button, isLegal(table, button.dataset.action));
    show(actions, actionButtons.some((button) => !button.hidden));
    show(nextRound, isLegal(table, 'next-round'));

    let dealt = renderHand(dealerHand, table.dealer?.cards ?? [], previous ? previous.dealer?.cards ?? [] : null);
    dealerTotal.textContent = typeof table.dealer?.total === 'number' ? `: ${table.dealer.total}` : '';
    const hands = table.hands ?? [];
    playerHands.replaceChildren(...hands.map((hand, index) => {
      const rendered = playerHandElement(hand, index, hands.length, previous ? previous.hands?.[index] ?? { cards: [] } : null);
      dealt += rendered.dealt;
      return rendered.element;
    }));
    if (hands.length === 0) playerHands.append(h('p', { class: 'hand__empty', text: 'No cards' }));
    if (dealt > 0) playSound('card');

    const settled = table.phase === 'settled';
    const net = table.netCents ?? 0;
    outcome.textContent = settled ? describeNet(net) : '';
    if (settled && previous && previous.phase !== 'settled') {
      announce(describeNet(net));
      if (net !== 0) playSound(net > 0 ? 'win' : 'lose');
    }
  }

  async function placeBet() {
    const amountCents = chips.selectedCents();
    if (!amountCents) {
      announce('Choose a chip first.');
      return;
    }
    if (await game.send({ action: 'bet', amountCents })) playSound('chip');
  }

  function insure() {
    game.send({ action: 'insurance', amountCents: game.table()?.insuranceMaxCents ?? 0 });
  }

  game.load();
  return game.dispose;
}

export const blackjackView = { title: 'Blackjack', mount };
