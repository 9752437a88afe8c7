// The baccarat (Punto Banco) table: chips, the five betting zones, Deal, the result of the coup with
// both hands, and the five road maps below.

import { renderHand } from './cards.js';
import { createChipRack } from './chips.js';
import { h, show } from './dom.js';
import { capitalize, describeNet, formatMoney, formatNet } from './format.js';
import { createGameController } from './game-controller.js';
import { viewHeading } from './layout.js';
import { ROADS, roadFigure, scrollRoadsToLatest } from './roads.js';
import { playSound } from './sound.js';
import { announce } from './status.js';
import { isLegal } from './table-client.js';

const ZONES = [
  { zone: 'player', name: 'Player', pays: '1:1' },
  { zone: 'banker', name: 'Banker', pays: '0.95:1' },
  { zone: 'tie', name: 'Tie', pays: '8:1' },
  { zone: 'player-pair', name: 'Player Pair', pays: '11:1' },
  { zone: 'banker-pair', name: 'Banker Pair', pays: '11:1' },
];

function totalBets(bets = {}) {
  return Object.values(bets).reduce((sum, cents) => sum + cents, 0);
}

/** "Banker wins 8 to 6.", "Tie at 5. Player pair." */
function coupText(coup) {
  const { playerTotal: player, bankerTotal: banker } = coup;
  const result = {
    player: `Player wins ${player} to ${banker}`,
    banker: `Banker wins ${banker} to ${player}`,
    tie: `Tie at ${player}`,
  }[coup.outcome] ?? capitalize(coup.outcome);
  const pairs = [coup.playerPair ? 'Player pair' : '', coup.bankerPair ? 'Banker pair' : ''].filter(Boolean);
  return `${result}.${pairs.length ? ` ${pairs.join(' and ')}.` : ''}`;
}

function sideElement(side, label) {
  const cards = h('ul', { class: 'hand', 'aria-label': `${label} cards`, 'data-testid': `${side}-cards` });
  const total = h('span', { class: 'seat__total', 'data-testid': `${side}-total` });
  const element = h('section', { class: 'seat', 'aria-labelledby': `bac-${side}` }, h('h2', { id: `bac-${side}` }, label, total), cards);
  return { element, cards, total };
}

