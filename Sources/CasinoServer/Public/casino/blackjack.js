// The blackjack table: chips, the betting zone and the side bets, Deal, insurance, the player's legal actions
// with the strategy hint and Hi-Lo count, the dealer's and player's hands, and the result with "Next round".

import { h, show } from '/shell/dom.js';
import { formatMoney, formatNet } from '/shell/format.js';
import { t } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';
import { playSound } from '/shell/sound.js';
import { announce } from '/shell/status.js';
import { renderHand } from './cards.js';
import { createChipRack, takesChip } from './chips.js';
import { createGameController } from './game-controller.js';
import { describeNet, handOutcomeLabel } from './outcomes.js';
import { blackjackTableText } from './presets.js';
import { session } from './session.js';
import { createSideBets, settledSideBets, sideBetResultText } from './side-bets.js';
import { isLegal } from './table-client.js';
import { tableTools } from './table-tools.js';

const PLAYER_ACTIONS = [
  ['hit', 'ui.blackjack.action.hit'],
  ['stand', 'ui.blackjack.action.stand'],
  ['double', 'ui.blackjack.action.double'],
  ['split', 'ui.blackjack.action.split'],
  ['surrender', 'ui.blackjack.action.surrender'],
];

function handTotalText(hand) {
  if (!hand.cards?.length) return '';
  return hand.soft ? t('ui.blackjack.softTotal', { total: hand.total }) : String(hand.total);
}

function countText(count) {
  const signed = (value) => (value > 0 ? `+${value}` : String(value));
  const running = t('ui.blackjack.runningCount', { count: signed(count.running) });
  if (typeof count.true !== 'number') return running;
  return t('ui.blackjack.runningAndTrueCount', { running: signed(count.running), true: signed(Math.round(count.true * 10) / 10) });
}

function playerHandElement(hand, index, count, previousHand) {
  const list = h('ul', { class: 'hand', 'aria-label': count > 1 ? t('ui.blackjack.handCards', { number: index + 1 }) : t('ui.table.yourCards') });
  const dealt = renderHand(list, hand.cards, previousHand ? previousHand.cards : null);
  const notes = [t('ui.bet.amount', { amount: formatMoney(hand.stakeCents ?? 0) })];
  if (hand.doubled) notes.push(t('ui.blackjack.doubled'));
  if (hand.surrendered) notes.push(t('ui.blackjack.surrendered'));
  const title = hand.active ? t('ui.blackjack.handPlaying', { number: index + 1 }) : t('ui.blackjack.hand', { number: index + 1 });
  const element = h('div', {
    class: `player-hand${hand.active ? ' player-hand--active' : ''}`,
    'data-testid': 'player-hand',
    'aria-current': hand.active && count > 1 ? 'true' : null,
  },
  count > 1 ? h('h3', { class: 'player-hand__title', text: title }) : null,
  list,
  h('p', { class: 'hand__total', 'data-testid': 'hand-total' }, t('ui.blackjack.total'), ' ', h('strong', { text: handTotalText(hand) })),
  h('p', { class: 'hand__stake', text: notes.join(', ') }),
  hand.outcome ? h('p', { class: 'hand__outcome', 'data-testid': 'hand-outcome' },
    `${handOutcomeLabel(hand.outcome)}${typeof hand.netCents === 'number' ? ` ${formatNet(hand.netCents)}` : ''}`) : null);
  return { element, dealt };
}

