// The baccarat (Punto Banco) table: chips, the betting zones (Player, Banker, Tie and the two pairs), Deal,
// the result of the coup with both hands, and the five road maps below.

import { h, show } from '/shell/dom.js';
import { formatMoney, formatNet } from '/shell/format.js';
import { currentLanguage, t } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';
import { playSound } from '/shell/sound.js';
import { announce } from '/shell/status.js';
import { renderHand } from './cards.js';
import { createChipRack, takesChip } from './chips.js';
import { createGameController } from './game-controller.js';
import { describeNet } from './outcomes.js';
import { limitsText } from './presets.js';
import { ROADS, roadFigure, scrollRoadsToLatest } from './roads.js';
import { isLegal } from './table-client.js';
import { tableTools } from './table-tools.js';

// The zones; what each pays comes with the table (payouts).
const MAIN_ZONES = [
  { zone: 'player', nameKey: 'ui.baccarat.zone.player' },
  { zone: 'banker', nameKey: 'ui.baccarat.zone.banker' },
  { zone: 'tie', nameKey: 'ui.baccarat.zone.tie' },
];
const PAIR_ZONES = [
  { zone: 'player-pair', nameKey: 'ui.baccarat.zone.playerPair' },
  { zone: 'banker-pair', nameKey: 'ui.baccarat.zone.bankerPair' },
];
const ZONES = [...MAIN_ZONES, ...PAIR_ZONES];

const zoneName = (zone) => t(ZONES.find((entry) => entry.zone === zone)?.nameKey ?? zone);

/** "Banker wins 8 to 6.", "Tie at 5. Player pair." */
function coupText(coup) {
  const totals = { player: coup.playerTotal, banker: coup.bankerTotal };
  const result = {
    player: () => t('ui.baccarat.coup.player', totals),
    banker: () => t('ui.baccarat.coup.banker', totals),
    tie: () => t('ui.baccarat.coup.tie', { total: coup.playerTotal }),
  }[coup.outcome]?.() ?? coup.outcome;
  const pairs = [coup.playerPair ? t('ui.baccarat.coup.playerPair') : '', coup.bankerPair ? t('ui.baccarat.coup.bankerPair') : ''];
  return [result, ...pairs].filter(Boolean).map((sentence) => `${sentence}.`).join(' ');
}

function sideElement(side, labelKey, cardsKey) {
  const cards = h('ul', { class: 'hand', 'aria-label': t(cardsKey), 'data-testid': `${side}-cards` });
  const total = h('span', { class: 'seat__total', 'data-testid': `${side}-total` });
  const element = h('section', { class: 'seat', 'aria-labelledby': `bac-${side}` }, h('h2', { id: `bac-${side}` }, t(labelKey), total), cards);
  return { element, cards, total };
}