function mount(root) {
  const chips = createChipRack();
  const tableInfo = h('p', { class: 'table-info', 'data-testid': 'table-info' });
  const player = sideElement('player', 'Player');
  const banker = sideElement('banker', 'Banker');
  const coupLine = h('p', { class: 'outcome', 'data-testid': 'coup-outcome' });
  const betResults = h('ul', { class: 'bet-results', 'data-testid': 'bet-results' });
  const resultDisplay = h('div', { id: 'result-display', class: 'felt', 'data-testid': 'result-display' },
    h('div', { class: 'sides' }, player.element, banker.element), coupLine, betResults);

  const zoneButtons = ZONES.map(({ zone, name, pays }) => h('button', {
    type: 'button', class: `zone zone--${zone}`, dataset: { zone }, 'data-testid': `zone-${zone}`, onclick: () => placeBet(zone),
  }, h('span', { class: 'zone__label', text: name }), h('span', { class: 'zone__pays', text: `pays ${pays}` }), h('span', { class: 'zone__amount' })));
  const zones = h('div', { id: 'betting-zone', class: 'zones', role: 'group', 'aria-label': 'Betting zones', 'aria-describedby': 'bac-betting-help' }, zoneButtons);
  const clearBets = h('button', { type: 'button', class: 'button', 'data-testid': 'clear-bets', onclick: () => game.send({ action: 'clear-bets' }) }, 'Clear bets');
  const deal = h('button', { type: 'button', id: 'deal-button', class: 'button button--primary', 'data-testid': 'deal-button', onclick: () => game.send({ action: 'deal' }) }, 'Deal');
  const nextRound = h('button', { type: 'button', class: 'button button--primary', 'data-testid': 'next-round', onclick: () => game.send({ action: 'next-round' }) }, 'Next round');
  const controls = h('div', { class: 'controls' },
    chips.element,
    h('p', { class: 'help', id: 'bac-betting-help', text: 'Choose a chip, then a betting zone to add it to that bet.' }),
    zones,
    h('div', { class: 'button-row' }, clearBets, deal, nextRound));
  const roads = h('div', { class: 'roads' });

  root.append(h('section', { class: 'view view--game' },
    viewHeading('Baccarat', { backHref: '#/lobby', backLabel: 'Lobby' }),
    tableInfo, resultDisplay, controls,
    h('section', { class: 'roads-section', 'aria-labelledby': 'bac-roads' }, h('h2', { id: 'bac-roads', text: 'Road maps' }), roads)));

  const game = createGameController('baccarat', { root, controls, render });

  function render(table, previous) {
    const limits = table.limits ?? {};
    tableInfo.textContent = limits.name ? `${limits.name} table, ${formatMoney(limits.minimumCents)} to ${formatMoney(limits.maximumCents)} per bet.` : '';

    const bets = table.bets ?? {};
    const bettingOpen = isLegal(table, 'bet');
    chips.update({ limits, balanceCents: table.balanceCents ?? 0, committedCents: totalBets(bets), bettingOpen });
    for (const button of zoneButtons) {
      const amount = bets[button.dataset.zone] ?? 0;
      button.disabled = !bettingOpen;
      button.classList.toggle('zone--has-bet', amount > 0);
      button.querySelector('.zone__amount').textContent = amount > 0 ? `Bet ${formatMoney(amount)}` : 'No bet';
    }
    clearBets.disabled = !isLegal(table, 'clear-bets');
    deal.disabled = !isLegal(table, 'deal');
    show(clearBets, !isLegal(table, 'next-round'));
    show(deal, !isLegal(table, 'next-round'));
    show(nextRound, isLegal(table, 'next-round'));

    const coup = table.coup;
    const previousCoup = previous ? previous.coup ?? {} : null;
    const dealt = renderHand(player.cards, coup?.playerCards ?? [], previousCoup ? previousCoup.playerCards ?? [] : null)
      + renderHand(banker.cards, coup?.bankerCards ?? [], previousCoup ? previousCoup.bankerCards ?? [] : null);
    if (dealt > 0) playSound('card');
    player.total.textContent = coup ? `: ${coup.playerTotal}` : '';
    banker.total.textContent = coup ? `: ${coup.bankerTotal}` : '';
    coupLine.textContent = coup ? coupText(coup) : 'Place your bets, then Deal. Results appear here, then in the road maps below.';
    betResults.replaceChildren(...(coup ? table.results ?? [] : []).map((result) => h('li', { 'data-testid': 'bet-result' },
      `${ZONES.find((zone) => zone.zone === result.bet)?.name ?? capitalize(result.bet)} ${formatMoney(result.stakeCents)}: ${formatNet(result.netCents)}`)));
    if (coup && table.results?.length) betResults.append(h('li', { class: 'bet-results__net' }, describeNet(table.netCents ?? 0)));

    const roadWidth = roads.clientWidth - 2;
    roads.replaceChildren(...ROADS.map((definition) => roadFigure(definition, table.roads?.[definition.key], roadWidth)));
    scrollRoadsToLatest(roads);

    if (table.phase === 'settled' && previous && previous.phase !== 'settled' && coup) {
      const net = table.netCents ?? 0;
      announce(table.results?.length ? `${coupText(coup)} ${describeNet(net)}` : coupText(coup));
      if (net !== 0) playSound(net > 0 ? 'win' : 'lose');
    }
  }

  async function placeBet(zone) {
    const amountCents = chips.selectedCents();
    if (!amountCents) {
      announce('Choose a chip first.');
      return;
    }
    if (await game.send({ action: 'bet', zone, amountCents })) playSound('chip');
  }

  game.load();
  return game.dispose;
}

export const baccaratView = { title: 'Baccarat', mount };
