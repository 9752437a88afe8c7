// Manual logging (limited mode, or anyone): a game scored frame by frame, with pin buttons 0 ... the pins still
// standing, shown as a standard 10-frame score sheet (marks X, /, - and the running totals); undo takes back the last
// roll. With backup on the page sends each roll and shows the game the server scored; with it off (the default) the
// game is kept and scored on this phone by the same core (phone-games.js, id "phone-…"), and sent whole once backup
// is turned on.

import { confirmDialog } from '/shell/dialog.js';
import { h } from '/shell/dom.js';
import { errorText, t } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';
import { announce, showError } from '/shell/status.js';
import { bowlerTrax } from './api.js';
import { backingUp } from './backup.js';
import { isPhoneID } from './device-store.js';
import { sendWaiting } from './outbox.js';
import { RefusedRoll, deletePhoneGame, listPhoneGames, newPhoneGame, phoneGame, rollPhoneGame, sendRefusedGameAgain, undoPhoneRoll } from './phone-games.js';
import { formatDate } from './format.js';
import { icon } from '/shell/icons.js';

/** The score sheet of `game`: ten frames (the tenth with three boxes), each with its marks and running score. */
export function scoreSheet(game) {
  const frames = Array.from({ length: 10 }, (_, index) => game.frames.find((frame) => frame.number === index + 1) ?? { number: index + 1, marks: [], score: null });
  return h('table', { class: 'score-sheet', 'data-testid': 'score-sheet' },
    h('caption', { class: 'visually-hidden', text: t('ui.games.sheet') }),
    h('thead', {}, h('tr', {}, frames.map((frame) => h('th', { scope: 'col', text: String(frame.number) })), h('th', { scope: 'col', text: t('ui.games.total') }))),
    h('tbody', {}, h('tr', {},
      frames.map((frame) => {
        const boxes = frame.number === 10 ? 3 : 2;
        const marks = Array.from({ length: boxes }, (_, index) => frame.marks[index] ?? '');
        // A strike in frames 1-9 is written in the second box, as on a paper sheet.
        if (frame.number < 10 && frame.marks.length === 1 && frame.marks[0] === 'X') marks.splice(0, 2, '', 'X');
        return h('td', { class: 'score-sheet__frame', 'data-testid': 'frame', dataset: { frame: frame.number } },
          h('div', { class: 'score-sheet__marks' }, marks.map((mark) => h('span', { class: 'score-sheet__box', text: mark }))),
          h('div', { class: 'score-sheet__score', 'data-testid': 'frame-score', text: frame.score == null ? '' : String(frame.score) }));
      }),
      h('td', { class: 'score-sheet__total', 'data-testid': 'game-total', text: String(game.score) }))));
}

function listMount(root) {
  const abort = new AbortController();
  const list = h('div', {});
  root.append(h('section', { class: 'view bt-view', 'data-testid': 'games' },
    viewHeading(t('ui.more.games'), { backHref: '#/more', backLabel: t('ui.tabs.more') }),
    h('p', { class: 'help', text: t('ui.games.intro') }),
    h('button', {
      type: 'button', class: 'button button--primary button--large', 'data-testid': 'new-game',
      onclick: async () => {
        try {
          const game = await backingUp({ signal: abort.signal })
            ? await bowlerTrax.newGame({}, { signal: abort.signal }) : await newPhoneGame();
          if (game) window.location.hash = `#/games/${game.id}`;
          else showError(t('ui.games.notKept'));
        } catch { /* shown */ }
      },
    }, icon('plus'), t('ui.games.new')),
    list));
  // The games kept on this phone (not sent yet) first, then the server's (none when it cannot be reached).
  Promise.all([listPhoneGames().catch(() => []), bowlerTrax.games({ signal: abort.signal }).catch(() => [])]).then(([kept, served]) => {
    if (abort.signal.aborted) return;
    const games = [...kept, ...served];
    list.replaceChildren(games.length === 0 ? h('p', { class: 'help', text: t('ui.games.empty') })
      : h('ul', { class: 'list' }, games.map((game) => h('li', { class: 'list-row', 'data-testid': 'game-row', dataset: { gameId: game.id } },
        h('a', { class: 'list-row__link', href: `#/games/${game.id}` },
          h('span', { class: 'list-row__title', text: formatDate(game.startedAt) }),
          h('span', { class: 'list-row__stats', text: t(game.isComplete ? 'ui.games.final' : 'ui.games.inProgress', { score: game.score }) }),
          game.refused ? h('span', { class: 'list-row__detail', 'data-testid': 'game-refused', text: t('ui.games.refused', { reason: errorText(game.refused, game.refusedMessage || t('ui.error.bad-request')) }) }) : null)))));
  }).catch(() => {});
  return () => abort.abort();
}

export const gamesView = { titleKey: 'ui.more.games', mount: listMount };

