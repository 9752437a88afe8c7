// The lobby: the player's display name (editable, the host's: PATCH /api/me), the casino's balance with a refill
// (POST /casino/api/bankroll/reset), and the games as the server lists them (GET /casino/api/games; each links
// to #/<id>, test hook lobby-<id>).

import { api } from '/shell/api.js';
import { h } from '/shell/dom.js';
import { formatMoney } from '/shell/format.js';
import { t, withTerms } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';
import { announce } from '/shell/status.js';
import { loadGames } from './games.js';
import { CASINO_API } from './paths.js';
import { onSessionChange, session, setPlayer } from './session.js';

function gameCard(game) {
  return h('li', {},
    h('a', { href: `#/${encodeURIComponent(game.id)}`, class: 'game-card', 'data-testid': `lobby-${game.id}` },
      h('span', { class: 'game-card__name' }, withTerms(game.name)),
      h('span', { class: 'game-card__text' }, withTerms(game.summary ?? ''))));
}

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
  const gameList = h('ul', { class: 'game-list' });
  const refill = h('button', { type: 'button', class: 'button', 'data-testid': 'reset-bankroll', onclick: resetBankroll },
    t('ui.lobby.refill', { amount: formatMoney(startingBalanceCents) }));

  root.append(h('section', { class: 'view' },
    viewHeading(t('ui.lobby.title')),
    nameForm,
    h('p', { class: 'bankroll' }, t('ui.lobby.balance'), ' ', balance, ' ', refill),
    h('nav', { 'aria-label': t('ui.lobby.games') }, gameList)));

  let shownGames = null;
  const showSession = () => {
    balance.textContent = formatMoney(session.player.balanceCents ?? 0);
    if (shownGames !== session.games) {
      shownGames = session.games;
      gameList.replaceChildren(...session.games.map(gameCard));
    }
  };
  showSession();
  const stopListening = onSessionChange(showSession);
  // The list failed to load at start (it comes with the language): ask again.
  if (session.games.length === 0) loadGames().catch(() => null);

  async function saveName(event) {
    event.preventDefault();
    const displayName = nameInput.value.trim();
    if (!displayName) {
      nameInput.setCustomValidity(t('ui.lobby.nameRequired', { max: nameMaxLength }));
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
      setPlayer(await api.post(`${CASINO_API}/bankroll/reset`));
      announce(t('ui.lobby.balanceIs', { amount: formatMoney(session.player.balanceCents) }));
    } catch {
      // The server's reason (e.g. a round in progress) is shown in the alert region.
    }
  }

  return stopListening;
}

export const lobbyView = { titleKey: 'ui.lobby.title', mount };
