// Xì Dách against the computer: "Pick more" (hit) and "Deal" (stand), the player's hand status, the
// computer's hand (face down until revealed), the score line "computer win: X user win: Y", and the
// match buttons "Reset match" and "Save match".

import { promptDialog } from '/shell/dialog.js';
import { h, show } from '/shell/dom.js';
import { formatMoney } from '/shell/format.js';
import { t } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';
import { playSound } from '/shell/sound.js';
import { announce } from '/shell/status.js';
import { renderHand } from './cards.js';
import { CHIP_VALUES_CENTS } from './chips.js';
import { createGameController } from './game-controller.js';
import { describeNet } from './outcomes.js';
import { xiDachRulesText } from './presets.js';
import { session } from './session.js';
import { isLegal } from './table-client.js';
import { tableTools } from './table-tools.js';
import { statusContent } from './xidach-status.js';

const OUTCOMES = { player: 'ui.xidach.outcome.player', computer: 'ui.xidach.outcome.computer', push: 'ui.xidach.outcome.push' };
const ACTIONS = { hit: 'ui.xidach.action.hit', stand: 'ui.xidach.action.stand' };

function scoreLine(table) {
  const score = table.score ?? { computerWins: 0, userWins: 0 };
  return t('ui.xidach.scoreLine', { computer: score.computerWins, user: score.userWins });
}

/** "You win", "Computer wins", "Push"; with a stake, the money too ("You win $25", "Computer wins. You lose $25"). */
function outcomeText(table) {
  const text = OUTCOMES[table.outcome] ? t(OUTCOMES[table.outcome]) : '';
  if (!table.stakeCents || typeof table.netCents !== 'number') return text;
  if (table.outcome === 'player') return describeNet(table.netCents);
  if (table.outcome === 'push') return t('ui.xidach.stakeReturned');
  return `${text}. ${describeNet(table.netCents)}`;
}

