// The copy's texts as the page lays them out: the one place that splits a text into its lines or paragraphs.
//
//   paragraphs('First.\n\nSecond.')       // [<p>First.</p>, <p>Second.</p>]
//   lines('Step one\n\nStep two\n')        // ['Step one', 'Step two']

import { h } from './dom.js';

/** The text's lines, trimmed, without the empty ones. */
export function lines(text) {
  return String(text ?? '').split('\n').map((line) => line.trim()).filter((line) => line !== '');
}

/** A <p> (of `className`) for each paragraph of the text: a blank line separates them. */
export function paragraphs(text, className = null) {
  return String(text ?? '').split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== '')
    .map((paragraph) => h('p', { class: className, text: paragraph }));
}
