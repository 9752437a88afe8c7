// Words for blackjack hand outcomes, as the server names them (BlackjackSettlement.Outcome).

const HAND_OUTCOMES = {
  blackjack: 'Blackjack',
  win: 'Win',
  push: 'Push',
  loss: 'Lose',
  bust: 'Bust',
  surrender: 'Surrendered',
};

/** A blackjack hand's outcome as shown: "Win", "Lose", "Push", "Blackjack", "Surrendered", "Bust". */
export function handOutcomeLabel(outcome) {
  return HAND_OUTCOMES[outcome] ?? outcome;
}
