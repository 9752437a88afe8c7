// The welcome sheet (WelcomeSheet in the onboarding document): a modal dialog with the game's icon, its
// title, four features with their icons (named by the server, drawn by /shell/icons.js), and two answers, "Show Me
// How" (the tutorial) and "Start Playing"; a shell `modal`.
// The copy comes from the server in the player's language. Focus moves to the first answer and returns where
// it was; Escape answers "Start Playing". It slides in and out (not under prefers-reduced-motion).

import { modal, modalTitleID } from '/shell/dialog.js';
import { h } from '/shell/dom.js';
import { icon } from '/shell/icons.js';

/**
 * Shows `welcome` ({icon, title, features: [{icon, title, detail}], showMeHow, startPlaying}) and calls
 * `onAnswer("showMeHow" | "startPlaying")` once, after it has closed. Returns `close()`, which closes it
 * without an answer (the view was left, or the server no longer shows it).
 */
export function showWelcomeSheet(welcome, onAnswer) {
  const titleId = modalTitleID('welcome-title');
  let settled = false;

  const answerButton = (choice, label, testid, primary) => h('button', {
    type: 'button', class: `button button--large${primary ? ' button--primary' : ''}`, 'data-testid': testid,
    onclick: () => answer(choice),
  }, label);
  const showMeHow = answerButton('showMeHow', welcome.showMeHow, 'welcome-show-me-how', true);
  const startPlaying = answerButton('startPlaying', welcome.startPlaying, 'welcome-start-playing', false);
  const content = [
    h('p', { class: 'welcome-sheet__icon', 'data-testid': 'welcome-icon', 'data-icon': welcome.icon }, icon(welcome.icon)),
    h('h2', { id: titleId, class: 'welcome-sheet__title', 'data-testid': 'welcome-title', text: welcome.title }),
    h('ul', { class: 'welcome-sheet__features' }, (welcome.features ?? []).map((feature) => h('li', { class: 'welcome-feature', 'data-testid': 'welcome-feature' },
      h('span', { class: 'welcome-feature__icon', 'data-icon': feature.icon }, icon(feature.icon)),
      h('span', { class: 'welcome-feature__text' },
        h('strong', { class: 'welcome-feature__title', text: feature.title }),
        h('span', { class: 'welcome-feature__detail', text: feature.detail }))))),
    h('div', { class: 'welcome-sheet__answers' }, showMeHow, startPlaying),
  ];
  // Escape (or the browser closing it) is "Start Playing". Closed at once, so the page is usable again; the style
  // sheet lets it fade out before it leaves the top layer.
  const opened = modal({
    testid: 'welcome-sheet', className: 'welcome-sheet', labelledBy: titleId, content, escapeValue: 'startPlaying',
    fadeOut: true, returnFocus: document.activeElement, onShow: () => showMeHow.focus(),
  });
  opened.result.then((choice) => answer(choice));

  function answer(choice) {
    if (settled) return;
    settled = true;
    opened.close(choice);
    onAnswer(choice);
  }

  // Closes it without an answer (the view was left, or the server no longer shows it).
  return () => {
    settled = true;
    opened.close('startPlaying');
  };
}
