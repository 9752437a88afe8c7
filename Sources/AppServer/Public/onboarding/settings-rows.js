// The tutorials in an app's Settings: each surface's onboarding as the server keeps it (the casino's games: the
// welcome answered or not, the hints seen), with "Show tutorial again" (every hint once more, for this visit
// only) and "Reset onboarding" (the surface starts over, welcome included, after a confirmation), and a link to
// the onboarding statistics. Test hooks: onboarding-<surface> (the row), onboarding-status, replay-<surface>,
// reset-onboarding-<surface>, link-onboarding-stats.

import { confirmDialog } from '/shell/dialog.js';
import { h } from '/shell/dom.js';
import { t, withTerms } from '/shell/i18n.js';
import { announce } from '/shell/status.js';

/** "Welcome answered: Show Me How. Hints seen: 2 of 5."; `choices` names the welcome's answers by their copy keys. */
function statusText(state, choices) {
  const seen = state.hints.filter((hint) => hint.seen).length;
  const parts = [
    state.welcomeAnswered
      ? t('ui.onboarding.welcomeAnswered', { choice: choices[state.choice] ? t(choices[state.choice]) : '-' })
      : t('ui.onboarding.welcomeNotAnswered'),
    t('ui.onboarding.hintsSeen', { seen, total: state.hints.length }),
  ];
  if (state.tutorial) parts.push(t('ui.onboarding.tutorialOn'));
  return parts.join(' ');
}

function hintList(state) {
  return h('details', { class: 'onboarding-game__hints' },
    h('summary', { text: t('ui.onboarding.hints') }),
    h('ul', { class: 'onboarding-hints' }, state.hints.map((hint) => h('li', { class: `onboarding-hint${hint.seen ? ' onboarding-hint--seen' : ''}` },
      h('span', { class: 'onboarding-hint__mark', 'aria-hidden': 'true', text: hint.seen ? '✓' : '○' }),
      h('strong', { text: hint.seen ? t('ui.onboarding.seen') : t('ui.onboarding.notSeen') }), ' ', hint.message))));
}

/**
 * The "Tutorials" part of an app's settings page, through `api` (createOnboardingApi of the app): a row per
 * surface of `surfaces` ([{id, name}], names in the page's language), the welcome's answers named by the copy
 * keys in `choices` ({showMeHow: key, startPlaying: key}), a link to the statistics at `statsHref`. Its requests
 * stop with `signal`. The server's status lists the surfaces as `games: [{game, welcomeAnswered, choice, hints,
 * tutorial}]`.
 */
export function onboardingSettings({ api: onboardingApi, surfaces, choices = {}, statsHref = '#/onboarding-stats', signal }) {
  const rows = surfaces.map(({ id: game, name }) => {
    const status = h('p', { class: 'onboarding-game__status', 'data-testid': 'onboarding-status', text: t('ui.common.loading') });
    const hints = h('div');
    const replay = h('button', { type: 'button', class: 'button', 'data-testid': `replay-${game}`, onclick: () => replayTutorial(game, name) },
      t('ui.onboarding.replay'));
    const reset = h('button', { type: 'button', class: 'button', 'data-testid': `reset-onboarding-${game}`, onclick: () => resetOnboarding(game, name) },
      t('ui.onboarding.reset'));
    const element = h('li', { class: 'onboarding-game', 'data-testid': `onboarding-${game}` },
      h('h3', {}, withTerms(name)), status, hints,
      h('div', { class: 'button-row' }, replay, reset));
    return { game, element, status, hints };
  });

  async function refresh() {
    try {
      const { surfaces } = await onboardingApi.status(signal);
      for (const row of rows) {
        const state = surfaces.find((entry) => entry.surface === row.game);
        if (!state) continue;
        row.status.textContent = statusText(state, choices);
        row.hints.replaceChildren(hintList(state));
      }
    } catch {
      // Shown in the alert region by the API client (or the view was left).
    }
  }

  async function replayTutorial(game, name) {
    try {
      await onboardingApi.replay(game);
      announce(t('ui.onboarding.replayed', { game: name }));
      refresh();
    } catch {
      // Shown in the alert region.
    }
  }

  async function resetOnboarding(game, name) {
    const confirmed = await confirmDialog({
      title: t('ui.onboarding.resetTitle', { game: name }),
      message: t('ui.onboarding.resetMessage', { game: name }),
      confirmLabel: t('ui.onboarding.reset'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await onboardingApi.reset(game);
      announce(t('ui.onboarding.resetDone', { game: name }));
      refresh();
    } catch {
      // Shown in the alert region.
    }
  }

  refresh();
  return h('section', { class: 'onboarding-settings', 'aria-labelledby': 'settings-tutorials' },
    h('h2', { id: 'settings-tutorials', text: t('ui.onboarding.tutorials') }),
    h('p', { class: 'help', text: t('ui.onboarding.tutorialsHelp') }),
    h('ul', { class: 'onboarding-games' }, rows.map((row) => row.element)),
    h('p', {}, h('a', { href: statsHref, class: 'button', 'data-testid': 'link-onboarding-stats', text: t('ui.onboarding.statsLink') })));
}
