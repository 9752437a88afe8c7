// The lobby: the player's display name (editable), the balance with a refill, and the three games.

import { api } from './api.js';
import { h } from './dom.js';
import { formatMoney } from './format.js';
import { t, withTerms } from './i18n.js';
import { viewHeading } from './layout.js';
import { onSessionChange, session, setPlayer } from './session.js';
import { announce } from './status.js';

const GAMES = [
  { href: '#/blackjack', nameKey: 'ui.game.blackjack', testid: 'lobby-blackjack', textKey: 'ui.lobby.blackjack' },
  { href: '#/baccarat', nameKey: 'ui.game.baccarat', testid: 'lobby-baccarat', textKey: 'ui.lobby.baccarat' },
  { href: '#/xidach', nameKey: 'ui.game.xidach', testid: 'lobby-xidach', textKey: 'ui.lobby.xidach' },
];
function mount(root) {
  const { nameMaxLength, startingBalanceCents } = session.options;
  const nameInput = h('input', {
    id: 'display-name-input', type: 'text', required: true, maxlength: nameMaxLength, autocomplete: 'nickname',
    value: session.player.displayName ?? '', 'data-testid': 'name-input', 'aria-describedby': 'display-name-help',
  });
  const nameForm = h('form', { class: 'name-form field', onsubmit: saveName, 'aria-label': t('ui.lobby.displayName') },
    h('label', { for: 'display-name-input', text: t('ui.lobby.displayName') }),
    h('div', { class: 'name-form__row' }, nameInput, h('button', { type: 'submit', class: 'button', 'data-testid': 'save-name' }, t('ui.lobby.saveName'))),
    h('span', { class: 'help', id: 'display-name-help', text: t('ui.lobby.nameHelp', { max: nameMaxLength }) }));
  const balance = h('strong', { 'data-testid': 'lobby-balance' });
  const refill = h('button', { type: 'button', class: 'button', 'data-testid': 'reset-bankroll', onclick: resetBankroll },
    t('ui.lobby.refill', { amount: formatMoney(startingBalanceCents) }));

  root.append(h('section', { class: 'view' },
    viewHeading(t('ui.lobby.title')),
    nameForm,
    h('p', { class: 'bankroll' }, t('ui.lobby.balance'), ' ', balance, ' ', refill),
    h('nav', { 'aria-label': t('ui.lobby.games') },
      h('ul', { class: 'game-list' }, GAMES.map((game) => h('li', {},
        h('a', { href: game.href, class: 'game-card', 'data-testid': game.testid },
          h('span', { class: 'game-card__name' }, withTerms(t(game.nameKey))),
          h('span', { class: 'game-card__text' }, withTerms(t(game.textKey))))))))));

  const showBalance = () => { balance.textContent = formatMoney(session.player.balanceCents ?? 0); };
  showBalance();
  const stopListening = onSessionChange(showBalance);

  async function saveName(event) {
    event.preventDefault();
    const displayName = nameInput.value.trim();
    if (!displayName) {
      nameInput.setCustomValidity(t('ui.lobby.nameRequired', { max: MAX_NAME_LENGTH }));
      nameInput.reportValidity();
      nameInput.setCustomValidity('');
      return;
    }
    try {
      setPlayer(await api.patch('/api/me', { displayName }));
      nameInput.value = session.player.displayName;
      announce(t('ui.lobby.nameSaved', { name: session.player.displayName }));
    } catch {
      nameInput.focus();
    }
  }

  async function resetBankroll() {
    try {
      setPlayer(await api.post('/api/bankroll/reset'));
      announce(t('ui.lobby.balanceIs', { amount: formatMoney(session.player.balanceCents) }));
    } catch {
      // The server's reason (e.g. a round in progress) is shown in the alert region.
    }
  }

  return stopListening;
}

export const lobbyView = { titleKey: 'ui.lobby.title', mount };