function mount(root) {
  const rulesInfo = h('p', { class: 'table-info', 'data-testid': 'table-info' });
  const score = h('p', { class: 'score-line', 'data-testid': 'score-line', 'data-onboarding-anchor': 'score-line' });
  const computerStatus = h('span', { class: 'seat__total', 'data-testid': 'computer-status' });
  const computerHand = h('ul', { class: 'hand', 'aria-label': t('ui.xidach.computerCards'), 'data-testid': 'computer-hand' });
  const playerName = h('span');
  const playerHand = h('ul', { class: 'hand', 'aria-label': t('ui.table.yourCards'), 'data-testid': 'player-hand' });
  const playerStatus = h('p', { class: 'hand__total', 'data-testid': 'player-status' });
  const outcome = h('p', { class: 'outcome', 'data-testid': 'outcome' });

  const hint = h('p', { class: 'hint', 'data-testid': 'hint', 'data-onboarding-context': 'player-actions' });
  const pickMore = h('button', { type: 'button', class: 'button button--primary', 'data-testid': 'action-hit', onclick: () => game.send({ action: 'hit' }) }, t(ACTIONS.hit));
  const stand = h('button', { type: 'button', class: 'button', 'data-testid': 'action-stand', onclick: () => game.send({ action: 'stand' }) }, t(ACTIONS.stand));
  const turnActions = h('div', {
    id: 'player-actions', class: 'button-row', role: 'group', 'aria-label': t('ui.xidach.yourTurn'),
    'data-testid': 'player-actions', 'data-onboarding-anchor': 'player-actions',
  }, pickMore, stand);

  const stake = h('select', { id: 'xidach-stake', 'data-testid': 'stake-select' });
  const startRound = h('button', {
    type: 'button', class: 'button button--primary', 'data-testid': 'start-round', 'data-onboarding-anchor': 'start-round', onclick: start,
  });
  const startGroup = h('div', { class: 'button-row' },
    startRound, h('p', { class: 'field field--inline', 'data-onboarding-context': 'start-round' }, h('label', { for: 'xidach-stake', text: t('ui.xidach.stake') }), stake));

  const resetMatch = h('button', { type: 'button', class: 'button', 'data-testid': 'reset-match', onclick: reset }, t('ui.xidach.resetMatch'));
  const saveMatch = h('button', {
    type: 'button', class: 'button', 'data-testid': 'save-match', 'data-onboarding-anchor': 'save-match', onclick: save,
  }, t('ui.xidach.saveMatch'));
  const controls = h('div', { class: 'controls' }, hint, turnActions, startGroup, h('div', { class: 'button-row' }, resetMatch, saveMatch));

  root.append(h('section', { class: 'view view--game' },
    viewHeading(t('ui.game.xidach'), { backHref: '#/lobby', backLabel: t('ui.nav.lobby'), tools: tableTools() }),
    rulesInfo, score,
    h('div', { class: 'felt' },
      h('section', { class: 'seat', 'aria-labelledby': 'xd-computer' }, h('h2', { id: 'xd-computer' }, t('ui.xidach.computer'), computerStatus), computerHand),
      h('section', { class: 'seat', 'aria-labelledby': 'xd-player' }, h('h2', { id: 'xd-player' }, playerName), playerHand, playerStatus),
      outcome),
    controls));

  const game = createGameController('xidach', { root, controls, render });

  function renderStakes(table) {
    const chosen = Number(stake.value) || 0;
    const limits = table.limits ?? {};
    const options = CHIP_VALUES_CENTS.filter((cents) => cents >= (limits.minimumCents ?? 0)
      && cents <= (table.maximumStakeCents ?? 0));
    stake.replaceChildren(h('option', { value: '0', text: t('ui.xidach.noStake') }),
      ...options.map((cents) => h('option', { value: String(cents), text: formatMoney(cents), selected: cents === chosen })));
  }

  function render(table, previous) {
    const name = session.player.displayName || t('ui.table.you');
    rulesInfo.textContent = xiDachRulesText(table.rules);
    score.textContent = scoreLine(table);
    playerName.textContent = name;

    const dealt = renderHand(computerHand, table.computer?.cards ?? [], previous ? previous.computer?.cards ?? [] : null)
      + renderHand(playerHand, table.player?.cards ?? [], previous ? previous.player?.cards ?? [] : null);
    if (dealt > 0) playSound('card');
    computerStatus.replaceChildren(...(table.computer?.status || typeof table.computer?.total === 'number' ? [': ', ...statusContent(table.computer)] : []));
    playerStatus.replaceChildren(...(table.player?.cards?.length
      ? [t('ui.xidach.points', { name }), ' ', ...statusContent(table.player)] : [t('ui.xidach.startForCards')]));

    const finished = table.phase === 'finished';
    outcome.textContent = finished ? outcomeText(table) : '';

    const showHint = Boolean(table.hint) && session.settings.showHints !== false && table.phase === 'player-turn';
    show(hint, showHint);
    if (showHint) hint.textContent = t('ui.table.hint', { action: ACTIONS[table.hint.action] ? t(ACTIONS[table.hint.action]) : table.hint.action });
    pickMore.disabled = !isLegal(table, 'hit');
    stand.disabled = !isLegal(table, 'stand');
    show(turnActions, table.phase === 'player-turn');
    show(startGroup, isLegal(table, 'deal'));
    startRound.textContent = finished ? t('ui.table.nextRound') : t('ui.xidach.startRound');
    renderStakes(table);
    resetMatch.disabled = !isLegal(table, 'reset-match');
    saveMatch.disabled = !isLegal(table, 'save-match');

    if (finished && previous && previous.phase !== 'finished') {
      announce(`${outcomeText(table)}. ${scoreLine(table)}`);
      if (table.outcome !== 'push') playSound(table.outcome === 'player' ? 'win' : 'lose');
    }
  }

  function start() {
    const amountCents = Number(stake.value) || 0;
    game.send(amountCents > 0 ? { action: 'deal', amountCents } : { action: 'deal' });
  }

  async function reset() {
    if (await game.send({ action: 'reset-match' })) announce(t('ui.xidach.matchReset'));
  }

  async function save() {
    // The field starts empty with the player's name as its suggestion (left empty, the match is saved under it),
    // and counts up to the server's limit on names.
    const name = await promptDialog({
      title: t('ui.xidach.saveMatch'), label: t('ui.xidach.saveName'), placeholder: session.player.displayName ?? '',
      maxLength: session.options.nameMaxLength, confirmLabel: t('ui.xidach.saveMatch'),
    });
    if (name && await game.send({ action: 'save-match', name })) announce(t('ui.xidach.matchSaved', { name }));
  }

  game.load();
  return game.dispose;
}

export const xidachView = { titleKey: 'ui.game.xidach', mount };
