// Settings: theme, music, sound, strategy hint, Hi-Lo count, blackjack rules, table limits and Xì Dách
// rules. Each change is saved at once with PUT /api/settings and applied from the server's answer.

import { api } from './api.js';
import { h } from './dom.js';
import { viewHeading } from './layout.js';
import { session, setSettings } from './session.js';
import { announce } from './status.js';

// The options of each select come from the server (GET /api/options), which reads the engines' presets.
const SELECTS = {
  theme: { label: 'Theme', testid: 'theme-select' },
  blackjackRules: { label: 'Blackjack rules', testid: 'rules-select' },
  tableLimits: { label: 'Table limits (every game)', testid: 'limits-select' },
  xiDachRules: { label: 'Xì Dách rules', testid: 'xidach-rules-select' },
};

const SWITCHES = {
  music: { label: 'Music', testid: 'music-toggle', description: 'A quiet generated loop while you play.' },
  sound: { label: 'Sound effects', testid: 'sound-toggle', description: 'Chips, cards, wins and losses.' },
  showHints: { label: 'Strategy hint', testid: 'hints-toggle', description: 'The best play, above the blackjack actions and in Xì Dách.' },
  showCount: { label: 'Hi-Lo count', testid: 'count-toggle', description: 'The running and true count at the blackjack table.' },
};

function selectField(key, save) {
  const { label, testid } = SELECTS[key];
  const id = `setting-${key}`;
  const select = h('select', { id, name: key, 'data-testid': testid, onchange: () => save(key, select.value, select) },
    (session.options[key] ?? []).map((option) => h('option', { value: option.id, text: option.name, selected: session.settings[key] === option.id })));
  return h('p', { class: 'field' }, h('label', { for: id, text: label }), select);
}

function switchField(key, save) {
  const { label, testid, description } = SWITCHES[key];
  const id = `setting-${key}`;
  const input = h('input', {
    id, type: 'checkbox', role: 'switch', name: key, 'data-testid': testid, 'aria-describedby': `${id}-help`,
    checked: session.settings[key] === true, onchange: () => save(key, input.checked, input),
  });
  return h('p', { class: 'field field--switch' },
    input, h('label', { for: id, text: label }), h('span', { class: 'help', id: `${id}-help`, text: description }));
}

function mount(root) {
  const abort = new AbortController();

  async function save(key, value, control) {
    const before = session.settings[key];
    try {
      setSettings(await api.put('/api/settings', { [key]: value }, { signal: abort.signal }));
      announce('Settings saved.');
    } catch {
      if (control.type === 'checkbox') control.checked = before === true;
      else control.value = before ?? control.value;
    }
  }

  const group = (legend, fields, lang) => h('fieldset', {}, h('legend', { lang, text: legend }), fields);
  root.append(h('section', { class: 'view' },
    viewHeading('Settings'),
    h('form', { class: 'settings', 'aria-label': 'Game settings', onsubmit: (event) => event.preventDefault() },
      group('Look and sound', [selectField('theme', save), switchField('music', save), switchField('sound', save)]),
      group('Tables', [selectField('tableLimits', save)]),
      group('Blackjack', [selectField('blackjackRules', save), switchField('showHints', save), switchField('showCount', save)]),
      group('Xì Dách', [selectField('xiDachRules', save)], 'vi'))));

  return () => abort.abort();
}

export const settingsView = { title: 'Settings', mount };
