// Words for outcomes: a blackjack hand's, as the server names them (BlackjackSettlement.Outcome), and a
// round's net result as announced.

import { formatMoney } from '/shell/format.js';
import { t } from '/shell/i18n.js';

const HAND_OUTCOMES = {
  blackjack: 'ui.blackjack.outcome.blackjack',
  win: 'ui.blackjack.outcome.win',
  push: 'ui.blackjack.outcome.push',
  loss: 'ui.blackjack.outcome.loss',
  bust: 'ui.blackjack.outcome.bust',
  surrender: 'ui.blackjack.outcome.surrender',
};

/** A blackjack hand's outcome as shown: "Win", "Lose", "Push", "Blackjack", "Surrendered", "Bust". */
export function handOutcomeLabel(outcome) {
  return HAND_OUTCOMES[outcome] ? t(HAND_OUTCOMES[outcome]) : outcome;
}

/** The sentence announced after a round: "You win $25", "You lose $10", "Push: your bet is returned". */
export function describeNet(cents) {
  if (cents > 0) return t('ui.result.win', { amount: formatMoney(cents) });
  if (cents < 0) return t('ui.result.lose', { amount: formatMoney(-cents) });
  return t('ui.result.push');
}