function mount(root) {
  const chips = createChipRack(() => updateZones());
  const sideBets = createSideBets(placeSideBet);
  const rulesText = h('span');
  const tableInfo = h('p', { class: 'table-info', 'data-testid': 'table-info' }, rulesText, ' ',
    h('a', { href: '#/settings', class: 'table-info__link', 'data-testid': 'change-rules', 'data-onboarding-anchor': 'rules-button', text: t('ui.blackjack.changeRules') }));
  const dealerTotal = h('span', { class: 'seat__total', 'data-testid': 'dealer-total' });
  const dealerHand = h('ul', { class: 'hand', 'aria-label': t('ui.blackjack.dealerCards'), 'data-testid': 'dealer-hand' });
  const playerHands = h('div', { class: 'hands', 'data-testid': 'player-hands' });
  const outcome = h('p', { class: 'outcome', 'data-testid': 'outcome' });
  const sideBetResults = h('ul', { class: 'bet-results', 'aria-label': t('ui.sideBet.title') });

  const zoneAmount = h('span', { class: 'zone__amount', 'data-testid': 'pending-bet' });
  const bettingZone = h('button', {
    type: 'button', id: 'betting-zone', class: 'zone zone--main', 'data-testid': 'betting-zone', 'data-onboarding-anchor': 'betting-zone',
    'aria-describedby': 'bj-betting-help', onclick: placeBet,
  }, h('span', { class: 'zone__label', text: t('ui.blackjack.bettingZone') }), zoneAmount);
  const clearBet = h('button', { type: 'button', class: 'button', 'data-testid': 'clear-bet', onclick: () => game.send({ action: 'clear-bet' }) }, t('ui.blackjack.clearBet'));
  const deal = h('button', {
    type: 'button', id: 'deal-button', class: 'button button--primary', 'data-testid': 'deal-button', 'data-onboarding-anchor': 'deal-button',
    onclick: () => game.send({ action: 'deal' }),
  }, t('ui.table.deal'));
  const betting = h('div', { class: 'panel', 'data-testid': 'betting-panel' },
    chips.element,
    h('p', { class: 'help', id: 'bj-betting-help', 'data-onboarding-context': 'betting-zone', text: t('ui.blackjack.bettingHelp') }),
    bettingZone,
    sideBets.element,
    h('div', { class: 'button-row' }, clearBet, deal));

  const insuranceText = h('p');
  const takeInsurance = h('button', { type: 'button', class: 'button', 'data-testid': 'action-insurance', onclick: insure });
  const declineInsurance = h('button', {
    type: 'button', class: 'button', 'data-testid': 'action-decline-insurance', onclick: () => game.send({ action: 'decline-insurance' }),
  }, t('ui.blackjack.declineInsurance'));
  const insurance = h('div', { class: 'panel panel--offer', 'data-testid': 'insurance-offer', role: 'group', 'aria-label': t('ui.blackjack.insurance') },
    insuranceText, h('div', { class: 'button-row' }, takeInsurance, declineInsurance));

  // The actions' tip speaks of the strategy hint above them: its tooltip covers neither.
  const hint = h('p', { class: 'hint', 'data-testid': 'hint', 'data-onboarding-context': 'player-actions' });
  const count = h('p', { class: 'count', 'data-testid': 'count', 'data-onboarding-context': 'player-actions' });
  const actionButtons = PLAYER_ACTIONS.map(([action, labelKey]) => h('button', {
    type: 'button', class: 'button', dataset: { action }, 'data-testid': `action-${action}`, onclick: () => game.send({ action }),
  }, t(labelKey)));
  const actions = h('div', {
    id: 'player-actions', class: 'button-row', role: 'group', 'aria-label': t('ui.blackjack.yourActions'),
    'data-testid': 'player-actions', 'data-onboarding-anchor': 'player-actions',
  }, actionButtons);
  const nextRound = h('button', {
    type: 'button', class: 'button button--primary', 'data-testid': 'next-round', onclick: () => game.send({ action: 'next-round' }),
  }, t('ui.table.nextRound'));
  const controls = h('div', { class: 'controls' }, betting, insurance, count, hint, actions, nextRound);

  root.append(h('section', { class: 'view view--game' },
    viewHeading(t('ui.game.blackjack'), { backHref: '#/lobby', backLabel: t('ui.nav.lobby'), tools: tableTools() }),
    tableInfo,
    h('div', { class: 'felt' },
      h('section', { class: 'seat', 'aria-labelledby': 'bj-dealer' }, h('h2', { id: 'bj-dealer' }, t('ui.blackjack.dealer'), dealerTotal), dealerHand),
      h('section', { class: 'seat', 'aria-labelledby': 'bj-player' }, h('h2', { id: 'bj-player', text: t('ui.table.you') }), playerHands),
      sideBetResults,
      outcome),
    controls));

  const game = createGameController('blackjack', { root, controls, render });

  function render(table, previous) {
    const limits = table.limits ?? {};
    rulesText.textContent = blackjackTableText(limits, table.rules);

    const isBetting = table.phase === 'betting' || isLegal(table, 'bet');
    show(betting, isBetting);
    const pending = table.pendingBetCents ?? 0;
    zoneAmount.textContent = pending > 0 ? t('ui.bet.amount', { amount: formatMoney(pending) }) : t('ui.blackjack.noBetYet');
    clearBet.disabled = !isLegal(table, 'clear-bet');
    deal.disabled = !isLegal(table, 'deal');
    chips.update({ limits, zoneMaximumsCents: table.maximumBetCents, bettingOpen: isLegal(table, 'bet') });
    updateZones();

    const insuranceMax = formatMoney(table.insuranceMaxCents ?? 0);
    show(insurance, isLegal(table, 'insurance') || isLegal(table, 'decline-insurance'));
    insuranceText.textContent = t('ui.blackjack.insuranceOffer', { amount: insuranceMax });
    takeInsurance.textContent = t('ui.blackjack.takeInsurance', { amount: insuranceMax });
    show(takeInsurance, isLegal(table, 'insurance'));
    show(declineInsurance, isLegal(table, 'decline-insurance'));

    const showHint = Boolean(table.hint) && session.settings.showHints !== false;
    show(hint, showHint);
    if (showHint) {
      const action = PLAYER_ACTIONS.find(([name]) => name === table.hint.action);
      hint.textContent = t('ui.table.hint', { action: action ? t(action[1]) : table.hint.action });
    }
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
    if (hands.length === 0) playerHands.append(h('p', { class: 'hand__empty', text: t('ui.hand.noCards') }));
    if (dealt > 0) playSound('card');

    const sideResults = settledSideBets(table);
    sideBetResults.replaceChildren(...sideResults.map((result) => h('li', { 'data-testid': 'side-bet-result', text: sideBetResultText(result) })));
    if (sideResults.length && previous && settledSideBets(previous).length === 0) announce(sideResults.map(sideBetResultText).join('. '));

    const settled = table.phase === 'settled';
    const net = table.netCents ?? 0;
    outcome.textContent = settled ? describeNet(net) : '';
    if (settled && previous && previous.phase !== 'settled') {
      announce(describeNet(net));
      if (net !== 0) playSound(net > 0 ? 'win' : 'lose');
    }
  }

  /** The main zone and each side bet take the chosen chip only within the maximum the server sent for them. */
  function updateZones() {
    const table = game.table();
    if (!table) return;
    const selected = chips.selectedCents();
    bettingZone.disabled = !isLegal(table, 'bet') || !takesChip(table.maximumBetCents?.main, selected);
    sideBets.update(table, (bet) => isLegal(table, 'side-bet') && takesChip(table.maximumBetCents?.[bet], selected));
  }

  async function bet(intent) {
    const amountCents = chips.selectedCents();
    if (!amountCents) {
      announce(t('ui.chips.chooseFirst'));
      return;
    }
    if (await game.send({ ...intent, amountCents })) playSound('chip');
  }

  function placeBet() {
    bet({ action: 'bet' });
  }

  function placeSideBet(zone) {
    bet({ action: 'side-bet', zone });
  }

  function insure() {
    game.send({ action: 'insurance', amountCents: game.table()?.insuranceMaxCents ?? 0 });
  }

  game.load();
  return game.dispose;
}

export const blackjackView = { titleKey: 'ui.game.blackjack', mount };
