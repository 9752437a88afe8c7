// Words for blackjack hand outcomes, as the server names them (BlackjackSettlement.Outcome).

import { t } from './i18n.js';

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
