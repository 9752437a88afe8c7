// What every game view shares: the table loaded on entry (a round in progress resumes), intents sent
// one at a time, aborted requests when the view is left, focus kept on a usable control when the
// button just pressed disappears (e.g. "Deal" once the cards are out), and the onboarding asked what to
// show once the table is up and after every action.

import { focusFirstUsable, isUsable } from '/shell/dom.js';
import { createOnboarding } from '/onboarding/onboarding.js';
import { casinoOnboarding } from './onboarding.js';
import { isLegal, loadTable, sendIntent } from './table-client.js';

/** `render(table, previousTable)`: previousTable is null on the first render (no deal animation). */
export function createGameController(game, { root, controls, render }) {
  const abort = new AbortController();
  const onboarding = createOnboarding(game, { view: root, api: casinoOnboarding });
  let table = null;
  let busy = false;

  // The controls stay hidden until the first table arrives, so nothing can be pressed before the
  // server has said what is legal.
  controls.hidden = true;

  function show(next) {
    const previous = table;
    table = next;
    render(next, previous);
    controls.hidden = false;
  }

  async function load() {
    try {
      show(await loadTable(game, abort.signal));
      onboarding.refresh();
    } catch {
      // Shown in the alert region by the API client (or the view was left).
    }
  }

  /** Sends `intent` if it is legal now; resolves the new table, or null when refused. */
  async function send(intent) {
    if (busy || !isLegal(table, intent.action)) return null;
    busy = true;
    root.setAttribute('aria-busy', 'true');
    const trigger = document.activeElement;
    const triggerInView = root.contains(trigger);
    try {
      show(await sendIntent(game, intent, abort.signal));
      if (triggerInView && !isUsable(trigger)) focusFirstUsable(controls);
      return table;
    } catch {
      return null;
    } finally {
      busy = false;
      root.removeAttribute('aria-busy');
      if (!abort.signal.aborted) onboarding.refresh();
    }
  }

  function dispose() {
    abort.abort();
    onboarding.dispose();
  }

  return { load, send, table: () => table, dispose };
}
