// The chip rack shared by the blackjack and baccarat tables: $5, $25, $100, $500. Choosing a chip
// selects it (aria-pressed); the table then sends a bet of that amount when a betting zone is chosen.
// A chip is disabled when it would go outside the table limits or above the balance.

import { h } from './dom.js';
import { formatMoney } from './format.js';
import { t } from './i18n.js';
import { playSound } from './sound.js';

export const CHIP_VALUES_CENTS = [500, 2500, 10000, 50000];

export function createChipRack() {
  let selected = null;
  const buttons = new Map();

  function select(cents) {
    selected = cents;
    for (const [value, button] of buttons) button.setAttribute('aria-pressed', String(value === cents));
  }

  const element = h('div', { class: 'chip-rack', role: 'group', 'aria-label': t('ui.chips.label') },
    CHIP_VALUES_CENTS.map((cents) => {
      const button = h('button', {
        type: 'button',
        class: `chip chip--${cents}`,
        'aria-pressed': 'false',
        'aria-label': t('ui.chips.chip', { amount: formatMoney(cents) }),
        'data-testid': `chip-${cents}`,
        onclick: () => { select(cents); playSound('chip'); },
      }, formatMoney(cents));
      buttons.set(cents, button);
      return button;
    }));

  /**
   * Enables the chips that fit: at most the table maximum on top of `committedCents` (the bet
   * already on the table), at least the table minimum, and within the balance. While betting is open
   * a usable chip stays selected: the smallest one when the chosen one no longer fits.
   */
  function update({ limits, balanceCents, committedCents = 0, bettingOpen }) {
    for (const [cents, button] of buttons) {
      const fits = cents >= (limits?.minimumCents ?? 0)
        && committedCents + cents <= (limits?.maximumCents ?? Infinity)
        && committedCents + cents <= balanceCents;
      button.disabled = !bettingOpen || !fits;
    }
    if (bettingOpen && (selected === null || buttons.get(selected).disabled)) {
      const first = CHIP_VALUES_CENTS.find((cents) => !buttons.get(cents).disabled);
      select(first ?? null);
    }
  }

  return { element, update, selectedCents: () => selected };
}
