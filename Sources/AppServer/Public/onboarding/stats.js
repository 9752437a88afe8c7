// Onboarding statistics (an app's #/onboarding-stats): for each surface (the casino's games) the funnel over
// all players, from the welcome shown to it answered and each hint seen, as a table with bars, and how the
// welcome was answered, "Show Me How" against "Start Playing"; for each flow (BowlerTrax's first launch) the players
// who started it, passed or skipped each step, and finished it, with the drop-off and each step's skip rate; for each
// event funnel the app declares (BowlerTrax's paywall) its stages, other outcomes and conversion. Every number is written out; the bars only repeat it. Every player's
// numbers are the operator's: the page asks for the operator token the server printed at start.

import { h } from '/shell/dom.js';
import { t, withTerms } from '/shell/i18n.js';
import { viewHeading } from '/shell/layout.js';

const share = (part, whole) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

function funnelTable(game) {
  const first = game.stages[0]?.players ?? 0;
  return h('table', { class: 'funnel' },
    h('caption', { class: 'visually-hidden', text: t('ui.stats.funnelCaption', { game: game.title }) }),
    h('thead', {}, h('tr', {},
      h('th', { scope: 'col', text: t('ui.stats.stage') }),
      h('th', { scope: 'col', text: t('ui.stats.players') }),
      h('th', { scope: 'col', text: t('ui.stats.ofFirst') }))),
    h('tbody', {}, game.stages.map((stage) => h('tr', { 'data-testid': 'funnel-stage', dataset: { stage: stage.stage, players: stage.players } },
      h('th', { scope: 'row', text: stage.label }),
      h('td', { class: 'funnel__number', text: String(stage.players) }),
      h('td', { class: 'funnel__share' }, bar(share(stage.players, first)), `${share(stage.players, first)}%`)))));
}

/** The bar of a share, sized through a custom property (the page's security policy allows no style attributes). */
function bar(percent) {
  const element = h('span', { class: 'funnel__bar', 'aria-hidden': 'true' });
  element.style.setProperty('--share', `${percent}%`);
  return element;
}

function choices(game, labels) {
  const { showMeHow = 0, startPlaying = 0 } = game.choices ?? {};
  const total = showMeHow + startPlaying;
  const item = (labelKey, count, testid) => h('li', { 'data-testid': testid },
    h('strong', { text: t(labelKey) }), ' ', t('ui.stats.choiceCount', { count, share: share(count, total) }));
  return h('ul', { class: 'funnel-choices', 'aria-label': t('ui.stats.choices') },
    item(labels.showMeHow, showMeHow, 'choice-show-me-how'),
    item(labels.startPlaying, startPlaying, 'choice-start-playing'));
}

/** A flow's funnel: started, each step (passed, skipped, skip rate), completed; the drop-off under it. */
function flowFunnel(flow) {
  const row = (stage, label, players, skipped, skipRate) => h('tr', {
    'data-testid': 'flow-stage', dataset: { stage, players, skipped: skipped ?? '' },
  },
  h('th', { scope: 'row', text: label }),
  h('td', { class: 'funnel__number', text: String(players) }),
  h('td', { class: 'funnel__share' }, bar(share(players, flow.started)), `${share(players, flow.started)}%`),
  h('td', { class: 'funnel__number', text: skipped === undefined ? '' : String(skipped) }),
  h('td', { class: 'funnel__number', text: skipRate === undefined || skipRate === null ? '' : `${Math.round(skipRate * 100)}%` }));
  return h('section', { class: 'funnel-game', 'aria-labelledby': `flow-${flow.flow}-title`, 'data-testid': `flow-${flow.flow}` },
    h('h2', { id: `flow-${flow.flow}-title`, text: flow.flow }),
    h('table', { class: 'funnel' },
      h('caption', { class: 'visually-hidden', text: t('ui.stats.flowCaption', { flow: flow.flow }) }),
      h('thead', {}, h('tr', {},
        h('th', { scope: 'col', text: t('ui.stats.stage') }),
        h('th', { scope: 'col', text: t('ui.stats.players') }),
        h('th', { scope: 'col', text: t('ui.stats.ofStarted') }),
        h('th', { scope: 'col', text: t('ui.stats.skipped') }),
        h('th', { scope: 'col', text: t('ui.stats.skipRate') }))),
      h('tbody', {},
        row('started', t('ui.stats.flowStarted'), flow.started),
        flow.steps.map((step) => row(`step:${step.step}`, step.step, step.completed, step.skipped, step.skipRate)),
        row('completed', t('ui.stats.flowCompleted'), flow.completed))),
    h('p', { 'data-testid': 'flow-drop-off', text: t('ui.stats.dropOff', {
      share: flow.dropOff === undefined || flow.dropOff === null ? '0' : String(Math.round(flow.dropOff * 100)),
      count: flow.started - Math.min(flow.started, flow.completed),
    }) }));
}

