// The chip rack shared by the blackjack and baccarat tables: $5, $25, $100, $500. Choosing a chip
// selects it (aria-pressed); the table then sends a bet of that amount when a betting zone is chosen.
// A chip is disabled when no zone can take it: below the table minimum, or above every zone's maximum as the
// server computes it (each zone has its own: the table maximum less what is on it, within the balance).
// The rack is part of what the betting hint explains (its tooltip never covers it).

import { h } from '/shell/dom.js';
import { formatMoney } from '/shell/format.js';
import { t } from '/shell/i18n.js';
import { playSound } from '/shell/sound.js';

export const CHIP_VALUES_CENTS = [500, 2500, 10000, 50000];

/** The rack; `onSelect(cents)` whenever the chosen chip changes (the zones that can take it change with it). */
export function createChipRack(onSelect = () => {}) {
  let selected = null;
  const buttons = new Map();

  function select(cents) {
    selected = cents;
    for (const [value, button] of buttons) button.setAttribute('aria-pressed', String(value === cents));
    onSelect(cents);
  }

  const element = h('div', { class: 'chip-rack', role: 'group', 'aria-label': t('ui.chips.label'), 'data-onboarding-context': 'betting-zone' },
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
   * Enables the chips some zone can take: at least the table minimum and at most the largest of
   * `zoneMaximumsCents` (the server's maximum per zone). While betting is open a usable chip stays selected: the
   * smallest one when the chosen one no longer fits.
   */
  function update({ limits, zoneMaximumsCents = {}, bettingOpen }) {
    const largest = Math.max(0, ...Object.values(zoneMaximumsCents));
    for (const [cents, button] of buttons) {
      button.disabled = !bettingOpen || cents < (limits?.minimumCents ?? 0) || cents > largest;
    }
    if (bettingOpen && (selected === null || buttons.get(selected).disabled)) {
      const first = CHIP_VALUES_CENTS.find((cents) => !buttons.get(cents).disabled);
      select(first ?? null);
    }
  }

  return { element, update, selectedCents: () => selected };
}

/** Whether a zone whose maximum is `maximumCents` can take the chosen chip `selectedCents`. */
export function takesChip(maximumCents, selectedCents) {
  return selectedCents !== null && (maximumCents ?? 0) >= selectedCents;
}
