// A Xì Dách hand's status, from the stable code the server sends (xiBan, xiDach, nguLinh, quac, or points): on
// the English page the plain letters the report writes ("Quach") with the Vietnamese spelling ("Quắc") beside it,
// on the Vietnamese page the Vietnamese name; for points, the hand's total.

import { h } from '/shell/dom.js';
import { currentLanguage, t } from '/shell/i18n.js';

/** Each special hand's name and its Vietnamese spelling, by status code. */
const STATUS_KEYS = {
  xiBan: ['ui.xidach.hand.xiBan', 'ui.xidach.hand.xiBan.vietnamese'],
  xiDach: ['ui.xidach.hand.xiDach', 'ui.xidach.hand.xiDach.vietnamese'],
  nguLinh: ['ui.xidach.hand.nguLinh', 'ui.xidach.hand.nguLinh.vietnamese'],
  quac: ['ui.xidach.hand.quac', 'ui.xidach.hand.quac.vietnamese'],
};

/** The hand's status as inline content: "Quach (Quắc)" with the Vietnamese marked as such, "Quắc", or the points. */
export function statusContent(hand) {
  if (!hand?.status) return [h('strong', { text: '-' })];
  const keys = STATUS_KEYS[hand.status];
  if (!keys) return [h('strong', { text: String(hand.total ?? '-') })];
  const name = t(keys[0]);
  if (currentLanguage() === 'vi') return [h('strong', { lang: 'vi', text: name })];
  return [h('strong', { text: name }), ' (', h('span', { lang: 'vi', text: t(keys[1]) }), ')'];
}
