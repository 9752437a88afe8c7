// Money in integer cents shown as dollars: "$1,000", "$12.50", "-$5".

export function formatMoney(cents) {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100).toLocaleString('en-US');
  const fraction = magnitude % 100;
  return fraction === 0 ? `${sign}$${whole}` : `${sign}$${whole}.${String(fraction).padStart(2, '0')}`;
}

/** A signed amount for results: "+$25", "-$10", "$0". */
export function formatNet(cents) {
  return cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents);
}

/** The sentence announced after a round: "You win $25", "You lose $10", "Push: your bet is returned". */
export function describeNet(cents) {
  if (cents > 0) return `You win ${formatMoney(cents)}`;
  if (cents < 0) return `You lose ${formatMoney(-cents)}`;
  return 'Push: your bet is returned';
}

/** "stand" -> "Stand", "player-pair" -> "Player pair". */
export function capitalize(text) {
  const words = String(text).replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
