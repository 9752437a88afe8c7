// The page's language from the server: the current app's copy (its URL is the app's: the casino's
// /casino/api/copy, the home's /api/copy) and whatever else the app names in that language (the casino's
// settings choices and list of games), loaded at start and again when the visitor picks another language.

import { api } from './api.js';
import { setCopy } from './i18n.js';

let source = { copyPath: '/api/copy', companions: [] };

/**
 * Names where the copy comes from (`copyPath`: the address, or a function answering it at each load) and what else
 * to load with it. Each companion is an async function that
 * fetches its part and resolves a function applying it: all are applied before the copy, so the views
 * re-render (on the copy's change) with everything in the new language.
 */
export function configureLanguage({ copyPath, companions = [] }) {
  source = { copyPath, companions };
}

/** Loads the copy and the companions together and applies them; the views re-render in the new language. */
export async function loadLanguage() {
  const path = typeof source.copyPath === 'function' ? source.copyPath() : source.copyPath;
  const [copy, ...applies] = await Promise.all([api.get(path), ...source.companions.map((load) => load())]);
  for (const apply of applies) apply?.();
  setCopy(copy);
}