function mount(root) {
  const chips = createChipRack(() => updateZones());
  const tableInfo = h('p', { class: 'table-info', 'data-testid': 'table-info' });
  const player = sideElement('player', 'ui.baccarat.zone.player', 'ui.baccarat.playerCards');
  const banker = sideElement('banker', 'ui.baccarat.zone.banker', 'ui.baccarat.bankerCards');
  const coupLine = h('p', { class: 'outcome', 'data-testid': 'coup-outcome' });
  const betResults = h('ul', { class: 'bet-results', 'data-testid': 'bet-results' });
  const resultDisplay = h('div', { id: 'result-display', class: 'felt', 'data-testid': 'result-display', 'data-onboarding-anchor': 'result-display' },
    h('div', { class: 'sides' }, player.element, banker.element), coupLine, betResults);

  const zoneButton = ({ zone, nameKey }) => h('button', {
    type: 'button', class: `zone zone--${zone}`, dataset: { zone }, 'data-testid': `zone-${zone}`, onclick: () => placeBet(zone),
  }, h('span', { class: 'zone__label', text: t(nameKey) }), h('span', { class: 'zone__pays' }), h('span', { class: 'zone__amount' }));
  const mainButtons = MAIN_ZONES.map(zoneButton);
  const pairButtons = PAIR_ZONES.map(zoneButton);
  const zoneButtons = [...mainButtons, ...pairButtons];
  const zones = h('div', {
    id: 'betting-zone', class: 'zones', role: 'group', 'aria-label': t('ui.baccarat.bettingZones'),
    'aria-describedby': 'bac-betting-help', 'data-testid': 'betting-zone', 'data-onboarding-anchor': 'betting-zone',
  },
  h('div', { class: 'zones__main' }, mainButtons),
  h('div', { class: 'zones__pairs', role: 'group', 'aria-label': t('ui.baccarat.pairBets'), 'data-onboarding-anchor': 'side-bets' }, pairButtons));
  const clearBets = h('button', { type: 'button', class: 'button', 'data-testid': 'clear-bets', onclick: () => game.send({ action: 'clear-bets' }) }, t('ui.baccarat.clearBets'));
  const deal = h('button', {
    type: 'button', id: 'deal-button', class: 'button button--primary', 'data-testid': 'deal-button', 'data-onboarding-anchor': 'deal-button',
    onclick: () => game.send({ action: 'deal' }),
  }, t('ui.table.deal'));
  const nextRound = h('button', { type: 'button', class: 'button button--primary', 'data-testid': 'next-round', onclick: () => game.send({ action: 'next-round' }) }, t('ui.table.nextRound'));
  const controls = h('div', { class: 'controls' },
    chips.element,
    h('p', { class: 'help', id: 'bac-betting-help', 'data-onboarding-context': 'betting-zone', text: t('ui.baccarat.bettingHelp') }),
    zones,
    h('div', { class: 'button-row' }, clearBets, deal, nextRound));
  const roads = h('div', { class: 'roads' });

  root.append(h('section', { class: 'view view--game' },
    viewHeading(t('ui.game.baccarat'), { backHref: '#/lobby', backLabel: t('ui.nav.lobby'), tools: tableTools() }),
    tableInfo, resultDisplay, controls,
    h('section', { class: 'roads-section', 'aria-labelledby': 'bac-roads', 'data-testid': 'roads', 'data-onboarding-anchor': 'roads' },
      h('h2', { id: 'bac-roads', text: t('ui.baccarat.roads') }), roads)));

  const game = createGameController('baccarat', { root, controls, render });

  function render(table, previous) {
    const limits = table.limits ?? {};
    tableInfo.textContent = limitsText(limits);

    const bets = table.bets ?? {};
    chips.update({ limits, zoneMaximumsCents: table.maximumBetCents, bettingOpen: isLegal(table, 'bet') });
    updateZones();
    for (const button of zoneButtons) {
      const amount = bets[button.dataset.zone] ?? 0;
      button.classList.toggle('zone--has-bet', amount > 0);
      const pays = table.payouts?.[button.dataset.zone];
      button.querySelector('.zone__pays').textContent = pays === undefined ? '' : t('ui.baccarat.pays', { odds: `${pays.toLocaleString(currentLanguage())}:1` });
      button.querySelector('.zone__amount').textContent = amount > 0 ? t('ui.bet.amount', { amount: formatMoney(amount) }) : t('ui.bet.none');
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
    coupLine.textContent = coup ? coupText(coup) : t('ui.baccarat.placeBets');
    betResults.replaceChildren(...(coup ? table.results ?? [] : []).map((result) => h('li', { 'data-testid': 'bet-result' },
      `${zoneName(result.bet)} ${formatMoney(result.stakeCents)}: ${formatNet(result.netCents)}`)));
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

  /** Each zone takes the chosen chip only within the maximum the server sent for it. */
  function updateZones() {
    const table = game.table();
    const bettingOpen = Boolean(table) && isLegal(table, 'bet');
    for (const button of zoneButtons) {
      button.disabled = !bettingOpen || !takesChip(table.maximumBetCents?.[button.dataset.zone], chips.selectedCents());
    }
  }

  async function placeBet(zone) {
    const amountCents = chips.selectedCents();
    if (!amountCents) {
      announce(t('ui.chips.chooseFirst'));
      return;
    }
    if (await game.send({ action: 'bet', zone, amountCents })) playSound('chip');
  }

  game.load();
  return game.dispose;
}

export const baccaratView = { titleKey: 'ui.game.baccarat', mount };
