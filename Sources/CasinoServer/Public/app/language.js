// The page's language from the server: the copy (GET /api/copy) and the settings' choices named in it
// (GET /api/options), loaded at start and again when the player picks another language.

import { api } from './api.js';
import { setCopy } from './i18n.js';
import { setOptions } from './session.js';

/** Loads both and applies them; the views re-render in the new language. */
export async function loadLanguage() {
  const [copy, options] = await Promise.all([api.get('/api/copy'), api.get('/api/options')]);
  setOptions(options);
  setCopy(copy);
}
