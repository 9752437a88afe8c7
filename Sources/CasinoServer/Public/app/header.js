// The page header: the player's name and balance, kept up to date from the session and in the page's language.

import { formatMoney } from './format.js';
import { onLanguageChange } from './i18n.js';
import { onSessionChange, session } from './session.js';

export function startHeader() {
  const name = document.getElementById('display-name');
  const balance = document.getElementById('balance');
  const update = () => {
    name.textContent = session.player.displayName ?? '';
    balance.textContent = formatMoney(session.player.balanceCents ?? 0);
  };
  onSessionChange(update);
  onLanguageChange(update);
}
