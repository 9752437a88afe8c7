// Blackjack's side bets, Perfect Pairs and 21+3: a zone each in the betting panel that takes the chosen chip
// (the server's "side-bet" intent) and shows its stake for the next deal (pendingSideBets) and best payout,
// and the results once the cards are out (sideBets, settled with their net).

import { h, show } from '/shell/dom.js';
import { formatMoney, formatNet } from '/shell/format.js';
import { t } from '/shell/i18n.js';

const BETS = [
  { bet: 'perfect-pairs', nameKey: 'ui.sideBet.perfectPairs', testid: 'side-bet-perfect-pairs' },
  { bet: '21+3', nameKey: 'ui.sideBet.twentyOnePlusThree', testid: 'side-bet-21-3' },
];

const HANDS = {
  'mixed-pair': 'ui.sideBet.hand.mixedPair',
  'coloured-pair': 'ui.sideBet.hand.colouredPair',
  'perfect-pair': 'ui.sideBet.hand.perfectPair',
  flush: 'ui.sideBet.hand.flush',
  straight: 'ui.sideBet.hand.straight',
  'three-of-a-kind': 'ui.sideBet.hand.threeOfAKind',
  'straight-flush': 'ui.sideBet.hand.straightFlush',
  'suited-trips': 'ui.sideBet.hand.suitedTrips',
};

const betName = (bet) => t(BETS.find((entry) => entry.bet === bet)?.nameKey ?? bet);

/** "Perfect Pairs $5: Coloured pair +$60", "21+3 $5: no win -$5". */
export function sideBetResultText(result) {
  const hand = result.winningHand ? t(HANDS[result.winningHand] ?? result.winningHand) : t('ui.sideBet.noWin');
  return t('ui.sideBet.result', {
    bet: betName(result.bet), stake: formatMoney(result.stakeCents), hand, net: formatNet(result.netCents ?? 0),
  });
}

/**
 * The side-bet zones; `onBet(bet)` when one is chosen. `update(table, takesBet)` after every table and chip choice,
 * `takesBet(bet)` saying whether that zone takes the chosen chip now.
 */
export function createSideBets(onBet) {
  const zones = BETS.map(({ bet, nameKey, testid }) => {
    const pays = h('span', { class: 'zone__pays' });
    const stake = h('span', { class: 'zone__amount', 'data-testid': 'side-bet-stake' });
    const button = h('button', {
      type: 'button', class: 'zone zone--side', dataset: { bet }, 'data-testid': testid, onclick: () => onBet(bet),
    }, h('span', { class: 'zone__label', text: t(nameKey) }), pays, stake);
    return { bet, button, pays, stake };
  });
  const element = h('div', {
    class: 'side-bets', role: 'group', 'aria-labelledby': 'bj-side-bets', 'data-testid': 'side-bets', 'data-onboarding-anchor': 'side-bets',
  }, h('p', { id: 'bj-side-bets', class: 'side-bets__title', text: t('ui.sideBet.title') }), zones.map((zone) => zone.button));

  function update(table, takesBet) {
    const options = table.sideBetOptions ?? [];
    show(element, options.length > 0);
    for (const zone of zones) {
      const odds = (options.find((option) => option.bet === zone.bet)?.payTable ?? []).map((entry) => entry.odds);
      const cents = (table.pendingSideBets ?? []).find((entry) => entry.bet === zone.bet)?.stakeCents ?? 0;
      zone.pays.textContent = odds.length ? t('ui.sideBet.paysUpTo', { odds: `${Math.max(...odds)}:1` }) : '';
      zone.stake.textContent = cents > 0 ? t('ui.bet.amount', { amount: formatMoney(cents) }) : t('ui.bet.none');
      zone.button.classList.toggle('zone--has-bet', cents > 0);
      zone.button.disabled = !takesBet(zone.bet);
    }
  }

  return { element, update };
}

/** The side bets settled in `table` (each with its net). */
export function settledSideBets(table) {
  return (table.sideBets ?? []).filter((entry) => typeof entry.netCents === 'number');
}
