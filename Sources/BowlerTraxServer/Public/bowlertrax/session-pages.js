// A list of the player's sessions read a page at a time (GET sessions?limit&before): the newest PAGE_SIZE first, then
// "Show earlier sessions" reads the page before the last session shown, until a page comes back short. History lists
// links with it, Compare checkboxes.
//
// Stable hooks (data-testid): more-sessions (the button).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { bowlerTrax } from './api.js';

/** How many sessions a page holds (the server's limit is 100). */
export const PAGE_SIZE = 50;

/** The newest page of the player's sessions. */
export function firstSessionPage(options) {
  return bowlerTrax.sessions({ limit: PAGE_SIZE }, options);
}

/**
 * The list of `sessions` (a first page; all of them when `complete`, the phone's own), each drawn by `item(session)`,
 * and after it a "Show earlier sessions" button while there may be more; `onMore(items)` is told of each page
 * appended. Returns the nodes: [list] or [list, button].
 */
export function pagedSessionList(sessions, item, { signal, listAttributes = {}, onMore = () => {}, complete = false } = {}) {
  const list = h('ul', { class: 'list', ...listAttributes }, sessions.map(item));
  if (complete || sessions.length < PAGE_SIZE) return [list];
  let last = sessions.at(-1);
  const more = h('button', { type: 'button', class: 'button', 'data-testid': 'more-sessions', text: t('ui.history.more') });
  more.addEventListener('click', async () => {
    more.disabled = true;
    more.setAttribute('aria-busy', 'true');
    try {
      const page = await bowlerTrax.sessions({ limit: PAGE_SIZE, before: last.id }, { signal });
      const items = page.map(item);
      list.append(...items);
      onMore(items);
      if (page.length > 0) last = page.at(-1);
      if (page.length < PAGE_SIZE) more.remove();
      // The first new session takes the focus, so a keyboard or screen reader carries on where the list grew.
      items[0]?.querySelector('a, input')?.focus();
    } catch {
      // The shell's alert region has said what failed; the button stays for another try.
    } finally {
      more.disabled = false;
      more.removeAttribute('aria-busy');
    }
  });
  return [list, more];
}
