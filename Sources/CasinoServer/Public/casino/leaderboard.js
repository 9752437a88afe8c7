// Saved Xì Dách matches, each player's best by the server's rating (rounds played for money only). Only the player's own entries (mine: true) can be
// deleted, after a confirmation: with a visible Delete button, or on a touch screen by swiping the row
// from right to left to reveal the red Delete button.

import { api } from '/shell/api.js';
import { confirmDialog } from '/shell/dialog.js';
import { h } from '/shell/dom.js';
import { currentLanguage, t, withTerms } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';
import { announce } from '/shell/status.js';
import { enableSwipeToReveal, isTouchScreen } from '/shell/swipe.js';
import { CASINO_API } from './paths.js';

const DELETE_WIDTH_PX = 104;

function savedOn(entry) {
  const date = new Date(entry.savedAt);
  if (Number.isNaN(date.getTime())) return '';
  return t('ui.leaderboard.savedOn', { date: new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(date) });
}

/** The server's rating of the entry, or how many staked rounds it still needs. */
function rating(entry) {
  if (entry.rating === undefined || entry.rating === null) {
    const rounds = entry.stakedRoundsToRating;
    return rounds === 1 ? t('ui.leaderboard.unrated.one') : t('ui.leaderboard.unrated', { rounds });
  }
  return t('ui.leaderboard.rating', {
    percent: Math.round(entry.rating * 100), wins: entry.stakedWins, rounds: entry.stakedDecided,
  });
}

function mount(root) {
  const abort = new AbortController();
  const swipe = isTouchScreen();
  const list = h('ol', { class: `leaderboard${swipe ? ' leaderboard--swipe' : ''}`, 'data-testid': 'leaderboard' });
  const empty = h('p', { class: 'empty', 'data-testid': 'leaderboard-empty', hidden: true }, withTerms(t('ui.leaderboard.empty')));
  const help = swipe ? h('p', { class: 'help', text: t('ui.leaderboard.swipeHelp') }) : null;

  root.append(h('section', { class: 'view' },
    viewHeading(t('ui.leaderboard.title')),
    h('p', { class: 'leaderboard__legend', text: t('ui.leaderboard.legend') }),
    help, list, empty));

  function refreshEmpty() {
    empty.hidden = list.children.length > 0;
  }

  async function remove(entry, row) {
    const confirmed = await confirmDialog({
      title: t('ui.leaderboard.deleteTitle'),
      message: t('ui.leaderboard.deleteMessage', { name: entry.name, user: entry.userWins, computer: entry.computerWins }),
      confirmLabel: t('ui.leaderboard.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await api.delete(`${CASINO_API}/leaderboard/${encodeURIComponent(entry.id)}`, { signal: abort.signal });
    } catch {
      return;
    }
    const next = row.nextElementSibling ?? row.previousElementSibling;
    row.remove();
    refreshEmpty();
    (next?.querySelector('button') ?? root.querySelector('h1'))?.focus();
    announce(t('ui.leaderboard.deleted', { name: entry.name }));
  }

  function rowFor(entry) {
    const content = h('div', { class: 'entry__content' },
      h('span', { class: 'entry__name' }, entry.name, entry.mine ? [' ', h('span', { class: 'entry__mine', text: t('ui.leaderboard.yours') })] : null),
      h('span', { class: 'entry__score' },
        h('span', { class: 'entry__wins' }, t('ui.leaderboard.userWins'), ' ', h('strong', { 'data-testid': 'user-wins', text: String(entry.userWins) })),
        h('span', { class: 'entry__wins' }, t('ui.leaderboard.computerWins'), ' ', h('strong', { 'data-testid': 'computer-wins', text: String(entry.computerWins) }))),
      h('span', { class: 'entry__rating', 'data-testid': 'rating', text: rating(entry) }),
      h('span', { class: 'entry__date', text: savedOn(entry) }));
    const row = h('li', { class: 'entry', 'data-testid': 'leaderboard-row', dataset: { entryId: entry.id, mine: String(entry.mine === true) } }, content);
    if (entry.mine) {
      row.append(h('button', {
        type: 'button', class: 'button button--danger entry__delete', 'data-testid': 'delete-entry',
        'aria-label': t('ui.leaderboard.deleteEntry', { name: entry.name }), onclick: () => remove(entry, row),
      }, t('ui.leaderboard.delete')));
      if (swipe) enableSwipeToReveal(row, content, DELETE_WIDTH_PX);
    }
    return row;
  }

  api.get(`${CASINO_API}/leaderboard`, { signal: abort.signal })
    .then((entries) => {
      list.replaceChildren(...entries.map(rowFor));
      refreshEmpty();
    })
    .catch(() => {});

  return () => abort.abort();
}

export const leaderboardView = { titleKey: 'ui.leaderboard.title', mount };
