// A Xì Dách hand's status as the server names it: plain letters as the report writes them ("Quach") with the
// Vietnamese spelling ("Quắc") beside it, or the hand's points.

import { h } from './dom.js';

/** The hand's status as inline content: "Quach (Quắc)" with the Vietnamese marked as such, or the points. */
export function statusContent(hand) {
  if (!hand?.status) return [h('strong', { text: '-' })];
  if (hand.status === hand.statusVietnamese) return [h('strong', { text: hand.status })];
  return [h('strong', { text: hand.status }), ' (', h('span', { lang: 'vi', text: hand.statusVietnamese }), ')'];
}
