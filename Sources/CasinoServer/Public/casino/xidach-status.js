// A Xì Dách hand's status as the server names it: on the English page the plain letters the report writes
// ("Quach") with the Vietnamese spelling ("Quắc") beside it, on the Vietnamese page the Vietnamese name;
// otherwise the hand's points.

import { h } from '/shell/dom.js';
import { currentLanguage, t } from '/shell/i18n.js';

const STATUS_KEYS = {
  'Xi Ban': 'ui.xidach.hand.xiBan',
  'Xi Dach': 'ui.xidach.hand.xiDach',
  'Ngu Linh': 'ui.xidach.hand.nguLinh',
  Quach: 'ui.xidach.hand.quac',
};

/** The hand's status as inline content: "Quach (Quắc)" with the Vietnamese marked as such, "Quắc", or the points. */
export function statusContent(hand) {
  if (!hand?.status) return [h('strong', { text: '-' })];
  const key = STATUS_KEYS[hand.status];
  if (!key) return [h('strong', { text: hand.status })];
  const name = t(key);
  if (currentLanguage() === 'vi') return [h('strong', { lang: 'vi', text: name })];
  return [h('strong', { text: name }), ' (', h('span', { lang: 'vi', text: hand.statusVietnamese }), ')'];
}
