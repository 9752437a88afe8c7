// Money in integer cents shown as dollars the way the page's language writes them: "$1,000" and "$12.50" in
// English, "1.000 $" and "12,50 $" in Vietnamese.

import { currentLanguage } from './i18n.js';

export function formatMoney(cents) {
  const vietnamese = currentLanguage() === 'vi';
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100).toLocaleString(vietnamese ? 'vi-VN' : 'en-US');
  const fraction = magnitude % 100;
  const amount = fraction === 0 ? whole : `${whole}${vietnamese ? ',' : '.'}${String(fraction).padStart(2, '0')}`;
  return vietnamese ? `${sign}${amount} $` : `${sign}$${amount}`;
}

/** A signed amount for results: "+$25", "-$10", "$0". */
export function formatNet(cents) {
  return cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents);
}
