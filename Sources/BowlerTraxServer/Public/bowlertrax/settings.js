// Settings: the bowling hand (Left / Right, changeable any time), the language (Auto, English, Tiếng Việt;
// saved with PUT settings, then the page re-renders in it) and the theme (the shell's: system, light, dark; a
// look of this browser, kept in its local storage) and "Detect bowling centre" (off by default: only when on does
// the page use the browser's location, see location.js), Music (the background music of the welcome screens and
// the paywall, saved with the player's settings) and "Back up my sessions to this server" (backup.js: kept in this
// browser, saying exactly what is sent), with the backup's code and its restore on a new browser (backup-code.js).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { loadLanguage } from '/shell/language.js';
import { viewHeading } from '/shell/layout.js';
import { announce } from '/shell/status.js';
import { applyTheme } from '/shell/theme.js';
import { saveSettingsHere } from './phone-profile.js';
import { setSettings, store } from './store.js';
import { backgroundMusic } from './background-music.js';
import { backingUp, chooseBackup } from './backup.js';
import { backupCodeSection, restoreBackupSection } from './backup-code.js';
import { detectionEnabled, setDetection } from './location.js';

const THEME_KEY = 'bowlertrax-theme';

function storedTheme() {
  try {
    return localStorage.getItem(THEME_KEY) ?? 'system';
  } catch {
    return 'system';
  }
}

/** Applies the theme this browser keeps (system by default). */
export function applyStoredTheme() {
  applyTheme(storedTheme());
}

function mount(root) {
  const abort = new AbortController();

  async function save(changes) {
    try {
      const { settings, waiting } = await saveSettingsHere(changes, { signal: abort.signal });
      setSettings(settings);
      if ('language' in changes) await loadLanguage();
      announce(t(waiting ? 'ui.profile.keptHere' : 'ui.settings.saved'));
    } catch {
      // The alert region says why; the view shows the settings as they were.
    }
  }

  const hand = h('fieldset', { class: 'choice-group' },
    h('legend', { text: t('bowlertrax.hand.question') }),
    ['left', 'right'].map((value) => h('label', { class: 'choice' },
      h('input', { type: 'radio', name: 'hand', value, checked: store.settings.hand === value, 'data-testid': `hand-${value}`, onchange: () => save({ hand: value }) }),
      t(`bowlertrax.hand.${value}`))),
    h('p', { class: 'help', text: t('bowlertrax.hand.explanation') }));

  const select = (id, labelKey, options, value, onchange, testid) => {
    const element = h('select', { id, 'data-testid': testid, onchange: () => onchange(element.value) },
      options.map(([optionValue, text, lang]) => h('option', { value: optionValue, text, lang, selected: optionValue === value })));
    return h('p', { class: 'field' }, h('label', { for: id, text: t(labelKey) }), element);
  };

  function detectCenter() {
    const note = h('p', { class: 'help', role: 'status', 'data-testid': 'detect-center-status' });
    const box = h('input', {
      id: 'setting-detect-center', type: 'checkbox', checked: detectionEnabled(), 'data-testid': 'detect-center',
      'aria-describedby': 'setting-detect-center-help',
      onchange: async () => {
        const wanted = box.checked;
        box.disabled = true;
        const on = await setDetection(wanted);
        box.checked = on;
        box.disabled = false;
        note.textContent = wanted && !on ? t('ui.settings.locationDenied') : '';
        if (wanted === on) announce(t('ui.settings.saved'));
      },
    });
    return h('div', { class: 'field field--toggle' },
      h('p', { class: 'choice' }, box, h('label', { for: 'setting-detect-center', text: t('ui.settings.detectCenter') })),
      h('p', { class: 'help', id: 'setting-detect-center-help', text: t('ui.settings.detectCenterHelp') }), note);
  }

  /** The background music on the welcome screens and the paywall (saved with the player's settings). */
  function music() {
    const box = h('input', {
      id: 'setting-music', type: 'checkbox', checked: store.settings.music !== false, 'data-testid': 'music-toggle',
      'aria-describedby': 'setting-music-help',
      onchange: async () => {
        await save({ music: box.checked });
        backgroundMusic.configure({ enabled: store.settings.music !== false });
      },
    });
    return h('div', { class: 'field field--toggle' },
      h('p', { class: 'choice' }, box, h('label', { for: 'setting-music', text: t('ui.settings.music') })),
      h('p', { class: 'help', id: 'setting-music-help', text: t('ui.settings.musicHelp') }));
  }

  /** "Back up my sessions to this server": this browser's choice (backup.js). */
  function backup() {
    const box = h('input', {
      id: 'setting-backup', type: 'checkbox', disabled: true, 'data-testid': 'backup-toggle',
      'aria-describedby': 'setting-backup-help',
      onchange: async () => {
        chooseBackup(box.checked);
        box.checked = await backingUp();
        announce(t('ui.settings.saved'));
      },
    });
    backingUp().then((on) => {
      box.checked = on;
      box.disabled = false;
    });
    return h('div', { class: 'field field--toggle' },
      h('p', { class: 'choice' }, box, h('label', { for: 'setting-backup', text: t('ui.settings.backup') })),
      h('p', { class: 'help', id: 'setting-backup-help', text: t('ui.settings.backupHelp') }));
  }

  const backupCode = backupCodeSection();
  root.append(h('section', { class: 'view bt-view', 'data-testid': 'settings' },
    viewHeading(t('ui.more.settings'), { backHref: '#/more', backLabel: t('ui.tabs.more') }),
    h('form', { class: 'settings', onsubmit: (event) => event.preventDefault() },
      hand,
      // "browser" is the server's Auto: the browser's language.
      select('setting-language', 'ui.settings.language', [['browser', t('ui.settings.languageAuto')], ['en', 'English', 'en'], ['vi', 'Tiếng Việt', 'vi']],
        ['en', 'vi'].includes(store.settings.language) ? store.settings.language : 'browser', (language) => save({ language }), 'language-select'),
      select('setting-theme', 'ui.settings.theme', [['system', t('ui.settings.themeSystem')], ['light', t('ui.settings.themeLight')], ['dark', t('ui.settings.themeDark')]],
        storedTheme(), (theme) => {
          try { localStorage.setItem(THEME_KEY, theme); } catch { /* private mode: this visit only */ }
          applyTheme(theme);
          announce(t('ui.settings.saved'));
        }, 'theme-select'),
      detectCenter(),
      backup(),
      music()),
    backupCode.section,
    restoreBackupSection()));
  return () => {
    abort.abort();
    backupCode.stop();
  };
}

export const settingsView = { titleKey: 'ui.more.settings', mount };
