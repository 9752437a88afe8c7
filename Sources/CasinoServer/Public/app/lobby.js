// The lobby: the player's display name (editable), the balance with a refill, and the three games.

import { api } from './api.js';
import { h } from './dom.js';
import { formatMoney } from './format.js';
import { viewHeading } from './layout.js';
import { onSessionChange, session, setPlayer } from './session.js';
import { announce } from './status.js';

const GAMES = [
  { href: '#/blackjack', name: 'Blackjack', testid: 'lobby-blackjack', text: 'Beat the dealer to 21, with strategy hints and the Hi-Lo count.' },
  { href: '#/baccarat', name: 'Baccarat', testid: 'lobby-baccarat', text: 'Bet on Player, Banker or Tie, and follow the road maps.' },
  { href: '#/xidach', name: 'Xì Dách', testid: 'lobby-xidach', text: 'Vietnamese blackjack against the computer: Xì Bàn, Xì Dách, Ngũ Linh.', lang: 'vi' },
];
const MAX_NAME_LENGTH = 24;

function mount(root) {
  const nameInput = h('input', {
    id: 'display-name-input', type: 'text', required: true, maxlength: MAX_NAME_LENGTH, autocomplete: 'nickname',
    value: session.player.displayName ?? '', 'data-testid': 'name-input', 'aria-describedby': 'display-name-help',
  });
  const nameForm = h('form', { class: 'name-form field', onsubmit: saveName, 'aria-label': 'Display name' },
    h('label', { for: 'display-name-input', text: 'Display name' }),
    h('div', { class: 'name-form__row' }, nameInput, h('button', { type: 'submit', class: 'button', 'data-testid': 'save-name' }, 'Save name')),
    h('span', { class: 'help', id: 'display-name-help', text: `1 to ${MAX_NAME_LENGTH} characters, shown on your tables.` }));
  const balance = h('strong', { 'data-testid': 'lobby-balance' });
  const refill = h('button', { type: 'button', class: 'button', 'data-testid': 'reset-bankroll', onclick: resetBankroll }, 'Refill to $1,000');

  root.append(h('section', { class: 'view' },
    viewHeading('Play'),
    nameForm,
    h('p', { class: 'bankroll' }, 'Your balance: ', balance, ' ', refill),
    h('nav', { 'aria-label': 'Games' },
      h('ul', { class: 'game-list' }, GAMES.map((game) => h('li', {},
        h('a', { href: game.href, class: 'game-card', 'data-testid': game.testid },
          h('span', { class: 'game-card__name', lang: game.lang, text: game.name }),
          h('span', { class: 'game-card__text', text: game.text }))))))));

  const showBalance = () => { balance.textContent = formatMoney(session.player.balanceCents ?? 0); };
  showBalance();
  const stopListening = onSessionChange(showBalance);

  async function saveName(event) {
    event.preventDefault();
    const displayName = nameInput.value.trim();
    if (!displayName) {
      nameInput.setCustomValidity('Type a name of 1 to 24 characters.');
      nameInput.reportValidity();
      nameInput.setCustomValidity('');
      return;
    }
    try {
      setPlayer(await api.patch('/api/me', { displayName }));
      nameInput.value = session.player.displayName;
      announce(`Your name is now ${session.player.displayName}.`);
    } catch {
      nameInput.focus();
    }
  }

  async function resetBankroll() {
    try {
      setPlayer(await api.post('/api/bankroll/reset'));
      announce(`Your balance is ${formatMoney(session.player.balanceCents)}.`);
    } catch {
      // The server's reason (e.g. a round in progress) is shown in the alert region.
    }
  }

  return stopListening;
}

export const lobbyView = { title: 'Play', mount };
