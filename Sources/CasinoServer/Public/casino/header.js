// What the casino puts in the shell's header: the player's name and balance, kept up to date from the session
// and in the page's language. Test hooks: display-name, balance.

import { h } from '/shell/dom.js';
import { formatMoney } from '/shell/format.js';
import { hasText, t } from '/shell/i18n.js';
import { onSessionChange, session } from './session.js';

/** The header's slot for startShell({header}): its nodes and `update()`, also called on every session change. */
export function casinoHeader() {
  // The copy may not be loaded yet: English until it is (the copy then fills every data-i18n element).
  const text = (key, english) => (hasText(key) ? t(key) : english);
  const name = h('span', { id: 'display-name', 'data-testid': 'display-name' });
  const balance = h('strong', { id: 'balance', 'data-testid': 'balance', text: '…' });
  const nodes = [
    h('span', { class: 'visually-hidden', 'data-i18n': 'ui.header.player', text: text('ui.header.player', 'Player: ') }), name, ' ',
    h('span', { class: 'player-summary__balance' },
      h('span', { 'data-i18n': 'ui.header.balance', text: text('ui.header.balance', 'Balance') }), ' ', balance),
  ];
  const update = () => {
    name.textContent = session.player.displayName ?? '';
    balance.textContent = formatMoney(session.player.balanceCents ?? 0);
  };
  onSessionChange(update);
  return { nodes, update };
}
