// The page header: the player's name and balance, kept up to date from the session.

import { formatMoney } from './format.js';
import { onSessionChange } from './session.js';

export function startHeader() {
  const name = document.getElementById('display-name');
  const balance = document.getElementById('balance');
  onSessionChange(({ player }) => {
    name.textContent = player.displayName ?? '';
    balance.textContent = formatMoney(player.balanceCents ?? 0);
  });
}
