// Words for round results, whatever spelling the server uses for them ("win", "playerWins", "dealer-wins"...).

import { capitalize } from './format.js';

const HAND_OUTCOMES = {
  win: 'Win', won: 'Win', playerwins: 'Win', player: 'Win',
  lose: 'Lose', loss: 'Lose', lost: 'Lose', dealerwins: 'Lose', dealer: 'Lose',
  push: 'Push', tie: 'Push',
  blackjack: 'Blackjack', natural: 'Blackjack',
  surrender: 'Surrendered', surrendered: 'Surrendered',
  bust: 'Bust', busted: 'Bust',
};

function key(text) {
  return String(text).toLowerCase().replace(/[^a-z]/g, '');
}

/** A blackjack hand's outcome as shown: "Win", "Lose", "Push", "Blackjack", "Surrendered", "Bust". */
export function handOutcomeLabel(outcome) {
  return HAND_OUTCOMES[key(outcome)] ?? capitalize(outcome);
}
