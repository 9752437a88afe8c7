// Names of Xì Dách hands, in plain letters as the report writes them and with Vietnamese diacritics:
// Xi Ban (Xì Bàn), Xi Dach (Xì Dách), Ngu Linh (Ngũ Linh), Quach (Quắc), or else the total.

import { h } from './dom.js';

const SPECIAL_HANDS = {
  xiban: { plain: 'Xi Ban', vietnamese: 'Xì Bàn' },
  xidach: { plain: 'Xi Dach', vietnamese: 'Xì Dách' },
  ngulinh: { plain: 'Ngu Linh', vietnamese: 'Ngũ Linh' },
  quac: { plain: 'Quach', vietnamese: 'Quắc' },
  quach: { plain: 'Quach', vietnamese: 'Quắc' },
};

function key(status) {
  return String(status ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/gi, 'd').toLowerCase().replace(/[^a-z]/g, '');
}

/** The special hand `status` names ("Quach", "Quắc", "quac", "xiDach"...), or null for a points hand. */
function specialHand(status) {
  return SPECIAL_HANDS[key(status)] ?? null;
}

/** The hand's status as inline content: "Quach (Quắc)" with the Vietnamese marked as such, or the total. */
export function statusContent(hand) {
  const special = specialHand(hand?.status);
  if (special) return [h('strong', { text: special.plain }), ' (', h('span', { lang: 'vi', text: special.vietnamese }), ')'];
  const total = typeof hand?.total === 'number' ? hand.total : hand?.status;
  return [h('strong', { text: total === undefined || total === null ? '-' : String(total) })];
}