export function gameView(gameID) {
  function mount(root) {
    const abort = new AbortController();
    const body = h('div', {}, h('p', { class: 'loading', text: t('ui.common.loading') }));
    root.append(h('section', { class: 'view bt-view', 'data-testid': 'game' },
      viewHeading(t('ui.games.title'), { backHref: '#/games', backLabel: t('ui.more.games') }), body));

    const onPhone = isPhoneID(gameID);

    /** The game, or (a game kept here that backup sent meanwhile) on to the server's copy. */
    function moved(game) {
      if (!onPhone || (game && game.serverID == null)) return false;
      window.location.replace(game ? `#/games/${game.serverID}` : '#/games');
      return true;
    }

    async function act(request, message, view) {
      const focused = document.activeElement?.dataset?.testid;
      try {
        const game = await request();
        if (moved(game)) return;
        render(game, view);
        announce(message(game));
        if (focused) body.querySelector(`[data-testid="${focused}"]:not(:disabled)`)?.focus();
        if (document.activeElement === document.body) body.querySelector('[data-testid="undo-roll"]')?.focus();
      } catch (error) {
        // A ball the core refuses (the buttons offer none), in its words; any other failure is shown already. A game
        // changed meanwhile (another tab, another phone) is shown as it is now.
        if (error instanceof RefusedRoll) showError(error.message);
        else if (error?.code === 'game-changed' && !onPhone) {
          bowlerTrax.game(gameID, { signal: abort.signal }).then((game) => render(game, view)).catch(() => {});
        }
      }
    }

    async function remove() {
      if (!(await confirmDialog({ title: t('ui.games.deleteTitle'), message: t('ui.games.deleteMessage'), confirmLabel: t('ui.common.delete'), danger: true }))) return;
      try {
        if (onPhone) await deletePhoneGame(gameID);
        else await bowlerTrax.deleteGame(gameID, { signal: abort.signal });
        window.location.hash = '#/games';
      } catch { /* shown */ }
    }

    /**
     * Lets a game the server refused be sent with the next send, and sends what waits (the button off meanwhile); the
     * game is shown again as `view` showed it.
     */
    async function sendAgain(event, view) {
      const button = event.currentTarget;
      button.disabled = true;
      try {
        await sendRefusedGameAgain(gameID);
        await sendWaiting().catch(() => null);
        const game = await phoneGame(gameID);
        if (!moved(game) && game) render(game, view);
      } catch {
        button.disabled = false;
      }
    }

    /**
     * Game `game`, its pins and undo; `readOnly` for a game on the server while backup is off (no ball, undo or delete
     * leaves the phone then); `backedUp` offers a game the server refused to be sent again.
     */
    function render(game, view) {
      const { readOnly, backedUp } = view;
      const pins = game.isComplete ? [] : Array.from({ length: game.pinsStanding + 1 }, (_, n) => n);
      body.replaceChildren(
        h('div', { class: 'score-sheet-wrap' }, scoreSheet(game)),
        h('p', { class: 'game-score', text: t(game.isComplete ? 'ui.games.final' : 'ui.games.inProgress', { score: game.score }) }),
        readOnly ? h('p', { class: 'help', 'data-testid': 'game-read-only', text: t('ui.games.backedUpReadOnly') }) : null,
        game.refused ? h('div', { 'data-testid': 'game-refused' },
          h('p', { class: 'help', text: t('ui.games.refused', { reason: errorText(game.refused, game.refusedMessage || t('ui.error.bad-request')) }) }),
          backedUp ? h('div', { class: 'button-row' },
            h('button', { type: 'button', class: 'button', 'data-testid': 'send-game-again', onclick: (event) => sendAgain(event, view) }, t('ui.games.sendAgain'))) : null) : null,
        ...(game.isComplete || readOnly ? [] : [h('fieldset', { class: 'pins' },
          h('legend', { text: t('ui.games.pinsQuestion') }),
          pins.map((n) => h('button', {
            type: 'button', class: `button pin-button${n === game.pinsStanding ? ' button--primary' : ''}`, 'data-testid': `pin-${n}`,
            'aria-label': t('ui.games.pinsLabel', { count: n }),
            onclick: () => act(() => (onPhone ? rollPhoneGame(gameID, n, game.rolls.length)
              : bowlerTrax.roll(gameID, n, game.rolls.length, { signal: abort.signal })),
              (next) => t('ui.games.rolled', { count: n, score: next.score }), view),
          }, String(n))))]),
        h('div', { class: 'button-row' },
          h('button', {
            type: 'button', class: 'button', 'data-testid': 'undo-roll', disabled: game.rolls.length === 0, hidden: readOnly,
            onclick: () => act(() => (onPhone ? undoPhoneRoll(gameID, game.rolls.length)
              : bowlerTrax.undoRoll(gameID, game.rolls.length, { signal: abort.signal })),
              (next) => t('ui.games.undone', { score: next.score }), view),
          }, icon('undo'), t('ui.games.undo')),
          h('button', { type: 'button', class: 'button button--danger', 'data-testid': 'delete-game', hidden: readOnly, onclick: remove }, icon('trash'), t('ui.common.delete'))));
    }

    Promise.all([onPhone ? phoneGame(gameID) : bowlerTrax.game(gameID, { signal: abort.signal }),
      backingUp({ signal: abort.signal })]).then(([game, backedUp]) => {
      if (moved(game)) return;
      // A game on the server goes on there only with backup on: without it no ball leaves the phone.
      render(game, { readOnly: !onPhone && !backedUp, backedUp });
    }).catch(() => body.replaceChildren());
    return () => abort.abort();
  }
  return { titleKey: 'ui.games.title', mount };
}