/**
 * An app's event funnel (BowlerTrax's paywall): the players of each stage in order with their share of the first,
 * the other outcomes beside them, and the conversion (the last stage over the first).
 */
function eventFunnel(funnel) {
  const first = funnel.stages[0]?.players ?? 0;
  const row = (stage, testid) => h('tr', { 'data-testid': testid, dataset: { stage: stage.stage, players: stage.players } },
    h('th', { scope: 'row', text: stage.label }),
    h('td', { class: 'funnel__number', text: String(stage.players) }),
    h('td', { class: 'funnel__share' }, bar(share(stage.players, first)), `${share(stage.players, first)}%`));
  const conversion = funnel.conversion === undefined || funnel.conversion === null ? 0 : funnel.conversion;
  return h('section', { class: 'funnel-game', 'aria-labelledby': `events-${funnel.funnel}-title`, 'data-testid': `events-${funnel.funnel}` },
    h('h2', { id: `events-${funnel.funnel}-title`, text: funnel.title }),
    h('table', { class: 'funnel' },
      h('caption', { class: 'visually-hidden', text: t('ui.stats.funnelCaption', { game: funnel.title }) }),
      h('thead', {}, h('tr', {},
        h('th', { scope: 'col', text: t('ui.stats.stage') }),
        h('th', { scope: 'col', text: t('ui.stats.players') }),
        h('th', { scope: 'col', text: t('ui.stats.ofFirst') }))),
      h('tbody', {},
        funnel.stages.map((stage) => row(stage, 'event-stage')),
        funnel.outcomes.map((stage) => row(stage, 'event-outcome')))),
    h('p', { 'data-testid': 'event-conversion', dataset: { conversion }, text: t('ui.stats.conversion', {
      share: String(Math.round(conversion * 100)),
    }) }));
}

/** The operator's token, kept for this tab only. */
const TOKEN_KEY = 'firstrun-operator-token';

function mount(root, { api: onboardingApi, choiceLabels, backHref, backLabelKey }) {
  const abort = new AbortController();
  const games = h('div', { class: 'funnels', 'aria-live': 'polite' });
  const token = h('input', {
    id: 'operator-token', type: 'password', autocomplete: 'off', required: true, 'data-testid': 'operator-token',
    'aria-describedby': 'operator-token-help',
  });
  const form = h('form', { class: 'operator-token', 'data-testid': 'operator-form' },
    h('label', { for: 'operator-token', text: t('ui.stats.tokenLabel') }),
    token,
    h('button', { type: 'submit', class: 'button', text: t('ui.stats.tokenSubmit') }),
    h('p', { id: 'operator-token-help', class: 'help', text: t('ui.stats.tokenHelp') }));
  root.append(h('section', { class: 'view' },
    viewHeading(t('ui.stats.title'), { backHref, backLabel: t(backLabelKey) }),
    h('p', { class: 'help', text: t('ui.stats.help') }),
    form,
    games));

  function load(operatorToken) {
    games.replaceChildren(h('p', { class: 'loading', text: t('ui.common.loading') }));
    onboardingApi.funnel(operatorToken, abort.signal)
      .then((funnel) => {
        sessionStorage.setItem(TOKEN_KEY, operatorToken);
        form.hidden = true;
        games.replaceChildren(...funnel.surfaces.map((game) => h('section', {
          class: 'funnel-game', 'aria-labelledby': `funnel-${game.surface}-title`, 'data-testid': `funnel-${game.surface}`,
        },
        h('h2', { id: `funnel-${game.surface}-title` }, withTerms(game.title)),
        funnelTable(game),
        h('h3', { text: t('ui.stats.choices') }),
        choices(game, choiceLabels))), ...(funnel.flows ?? []).map(flowFunnel),
        ...(funnel.eventFunnels ?? []).map((id) => funnel[id]).filter(Boolean).map(eventFunnel));
      })
      .catch((error) => {
        if (abort.signal.aborted) return;
        sessionStorage.removeItem(TOKEN_KEY);
        form.hidden = false;
        games.replaceChildren(h('p', { class: 'error', role: 'alert', 'data-testid': 'operator-refused',
          text: error.status === 401 ? t('ui.stats.tokenRefused') : t('ui.error.network') }));
        token.focus();
      });
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (token.value.trim()) load(token.value.trim());
  });
  const saved = sessionStorage.getItem(TOKEN_KEY);
  if (saved) load(saved);
  else token.focus();

  return () => abort.abort();
}

/**
 * The statistics view of an app, through `api` (createOnboardingApi of the app); `choiceLabels` names the
 * welcome's answers by their copy keys ({showMeHow, startPlaying}); the back link goes to `backHref`.
 */
export function onboardingStatsView({ api, choiceLabels, backHref = '#/settings', backLabelKey = 'ui.nav.settings' }) {
  return { titleKey: 'ui.stats.title', mount: (root) => mount(root, { api, choiceLabels, backHref, backLabelKey }) };
}
