// The page's copy in the visitor's language. The server resolves the language (the player's setting, else
// the browser's Accept-Language, else English) and serves every text of the page from the current app's catalog
// (the app names the URL: the casino's /casino/api/copy, the home's /api/copy; see language.js); views look
// texts up with t(key, args). The static parts of an app's index.html name their keys in data-i18n (text
// content) and data-i18n-label (aria-label).

import { h } from './dom.js';

const catalog = { language: 'en', texts: {} };
const listeners = new Set();

// The app's own terms written in Vietnamese on the English page too (marked lang="vi" there): set by the app
// (the casino's Xì Dách, Xì Bàn, …) with setVietnameseTerms; none by default.
let vietnameseTerms = null;

/** Marks `terms` (words written in Vietnamese in every language) with lang="vi" on the English page. */
export function setVietnameseTerms(terms) {
  const escaped = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  vietnameseTerms = escaped.length > 0 ? new RegExp(`(${escaped.join('|')})`) : null;
}

/** The text of `key` with its `{name}` placeholders filled from `args`; the key itself when it is missing. */
export function t(key, args = {}) {
  const template = catalog.texts[key];
  if (template === undefined) return key;
  return template.replace(/\{(\w+)\}/g, (placeholder, name) => (name in args ? String(args[name]) : placeholder));
}

/** Whether the catalog has a text for `key` (for optional parts of the page). */
export function hasText(key) {
  return key in catalog.texts;
}

/** The language of the page: "en" or "vi". */
export function currentLanguage() {
  return catalog.language;
}

/** The sentence for an API error `code`, or the server's own `message` when the catalog has none. */
export function errorText(code, message) {
  const key = `ui.error.${code}`;
  return key in catalog.texts ? t(key) : message;
}

/**
 * `text` as nodes, the Vietnamese game terms in it marked lang="vi" on the English page so screen readers
 * pronounce them right: "Xì Bàn (two aces)" -> [<span lang="vi">Xì Bàn</span>, " (two aces)"].
 */
export function withTerms(text) {
  if (catalog.language === 'vi' || !vietnameseTerms) return [text];
  return text.split(vietnameseTerms).filter(Boolean)
    .map((part) => (vietnameseTerms.test(part) ? h('span', { lang: 'vi', text: part }) : part));
}

function translateStaticText() {
  document.documentElement.lang = catalog.language;
  // A key the catalog lacks keeps the page's own text (the English written in the HTML) rather than showing the key.
  for (const element of document.querySelectorAll('[data-i18n]')) {
    if (hasText(element.dataset.i18n)) element.textContent = t(element.dataset.i18n);
  }
  for (const element of document.querySelectorAll('[data-i18n-label]')) {
    if (hasText(element.dataset.i18nLabel)) element.setAttribute('aria-label', t(element.dataset.i18nLabel));
  }
  if (hasText('ui.app.description')) document.querySelector('meta[name="description"]')?.setAttribute('content', t('ui.app.description'));
}

/** Uses the copy served by the app's copy endpoint ({language, copy}) and tells every listener. */
export function setCopy({ language, copy }) {
  catalog.language = language;
  catalog.texts = copy;
  translateStaticText();
  for (const listener of listeners) listener(language);
}

/** Calls `listener(language)` whenever the copy changes; returns the function that stops it. */
export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
