// Settings: language, theme, music, sound, strategy hint, Hi-Lo count, blackjack rules, table limits, Xì Dách
// rules, and each game's tutorial. Each change is saved at once with PUT /casino/api/settings and applied from
// the server's answer; a new language re-renders the page in it.

import { api } from '/shell/api.js';
import { h } from '/shell/dom.js';
import { t, withTerms } from '/shell/i18n.js';
import { loadLanguage } from '/shell/language.js';
import { viewHeading } from '/shell/layout.js';
import { announce } from '/shell/status.js';
import { onboardingSettings } from '/onboarding/settings-rows.js';
import { casinoOnboarding, WELCOME_CHOICES } from './onboarding.js';
import { CASINO_API } from './paths.js';
import { session, setSettings } from './session.js';

// The options of each select come from the server (GET /casino/api/options), which reads the engines' presets.
const SELECTS = {
  language: { labelKey: 'ui.settings.language', testid: 'language-select' },
  theme: { labelKey: 'ui.settings.theme', testid: 'theme-select' },
  blackjackRules: { labelKey: 'ui.settings.blackjackRules', testid: 'rules-select' },
  tableLimits: { labelKey: 'ui.settings.tableLimits', testid: 'limits-select' },
  xiDachRules: { labelKey: 'ui.settings.xiDachRules', testid: 'xidach-rules-select' },
};

const SWITCHES = {
  music: { labelKey: 'ui.settings.music', testid: 'music-toggle', descriptionKey: 'ui.settings.musicHelp' },
  sound: { labelKey: 'ui.settings.sound', testid: 'sound-toggle', descriptionKey: 'ui.settings.soundHelp' },
  showHints: { labelKey: 'ui.settings.showHints', testid: 'hints-toggle', descriptionKey: 'ui.settings.showHintsHelp' },
  showCount: { labelKey: 'ui.settings.showCount', testid: 'count-toggle', descriptionKey: 'ui.settings.showCountHelp' },
};

function selectField(key, save) {
  const { labelKey, testid } = SELECTS[key];
  const id = `setting-${key}`;
  const select = h('select', { id, name: key, 'data-testid': testid, onchange: () => save(key, select.value, select) },
    (session.options[key] ?? []).map((option) => h('option', { value: option.id, text: option.name, selected: session.settings[key] === option.id })));
  return h('p', { class: 'field' }, h('label', { for: id }, withTerms(t(labelKey))), select);
}

function switchField(key, save) {
  const { labelKey, testid, descriptionKey } = SWITCHES[key];
  const id = `setting-${key}`;
  const input = h('input', {
    id, type: 'checkbox', role: 'switch', name: key, 'data-testid': testid, 'aria-describedby': `${id}-help`,
    checked: session.settings[key] === true, onchange: () => save(key, input.checked, input),
  });
  return h('p', { class: 'field field--switch' },
    input, h('label', { for: id, text: t(labelKey) }), h('span', { class: 'help', id: `${id}-help` }, withTerms(t(descriptionKey))));
}

function mount(root) {
  const abort = new AbortController();

  async function save(key, value, control) {
    const before = session.settings[key];
    try {
      setSettings(await api.put(`${CASINO_API}/settings`, { [key]: value }, { signal: abort.signal }));
      if (key === 'language') await loadLanguage();
      announce(t('ui.settings.saved'));
    } catch {
      if (control.type === 'checkbox') control.checked = before === true;
      else control.value = before ?? control.value;
    }
  }

  const group = (legend, fields) => h('fieldset', {}, h('legend', {}, withTerms(legend)), fields);
  root.append(h('section', { class: 'view' },
    viewHeading(t('ui.menu.settings')),
    h('form', { class: 'settings', 'aria-label': t('ui.settings.label'), onsubmit: (event) => event.preventDefault() },
      group(t('ui.settings.lookAndSound'), [selectField('language', save), selectField('theme', save), switchField('music', save), switchField('sound', save)]),
      group(t('ui.settings.tables'), [selectField('tableLimits', save)]),
      group(t('ui.game.blackjack'), [selectField('blackjackRules', save), switchField('showHints', save), switchField('showCount', save)]),
      group(t('ui.game.xidach'), [selectField('xiDachRules', save)])),
    onboardingSettings({
      api: casinoOnboarding, surfaces: session.games, choices: WELCOME_CHOICES, signal: abort.signal,
    })));

  return () => abort.abort();
}

export const settingsView = { titleKey: 'ui.menu.settings', mount };
