// Onboarding statistics (#/onboarding-stats): for each game the funnel over all players, from the welcome
// shown to it answered and each hint seen, as a table with bars, and how the welcome was answered,
// "Show Me How" against "Start Playing". Every number is written out; the bars only repeat it.

import { h } from './dom.js';
import { t, withTerms } from './i18n.js';
import { viewHeading } from './layout.js';
import { onboardingApi } from './onboarding-api.js';

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
      h('td', { class: 'funnel__share' },
        h('span', { class: 'funnel__bar', 'aria-hidden': 'true', style: `--share: ${share(stage.players, first)}%` }),
        `${share(stage.players, first)}%`)))));
}

function choices(game) {
  const { showMeHow = 0, startPlaying = 0 } = game.choices ?? {};
  const total = showMeHow + startPlaying;
  const item = (labelKey, count, testid) => h('li', { 'data-testid': testid },
    h('strong', { text: t(labelKey) }), ' ', t('ui.stats.choiceCount', { count, share: share(count, total) }));
  return h('ul', { class: 'funnel-choices', 'aria-label': t('ui.stats.choices') },
    item('casino.welcome.showMeHow', showMeHow, 'choice-show-me-how'),
    item('casino.welcome.startPlaying', startPlaying, 'choice-start-playing'));
}

function mount(root) {
  const abort = new AbortController();
  const games = h('div', { class: 'funnels' }, h('p', { class: 'loading', text: t('ui.common.loading') }));
  root.append(h('section', { class: 'view' },
    viewHeading(t('ui.stats.title'), { backHref: '#/settings', backLabel: t('ui.nav.settings') }),
    h('p', { class: 'help', text: t('ui.stats.help') }),
    games));

  onboardingApi.funnel(abort.signal)
    .then((funnel) => games.replaceChildren(...funnel.games.map((game) => h('section', {
      class: 'funnel-game', 'aria-labelledby': `funnel-${game.game}-title`, 'data-testid': `funnel-${game.game}`,
    },
    h('h2', { id: `funnel-${game.game}-title` }, withTerms(game.title)),
    funnelTable(game),
    h('h3', { text: t('ui.stats.choices') }),
    choices(game)))))
    .catch(() => games.replaceChildren());

  return () => abort.abort();
}

export const onboardingStatsView = { titleKey: 'ui.stats.title', mount };
